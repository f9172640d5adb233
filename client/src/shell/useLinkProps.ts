import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps {
  href: string;
  onClick(event: MouseEvent<HTMLElement>): void;
}

/**
 * href and onClick that make any Blueprint button or menu item a router link: a plain click
 * navigates in the app; ctrl/cmd/shift/middle clicks keep the browser's behaviour (new tab).
 */
export function useLinkProps(to: string): LinkProps {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return { href, onClick };
}
