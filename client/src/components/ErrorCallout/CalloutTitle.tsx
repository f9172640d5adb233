import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A callout's title as an h2 drawn like Blueprint's: Callout's own `title` is an h5, a skipped
 * heading level under a page's h1.
 */
export function CalloutTitle({ children }: { children: ReactNode }) {
  return <h2 className={`${Classes.HEADING} kinko-callout-title`}>{children}</h2>;
}
