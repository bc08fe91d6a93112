/**
 * The page's side of keeping the app on the device (the worker's: build/worker/precache-app.ts). Once the
 * first screen is up, the page asks the worker to keep every file of the build, telling it the files
 * this page loaded, so that what they may load next (the screen's forms and dialogs, the sign-in page)
 * comes first. When all is cached, the shell says so once per version (src/layout/OfflineReadyNote.tsx).
 */
import { subscribeOnline } from '../http/online';
import { PRECACHE_APP, type PrecacheReport, type PrecacheRequest } from './precache-messages';

/**
 * The version of the app whose keeping this device was told of (said once per deployment): under the
 * prefix a sign-out leaves (src/session/session.ts), as it holds nothing of the person.
 */
// the key keeps its first name: it is on people's devices
export const OFFLINE_READY_SAID_KEY = 'pbo.pref.app-kept';

type Listener = () => void;

export interface OfflineReady {
  /** The app is all cached and the person has not been told yet. */
  pending(): boolean;
  subscribe(listener: Listener): () => void;
  /** The worker cached every file of `version`. */
  ready(version: string): void;
  /** The note is on the screen: not said again for this version. */
  said(): void;
  /** The note has gone. */
  dismiss(): void;
}

export function createOfflineReady(
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined,
): OfflineReady {
  let pending = false;
  let version: string | undefined;
  const listeners = new Set<Listener>();
  const set = (value: boolean) => {
    if (pending === value) return;
    pending = value;
    listeners.forEach((listener) => listener());
  };
  const read = () => {
    try {
      return storage()?.getItem(OFFLINE_READY_SAID_KEY) ?? null;
    } catch {
      return null;
    }
  };
  return {
    pending: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ready(readyVersion) {
      version = readyVersion;
      if (read() !== readyVersion) set(true);
    },
    said() {
      try {
        if (version) storage()?.setItem(OFFLINE_READY_SAID_KEY, version);
      } catch {
        // storage refused (private mode): said again next time
      }
    },
    dismiss: () => set(false),
  };
}

/** The page's one record of it. */
export const offlineReady = createOfflineReady(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

/** The build's files this page loaded: the paths of the page's own origin it fetched. */
function loadedFiles(win: Window): string[] {
  const paths = new Set<string>();
  for (const entry of win.performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, win.location.href);
    if (url.origin === win.location.origin) paths.add(url.pathname);
  }
  return [...paths];
}

/** Asks the active worker to keep the app; its report once it has cached what it could. */
async function askToPrecacheApp(
  container: ServiceWorkerContainer,
  loaded: string[],
): Promise<PrecacheReport | undefined> {
  const worker = (await container.ready).active;
  if (!worker) return undefined;
  const channel = new MessageChannel();
  const report = new Promise<PrecacheReport>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<PrecacheReport>) => resolve(event.data);
  });
  worker.postMessage({ type: PRECACHE_APP, loaded } satisfies PrecacheRequest, [channel.port2]);
  return report;
}

/**
 * Has the worker keep the app, and records when all of it is cached; what did not come (the network
 * went) is asked for again once the network is back.
 */
export async function precacheAppOnDevice(
  win: Window = window,
  record: OfflineReady = offlineReady,
): Promise<void> {
  const report = await Promise.resolve()
    .then(() => askToPrecacheApp(win.navigator.serviceWorker, loadedFiles(win)))
    .catch(() => undefined);
  if (!report) return;
  if (report.cached >= report.total) {
    record.ready(report.version);
    return;
  }
  const stop = subscribeOnline((online) => {
    if (!online) return;
    stop();
    void precacheAppOnDevice(win, record);
  });
}
