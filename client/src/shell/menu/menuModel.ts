import type { IconName } from '@blueprintjs/core';
import type { Translate } from '../../i18n/I18nContext';
import { walletLabel, type SavedWallet } from '../../wallets/walletList';

export interface MenuLink {
  kind: 'link';
  id: string;
  title: string;
  path: string;
  icon?: IconName;
  disabled?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  id: 'wallets' | 'staking';
  title: string;
  icon: IconName;
  children: MenuLink[];
  /** Paths under this prefix open the group even when no child matches (spec §2: /wallet/…). */
  openUnder?: string;
}

interface MenuSeparator {
  kind: 'separator';
  id: string;
}

export type MenuEntry = MenuLink | MenuGroup | MenuSeparator;

/**
 * The sidebar menu of spec §2, in its order: Dashboard; the Wallet Portfolio group ("View All"
 * and one entry per saved, non-hidden wallet); Manage Wallets (settings icon); the Staking &
 * Mining group (HEX enabled; eHEX, ETH, PLS disabled, though their routes exist); a separator;
 * About. The horizontal ("tab") orientation renders the same entries.
 */
export function buildMenu(wallets: readonly SavedWallet[], t: Translate): MenuEntry[] {
  return [
    {
      kind: 'link',
      id: 'dashboard',
      title: t('menu.dashboard'),
      path: '/dashboard/default',
      icon: 'dashboard',
    },
    {
      kind: 'group',
      id: 'wallets',
      title: t('menu.walletPortfolio'),
      icon: 'folder-open',
      openUnder: '/wallet/',
      children: [
        { kind: 'link', id: 'portfolio', title: t('menu.viewAll'), path: '/portfolio' },
        ...wallets
          .filter((wallet) => !wallet.hidden)
          .map((wallet): MenuLink => ({
            kind: 'link',
            id: `wallet:${wallet.address}`,
            title: walletLabel(wallet, t('menu.unnamed')),
            path: `/wallet/${wallet.address}`,
          })),
      ],
    },
    {
      kind: 'link',
      id: 'manage-wallets',
      title: t('menu.manageWallets'),
      path: '/wallets/manage',
      icon: 'settings',
    },
    {
      kind: 'group',
      id: 'staking',
      title: t('menu.stakingMining'),
      icon: 'bank-account',
      children: [
        { kind: 'link', id: 'staking-hex', title: t('menu.hexStaking'), path: '/staking/hex' },
        {
          kind: 'link',
          id: 'staking-ehex',
          title: t('menu.ehexStaking'),
          path: '/staking/ehex',
          disabled: true,
        },
        {
          kind: 'link',
          id: 'staking-eth',
          title: t('menu.ethStaking'),
          path: '/staking/eth',
          disabled: true,
        },
        {
          kind: 'link',
          id: 'staking-pls',
          title: t('menu.plsStaking'),
          path: '/staking/pls',
          disabled: true,
        },
      ],
    },
    { kind: 'separator', id: 'before-about' },
    { kind: 'link', id: 'about', title: t('menu.about'), path: '/learn-more', icon: 'info-sign' },
  ];
}

/**
 * A path as the menu compares it (spec §2: "ignoring trailing slash, query and hash"). Lowercased
 * too: wallet paths hold addresses, which a pasted link may spell checksummed while the saved
 * list keeps them lowercase.
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

export function isActivePath(currentPath: string, itemPath: string): boolean {
  return normalizePath(currentPath) === normalizePath(itemPath);
}

/** Spec §2: a group opens by itself under its prefix (/wallet/…) or when a child is the current page. */
export function groupShouldOpen(group: MenuGroup, currentPath: string): boolean {
  const current = normalizePath(currentPath);
  if (group.openUnder !== undefined && current.startsWith(group.openUnder)) return true;
  return group.children.some((child) => isActivePath(current, child.path));
}
