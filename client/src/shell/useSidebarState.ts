import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SIDEBAR_OVERLAY_QUERY } from './mediaQueries';
import { useMediaQuery } from './useMediaQuery';

export interface SidebarState {
  /** At 1024 px or less (spec §2) the sidebar overlays the page instead of sitting beside it. */
  overlay: boolean;
  open: boolean;
  toggle(): void;
  close(): void;
}

/**
 * Open or closed, remembered separately for the two modes: docked (wide windows, open until the
 * header toggle hides it) and overlay (narrow windows, closed until the toggle opens it; a click
 * on the backdrop, Escape or following a link closes it).
 */
export function useSidebarState(): SidebarState {
  const overlay = useMediaQuery(SIDEBAR_OVERLAY_QUERY);
  const [docked, setDocked] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { pathname } = useLocation();

  // A route change (including browser back) closes the overlay.
  useEffect(() => setOverlayOpen(false), [pathname, overlay]);

  const toggle = useCallback(
    () => (overlay ? setOverlayOpen((open) => !open) : setDocked((open) => !open)),
    [overlay],
  );
  const close = useCallback(() => setOverlayOpen(false), []);
  return { overlay, open: overlay ? overlayOpen : docked, toggle, close };
}
