/**
 * The page's side of keeping the app on the device (the worker's: build/worker/keep-app.ts). Once the
 * first screen is up, the page asks the worker to keep every file of the build, telling it the files
 * this page loaded, so that what they may load next (the screen's forms and dialogs, the sign-in page)
 * comes first. When all is kept, the shell says so once per version (src/layout/AppKeptNote.tsx).
 */
import { subscribeOnline } from '../http/online';
import { KEEP_APP, type KeepReport, type KeepRequest } from './keep-messages';

/**
 * The version of the app whose keeping this device was told of (said once per deployment): under the
 * prefix a sign-out leaves (src/session/session.ts), as it holds nothing of the person.
 */
export const APP_KEPT_SAID_KEY = 'pbo.pref.app-kept';

type Listener = () => void;

export interface AppKept {
  /** The app is all kept and the person has not been told yet. */
  pending(): boolean;
  subscribe(listener: Listener): () => void;
  /** The worker kept every file of `version`. */
  kept(version: string): void;
  /** The note is on the screen: not said again for this version. */
  said(): void;
  /** The note has gone. */
  dismiss(): void;
}

export function createAppKept(storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined): AppKept {
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
      return storage()?.getItem(APP_KEPT_SAID_KEY) ?? null;
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
    kept(keptVersion) {
      version = keptVersion;
      if (read() !== keptVersion) set(true);
    },
    said() {
      try {
        if (version) storage()?.setItem(APP_KEPT_SAID_KEY, version);
      } catch {
        // storage refused (private mode): said again next time
      }
    },
    dismiss: () => set(false),
  };
}

/** The page's one record of it. */
export const appKept = createAppKept(() => (typeof window === 'undefined' ? undefined : window.localStorage));

/** The build's files this page loaded: the paths of the page's own origin it fetched. */
function loadedFiles(win: Window): string[] {
  const paths = new Set<string>();
  for (const entry of win.performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, win.location.href);
    if (url.origin === win.location.origin) paths.add(url.pathname);
  }
  return [...paths];
}

/** Asks the active worker to keep the app; its report once it has kept what it could. */
async function askToKeepApp(
  container: ServiceWorkerContainer,
  loaded: string[],
): Promise<KeepReport | undefined> {
  const worker = (await container.ready).active;
  if (!worker) return undefined;
  const channel = new MessageChannel();
  const report = new Promise<KeepReport>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<KeepReport>) => resolve(event.data);
  });
  worker.postMessage({ type: KEEP_APP, loaded } satisfies KeepRequest, [channel.port2]);
  return report;
}

/**
 * Has the worker keep the app, and records when all of it is kept; what did not come (the network
 * went) is asked for again once the network is back.
 */
export async function keepAppOnDevice(win: Window = window, record: AppKept = appKept): Promise<void> {
  const report = await Promise.resolve()
    .then(() => askToKeepApp(win.navigator.serviceWorker, loadedFiles(win)))
    .catch(() => undefined);
  if (!report) return;
  if (report.kept >= report.total) {
    record.kept(report.version);
    return;
  }
  const stop = subscribeOnline((online) => {
    if (!online) return;
    stop();
    void keepAppOnDevice(win, record);
  });
}
