/**
 * What the page and the service worker say about keeping the app on the device (the worker:
 * build/worker/precache-app.ts; the page: src/boot/offline-app.ts). No imports: the worker's build
 * bundles this file too.
 */

/** The page asks the worker to keep every file of the app, those it may need next first. */
export const PRECACHE_APP = 'PRECACHE_APP';

export interface PrecacheRequest {
  type: typeof PRECACHE_APP;
  /** The build's files this page has loaded (paths from the site's root): what they may load next comes first. */
  loaded: string[];
}

/** The worker's answer once it has cached what it could. */
export const APP_CACHED = 'APP_CACHED';

export interface PrecacheReport {
  type: typeof APP_CACHED;
  /** This build's version of the cached files (a new deployment has another). */
  version: string;
  /** How many of the build's files are on the device; all of them when `cached === total`. */
  cached: number;
  total: number;
}

/** The message workbox-window's `messageSkipWaiting` sends: a waiting worker takes over ("Muat ulang"). */
export const SKIP_WAITING = 'SKIP_WAITING';
