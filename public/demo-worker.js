// The demo backend's service worker: in development (`npm run dev`) this file as it is; in a demo build
// its second part, after the code that keeps the app on the device (build/worker/demo-worker.ts, which
// writes /demo-worker.js over this file). The demo's calls go to their tab's backend worker
// (src/mocks/backend-worker.ts) over a port the tab hands over (src/mocks/browser.ts): answered off
// the page's thread. MSW's own worker (mockServiceWorker.js, written by msw, not edited) comes after,
// for what MSW still does in the page (the realtime socket's WebSocket; every other call passes).
/* global importScripts */

// A photo from another origin (a storage or CDN of IMAGE_ORIGINS) is loaded by the page as it asked:
// fetched by the worker it would fall under the worker's own connect-src and fail. Registered before
// MSW's listener, which then never sees it.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.destination === 'image' && new URL(request.url).origin !== self.location.origin)
    event.stopImmediatePropagation();
});

const DEMO_PATH = '/demo-api/';
/** How long a call waits for its tab to hand over a port (it asks when it has none). */
const CONNECT_MS = 10000;

/** Per tab (client id): its backend's port, with the calls waiting for their answers. */
const backends = new Map();
/** Per tab: the calls waiting for its port. */
const connecting = new Map();
let nextCall = 0;

function backendOver(port) {
  const waiting = new Map();
  port.onmessage = (event) => {
    const settle = waiting.get(event.data && event.data.id);
    if (!settle) return;
    waiting.delete(event.data.id);
    settle(event.data);
  };
  return {
    send(call) {
      nextCall += 1;
      const id = nextCall;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        port.postMessage({ id, ...call }, call.body ? [call.body] : []);
      });
    },
  };
}

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'demo-backend:port' || !event.source) return;
  event.stopImmediatePropagation();
  const backend = backendOver(event.ports[0]);
  backends.set(event.source.id, backend);
  for (const resolve of connecting.get(event.source.id) || []) resolve(backend);
  connecting.delete(event.source.id);
  // the ports of tabs gone
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((tabs) => {
      const open = new Set(tabs.map((tab) => tab.id));
      for (const id of backends.keys()) if (!open.has(id)) backends.delete(id);
    }),
  );
});

/**
 * The backend of tab `clientId`: asked of the tab when this worker has none (it started again). A
 * worker's call (the app's call worker) goes to a tab's: they all keep one store.
 */
async function backendOf(clientId) {
  const known = backends.get(clientId);
  if (known) return known;
  const client = await self.clients.get(clientId);
  if (!client) return undefined;
  if (client.type !== 'window') {
    const tabs = await self.clients.matchAll({ type: 'window' });
    const connected = tabs.find((tab) => backends.has(tab.id));
    return connected ? backends.get(connected.id) : tabs[0] && backendOf(tabs[0].id);
  }
  return new Promise((resolve) => {
    const waiting = connecting.get(clientId) || [];
    if (waiting.length === 0) client.postMessage({ type: 'demo-backend:connect' });
    connecting.set(clientId, [...waiting, resolve]);
    setTimeout(() => resolve(undefined), CONNECT_MS);
  });
}

/**
 * The demo's calls this worker took, oldest first, for the browser tests (`served` in
 * tests/e2e/fixtures.mjs): every tab's and every worker's of the origin, also those of a tab gone
 * since, as a service's own log would show them. The last CALLS_KEPT only.
 */
const CALLS_KEPT = 5000;
self.demoCalls = [];

/**
 * Notes a call as it arrives (its body as text, unless a file's form); its `status` once answered
 * (null while it waits: a service that hangs has it too).
 */
function logCall(request, text) {
  const call = {
    at: Date.now(),
    method: request.method,
    url: request.url,
    authorization: request.headers.get('authorization'),
    body: text,
    status: null,
  };
  self.demoCalls.push(call);
  if (self.demoCalls.length > CALLS_KEPT) self.demoCalls.splice(0, self.demoCalls.length - CALLS_KEPT);
  return call;
}

async function answer(request, clientId) {
  const backend = await backendOf(clientId);
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().arrayBuffer();
  // (read before the body goes to the backend: it is handed over, not copied)
  const text =
    body && !/multipart/.test(request.headers.get('content-type') || '')
      ? new TextDecoder().decode(body)
      : null;
  const call = logCall(request, text);
  if (!backend) {
    call.status = 503;
    return new Response(JSON.stringify({ status: 503, message: 'Backend demo tidak berjalan di tab ini.' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    });
  }
  const reply = await backend.send({
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body,
  });
  if (reply.none) return fetch(request);
  call.status = reply.status;
  return new Response(reply.body, {
    status: reply.status,
    statusText: reply.statusText,
    headers: reply.headers,
  });
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(DEMO_PATH) || !event.clientId) return;
  event.stopImmediatePropagation();
  event.respondWith(answer(event.request, event.clientId));
});

// a tap on a system notification opens the notification list (as the app's own worker does)
importScripts('./sw-app.js');
importScripts('./mockServiceWorker.js');
