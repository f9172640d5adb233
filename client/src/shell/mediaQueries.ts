/** Spec §2 "Sidebar menu": at 1024 px or less the sidebar is hidden or overlaid. */
export const SIDEBAR_OVERLAY_QUERY = '(max-width: 1024px)';
/** Spec §2 "Settings": menu orientation can change only at 1025 px or wider; below, vertical. */
export const WIDE_LAYOUT_QUERY = '(min-width: 1025px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';
