import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { REDUCED_MOTION_QUERY } from './mediaQueries';
import { useMediaQuery } from './useMediaQuery';

/**
 * Spec §2: the page scrolls smoothly to the top on every route change. A reader who asked for
 * reduced motion gets the same jump without the animation.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // The first page starts at the top already (and a reload keeps the browser's own position); only
  // a new path is a route change, so reducedMotion changing does not scroll.
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [pathname, reducedMotion]);
  return null;
}
