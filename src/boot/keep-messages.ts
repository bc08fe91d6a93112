/**
 * What the page and the service worker say about keeping the app on the device (the worker:
 * build/worker/keep-app.ts; the page: src/boot/app-keeping.ts). No imports: the worker's build
 * bundles this file too.
 */

/** The page asks the worker to keep every file of the app, those it may need next first. */
export const KEEP_APP = 'KEEP_APP';

export interface KeepRequest {
  type: typeof KEEP_APP;
  /** The build's files this page has loaded (paths from the site's root): what they may load next comes first. */
  loaded: string[];
}

/** The worker's answer once it has kept what it could. */
export const APP_KEPT = 'APP_KEPT';

export interface KeepReport {
  type: typeof APP_KEPT;
  /** This build's version of the kept files (a new deployment has another). */
  version: string;
  /** How many of the build's files are on the device; all of them when `kept === total`. */
  kept: number;
  total: number;
}

/** The message workbox-window's `messageSkipWaiting` sends: a waiting worker takes over ("Muat ulang"). */
export const SKIP_WAITING = 'SKIP_WAITING';
