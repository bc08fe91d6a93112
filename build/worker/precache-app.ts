// The service worker's own code in both builds (build/worker/sw.ts, build/worker/demo-worker.ts): it
// keeps the build's files on the device and answers the page's requests for them, so that the app opens
// and loads any part of itself offline. At install it keeps only what opens the app and its sign-in
// page (a few files, most already in the browser's cache), so it takes the page over at once; the
// rest comes when the page asks (after its first screen), the files the pages loaded and what they
// may load next first (build/worker/precache-plan.ts), a few at a time, and the page is told once all is
// kept. A file asked for before it is kept comes from the network and is kept then.
import {
  APP_CACHED,
  PRECACHE_APP,
  type PrecacheReport,
  SKIP_WAITING,
} from '../../src/boot/precache-messages';
import { type PrecacheFile, precacheOrder, versionOf } from './precache-plan';

/** The cache of one version of the build's files (`app-code-<version>`). */
export const CODE_CACHE_PREFIX = 'app-code-';
/** The kept copy of the runtime configuration. */
export const CONFIG_CACHE = 'app-config';
const CONFIG_PATH = '/config.js';
/** Caches of earlier versions of the files: this worker's, and the Workbox precache of the builds before it. */
const EARLIER_CODE = /^(app-code-|workbox-precache)/;
/** Files fetched side by side: HTTP/1.1's six connections, less two for the page's own calls. */
const LANES = 4;
/** The pause before a file the network failed to give is asked for once more. */
const RETRY_MS = 500;

interface WaitEvent {
  waitUntil(promise: Promise<unknown>): void;
  stopImmediatePropagation(): void;
}

interface FetchEventLike extends WaitEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface MessageEventLike extends WaitEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

/** What this code uses of the service worker's global scope (TypeScript's DOM library has no worker types). */
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { readonly active: unknown };
  /** This worker (`redundant` once a newer one replaced it). */
  readonly serviceWorker?: { readonly state: string };
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

/** A path of the app rather than a file: a deep link is the page (a missing file is never the page). */
const isAppAddress = (pathname: string) =>
  !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);

/** A followed redirect's answer, as one a navigation may be given. */
async function unredirected(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/**
 * Keeps `files` (the build's list, made by build/app-worker.ts) and answers with them: the listeners
 * go on `scope` before any other code's (MSW's in a demo build), and what they answer no later
 * listener sees.
 */
export function precacheApp(scope: WorkerScope, files: readonly PrecacheFile[]): void {
  const version = versionOf(files);
  const cacheName = `${CODE_CACHE_PREFIX}${version}`;
  const indexOf = new Map(files.map((file, index) => [file.url, index]));
  const page = indexOf.get('index.html');
  const addressOf = (file: PrecacheFile) => new URL(`/${file.url}`, scope.location.origin).href;
  const pathOf = (address: string) => new URL(address, scope.location.origin).pathname.slice(1);
  /** The files the pages loaded (told by them, or asked of this worker). */
  const loaded = new Set<string>();
  let precaching: Promise<PrecacheReport> | undefined;

  const earlierCaches = async () =>
    (await scope.caches.keys()).filter((name) => EARLIER_CODE.test(name) && name !== cacheName);
  const cachedPaths = async (cache: Cache) =>
    new Set((await cache.keys()).map((request) => pathOf(request.url)));

  /** Keeps one file from the network; false when it could not come (offline, a failed answer). */
  async function cacheFile(cache: Cache, file: PrecacheFile): Promise<boolean> {
    try {
      const address = addressOf(file);
      // a hashed name is read from the browser's cache when there (the page has just loaded it);
      // the others (the page, the icons) are asked again of the server
      const response = await scope.fetch(address, {
        cache: file.revision === null ? 'default' : 'no-cache',
        credentials: 'same-origin',
      });
      if (!response.ok) return false;
      await cache.put(address, await unredirected(response));
      return true;
    } catch {
      return false;
    }
  }

  /** Keeps the files `next` hands out, a few side by side, until it hands out none. */
  async function cacheEach(cache: Cache, next: () => PrecacheFile | undefined): Promise<void> {
    const lane = async () => {
      for (let file = next(); file; file = next()) await cacheFile(cache, file);
    };
    await Promise.all(Array.from({ length: LANES }, lane));
  }

  /** What earlier versions kept of this one's hashed files: copied, not downloaded again. */
  async function copyEarlier(cache: Cache): Promise<void> {
    const have = await cachedPaths(cache);
    for (const name of await earlierCaches()) {
      const earlier = await scope.caches.open(name);
      for (const request of await earlier.keys()) {
        const index = indexOf.get(pathOf(request.url));
        // Workbox's keys of revised files carry their revision: only the hashed ones are the same file
        if (index === undefined || files[index].revision !== null || have.has(files[index].url)) continue;
        const response = await earlier.match(request);
        if (!response) continue;
        await cache.put(addressOf(files[index]), response);
        have.add(files[index].url);
      }
    }
  }

  /** The runtime configuration, kept at install: the page that installed this worker was not served by it. */
  const cacheConfig = () =>
    scope.caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(CONFIG_PATH))
      .catch(() => undefined);

  async function precacheStart(): Promise<void> {
    const cache = await scope.caches.open(cacheName);
    await copyEarlier(cache);
    const have = await cachedPaths(cache);
    const queue = files.filter((file) => file.start && !have.has(file.url));
    await Promise.all([cacheConfig(), cacheEach(cache, () => queue.shift())]);
  }

  /** Keeps every file not kept yet, in precacheOrder's order (re-read at each file: the pages go on loading). */
  function precacheAll(): Promise<PrecacheReport> {
    precaching ??= (async () => {
      const cache = await scope.caches.open(cacheName);
      const taken = await cachedPaths(cache);
      await cacheEach(cache, () => {
        // a newer worker replaced this one: its files are another version's business
        if (scope.serviceWorker?.state === 'redundant') return undefined;
        const [index] = precacheOrder(files, loaded, taken);
        if (index === undefined) return undefined;
        taken.add(files[index].url);
        return files[index];
      });
      const cached = await cachedPaths(cache);
      const count = files.filter((file) => cached.has(file.url)).length;
      return { type: APP_CACHED, version, cached: count, total: files.length } satisfies PrecacheReport;
    })().finally(() => (precaching = undefined));
    return precaching;
  }

  /** A file of the build: the kept copy, else the network's (kept as it passes). */
  async function fileFor(event: FetchEventLike, file: PrecacheFile): Promise<Response> {
    const cache = await scope.caches.open(cacheName);
    const address = addressOf(file);
    const cached = await cache.match(address);
    if (cached) return cached;
    const { request } = event;
    // a phone's network comes back in steps: a file asked for as the page learns it is online gets
    // a second try a moment later, rather than the part saying it cannot load
    const response = await scope
      .fetch(request)
      .catch(() => new Promise((retry) => setTimeout(retry, RETRY_MS)).then(() => scope.fetch(request)));
    if (response.ok && request.mode !== 'navigate')
      event.waitUntil(cache.put(address, response.clone()).catch(() => undefined));
    return response;
  }

  /** /config.js: the network's when there is one (fresh), else the kept copy. */
  async function configFirst(request: Request): Promise<Response> {
    const cache = await scope.caches.open(CONFIG_CACHE);
    try {
      const response = await scope.fetch(request);
      if (response.ok) await cache.put(CONFIG_PATH, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(CONFIG_PATH);
      if (cached) return cached;
      throw error;
    }
  }

  /** Answers `event` and keeps it from any later listener (MSW's would send it through the page). */
  function answer(event: FetchEventLike, response: Promise<Response>) {
    event.respondWith(response);
    event.stopImmediatePropagation();
  }

  scope.addEventListener('install', (event) => {
    // never fails: what did not come is kept later (a failed install would leave the demo without its backend)
    event.waitUntil(precacheStart().catch(() => undefined));
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        await Promise.all((await earlierCaches()).map((name) => scope.caches.delete(name)));
        // the page that installed this worker is served by it from now on (its parts load offline);
        // a new deployment's worker takes no page before the person asks ("Muat ulang")
        await scope.clients.claim();
      })().catch(() => undefined),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin) return;
    if (url.pathname === CONFIG_PATH) {
      answer(event, configFirst(request));
      return;
    }
    const path = url.pathname.slice(1);
    const index =
      indexOf.get(path) ?? (request.mode === 'navigate' && isAppAddress(url.pathname) ? page : undefined);
    if (index === undefined) return;
    if (request.mode !== 'navigate') loaded.add(path);
    answer(event, fileFor(event, files[index]));
  });

  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; loaded?: unknown } | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === SKIP_WAITING) {
      event.waitUntil(scope.skipWaiting());
      return;
    }
    if (data.type !== PRECACHE_APP) return;
    if (Array.isArray(data.loaded))
      for (const item of data.loaded) {
        const path = typeof item === 'string' ? pathOf(item) : '';
        if (indexOf.has(path)) loaded.add(path);
      }
    const [port] = event.ports;
    event.waitUntil(precacheAll().then((report) => port?.postMessage(report)));
  });
}
