import { createStore, entries, promisifyRequest } from 'idb-keyval';
import { getResponse } from 'msw';
import { setupWorker } from 'msw/browser';

import { DEMO_WORKER_SCRIPT } from '../boot/demo-worker';
import type { ServiceBases } from './bases';
import { createHandlers } from './handlers';
import { createLeavingCalls } from './leaving-calls';
import { withQuietWorkerUpdate } from './lib/quiet-worker-update';
import { readReplyShapeFromBrowser } from './lib/reply-shape';
import { type DemoData, startPersistence, type StateStorage } from './persistence';
import { demoSocketHandlers } from './socket';
import { type DemoTestHooks, demoTestHooksOf } from './test-hooks';

export type { DemoData } from './persistence';
export { demoSavedViews } from './seed/saved-views';

declare global {
  interface Window {
    /** The browser tests' hooks into the demo backend (tests/e2e): a demo build only. */
    demoBackend?: DemoTestHooks;
  }
}

/**
 * The store kept in IndexedDB (database `demo-backend`, one entry per part: persistence.ts), shared by
 * the tabs of the origin. A write is one transaction: another tab never reads half of it.
 */
function indexedDbStorage(): StateStorage {
  const store = createStore('demo-backend', 'db');
  return {
    read: () => entries(store),
    write: ({ clear, put, remove }) =>
      store('readwrite', (objects) => {
        if (clear) objects.clear();
        for (const key of remove) objects.delete(key);
        for (const [key, value] of put) objects.put(value, key);
        return promisifyRequest(objects.transaction);
      }),
  };
}

function tabChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel('demo-backend') : undefined;
}

/**
 * Starts the demo backend in the browser (MSW's service worker, run by the demo's one worker, which also
 * keeps the app on the device: build/worker/demo-worker.ts), on the data kept in IndexedDB by earlier
 * visits and the other tabs.
 */
export async function startDemoBackend(bases: ServiceBases): Promise<DemoData> {
  readReplyShapeFromBrowser();
  const data = await startPersistence({
    storage: indexedDbStorage(),
    channel: tabChannel(),
    warn: (message, error) => console.warn(message, error),
  });
  // the realtime socket of demo mode lives on the page origin (config.socketUrl)
  const socket = demoSocketHandlers({ socketUrl: window.location.origin });
  const handlers = createHandlers(bases);
  // calls sent as a page went away (src/mocks/leaving-calls.ts): those it could not answer, now; and
  // from here on such calls are answered in the page, not through the worker
  const roots = Object.values(bases).map((base) => new URL(base, window.location.origin).href);
  const leaving = createLeavingCalls({
    storage: window.localStorage,
    isDemoUrl: (url) => roots.some((root) => url.startsWith(root)),
    answer: (request) => getResponse(handlers, request),
  });
  await leaving.replay();
  window.fetch = leaving.wrap(window.fetch.bind(window));
  const worker = setupWorker(...handlers, ...socket);
  window.demoBackend = demoTestHooksOf(worker);
  await withQuietWorkerUpdate(() =>
    worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: DEMO_WORKER_SCRIPT } }),
  );
  return data;
}
