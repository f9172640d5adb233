import { AnchorButton, Button, Menu, NavbarDivider, PopoverNext } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { useLinkProps } from '../useLinkProps';
import {
  groupShouldOpen,
  isActivePath,
  type MenuEntry,
  type MenuGroup,
  type MenuLink,
} from './menuModel';
import { NavMenuItem } from './NavMenuItem';

/**
 * The "tab" menu orientation (spec §2 "Settings"): the same entries as the sidebar in one row
 * under the header, each group a drop-down. The group holding the current page is highlighted,
 * the horizontal counterpart of the sidebar's auto-open.
 */
export function TabMenu({ entries }: { entries: MenuEntry[] }) {
  return (
    <nav className="kinko-tab-menu" aria-label="Main">
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'link':
            return <TabLink key={entry.id} link={entry} />;
          case 'group':
            return <TabGroup key={entry.id} group={entry} />;
          case 'separator':
            return <NavbarDivider key={entry.id} />;
        }
      })}
    </nav>
  );
}

function TabLink({ link }: { link: MenuLink }) {
  const { pathname } = useLocation();
  const linkProps = useLinkProps(link.path);
  const active = isActivePath(pathname, link.path);
  return (
    <AnchorButton
      variant="minimal"
      icon={link.icon}
      text={link.title}
      {...linkProps}
      active={active}
      aria-current={active ? 'page' : undefined}
      disabled={link.disabled ?? false}
    />
  );
}

function TabGroup({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  return (
    // PopoverNext: Blueprint's Popover mispositions under React 19 (it warns so itself).
    <PopoverNext
      placement="bottom-start"
      arrow={false}
      content={
        <Menu>
          {group.children.map((child) => (
            <NavMenuItem key={child.id} link={child} />
          ))}
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon={group.icon}
        endIcon="caret-down"
        text={group.title}
        active={groupShouldOpen(group, pathname)}
      />
    </PopoverNext>
  );
}
