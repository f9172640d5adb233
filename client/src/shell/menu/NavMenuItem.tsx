import { MenuItem } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { useLinkProps } from '../useLinkProps';
import { isActivePath, type MenuLink } from './menuModel';

export interface NavMenuItemProps {
  link: MenuLink;
  /** Called after a plain click navigates (the overlaid sidebar closes then). */
  onNavigate?: () => void;
}

/**
 * A Blueprint MenuItem that is a real link: a plain click navigates inside the app, while
 * ctrl/cmd/shift/middle clicks keep the browser's own behaviour (new tab, new window).
 */
export function NavMenuItem({ link, onNavigate }: NavMenuItemProps) {
  const { pathname } = useLocation();
  const { href, onClick } = useLinkProps(link.path);
  const active = isActivePath(pathname, link.path);
  if (link.disabled) {
    return <MenuItem icon={link.icon} text={link.title} disabled roleStructure="listitem" />;
  }
  return (
    <MenuItem
      icon={link.icon}
      text={link.title}
      href={href}
      active={active}
      aria-current={active ? 'page' : undefined}
      roleStructure="listitem"
      onClick={(event) => {
        onClick(event);
        if (event.defaultPrevented) onNavigate?.();
      }}
    />
  );
}
