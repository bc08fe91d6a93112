import { setupWorker } from 'msw/browser';

import { DEMO_WORKER_SCRIPT } from '../boot/demo-worker';
import { callsTo } from './backend-rpc';
import type { ServiceBases } from './bases';
import { createLeavingCalls } from './leaving-calls';
import { withQuietWorkerUpdate } from './lib/quiet-worker-update';
import { readReplyShapeFromBrowser } from './lib/reply-shape';
import type { DemoData as KeptData } from './persistence';
import { demoSocketHandlers, endSocketSessions, keepNoSocketTokens, type SocketCaller } from './socket';
import type { DemoTestHooks } from './test-hooks';
import type { Notification } from './types';

/** The demo's data as the app sees it: put the seed back, and hear of changes made elsewhere. */
export type DemoData = Pick<KeptData, 'reset' | 'onChange'>;
export { demoSavedViews } from './seed/saved-views';

declare global {
  interface Window {
    /** The browser tests' hooks into the demo backend (tests/e2e): a demo build only. */
    demoBackend?: DemoTestHooks;
  }
}

/** The service worker's messages about the tab's backend (public/demo-worker.js). */
const CONNECT = 'demo-backend:connect';
const PORT = 'demo-backend:port';

/** The hooks the backend worker runs: each a call to it (the socket's own is the page's). */
type WorkerHooks = Omit<DemoTestHooks, 'endSocketSessions'>;
const BACKEND_HOOKS: (keyof WorkerHooks)[] = [
  'setClock',
  'changeRecord',
  'removeRecord',
  'resendNotification',
  'replyWith',
  'releaseReplies',
  'restoreReplies',
  'addListings',
];

/**
 * Starts the demo backend of this tab: its store and handlers in a worker of their own
 * (src/mocks/backend-worker.ts), on the data kept in IndexedDB by earlier visits and the other tabs.
 * The service worker (the demo's one: it also keeps the app on the device) hands that worker the
 * demo's calls over a port, and the page's thread does for them only what it does for a real service's.
 * The realtime socket stays in the page: MSW's WebSocket, whose store is the worker's.
 */
export async function startDemoBackend(bases: ServiceBases): Promise<DemoData> {
  const backend = callsTo(
    new Worker(new URL('./backend-worker.ts', import.meta.url), { type: 'module', name: 'demo-backend' }),
  );
  const started = backend.call('start', [bases, readReplyShapeFromBrowser()]);

  // the realtime socket of demo mode lives on the page origin (config.socketUrl); its address carries
  // the token, which MSW's store of clients then never keeps
  keepNoSocketTokens();
  const socket = demoSocketHandlers({
    socketUrl: window.location.origin,
    backend: {
      listOf: (userId) => backend.call<Notification[]>('notifications', [userId]),
      markRead: (id, userId) => backend.call('markRead', [id, userId]),
      markAllRead: (userId) => backend.call('markAllRead', [userId]),
      onCreated: (listener) => backend.on('notification', (data) => listener(data as Notification)),
    },
    authenticate: (token) => backend.call<SocketCaller | null>('authenticate', [token]),
    createLead: (userId) => void backend.call('createLead', [userId]),
  });
  const hooks = Object.fromEntries(
    BACKEND_HOOKS.map((name) => [name, (...args: unknown[]) => backend.call(name, args)]),
  ) as unknown as WorkerHooks;
  window.demoBackend = { ...hooks, endSocketSessions };

  /** Gives `serviceWorker` a port to this tab's backend worker. */
  const connect = (serviceWorker: ServiceWorker | null) => {
    if (!serviceWorker) return;
    const channel = new MessageChannel();
    void backend.call('connect', [], [channel.port1]);
    serviceWorker.postMessage({ type: PORT }, [channel.port2]);
  };
  // a service worker that has no port of this tab's (it started again, or a new one took over) asks
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === CONNECT) connect(event.source as ServiceWorker);
  });

  await started;
  const worker = setupWorker(...socket);
  await withQuietWorkerUpdate(() =>
    worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: DEMO_WORKER_SCRIPT } }),
  );
  connect(navigator.serviceWorker.controller);

  // calls sent as a page went away (src/mocks/leaving-calls.ts): those it could not answer, now; and
  // from here on such calls are written down before they leave
  const send = window.fetch.bind(window);
  const roots = Object.values(bases).map((base) => new URL(base, window.location.origin).href);
  const leaving = createLeavingCalls({
    storage: window.localStorage,
    isDemoUrl: (url) => roots.some((root) => url.startsWith(root)),
    answer: (request) => send(new Request(request, { keepalive: false })),
  });
  await leaving.replay();
  window.fetch = leaving.wrap(send);

  return {
    reset: () => backend.call('reset'),
    onChange: (listener) => backend.on('changed', listener),
  };
}
