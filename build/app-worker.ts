// The app's service worker for builds for real services (issue 44): made at build time by Workbox
// through vite-plugin-pwa. It precaches the build (code, styles, the page, icons) so that the app
// opens from the phone, online or not; /config.js goes to the network first and is kept for offline.
// A demo build has none: its scope belongs to the demo backend's worker (public/demo-worker.js), and
// its /sw.js is a worker that removes itself (a browser that once opened a build for real services on
// this origin would otherwise keep serving that build's kept page).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

/** The worker's script (src/boot/app-worker.ts registers it; deploy/nginx serves it uncached). */
export const APP_WORKER_FILE = 'sw.js';
/** The worker's own code beside Workbox's: config.js kept at install, a notification's tap (public/sw-app.js). */
export const WORKER_EXTRA = 'sw-app.js';
/** The kept copy of the runtime configuration. */
export const CONFIG_CACHE = 'app-config';

/** What the demo build serves as /sw.js: unregisters itself and drops what the other build kept. */
export const SELF_REMOVING_WORKER = `// A demo build: no app worker here (the demo backend's worker owns this scope).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
`;

export function appWorkerOptions(): Partial<VitePWAOptions> {
  return {
    // the app registers it itself (src/boot/app-worker.ts), after the first screen, and asks before
    // a new one takes over; the manifest is public/manifest.webmanifest, linked from index.html
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    filename: APP_WORKER_FILE,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // the runtime configuration is written per environment (never precached), the notifications'
      // script is imported by the worker, and the demo's workers are not in this build
      globIgnores: ['config.js', WORKER_EXTRA, 'demo-worker.js', 'mockServiceWorker.js', '**/*.map'],
      // a signed-in screen's chunk may pass 2 MiB (Workbox's default limit)
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // every address of the app is the page (deep links offline); the build's files are never it
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/assets\//, /\.[a-z0-9]+$/i],
      inlineWorkboxRuntime: true,
      importScripts: [`/${WORKER_EXTRA}`],
      // a waiting worker takes over only when the person says so ("Muat ulang"), never under a form
      skipWaiting: false,
      clientsClaim: false,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
          // fresh when online, the kept copy offline (no timeout: a slow network still gets the new one)
          handler: 'NetworkFirst',
          options: { cacheName: CONFIG_CACHE, expiration: { maxEntries: 1 } },
        },
      ],
    },
  };
}

/** The app's worker for a build for real services; in a demo build, the self-removing /sw.js. */
export function appWorker(demo: boolean): Plugin[] {
  if (!demo) return VitePWA(appWorkerOptions());
  return [
    {
      name: 'app-worker-removed-in-demo',
      apply: 'build',
      writeBundle(options) {
        if (options.dir) writeFileSync(path.join(options.dir, APP_WORKER_FILE), SELF_REMOVING_WORKER);
      },
    },
  ];
}
