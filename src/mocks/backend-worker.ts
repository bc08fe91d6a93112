/**
 * The demo backend, in a worker of its tab (src/mocks/browser.ts starts it): the store, its keeping in
 * IndexedDB and the handlers (backend.ts). The page's service worker hands it the demo's calls over a
 * port (public/demo-worker.js), so they are answered off the page's thread, as a real service's are.
 */
// in this order: MSW needs a localStorage as it loads
import './lib/worker-local-storage';
import './backend';
