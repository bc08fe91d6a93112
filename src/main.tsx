import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import App, { prefetchSignedInList, preloadSignedIn } from './App';
import { createAppUpdate } from './boot/app-worker';
import { listenForPreloadErrors } from './boot/chunk-recovery';
import { connectDemoData } from './boot/demo-data';
import { forgetAnswers } from './boot/forget-answers';
import { brandName } from './components/brand';
import { config } from './config';
import { loadRecordJudge, loadRowOrder, loadSkeletonCards, type SeededViews } from './engine';
import type { DemoData } from './mocks/browser';
import { loadScreens } from './pages/load-screens';
import { createProviders, preloadDataProviderCode, preloadPersistedQueries } from './providers';
import type { AppOutbox } from './providers/outbox';
import { relayPageLeave } from './providers/outbox/page-leave';
import { hasPersistedQueries } from './providers/persisted-flag';
import { loadRegistry } from './resources/load-registry';
import { loadSessionCipher } from './session/session';
import { hasStoredSession } from './session/session-key';
import { isTokenExpired } from './session/token';
import { ThemeChoiceProvider } from './theme/ThemeChoice';

/** How long a sign-out waits for the changes it sends (docs/design.md, "The outbox"). */
const SIGN_OUT_SEND_MS = 10_000;
/** How long the app's worker waits for the first screen's data before it keeps the whole app. */
const FIRST_DATA_WAIT_MS = 10_000;
/** How long the first drawing waits, at most, for the persisted answers (IndexedDB takes a few ms). */
const RESTORE_WAIT_MS = 400;

/** The first answer of the services in the cache (the first screen's data), or 10 s, whichever is first. */
function firstDataShown(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === 'data' && event.query.state.status === 'success') done();
    });
    setTimeout(done, FIRST_DATA_WAIT_MS);
  });
}

/** The login page's form is drawn (its first screen), or 10 s have passed. */
function loginFormShown(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector('form')) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, FIRST_DATA_WAIT_MS);
  });
}

/** Once the main thread is idle (the screen drawn), or 5 s have passed. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
      : setTimeout(resolve, 0),
  );
}

async function boot() {
  // before the demo backend's worker listens: a change waiting out its undo window leaves first
  relayPageLeave(window);
  // the page's one outbox: its code comes with a session (stored, or once signed in), never with the
  // login page alone (nothing can wait there to be sent)
  let outbox: Promise<AppOutbox> | undefined;
  const loadOutbox = () =>
    (outbox ??= import('./providers/outbox').then(({ createAppOutbox }) => createAppOutbox()));
  listenForPreloadErrors();
  // a page opened offline (from the app's worker) starts offline: the persisted answers stay on screen and
  // their refresh waits for the network, rather than each failing (TanStack assumes online until told)
  if (!window.navigator.onLine) onlineManager.setOnline(false);
  document.title = brandName();
  const stored = hasStoredSession(window.localStorage);
  if (stored) void loadOutbox();
  // a stored session is decrypted before the first render (a signed-in reload), and the registry and
  // the pages' screens are there for it (one file with the cipher); the login page waits for none of
  // them and loads neither registry nor screens
  const sessionReady = stored
    ? Promise.all([loadSessionCipher(), loadRegistry(), loadScreens()])
    : Promise.resolve();
  // and the screen's code is fetched meanwhile, not after the session restore and each lazy screen in turn
  if (stored) {
    preloadSignedIn(window.location.pathname);
    preloadDataProviderCode();
    if (hasPersistedQueries(window.localStorage)) preloadPersistedQueries();
  }
  let demo: DemoData | null = null;
  let seededViews: SeededViews | undefined;
  // a build-time constant (vite.config.ts): a build without the demo contains none of its code
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoBackend, demoSavedViews } = await import('./mocks/browser');
    seededViews = demoSavedViews;
    demo = await startDemoBackend({
      main: config.apiUrl,
      payment: config.paymentApiUrl,
      auth: config.authApiUrl,
      upload: config.uploadUrl,
    });
  }
  await sessionReady;
  // a sign-out clears the session, then sends what waits in the page's undo queue with the tokens it
  // carries, for at most 10 s
  const providers = createProviders(config, window.localStorage, {
    afterSignOut: async () => (await outbox)?.undoQueue.drain({ timeoutMs: SIGN_OUT_SEND_MS }),
    outbox: loadOutbox,
    judge: loadRecordJudge,
    rowOrder: loadRowOrder,
  });
  // "Keluar" in another tab: this page sends nothing more of the session that ended
  let followed: AppOutbox | undefined;
  const follow = (loaded: AppOutbox) => {
    if (followed !== loaded) loaded.followSession(providers.store);
    followed = loaded;
  };
  void outbox?.then(follow);
  providers.store.subscribe(() => {
    if (providers.store.read()) void loadOutbox().then(follow);
  });
  // the list's call goes out first; meanwhile the user's persisted answers (a few ms from IndexedDB) are
  // put in the cache, so the first drawing shows them and the call refreshes them
  const prefetched = prefetchSignedInList(window.location, providers);
  // (a storage slower than RESTORE_WAIT_MS does not hold the first drawing: what it brings later still
  // shows; a browser that keeps nothing yet, as on a first visit, starts keeping once the first
  // screen's data is there: its code and storage never compete with that screen's own)
  const session = stored ? providers.store.read() : null;
  const signedIn = session !== null && !isTokenExpired(session.access_token);
  // no valid session: what the server said to the last one leaves the device before the first drawing
  if (!signedIn) await forgetAnswers(window.localStorage);
  const restoring =
    signedIn && hasPersistedQueries(window.localStorage) ? providers.persistQueries() : undefined;
  if (signedIn && !restoring) void firstDataShown(providers.queryClient).then(providers.persistQueries);
  await Promise.all([
    prefetched,
    // and the phone's first cards' code, so the first drawing draws them from the persisted answers
    restoring &&
      Promise.race([
        Promise.all([restoring, loadSkeletonCards().catch(() => undefined)]),
        new Promise((done) => setTimeout(done, RESTORE_WAIT_MS)),
      ]),
  ]);
  // the worker that keeps the app on the device (the demo's also answers its calls) is registered
  // once the first screen is up, the first data or the login form, and drawn (its code a chunk loaded
  // only then); a new deployment is offered by App through this page's appUpdate
  const appUpdate = import.meta.env.PROD ? createAppUpdate() : undefined;
  if (appUpdate)
    void (signedIn ? firstDataShown(providers.queryClient) : loginFormShown())
      .then(whenIdle)
      .then(() => import('./boot/register-app-worker'))
      .then(({ registerAppWorker }) =>
        registerAppWorker(appUpdate, window, Promise.resolve(), import.meta.env.VITE_DEMO === 'true'),
      )
      .catch(() => undefined);
  // the demo's data changed under the app (another tab, a reset): what is shown is read again
  if (demo) connectDemoData(demo, providers.queryClient);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // the first render in slices that let the page answer between them (the providers, the router and
  // the address skeleton are a long one on a slow phone), not in one piece
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeChoiceProvider store={providers.store}>
          <App providers={providers} outbox={loadOutbox} seededViews={seededViews} appUpdate={appUpdate} />
        </ThemeChoiceProvider>
      </StrictMode>,
    ),
  );
}

void boot();
