import { Menu, MenuDivider } from '@blueprintjs/core';
import type { MenuEntry } from './menuModel';
import { MenuGroupItem } from './MenuGroupItem';
import { NavMenuItem } from './NavMenuItem';

export interface SideMenuProps {
  entries: MenuEntry[];
  onNavigate?: () => void;
}

/** The vertical menu: links, collapsible groups and the separator before About (spec §2). */
export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  const navigate = onNavigate ? { onNavigate } : {};
  return (
    <Menu className="kinko-side-menu">
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'link':
            return <NavMenuItem key={entry.id} link={entry} {...navigate} />;
          case 'group':
            return <MenuGroupItem key={entry.id} group={entry} {...navigate} />;
          case 'separator':
            return <MenuDivider key={entry.id} />;
        }
      })}
    </Menu>
  );
}
