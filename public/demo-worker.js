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

// A photo from another origin (a storage or CDN of IMAGE_ORIGINS) is loaded by the page as it asked:
// fetched by the worker it would fall under the worker's own connect-src and fail. Registered before
// MSW's listener, which then never sees it.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.destination === 'image' && new URL(request.url).origin !== self.location.origin)
    event.stopImmediatePropagation();
});

// a tap on a system notification opens the notification list (as the app's own worker does)
importScripts('./sw-app.js');
importScripts('./mockServiceWorker.js');
