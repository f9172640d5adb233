import { Collapse, Icon, Menu, MenuItem } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { groupShouldOpen, type MenuGroup } from './menuModel';
import { NavMenuItem } from './NavMenuItem';

export interface MenuGroupItemProps {
  group: MenuGroup;
  onNavigate?: () => void;
}

/**
 * A collapsible group of the vertical menu (spec §2): it opens by itself when the route enters it
 * and otherwise toggles on click. The open state is adjusted while rendering when the path
 * changes (React's pattern for state derived from a prop), so the user may still close it after.
 */
export function MenuGroupItem({ group, onNavigate }: MenuGroupItemProps) {
  const { pathname } = useLocation();
  const shouldOpen = groupShouldOpen(group, pathname);
  const [open, setOpen] = useState(shouldOpen);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (shouldOpen && !open) setOpen(true);
  }
  const contentId = `kinko-menu-group-${group.id}`;

  return (
    <>
      <MenuItem
        icon={group.icon}
        text={group.title}
        roleStructure="listitem"
        tagName="button"
        labelElement={<Icon icon={open ? 'chevron-up' : 'chevron-down'} />}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
        shouldDismissPopover={false}
      />
      <li className="kinko-menu-group-body">
        <Collapse isOpen={open} keepChildrenMounted>
          <Menu id={contentId} className="kinko-submenu" role="list">
            {group.children.map((child) => (
              <NavMenuItem key={child.id} link={child} {...(onNavigate ? { onNavigate } : {})} />
            ))}
          </Menu>
        </Collapse>
      </li>
    </>
  );
}
