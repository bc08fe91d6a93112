// The demo build's one service worker (/demo-worker.js; MSW registers it as the page starts the demo
// backend: src/mocks/browser.ts). Its listeners in this order: first the code that keeps the app on
// the device and answers the build's files and the page's addresses (build/worker/demo-precache.ts), so
// MSW's never sees them; then the demo's worker as in development (public/demo-worker.js), with MSW's,
// for the demo's calls.
import './demo-precache';
import '../../public/demo-worker.js';
