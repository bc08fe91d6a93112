// The page's first module (index.html): small and with no static import of the app's code, so it runs
// as soon as it has come, while the app's own chunk (main.tsx's, which the page fetches beside this
// one: build/preload-app.ts) still comes.
import { appFailedToLoad } from './boot/app-load-failure';
import { fetchSessionCode } from './boot/fetch-ahead';
import { hasStoredSession } from './session/session-key';

// A stored session: the session's code (its cipher, the registry and the data provider, one chunk) and
// axios are fetched now, beside the app's, rather than once the app has run; the list's call made ahead
// and so a phone's first cards wait for them. The login page fetches neither.
if (hasStoredSession(window.localStorage)) fetchSessionCode(document);

// a failed load reloads the page once, then says so (never "Loading ..." for ever)
import('./main').catch(() => appFailedToLoad(document));
