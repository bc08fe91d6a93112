// The demo backend's service worker (demo builds only; src/mocks/browser.ts registers it): MSW's own
// worker (mockServiceWorker.js, written by msw, not edited) answers the API calls. The build's files
// (/assets/) go to the network without waking the worker: through MSW's worker each one would cost
// a message to the page and back (some 80 on a list's first load). Browsers without the service
// worker's static routing send them through MSW's worker, which passes them on as before.
/* global importScripts */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event.addRoutes({ condition: { urlPattern: '/assets/*' }, source: 'network' }).catch(() => undefined),
  );
});

importScripts('./mockServiceWorker.js');
