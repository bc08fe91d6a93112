/// <reference lib="webworker" />
/**
 * The demo backend in its worker (backend-worker.ts loads it): the store, its keeping in IndexedDB and
 * the handlers, answering the page's calls and the service worker's.
 */
import { createStore, entries, promisifyRequest } from 'idb-keyval';
import { getResponse } from 'msw';

import { serveCalls } from './backend-rpc';
import type { ServiceBases } from './bases';
import { onNotificationCreated } from './db';
import { createHandlers } from './handlers';
import { type ReplyShape, setReplyShape } from './lib/reply-shape';
import { installClock, setClock } from './lib/worker-clock';
import { type DemoData, startPersistence, type StateStorage } from './persistence';
import { storeSocket } from './socket/store-backend';
import { demoTestHooks, withReplyOverrides } from './test-hooks';

declare const self: DedicatedWorkerGlobalScope;

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

/** A call as the service worker hands it over (public/demo-worker.js). */
interface PortCall {
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Statuses whose answer has no body (a Response with one cannot be made). */
const NO_BODY = new Set([101, 204, 205, 304]);

let data: DemoData | null = null;
let handlers: ReturnType<typeof createHandlers> = [];

/** Answers one call, as a service would (500 when a handler fails; `none` when no handler takes it). */
async function answer(call: PortCall) {
  const request = new Request(call.url, { method: call.method, headers: call.headers, body: call.body });
  await data?.readIn();
  try {
    const response = await getResponse(withReplyOverrides(handlers), request);
    if (!response) return { id: call.id, none: true };
    const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
    return {
      id: call.id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
    };
  } catch (error) {
    const body = new TextEncoder().encode(JSON.stringify({ status: 500, message: String(error) })).buffer;
    return {
      id: call.id,
      status: 500,
      statusText: '',
      headers: [['content-type', 'application/json']],
      body,
    };
  }
}

installClock();

const tellPage = serveCalls(self, {
  /** Restores the kept store, then answers (the page waits for it before its first call). */
  async start(bases: ServiceBases, shape: ReplyShape) {
    setReplyShape(shape);
    handlers = createHandlers(bases);
    data = await startPersistence({
      storage: indexedDbStorage(),
      channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel('demo-backend') : undefined,
      warn: (message, error) => console.warn(message, error),
    });
    data.onChange(() => tellPage('changed'));
    onNotificationCreated((notification) => tellPage('notification', notification));
  },
  /** The service worker's end of a port: its calls are answered here. */
  connect(port: MessagePort) {
    port.onmessage = (event: MessageEvent<PortCall>) => {
      void answer(event.data).then((reply) =>
        port.postMessage(reply, 'body' in reply && reply.body ? [reply.body] : []),
      );
    };
  },
  reset: () => data?.reset(),
  // the socket server's view of the store (the socket itself is the page's: MSW's WebSocket)
  authenticate: storeSocket.authenticate,
  notifications: storeSocket.backend.listOf,
  markRead: storeSocket.backend.markRead,
  markAllRead: storeSocket.backend.markAllRead,
  createLead: storeSocket.createLead,
  ...demoTestHooks,
  setClock,
});
