// @vitest-environment node
// The service worker's code that keeps the app on the device (build/worker/precache-app.ts), on a fake
// worker scope: its caches, its network and the listeners registered after it (MSW's in a demo build).
import { describe, expect, it, vi } from 'vitest';

import {
  CODE_CACHE_PREFIX,
  CONFIG_CACHE,
  precacheApp,
  type WorkerScope,
} from '../../../build/worker/precache-app';
import { type PrecacheFile, precacheOrder, versionOf } from '../../../build/worker/precache-plan';
import { APP_CACHED, PRECACHE_APP, SKIP_WAITING } from '../../../src/boot/precache-messages';

const ORIGIN = 'https://admin.example.id';

/** A cache of answers by address, each readable as often as asked. */
class FakeCache {
  readonly entries = new Map<string, { body: string; status: number }>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  private key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;
  async match(request: RequestInfo | URL) {
    const found = this.entries.get(this.key(request));
    return found && new Response(found.body, { status: found.status });
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), { body: await response.text(), status: response.status });
  }
  async add(request: RequestInfo | URL) {
    const response = await this.network(new Request(this.key(request)));
    if (!response.ok) throw new TypeError('bad answer');
    await this.put(request, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

interface Listener {
  (event: unknown): void;
}

/** A worker scope: its caches, a network that answers `files` while online, and its listeners in order. */
function fakeScope(files: Record<string, string>) {
  const state = { online: true, active: null as unknown };
  const fetched: string[] = [];
  const network = async (request: Request) => {
    const url = new URL(request.url);
    fetched.push(url.pathname);
    if (!state.online) throw new TypeError('Failed to fetch');
    const body = files[url.pathname];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body);
  };
  const caches = new Map<string, FakeCache>();
  const cacheStorage = {
    open: async (name: string) => caches.get(name) ?? caches.set(name, new FakeCache(network)).get(name)!,
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
    has: async (name: string) => caches.has(name),
    match: async () => undefined,
  } as unknown as CacheStorage;
  const listeners = new Map<string, Listener[]>();
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      get active() {
        return state.active;
      },
    },
    caches: cacheStorage,
    clients: { claim: vi.fn(async () => undefined) },
    fetch: vi.fn((input: RequestInfo | URL) =>
      network(input instanceof Request ? input : new Request(new URL(String(input), ORIGIN))),
    ),
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  /** Dispatches an event to the listeners in their order, as the browser does; what it waited for and answered. */
  const dispatch = async (type: string, fields: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let stopped = false;
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (response: Promise<Response>) => (answer = response),
      stopImmediatePropagation: () => (stopped = true),
    };
    for (const listener of listeners.get(type) ?? []) {
      if (stopped) break;
      listener(event);
    }
    const response = await answer;
    await Promise.all(waits);
    return { response, stopped };
  };
  const fetchEvent = (path: string, init: { mode?: RequestMode; method?: string } = {}) => {
    const request = new Request(new URL(path, ORIGIN), { method: init.method ?? 'GET' });
    // Node's Request keeps no 'navigate' mode: the worker reads it as the browser gives it
    if (init.mode) Object.defineProperty(request, 'mode', { value: init.mode });
    return dispatch('fetch', { request });
  };
  const keep = async (loaded: string[] = []) => {
    const port = { postMessage: vi.fn() };
    await dispatch('message', { data: { type: PRECACHE_APP, loaded }, ports: [port] });
    return port.postMessage.mock.calls[0]?.[0];
  };
  return {
    scope: scope as unknown as WorkerScope,
    state,
    fetched,
    caches,
    dispatch,
    fetchEvent,
    keep,
    addEventListener: scope.addEventListener,
  };
}

/** A build: the page, its start, the session's code, the screens and their dialogs. */
const FILES: PrecacheFile[] = [
  { url: 'index.html', revision: 'r1', start: true },
  { url: 'assets/boot-1.js', revision: null, start: true, next: [2, 4, 5] },
  { url: 'assets/LoginPage-1.js', revision: null, start: true, deps: [1] },
  { url: 'assets/session-1.js', revision: null, early: true },
  { url: 'assets/signed-in-1.js', revision: null, deps: [3], next: [6, 7] },
  { url: 'assets/Other-1.js', revision: null, deps: [4] },
  { url: 'assets/EditForm-1.js', revision: null, deps: [4] },
  { url: 'assets/SoldDialog-1.js', revision: null, deps: [4] },
  { url: 'assets/Rest-1.js', revision: null },
];
const BODIES = Object.fromEntries([
  ...FILES.map((file) => [`/${file.url}`, `code of ${file.url}`]),
  ['/config.js', 'window.__APP_CONFIG__ = {};'],
  ['/dashboard/listing', '<html>from the server</html>'],
]);
const CACHE = `${CODE_CACHE_PREFIX}${versionOf(FILES)}`;

function startWorker() {
  const worker = fakeScope(BODIES);
  precacheApp(worker.scope, FILES);
  return worker;
}

const cachedFiles = (worker: ReturnType<typeof fakeScope>, name = CACHE) =>
  [...(worker.caches.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname).sort();

describe('precacheOrder', () => {
  it("keeps the start, the pages' files, the session's code, the dialogs of the screens opened, the other screens, then the rest", () => {
    const order = precacheOrder(FILES, new Set(['assets/signed-in-1.js']), new Set()).map(
      (index) => FILES[index].url,
    );
    expect(order).toEqual([
      'index.html',
      'assets/boot-1.js',
      'assets/LoginPage-1.js',
      // what the page loaded, with what it loads with it
      'assets/signed-in-1.js',
      'assets/session-1.js',
      // the screen's own dialogs and forms
      'assets/EditForm-1.js',
      'assets/SoldDialog-1.js',
      // what the start may load next: the other screens
      'assets/Other-1.js',
      'assets/Rest-1.js',
    ]);
  });

  it('on the login page, the session and screens code first, and leaves out what is kept', () => {
    const done = new Set(FILES.filter((file) => file.start).map((file) => file.url));
    const order = precacheOrder(FILES, new Set(), done).map((index) => FILES[index].url);
    expect(order.slice(0, 3)).toEqual(['assets/session-1.js', 'assets/signed-in-1.js', 'assets/Other-1.js']);
    expect(order).not.toContain('index.html');
  });

  it("names a version by the files' names and revisions", () => {
    expect(versionOf(FILES)).toBe(versionOf(FILES.map((file) => ({ ...file }))));
    expect(versionOf(FILES)).not.toBe(versionOf([...FILES.slice(1), { url: 'index.html', revision: 'r2' }]));
  });
});

describe('precacheApp', () => {
  it('keeps at install only what opens the app and its sign-in page, and the runtime configuration', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    expect(cachedFiles(worker)).toEqual(['/assets/LoginPage-1.js', '/assets/boot-1.js', '/index.html']);
    expect(cachedFiles(worker, CONFIG_CACHE)).toEqual(['/config.js']);
    // the page is asked of the server again; a hashed file may come from the browser's cache
    const init = (path: string) =>
      (worker.scope.fetch as ReturnType<typeof vi.fn>).mock.calls.find(([url]) =>
        String(url).endsWith(path),
      )?.[1];
    expect(init('/index.html')).toMatchObject({ cache: 'no-cache' });
    expect(init('/assets/boot-1.js')).toMatchObject({ cache: 'default' });
  });

  it('never fails its install, offline or on a missing file: what did not come is kept later', async () => {
    const worker = startWorker();
    worker.state.online = false;
    await expect(worker.dispatch('install')).resolves.toBeDefined();
    expect(cachedFiles(worker)).toEqual([]);
  });

  it("copies an earlier version's hashed files rather than download them, and drops the earlier caches once active", async () => {
    const worker = startWorker();
    const earlier = await worker.scope.caches.open('workbox-precache-v2-https://admin.example.id/');
    await earlier.put(`${ORIGIN}/assets/Rest-1.js`, new Response('code of assets/Rest-1.js'));
    // a revised file of an earlier version is another file
    await earlier.put(`${ORIGIN}/index.html?__WB_REVISION__=r0`, new Response('old page'));
    await worker.dispatch('install');
    expect(cachedFiles(worker)).toContain('/assets/Rest-1.js');
    expect(worker.fetched).not.toContain('/assets/Rest-1.js');
    expect(
      await (await worker.scope.caches.open(CACHE)).match(`${ORIGIN}/index.html`).then((r) => r?.text()),
    ).toBe('code of index.html');

    await worker.dispatch('activate');
    expect(await worker.scope.caches.keys()).toEqual([CACHE, CONFIG_CACHE]);
    // the page that installed it is served by it from now on
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it("answers the build's files and the app's addresses from the device, before any later listener (MSW's) sees them", async () => {
    const worker = startWorker();
    const later = vi.fn();
    worker.addEventListener('fetch', later);
    await worker.dispatch('install');
    worker.state.online = false;

    const file = await worker.fetchEvent('/assets/boot-1.js');
    expect(await file.response?.text()).toBe('code of assets/boot-1.js');
    expect(file.stopped).toBe(true);
    // a deep link offline is the kept page
    const page = await worker.fetchEvent('/dashboard/listing?page=2', { mode: 'navigate' });
    expect(await page.response?.text()).toBe('code of index.html');
    expect(later).not.toHaveBeenCalled();

    // the demo's calls, a missing file of the build and a change are not its business
    for (const [path, init] of [
      ['/demo-api/main/house-list', {}],
      ['/assets/Shell-0ld.js', { mode: 'navigate' as const }],
      ['/assets/boot-1.js', { method: 'HEAD' }],
    ] as const) {
      const other = await worker.fetchEvent(path, init);
      expect(other.response, path).toBeUndefined();
    }
    expect(later).toHaveBeenCalledTimes(3);
  });

  it('fetches a file not kept yet and keeps it as it passes', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    const file = await worker.fetchEvent('/assets/EditForm-1.js');
    expect(await file.response?.text()).toBe('code of assets/EditForm-1.js');
    expect(cachedFiles(worker)).toContain('/assets/EditForm-1.js');
  });

  it('asks the network once more for a file it failed to give (a network coming back in steps)', async () => {
    const worker = startWorker();
    worker.state.online = false;
    const asked = worker.fetchEvent('/assets/SoldDialog-1.js');
    setTimeout(() => (worker.state.online = true), 100);
    expect(await (await asked).response?.text()).toBe('code of assets/SoldDialog-1.js');
    expect(worker.fetched.filter((path) => path === '/assets/SoldDialog-1.js')).toHaveLength(2);
  });

  it('reads /config.js from the network first and keeps the copy for offline', async () => {
    const worker = startWorker();
    BODIES['/config.js'] = 'window.__APP_CONFIG__ = { PRODUCT_NAME: "Baru" };';
    const online = await worker.fetchEvent('/config.js');
    expect(await online.response?.text()).toContain('Baru');
    worker.state.online = false;
    const offline = await worker.fetchEvent('/config.js');
    expect(await offline.response?.text()).toContain('Baru');
  });

  it('keeps the rest when the page asks, what the page loaded may reach next first, and says when all is kept', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    worker.fetched.length = 0;
    const report = await worker.keep(['/assets/signed-in-1.js']);
    expect(worker.fetched.slice(0, 4)).toEqual([
      '/assets/signed-in-1.js',
      '/assets/session-1.js',
      '/assets/EditForm-1.js',
      '/assets/SoldDialog-1.js',
    ]);
    expect(report).toEqual({
      type: APP_CACHED,
      version: versionOf(FILES),
      cached: FILES.length,
      total: FILES.length,
    });
    // asked again: nothing more to fetch
    worker.fetched.length = 0;
    expect(await worker.keep()).toMatchObject({ cached: FILES.length });
    expect(worker.fetched).toEqual([]);
  });

  it('says what it could not keep offline', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    worker.state.online = false;
    expect(await worker.keep()).toMatchObject({ cached: 3, total: FILES.length });
  });

  it('lets a waiting worker take over when the page says so ("Muat ulang")', async () => {
    const worker = startWorker();
    await worker.dispatch('message', { data: { type: SKIP_WAITING }, ports: [] });
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
  });
});

describe("the demo's worker (build/worker/demo-precache.ts)", () => {
  async function demoWorker(active: unknown = null) {
    const worker = fakeScope(BODIES);
    worker.state.active = active;
    vi.resetModules();
    vi.stubGlobal('self', Object.assign(worker.scope, { __WB_MANIFEST: FILES }));
    await import('../../../build/worker/demo-precache');
    vi.unstubAllGlobals();
    // MSW's worker, imported after it: it takes over at install and unregisters when its last tab closes
    const msw = { skipWaiting: vi.fn(), clientClosed: vi.fn() };
    worker.addEventListener('install', msw.skipWaiting);
    worker.addEventListener('message', (event) => {
      if ((event as { data: unknown }).data === 'CLIENT_CLOSED') msw.clientClosed();
    });
    return { worker, msw };
  }

  it("keeps MSW's worker registered when its last tab closes (a reload): the kept app stays", async () => {
    const { worker, msw } = await demoWorker();
    await worker.dispatch('message', { data: 'CLIENT_CLOSED', ports: [] });
    expect(msw.clientClosed).not.toHaveBeenCalled();
    await worker.dispatch('message', { data: 'KEEPALIVE_REQUEST', ports: [] });
  });

  it("lets MSW's worker take over at its first install, and has a new deployment's wait for the person", async () => {
    const first = await demoWorker(null);
    await first.worker.dispatch('install');
    expect(first.msw.skipWaiting).toHaveBeenCalled();
    expect(cachedFiles(first.worker)).toContain('/index.html');

    const update = await demoWorker({ state: 'activated' });
    await update.worker.dispatch('install');
    expect(update.msw.skipWaiting).not.toHaveBeenCalled();
    expect(cachedFiles(update.worker)).toContain('/index.html');
  });
});
