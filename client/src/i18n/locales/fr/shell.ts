import type { ShellTexts } from '../../catalog';

/** French texts of the shell; keys as in ../en/shell.ts. */
export const shell: ShellTexts<'fr'> = {
  'shell.caption': 'APERÇUS SÉCURISÉS, AUCUNE CLÉ REQUISE',
  'shell.home': 'Accueil Kinko',
  'shell.sidebar': 'Menu principal',
  'shell.skipToContent': 'Aller au contenu',
  // Blueprint's HTMLSelect titles its caret icon in English unless given one.
  'shell.openDropdown': 'Ouvrir la liste',
  'shell.loading': 'Chargement…',

  'menu.dashboard': 'Tableau de bord',
  'menu.walletPortfolio': 'Portefeuilles',
  'menu.viewAll': 'Tout voir',
  'menu.unnamed': 'Sans nom',
  'menu.manageWallets': 'Gérer les portefeuilles',
  'menu.stakingMining': 'Staking et minage',
  'menu.hexStaking': 'Staking HEX',
  'menu.ehexStaking': 'Staking eHEX',
  'menu.ethStaking': 'Staking ETH',
  'menu.plsStaking': 'Staking PLS',
  'menu.about': 'À propos',

  'header.toggleSidebar': 'Afficher ou masquer le menu',
  'header.settings': 'Paramètres',

  'privacy.hide': 'Masquer les montants (mode confidentiel)',
  'privacy.show': 'Afficher les montants',
  'privacy.hiddenValue': 'Valeur masquée',

  'footer.readOnly': 'Kinko · lecture seule, sans clés',
  'footer.donate': 'Copier l’adresse de don',
  'footer.donationCopied': 'Adresse de don copiée dans le presse-papiers !',
  'footer.suggestions': 'Suggestions',
  'footer.suggestionSubject': 'Suggestion pour Kinko',

  'ticker.label': 'Cours',
  'ticker.empty': 'Les cours s’afficheront ici dès leur chargement.',
  'ticker.stale': 'Dernier cours connu ; aucune source n’en fournit d’actuel.',

  'settings.title': 'Paramètres',
  'settings.colorMode': 'Mode de couleur',
  'settings.colorMode.light': 'Clair',
  'settings.colorMode.dark': 'Sombre',
  'settings.colorMode.auto': 'Auto',
  'settings.direction': 'Sens du texte',
  'settings.direction.ltr': 'Gauche à droite',
  'settings.direction.rtl': 'Droite à gauche',
  'settings.menuOrientation': 'Orientation du menu',
  'settings.menuOrientation.vertical': 'Vertical',
  'settings.menuOrientation.tab': 'Onglets',
  'settings.menuOrientation.layout2': 'Disposition 2',
  'settings.menuOrientation.layout3': 'Disposition 3',
  'settings.menuOrientationNarrow':
    'Disponible sur les écrans d’au moins 1025 px de large ; ici, le menu reste vertical.',
  'settings.container': 'Conteneur',
  'settings.container.boxed': 'Centré',
  'settings.container.full': 'Pleine largeur',
  'settings.sidebarTheme': 'Thème de la barre latérale',
  'settings.sidebarTheme.dark': 'Sombre',
  'settings.sidebarTheme.light': 'Clair',
  'settings.caption': 'Légende',
  'settings.captionShow': 'Afficher « APERÇUS SÉCURISÉS, AUCUNE CLÉ REQUISE »',
  'settings.language': 'Langue',
  'settings.preset': 'Thème de couleur',
  'settings.preset.blue': 'Bleu',
  'settings.preset.indigo': 'Indigo',
  'settings.preset.turquoise': 'Turquoise',
  'settings.preset.violet': 'Violet',
  'settings.preset.orange': 'Orange',
  'settings.reset': 'Rétablir les valeurs par défaut',

  'landing.title': 'Tous vos portefeuilles, une seule vue claire',
  'landing.lead':
    'Kinko suit les soldes de jetons, les valeurs en USD, les variations sur 24 h et les stakes HEX sur PulseChain, Ethereum, Base, BNB Smart Chain et Polygon. Collez des adresses publiques : rien à signer, rien à connecter.',
  'landing.openDashboard': 'Ouvrir le tableau de bord',
  'landing.addWallets': 'Ajouter des portefeuilles',
  'landing.chains': 'Chaînes prises en charge',
  'landing.features': 'Pourquoi Kinko',
  'landing.feature.noKeys.title': 'Ni clé, ni compte',
  'landing.feature.noKeys.body':
    'Kinko lit uniquement des données publiques de la blockchain. Il ne demande jamais de phrase secrète, de signature ni de compte.',
  'landing.feature.chains.title': 'Cinq chaînes réunies',
  'landing.feature.chains.body':
    'Les avoirs sont regroupés entre portefeuilles et chaînes, valorisés en USD, avec la source de chaque prix.',
  'landing.feature.privacy.title': 'Mode confidentiel',
  'landing.feature.privacy.body':
    'Un clic masque chaque montant et chaque icône de jeton : une capture d’écran ou un écran partagé ne révèle rien.',
  'landing.feature.selfHosted.title': 'Hébergé chez vous',
  'landing.feature.selfHosted.body':
    'Un petit service que vous pouvez faire tourner vous-même. Votre liste de portefeuilles reste dans votre navigateur.',
  'landing.footer': '© {year} Kinko · suivi de portefeuille en lecture seule',

  'about.title': 'À propos de Kinko',
  'about.intro':
    'Kinko est un outil de suivi de portefeuille en lecture seule pour les adresses sur {chains}.',
  'about.what.title': 'Ce qu’il affiche',
  'about.what.body':
    'Les soldes de jetons avec leur valeur en USD et leur variation sur 24 h pour chaque portefeuille enregistré, un portefeuille global qui les réunit, les transactions récentes, ainsi que les stakes HEX et eHEX.',
  'about.keys.title': 'En lecture seule, par conception',
  'about.keys.body':
    'Vous n’ajoutez que des adresses publiques. Kinko ne peut pas déplacer de fonds : il n’a aucune clé, ne demande aucune signature et n’exige aucun compte.',
  'about.data.title': 'D’où viennent les chiffres',
  'about.data.body':
    'Les soldes proviennent d’explorateurs de blocs et de nœuds RPC publics ; les prix, de services DEX et de données de marché. Quand une source échoue, Kinko indique laquelle au lieu d’afficher discrètement un total plus bas.',
  'about.privacy.title': 'Vos données restent chez vous',
  'about.privacy.body':
    'Votre liste de portefeuilles, vos paramètres et le mode confidentiel sont enregistrés uniquement dans ce navigateur. Le mode confidentiel masque chaque montant pour les captures d’écran.',
  'about.selfHost.title': 'Auto-hébergeable',
  'about.selfHost.body':
    'Kinko est un seul service que vous pouvez exécuter sur votre propre machine ; il ne nécessite aucune clé d’API, même si des clés pour certains explorateurs ajoutent des sources.',
  'about.api.title': 'Pour les robots et les tableurs',
  'about.api.body':
    'Tout ce qui figure sur ces pages est aussi disponible via l’API GraphQL à l’adresse /graphql, en GET ou en POST.',
  'about.api.playground': 'Ouvrir le bac à sable GraphQL',

  'notFound.title': 'Page introuvable',
  'notFound.description':
    'Il n’y a rien à cette adresse. C’est peut-être une page que Kinko ne propose pas, ou un lien mal saisi.',
  'notFound.toDashboard': 'Aller au tableau de bord',
  'notFound.toHome': 'Accueil',

  'error.title': 'Un problème est survenu',
  'error.description':
    'Cette page n’a pas pu s’afficher. Si Kinko vient d’être mis à jour ou si la connexion a été coupée, un rechargement règle généralement le problème.',
  'error.reload': 'Recharger',
  'server.unreachable': 'Impossible de joindre le serveur Kinko',
  'server.unreachableSaved':
    'Les chiffres affichés sont les derniers reçus ({time}). Ils se mettront à jour quand il répondra de nouveau.',
  'server.unreachableNothing': 'Les pages se rempliront quand il répondra de nouveau.',
  'server.pageUnavailable':
    "Le code de cette page n'a pas pu être chargé depuis le serveur Kinko. Elle s'ouvrira quand le serveur répondra de nouveau.",
  'server.failed':
    "Le serveur Kinko n'a pas pu répondre à cette requête (HTTP {status}). Veuillez réessayer.",
  'server.refreshGaveUp': 'Actualisation arrêtée : impossible de joindre le serveur Kinko.',
  'settings.hideBelow': 'Masquer les soldes inférieurs à (USD)',
  'settings.hideBelowHelp':
    'Les tableaux de jetons les omettent ; les totaux les comptent toujours.',
  'settings.close': 'Fermer les réglages',
};
