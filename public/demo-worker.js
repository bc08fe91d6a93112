// The demo backend's service worker: in development (`npm run dev`) this file as it is; in a demo build
// its second part, after the code that keeps the app on the device (build/worker/demo-worker.ts, which
// writes /demo-worker.js over this file). MSW's own worker (mockServiceWorker.js, written by msw, not
// edited) answers the demo's calls; src/mocks/browser.ts registers it.
/* global importScripts */

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
