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
  const first = useRef(true);
  useEffect(() => {
    // The first page starts at the top already (and a reload keeps the browser's own position).
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Only the path counts as a route change; reducedMotion changing must not scroll.
  }, [pathname]);
  return null;
}
