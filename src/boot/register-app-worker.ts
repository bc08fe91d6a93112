/**
 * Registers the service worker that keeps the app on the device (build/app-worker.ts), then has it keep
 * the whole app (src/boot/offline-app.ts). Loaded by main.tsx once the first screen is up: a chunk of
 * its own with workbox-window, none of it the login page's code.
 */
import { Workbox } from 'workbox-window';

import { APP_WORKER_URL, type AppUpdateControl } from './app-worker';
import { DEMO_WORKER_SCRIPT, unregisterDemoWorker } from './demo-worker';
import { precacheAppOnDevice } from './offline-app';

/** How often an open tab asks whether a new deployment is out, at most (when it is shown again). */
const UPDATE_CHECK_MS = 30 * 60_000;

/** Resolves once the page has loaded and the main thread is idle (the first screen's work done). */
function afterLoad(win: Window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) =>
        'requestIdleCallback' in win
          ? win.requestIdleCallback(() => resolve(), { timeout: 5000 })
          : resolve(),
      ),
  );
}

/**
 * Registers the worker (a production build served over http(s) with service workers: /sw.js, or in a
 * `demo` build /demo-worker.js, which MSW has registered already) once the page has loaded and
 * `settled` (the first screen shown): the app's download then never shares a phone's slow network with
 * that screen's own calls and files. The worker keeps the app's start at once, the rest when asked
 * here. A new deployment is offered through `update`.
 */
export async function registerAppWorker(
  update: AppUpdateControl,
  win: Window = window,
  settled: Promise<unknown> = Promise.resolve(),
  demo = false,
): Promise<void> {
  if (!('serviceWorker' in win.navigator)) return;
  await Promise.all([afterLoad(win), settled]);
  // a build for real services: the demo's worker an earlier demo build left on this origin goes first
  // (one scope holds one worker)
  if (!demo) await unregisterDemoWorker(win.navigator.serviceWorker).catch(() => 0);
  const workbox = new Workbox(demo ? DEMO_WORKER_SCRIPT : APP_WORKER_URL, { scope: '/' });
  let asked = false;
  // a worker that took over because this tab asked: this page is the old one, load the new
  win.navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (asked) win.location.reload();
  });
  // found at registration (another tab already saw it) or later: offered, never forced
  workbox.addEventListener('waiting', update.setWaiting);
  update.setApply(() => {
    asked = true;
    workbox.messageSkipWaiting();
  });
  await workbox.register().catch(() => undefined);
  let checked = Date.now();
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void workbox.update().catch(() => undefined);
  });
  void precacheAppOnDevice(win);
}
