/**
 * The app's service worker (build/app-worker.ts makes it; builds for real services only): registered
 * once the page has loaded, so that its download of the whole build never competes with a first
 * visit's own files. A new deployment's worker waits; the person is offered it ("Versi baru
 * tersedia", "Muat ulang") and only the tab where they said so reloads. Other tabs keep their page:
 * a chunk they still need and that the new deployment no longer has fails as before and the chunk
 * recovery reloads them (src/boot/chunk-recovery.ts).
 */

/** The worker's script at the site's root (its scope is the whole app). */
export const APP_WORKER_URL = '/sw.js';
/** How often an open tab asks whether a new deployment is out, at most (when it is shown again). */
const UPDATE_CHECK_MS = 30 * 60_000;

type Listener = () => void;

export interface AppUpdate {
  /** A new deployment's worker is waiting to take over. */
  available(): boolean;
  subscribe(listener: Listener): () => void;
  /** Lets the waiting worker take over, then reloads this tab (and no other). */
  apply(): void;
}

/** What registerAppWorker tells the page's AppUpdate. */
interface AppUpdateControl extends AppUpdate {
  /** How the registered worker lets a waiting one take over. */
  setApply(apply: () => void): void;
  /** A new deployment's worker waits. */
  setWaiting(): void;
}

/** The offer of a new deployment to this page: main.tsx makes one, registerAppWorker fills it, App shows it. */
export function createAppUpdate(): AppUpdateControl {
  let waiting = false;
  let applyUpdate: (() => void) | undefined;
  const listeners = new Set<Listener>();
  return {
    available: () => waiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    apply: () => applyUpdate?.(),
    setApply(apply) {
      applyUpdate = apply;
    },
    setWaiting() {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
  };
}

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
 * Registers the app's worker (a build for real services served over http(s) with service workers)
 * once the page has loaded and `settled` (the first screen's data shown): its download of the whole
 * build then never shares a phone's slow network with that screen's own calls and files. A new
 * deployment is offered through `update`.
 */
export async function registerAppWorker(
  update: AppUpdateControl,
  win: Window = window,
  settled: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  if (!('serviceWorker' in win.navigator)) return;
  await Promise.all([afterLoad(win), settled]);
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(APP_WORKER_URL, { scope: '/' });
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
}
