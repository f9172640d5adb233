import { describe, expect, it } from '@jest/globals';
import { catalog } from '../../i18n/locales/en/catalog';
import { createTranslate } from '../../i18n/translate';
import {
  buildMenu,
  groupShouldOpen,
  isActivePath,
  normalizePath,
  type MenuGroup,
  type MenuLink,
} from './menuModel';

const t = createTranslate(catalog, 'en');

const wallets = [
  { address: '0x7a16ff8270133f063aab6c9977183d9e72835428', name: 'Main', hidden: false },
  { address: '0x1111111111111111111111111111111111111abc', name: '', hidden: false },
  { address: '0x2222222222222222222222222222222222222222', name: 'Cold', hidden: true },
];

const group = (id: MenuGroup['id']) =>
  buildMenu(wallets, t).find(
    (entry): entry is MenuGroup => entry.kind === 'group' && entry.id === id,
  )!;

describe('buildMenu (spec §2 "Sidebar menu")', () => {
  it('lists Dashboard, the wallet group, Manage Wallets, the staking group, a separator and About, in that order', () => {
    const entries = buildMenu(wallets, t);
    expect(entries.map((entry) => (entry.kind === 'separator' ? '---' : entry.title))).toEqual([
      'Dashboard',
      'Wallet Portfolio',
      'Manage Wallets',
      'Staking & Mining',
      '---',
      'About',
    ]);
    const links = entries.filter((entry): entry is MenuLink => entry.kind === 'link');
    expect(links.map((link) => [link.path, link.icon])).toEqual([
      ['/dashboard/default', 'dashboard'],
      ['/wallets/manage', 'settings'],
      ['/learn-more', 'info-sign'],
    ]);
  });

  it('puts View All first in the wallet group, then one "0x...{last 4} - {name}" entry per non-hidden wallet', () => {
    const children = group('wallets').children;
    expect(children.map((child) => [child.title, child.path])).toEqual([
      ['View All', '/portfolio'],
      ['0x...5428 - Main', '/wallet/0x7a16ff8270133f063aab6c9977183d9e72835428'],
      ['0x...1abc - Unnamed', '/wallet/0x1111111111111111111111111111111111111abc'],
    ]);
    expect(children.some((child) => child.title.includes('Cold'))).toBe(false);
  });

  it('translates the Unnamed title', () => {
    const fr = createTranslate({ shell: { 'menu.unnamed': 'Sans nom' }, pages: {} }, 'fr');
    const children = buildMenu(wallets, fr).find(
      (entry): entry is MenuGroup => entry.kind === 'group' && entry.id === 'wallets',
    )!.children;
    expect(children[2]?.title).toBe('0x...1abc - Sans nom');
  });

  it('enables HEX staking only; eHEX, ETH and PLS are disabled', () => {
    expect(
      group('staking').children.map((child) => [child.title, child.path, child.disabled ?? false]),
    ).toEqual([
      ['HEX Staking', '/staking/hex', false],
      ['eHEX Staking', '/staking/ehex', true],
      ['ETH Staking', '/staking/eth', true],
      ['PLS Staking', '/staking/pls', true],
    ]);
  });

  it('has only View All in the wallet group when every wallet is hidden or none is saved', () => {
    expect(
      buildMenu([], t).find(
        (entry): entry is MenuGroup => entry.kind === 'group' && entry.id === 'wallets',
      )?.children,
    ).toHaveLength(1);
  });
});

describe('active matching ignores trailing slash, query and hash (spec §2)', () => {
  it.each([
    ['/portfolio', '/portfolio'],
    ['/portfolio/', '/portfolio'],
    ['/portfolio?chain=pulse', '/portfolio'],
    ['/portfolio#top', '/portfolio'],
    ['/portfolio/?x=1#y', '/portfolio'],
    [
      '/wallet/0x7A16FF8270133F063AAB6C9977183D9E72835428',
      '/wallet/0x7a16ff8270133f063aab6c9977183d9e72835428',
    ],
  ])('%s is %s', (current, item) => {
    expect(isActivePath(current, item)).toBe(true);
  });

  it.each([
    ['/portfolios', '/portfolio'],
    ['/wallets', '/wallets/manage'],
    ['/staking/hex/x', '/staking/hex'],
  ])('%s is not %s', (current, item) => {
    expect(isActivePath(current, item)).toBe(false);
  });

  it('keeps the root path as "/"', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//?q')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('groups open by themselves (spec §2)', () => {
  it('opens the wallet group on any /wallet/ route, saved or not', () => {
    expect(
      groupShouldOpen(group('wallets'), '/wallet/0x7a16ff8270133f063aab6c9977183d9e72835428'),
    ).toBe(true);
    expect(
      groupShouldOpen(group('wallets'), '/wallet/0x9999999999999999999999999999999999999999/'),
    ).toBe(true);
  });

  it('opens a group when the path matches a child', () => {
    expect(groupShouldOpen(group('wallets'), '/portfolio/?x#y')).toBe(true);
    expect(groupShouldOpen(group('staking'), '/staking/hex')).toBe(true);
    expect(groupShouldOpen(group('staking'), '/staking/pls')).toBe(true);
  });

  it('stays closed elsewhere', () => {
    expect(groupShouldOpen(group('wallets'), '/wallets/manage')).toBe(false);
    expect(groupShouldOpen(group('wallets'), '/wallets')).toBe(false);
    expect(groupShouldOpen(group('staking'), '/portfolio')).toBe(false);
  });
});
