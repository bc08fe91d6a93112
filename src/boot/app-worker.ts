/**
 * The offer of a new deployment (src/boot/AppUpdatePrompt.tsx). The service worker that keeps the app
 * (build/app-worker.ts) is registered by src/boot/register-app-worker.ts once the first screen is up,
 * a module of its own: none of it is the login page's code. A new deployment's worker waits; the
 * person is offered it ("Versi baru tersedia", "Muat ulang") and only the tab where they said so
 * reloads. Other tabs keep their page: a chunk they still need and that the new deployment no longer
 * has fails as before and the chunk recovery reloads them (src/boot/chunk-recovery.ts).
 */

/** The worker's script of a build for real services, at the site's root (its scope is the whole app). */
export const APP_WORKER_URL = '/sw.js';

type Listener = () => void;

export interface AppUpdate {
  /** A new deployment's worker is waiting to take over. */
  available(): boolean;
  subscribe(listener: Listener): () => void;
  /** Lets the waiting worker take over, then reloads this tab (and no other). */
  apply(): void;
}

/** What registerAppWorker tells the page's AppUpdate. */
export interface AppUpdateControl extends AppUpdate {
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
