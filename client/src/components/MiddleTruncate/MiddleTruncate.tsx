export interface MiddleTruncateProps {
  /** An address or hash. */
  text: string;
  /** Characters always shown at the end. */
  tail?: number;
}

/**
 * A long address or hash that gives up its middle when space is short ("0x5a0b…9f3c"), cut by
 * CSS rather than in the text: copying, find-in-page, screen readers and a link's accessible
 * name all keep the whole value (no 9-line address columns at 375 px).
 */
export function MiddleTruncate({ text, tail = 6 }: MiddleTruncateProps) {
  const cut = Math.max(0, text.length - tail);
  return (
    // Hashes read left to right in a mirrored page too: head first, then the tail.
    <span className="kinko-middle-truncate" dir="ltr">
      <span className="kinko-middle-truncate-head">{text.slice(0, cut)}</span>
      <span className="kinko-middle-truncate-tail">{text.slice(cut)}</span>
    </span>
  );
}
