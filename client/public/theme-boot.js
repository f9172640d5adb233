// Before the first paint (a classic script in <head> blocks it), so nobody sees a flash of the
// wrong theme or direction: the same attributes settings/useDocumentSettings.ts keeps up to date
// afterwards, read from the same localStorage key (settings/settings.ts SETTINGS_KEY). Dark is the
// default (spec §2). A file rather than an inline script: the Content-Security-Policy allows no
// inline script (gateway/src/middleware/securityHeaders.ts).
(function () {
  var root = document.documentElement;
  try {
    var s = JSON.parse(localStorage.getItem('kinko.settings.v1') || '{}') || {};
    var dark =
      s.colorMode === 'light'
        ? false
        : s.colorMode === 'auto'
          ? matchMedia('(prefers-color-scheme: dark)').matches
          : true;
    root.dataset.theme = dark ? 'dark' : 'light';
    if (s.direction === 'rtl') root.dir = 'rtl';
    if (typeof s.preset === 'string') root.dataset.preset = s.preset;
  } catch {
    // Blocked or corrupt storage: the defaults above stand.
  }
})();
