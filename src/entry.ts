// The page's first module (index.html): small and with no static import of the app's code, so it runs
// as soon as it has come, while the app's own chunk (main.tsx's, which the page fetches beside this
// one: build/preload-app.ts) still comes. The page loads it `async`: it runs before the page's last
// script (/config.js) has come, which a module script otherwise waits for (on slow 4G a request's
// wait, 0.55 s, before the session's code was asked for).
import { appFailedToLoad } from './boot/app-load-failure';
import { fetchScreensCode, fetchSessionCode, whenParsed } from './boot/fetch-ahead';
import { isInShell } from './resources/paths';
import { hasStoredSession } from './session/session-key';

// A stored session: the session's code (its cipher, the registry and the data provider, one chunk) and
// axios are fetched now, beside the app's, rather than once the app has run; the list's prefetch
// and so a phone's first cards wait for them. On a signed-in address the screens' code too, which the
// list's own cards wait for. The login page fetches none of them.
if (hasStoredSession(window.localStorage)) {
  fetchSessionCode(document);
  if (isInShell(window.location.pathname)) fetchScreensCode(document);
}

// the app reads /config.js as it starts: it is imported once the page has been parsed (that script run);
// a failed load reloads the page once, then says so (never "Loading ..." for ever)
whenParsed(document)
  .then(() => import('./main'))
  .catch(() => appFailedToLoad(document));
