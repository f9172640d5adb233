/**
 * The REST/CSV answer headers, named once: the exports set them and the CORS policy exposes them
 * to browsers, so neither can drift from the other.
 */
export const PARTIAL_HEADER = 'X-Kinko-Partial';
export const STALE_HEADER = 'X-Kinko-Stale';
export const COMPLETE_HEADER = 'X-Kinko-Complete';
export const NEXT_CURSOR_HEADER = 'X-Kinko-Next-Cursor';
export const FX_HEADER = 'X-Kinko-Fx';
