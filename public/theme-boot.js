// Runs before the first paint (loaded synchronously from index.html's <head>; the CSP allows only
// scripts of this origin, so it is a file, not inline): the theme the app will show, so a reload
// never flashes the light page. Reads the signed-in user's choice the app wrote (`pbo.theme`,
// src/theme/theme-choice.ts, cleared on sign-out); none, or an unknown value, follows the system.
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('pbo.theme');
  } catch {
    // storage refused (a privacy setting): follow the system
  }
  var systemDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var mode = choice === 'dark' || (choice !== 'light' && systemDark) ? 'dark' : 'light';
  var root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
  // pageBackground of src/theme/theme-choice.ts
  root.style.backgroundColor = mode === 'dark' ? '#0b1220' : '#f4f6fa';
})();
