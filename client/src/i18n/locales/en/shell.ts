import { texts } from '../../../../../shared/src/texts';

/**
 * English texts of the shell: menu, header, footer, ticker, settings, privacy, and the
 * landing, About and not-found pages. The source of keys for every locale; keys are flat and
 * dotted by area, {name} marks a value filled in at run time. Texts quoted from the spec stay
 * word for word (the caption of §1, the menu titles of §2, the donation alert of §8).
 */
export const shell = {
  'shell.caption': 'SECURE INSIGHTS, NO KEYS REQUIRED',
  'shell.home': 'Kinko home',
  'shell.sidebar': 'Main menu',
  'shell.skipToContent': 'Skip to content',
  // Blueprint's HTMLSelect titles its caret icon in English unless given one.
  'shell.openDropdown': 'Open dropdown',
  'shell.loading': 'Loading…',

  'menu.dashboard': 'Dashboard',
  'menu.walletPortfolio': 'Wallet Portfolio',
  'menu.viewAll': 'View All',
  'menu.unnamed': 'Unnamed',
  'menu.manageWallets': 'Manage Wallets',
  'menu.stakingMining': 'Staking & Mining',
  'menu.hexStaking': 'HEX Staking',
  'menu.ehexStaking': 'eHEX Staking',
  'menu.ethStaking': 'ETH Staking',
  'menu.plsStaking': 'PLS Staking',
  'menu.about': 'About',

  'header.toggleSidebar': 'Show or hide the menu',
  'header.settings': 'Settings',

  'privacy.hide': 'Hide amounts (privacy mode)',
  'privacy.show': 'Show amounts',
  'privacy.hiddenValue': 'Hidden value',

  'footer.readOnly': 'Kinko · read-only, no keys',
  'footer.donate': 'Copy donation address',
  'footer.donationCopied': texts.donationCopied,
  'footer.suggestions': 'Suggestions',
  'footer.suggestionSubject': 'Kinko suggestion',

  'ticker.label': 'Prices',
  'ticker.empty': 'Prices will appear here once they load.',
  'ticker.stale': 'Last known price; no source has a current one.',

  'settings.title': 'Settings',
  'settings.colorMode': 'Colour mode',
  'settings.colorMode.light': 'Light',
  'settings.colorMode.dark': 'Dark',
  'settings.colorMode.auto': 'Auto',
  'settings.direction': 'Text direction',
  'settings.direction.ltr': 'Left to right',
  'settings.direction.rtl': 'Right to left',
  'settings.menuOrientation': 'Menu orientation',
  'settings.menuOrientation.vertical': 'Vertical',
  'settings.menuOrientation.tab': 'Tab',
  'settings.menuOrientation.layout2': 'Layout 2',
  'settings.menuOrientation.layout3': 'Layout 3',
  'settings.menuOrientationNarrow':
    'Available on screens 1025 px wide or more; the menu is vertical here.',
  'settings.container': 'Container',
  'settings.container.boxed': 'Boxed',
  'settings.container.full': 'Full width',
  'settings.sidebarTheme': 'Sidebar theme',
  'settings.sidebarTheme.dark': 'Dark',
  'settings.sidebarTheme.light': 'Light',
  'settings.caption': 'Caption',
  'settings.captionShow': 'Show "SECURE INSIGHTS, NO KEYS REQUIRED"',
  'settings.language': 'Language',
  'settings.preset': 'Theme preset',
  'settings.preset.blue': 'Blue',
  'settings.preset.indigo': 'Indigo',
  'settings.preset.turquoise': 'Turquoise',
  'settings.preset.violet': 'Violet',
  'settings.preset.orange': 'Orange',
  'settings.reset': 'Reset to defaults',

  'landing.title': 'All your wallets, one clear view',
  'landing.lead':
    'Kinko tracks token balances, USD values, 24h changes and HEX stakes across PulseChain, Ethereum, Base, BNB Smart Chain and Polygon. Paste public addresses; nothing to sign, nothing to connect.',
  'landing.openDashboard': 'Open the dashboard',
  'landing.addWallets': 'Add wallets',
  'landing.chains': 'Supported chains',
  'landing.features': 'Why Kinko',
  'landing.feature.noKeys.title': 'No keys, no sign-in',
  'landing.feature.noKeys.body':
    'Kinko only reads public blockchain data. It never asks for a seed phrase, a signature or an account.',
  'landing.feature.chains.title': 'Five chains together',
  'landing.feature.chains.body':
    'Holdings are merged across wallets and chains, priced in USD, with where each price came from.',
  'landing.feature.privacy.title': 'Privacy mode',
  'landing.feature.privacy.body':
    'One click masks every amount and token icon, so a screenshot or a shared screen reveals nothing.',
  'landing.feature.selfHosted.title': 'Yours to host',
  'landing.feature.selfHosted.body':
    'One small service you can run yourself. Your wallet list stays in your browser.',
  'landing.footer': '© {year} Kinko · read-only portfolio tracker',

  'about.title': 'About Kinko',
  'about.intro': 'Kinko is a read-only portfolio tracker for wallets on {chains}.',
  'about.what.title': 'What it shows',
  'about.what.body':
    'Token balances with USD values and 24h changes for each saved wallet, one portfolio across all of them, recent transactions, and HEX and eHEX stakes.',
  'about.keys.title': 'Read-only by design',
  'about.keys.body':
    'You add public addresses only. Kinko cannot move funds: it has no keys, asks for no signatures and needs no account.',
  'about.data.title': 'Where the numbers come from',
  'about.data.body':
    'Balances come from public block explorers and RPC nodes; prices from DEX and market-data services. When a source fails, Kinko says which one, instead of silently showing a lower total.',
  'about.privacy.title': 'Your data stays with you',
  'about.privacy.body':
    'Your wallet list, settings and privacy mode are stored in this browser only. Privacy mode masks every amount for screenshots.',
  'about.selfHost.title': 'Self-hostable',
  'about.selfHost.body':
    'Kinko is one service you can run on your own machine; it needs no API keys, though keys for some explorers add sources.',
  'about.api.title': 'For bots and spreadsheets',
  'about.api.body':
    'Everything on these pages is also available from the GraphQL API at /graphql, over GET or POST.',
  'about.api.playground': 'Open the GraphQL playground',

  'notFound.title': 'Page not found',
  'notFound.description':
    'There is nothing at this address. It may be a page Kinko does not have, or a mistyped link.',
  'notFound.toDashboard': 'Go to the dashboard',
  'notFound.toHome': 'Home',

  'error.title': 'Something went wrong',
  'error.description':
    'This page could not be shown. If Kinko was just updated or the connection dropped, reloading usually fixes it.',
  'error.reload': 'Reload',
  'server.unreachable': "Can't reach the Kinko server",
  'server.unreachableSaved':
    'The figures shown are the last it sent ({time}). They update when it answers again.',
  'server.unreachableNothing': 'Pages fill in when it answers again.',
  'server.pageUnavailable':
    "This page's code could not be loaded from the Kinko server. It opens once the server answers again.",
  'server.failed':
    'The Kinko server could not answer this request (HTTP {status}). Please try again.',
  'server.refreshGaveUp': "Refresh stopped: can't reach the Kinko server.",
  'settings.hideBelow': 'Hide balances worth less than (USD)',
  'settings.hideBelowHelp': 'Token tables leave these out; totals still count them.',
  'settings.close': 'Close settings',
} as const;
