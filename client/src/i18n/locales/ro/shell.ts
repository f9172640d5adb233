import type { ShellTexts } from '../../catalog';

/** Romanian texts of the shell; keys as in ../en/shell.ts. */
export const shell: ShellTexts<'ro'> = {
  'shell.caption': 'INFORMAȚII SIGURE, FĂRĂ CHEI',
  'shell.home': 'Pagina principală Kinko',
  'shell.sidebar': 'Meniul principal',
  'shell.skipToContent': 'Salt la conținut',
  // Blueprint's HTMLSelect titles its caret icon in English unless given one.
  'shell.openDropdown': 'Deschide lista',
  'shell.loading': 'Se încarcă…',

  'menu.dashboard': 'Panou de control',
  'menu.walletPortfolio': 'Portofolii',
  'menu.viewAll': 'Vezi tot',
  'menu.unnamed': 'Fără nume',
  'menu.manageWallets': 'Gestionează portofelele',
  'menu.stakingMining': 'Staking și minare',
  'menu.hexStaking': 'Staking HEX',
  'menu.ehexStaking': 'Staking eHEX',
  'menu.ethStaking': 'Staking ETH',
  'menu.plsStaking': 'Staking PLS',
  'menu.about': 'Despre',

  'header.toggleSidebar': 'Afișează sau ascunde meniul',
  'header.settings': 'Setări',

  'privacy.hide': 'Ascunde sumele (mod confidențial)',
  'privacy.show': 'Afișează sumele',
  'privacy.hiddenValue': 'Valoare ascunsă',

  'footer.readOnly': 'Kinko · doar citire, fără chei',
  'footer.donate': 'Copiază adresa pentru donații',
  'footer.donationCopied': 'Adresa pentru donații a fost copiată în clipboard!',
  'footer.suggestions': 'Sugestii',
  'footer.suggestionSubject': 'Sugestie pentru Kinko',

  'ticker.label': 'Prețuri',
  'ticker.empty': 'Prețurile vor apărea aici după ce se încarcă.',
  'ticker.stale': 'Ultimul preț cunoscut; nicio sursă nu are unul actual.',

  'settings.title': 'Setări',
  'settings.colorMode': 'Mod de culoare',
  'settings.colorMode.light': 'Luminos',
  'settings.colorMode.dark': 'Întunecat',
  'settings.colorMode.auto': 'Automat',
  'settings.direction': 'Direcția textului',
  'settings.direction.ltr': 'De la stânga la dreapta',
  'settings.direction.rtl': 'De la dreapta la stânga',
  'settings.menuOrientation': 'Orientarea meniului',
  'settings.menuOrientation.vertical': 'Vertical',
  'settings.menuOrientation.tab': 'File',
  'settings.menuOrientation.layout2': 'Aranjament 2',
  'settings.menuOrientation.layout3': 'Aranjament 3',
  'settings.menuOrientationNarrow':
    'Disponibil pe ecrane late de cel puțin 1025 px; aici meniul rămâne vertical.',
  'settings.container': 'Container',
  'settings.container.boxed': 'Încadrat',
  'settings.container.full': 'Lățime completă',
  'settings.sidebarTheme': 'Tema barei laterale',
  'settings.sidebarTheme.dark': 'Întunecată',
  'settings.sidebarTheme.light': 'Luminoasă',
  'settings.caption': 'Subtitlu',
  'settings.captionShow': 'Afișează „INFORMAȚII SIGURE, FĂRĂ CHEI”',
  'settings.language': 'Limbă',
  'settings.preset': 'Temă de culoare',
  'settings.preset.blue': 'Albastru',
  'settings.preset.indigo': 'Indigo',
  'settings.preset.turquoise': 'Turcoaz',
  'settings.preset.violet': 'Violet',
  'settings.preset.orange': 'Portocaliu',
  'settings.reset': 'Revino la valorile implicite',

  'landing.title': 'Toate portofelele tale, într-o singură imagine clară',
  'landing.lead':
    'Kinko urmărește soldurile de tokenuri, valorile în USD, variațiile pe 24 de ore și stake-urile HEX pe PulseChain, Ethereum, Base, BNB Smart Chain și Polygon. Lipești adrese publice: nimic de semnat, nimic de conectat.',
  'landing.openDashboard': 'Deschide panoul de control',
  'landing.addWallets': 'Adaugă portofele',
  'landing.chains': 'Rețele acceptate',
  'landing.features': 'De ce Kinko',
  'landing.feature.noKeys.title': 'Fără chei, fără cont',
  'landing.feature.noKeys.body':
    'Kinko citește doar date publice de pe blockchain. Nu cere niciodată o frază secretă, o semnătură sau un cont.',
  'landing.feature.chains.title': 'Cinci rețele laolaltă',
  'landing.feature.chains.body':
    'Activele sunt cumulate între portofele și rețele, evaluate în USD, cu sursa fiecărui preț.',
  'landing.feature.privacy.title': 'Mod confidențial',
  'landing.feature.privacy.body':
    'Un singur clic ascunde fiecare sumă și fiecare pictogramă de token, așa că o captură de ecran sau un ecran partajat nu dezvăluie nimic.',
  'landing.feature.selfHosted.title': 'Găzduit de tine',
  'landing.feature.selfHosted.body':
    'Un serviciu mic pe care îl poți rula singur. Lista ta de portofele rămâne în browser.',
  'landing.footer': '© {year} Kinko · urmărire de portofoliu doar în citire',

  'about.title': 'Despre Kinko',
  'about.intro':
    'Kinko este un instrument de urmărire a portofoliului, doar în citire, pentru adrese de pe {chains}.',
  'about.what.title': 'Ce afișează',
  'about.what.body':
    'Soldurile de tokenuri cu valoarea în USD și variația pe 24 de ore pentru fiecare portofel salvat, un portofoliu comun pentru toate, tranzacțiile recente și stake-urile HEX și eHEX.',
  'about.keys.title': 'Doar citire, prin concepție',
  'about.keys.body':
    'Adaugi doar adrese publice. Kinko nu poate muta fonduri: nu are chei, nu cere semnături și nu are nevoie de cont.',
  'about.data.title': 'De unde provin cifrele',
  'about.data.body':
    'Soldurile provin de la exploratoare de blocuri și noduri RPC publice; prețurile, de la servicii DEX și de date de piață. Când o sursă nu răspunde, Kinko spune care anume, în loc să afișeze pe tăcute un total mai mic.',
  'about.privacy.title': 'Datele tale rămân la tine',
  'about.privacy.body':
    'Lista de portofele, setările și modul confidențial sunt păstrate doar în acest browser. Modul confidențial ascunde fiecare sumă pentru capturile de ecran.',
  'about.selfHost.title': 'Poate fi găzduit independent',
  'about.selfHost.body':
    'Kinko este un singur serviciu pe care îl poți rula pe propriul calculator; nu are nevoie de chei API, deși cheile pentru unele exploratoare adaugă surse.',
  'about.api.title': 'Pentru roboți și foi de calcul',
  'about.api.body':
    'Tot ce apare pe aceste pagini este disponibil și prin API-ul GraphQL de la /graphql, prin GET sau POST.',
  'about.api.playground': 'Deschide mediul de test GraphQL',

  'notFound.title': 'Pagina nu a fost găsită',
  'notFound.description':
    'Nu există nimic la această adresă. Poate fi o pagină pe care Kinko nu o are sau un link scris greșit.',
  'notFound.toDashboard': 'Mergi la panoul de control',
  'notFound.toHome': 'Acasă',

  'error.title': 'Ceva nu a funcționat',
  'error.description':
    'Această pagină nu a putut fi afișată. Dacă Kinko tocmai a fost actualizat sau conexiunea s-a întrerupt, reîncărcarea rezolvă de obicei problema.',
  'error.reload': 'Reîncarcă',
  'server.unreachable': 'Serverul Kinko nu poate fi contactat',
  'server.unreachableSaved':
    'Cifrele afișate sunt ultimele primite ({time}). Se actualizează când serverul răspunde din nou.',
  'server.unreachableNothing': 'Paginile se completează când serverul răspunde din nou.',
  'server.pageUnavailable':
    'Codul acestei pagini nu a putut fi încărcat de pe serverul Kinko. Pagina se deschide când serverul răspunde din nou.',
  'server.failed':
    'Serverul Kinko nu a putut răspunde la această cerere (HTTP {status}). Încercați din nou.',
  'server.refreshGaveUp': 'Reîmprospătare oprită: serverul Kinko nu poate fi contactat.',
  'settings.hideBelow': 'Ascunde soldurile sub (USD)',
  'settings.hideBelowHelp': 'Tabelele de tokenuri le omit; totalurile le includ în continuare.',
  'settings.close': 'Închide setările',
};
