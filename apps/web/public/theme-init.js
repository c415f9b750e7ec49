// Applies the stored theme and accent colour before the first paint (an external file: CSP-safe).
(function () {
  var root = document.documentElement;
  var prefs = {};
  try {
    prefs = JSON.parse(localStorage.getItem('userPreferences') || '{}') || {};
  } catch (e) {}
  var theme = prefs.theme === 'light' || prefs.theme === 'dark' ? prefs.theme : 'system';
  if (theme === 'system') theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.classList.add(theme);
  root.style.colorScheme = theme;
  if (typeof prefs.accentColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(prefs.accentColor)) {
    root.style.setProperty('--accent', prefs.accentColor);
  }
})();
