// Runs before the first paint (loaded synchronously from index.html's <head>; the CSP allows only
// scripts of this origin, so it is a file, not inline): the theme the app will show, so a reload
// never flashes the light page; and a phone's kept list (below). Reads the signed-in user's choice the app wrote (`pbo.theme`,
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

// A phone's list as the last visit drew it (the address skeleton with its first cards, kept in local
// storage by src/boot/boot-skeleton.ts, which says what it holds), drawn into the root as the parser
// closes it, before the first paint: the app's code takes about a second of a slow phone's CPU before
// it draws, and then replaces this with the same frame. Only at the address it was drawn at (no page,
// sort or filter in it), for the stored session that drew it, at its width, and before its end.
(function () {
  var saved = null;
  var session = null;
  try {
    saved = JSON.parse(window.localStorage.getItem('pbo.skeleton') || 'null');
    session = window.localStorage.getItem('pbo.session');
  } catch {
    return; // storage refused or the entry unreadable: the app draws as before
  }
  if (!saved || typeof saved.html !== 'string' || session === null || window.location.search) return;
  if (saved.path !== window.location.pathname || saved.width !== window.innerWidth) return;
  if (!(saved.until > Date.now())) return;
  // FNV-1a of the stored (encrypted) session, as src/boot/boot-skeleton.ts digests it
  var hash = 0x811c9dc5;
  for (var at = 0; at < session.length; at += 1) {
    hash ^= session.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  if ((hash >>> 0).toString(16) !== saved.session) return;
  // the root once closed: what follows it parsed (a root still open would take its own children after)
  var draw = function () {
    var root = document.getElementById('root');
    if (!root || !(root.nextElementSibling || document.readyState !== 'loading')) return false;
    root.innerHTML = saved.html;
    // it says how old it is, as the shell does ("Data pukul 10.32"; another day's with its date)
    var subtitle = root.querySelector('.page-subtitle');
    if (subtitle && saved.age && typeof saved.age.at === 'number') {
      var sameDay = new Date(saved.age.at).toDateString() === new Date().toDateString();
      subtitle.textContent = String(sameDay ? saved.age.sameDay : saved.age.otherDay);
    }
    return true;
  };
  if (draw()) return;
  var watch = new MutationObserver(function () {
    if (draw()) watch.disconnect();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
})();
