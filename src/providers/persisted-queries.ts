import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

import type { Session } from '../session/session';
import { userKeyOf } from '../session/session';
import { PERSISTED_DATABASE, PERSISTED_STORE } from '../session/session-key';
import { PERSISTED_FLAG, type RestoredAnswers } from './persisted-flag';

/**
 * The lists, dashboards and record views a person opened, persisted on the device per user (IndexedDB),
 * so that the next visit shows them at once (then refreshes them) and a visit offline still shows
 * them (docs/design.md, "Installed, and what stays on the device"). Never another user's: one entry per user,
 * read only under that user's session; at most PERSISTED_MAX_AGE_MS old; dropped at a deliberate sign-out;
 * a record the server answers 404 for leaves it.
 */

/** How old persisted data may be: a visit after that starts from the network. */
export const PERSISTED_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** The most answers persisted per user (the newest): a long day's browsing stays a few hundred KB. */
export const PERSISTED_MAX_QUERIES = 150;
/** Bumped when what is persisted changes shape: an entry of another shape is dropped, never shown. */
export const PERSISTER_BUSTER = 'kept-1'; // the stored value, as on people's devices
/** How long a change waits before it is written (a list's load is a burst of cache events). */
const WRITE_DELAY_MS = 1000;

/** A hidden page may be frozen or ended with no other event: what it holds is written at once. */
const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

type DehydratedQuery = DehydratedState['queries'][number];
interface SessionSource {
  read(): Session | null;
  subscribe(listener: () => void): () => void;
}

/** Where the entries live (IndexedDB through idb-keyval; a Map in the unit tests). */
export interface PersisterStorage {
  get(key: string): Promise<PersistedClient | undefined>;
  set(key: string, value: PersistedClient): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, PersistedClient | undefined][]>;
}

function idbStorage(store: UseStore = createStore(PERSISTED_DATABASE, PERSISTED_STORE)): PersisterStorage {
  return {
    get: (key) => get<PersistedClient>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: () => entries<string, PersistedClient>(store),
  };
}
// global: the origin's one IndexedDB store of answers, opened once.
let shared: PersisterStorage | undefined;
/** A browser without IndexedDB (some private windows, the unit tests' DOM) keeps nothing, and says no error. */
const noStorage: PersisterStorage = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  del: () => Promise.resolve(),
  entries: () => Promise.resolve([]),
};
const defaultStore = (): PersisterStorage =>
  (shared ??= typeof indexedDB === 'undefined' ? noStorage : idbStorage());
const entryKey = (user: string) => `user:${user}`;

/** The HTTP status of a failed call (Refine's HttpError, axios' error), if the server answered. */
function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const value =
    (error as { statusCode?: unknown; status?: unknown }).statusCode ??
    (error as { status?: unknown }).status;
  return typeof value === 'number' ? value : undefined;
}

/**
 * What is persisted of a query: the data calls' answers (Refine's `['data', ...]` keys; never the session's
 * checks or access answers), with data, not older than PERSISTED_MAX_AGE_MS. An answer whose refresh failed
 * without a word from the server (offline) is persisted as it was; one the server refused (404: the record
 * is gone; 401/403) is not.
 */
export function shouldPersist(query: Query, now = Date.now()): boolean {
  const { queryKey, state } = query;
  if (queryKey[0] !== 'data' || state.data === undefined) return false;
  if (now - state.dataUpdatedAt > PERSISTED_MAX_AGE_MS) return false;
  return state.status === 'success' || statusOf(state.error) === undefined;
}

/** A persisted query as a successful answer (a refresh that failed offline is not persisted as a failure). */
function asAnswer(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status === 'success') return query;
  return {
    ...query,
    state: {
      ...query.state,
      status: 'success',
      error: null,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  };
}

/**
 * One user's entry as a TanStack persister. A save merges the cache's answers with those persisted before
 * (a list left minutes ago has left the memory cache, not the device), drops what the cache now
 * holds as refused (a 404), and writes the newest PERSISTED_MAX_QUERIES after WRITE_DELAY_MS, or at the
 * end of the current task while the page is hidden (a timer there may never fire).
 */
export function userPersister(
  user: string,
  queryClient: QueryClient,
  store: PersisterStorage = defaultStore(),
  /** Whether `user`'s session is still the stored one: read before each write, and after it. */
  stillSignedIn: () => boolean = () => true,
): Persister & { flush(): Promise<void>; stop(): void; restored(): Map<string, number> } {
  const key = entryKey(user);
  let persisted = new Map<string, DehydratedQuery>();
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let soon = false;
  let stopped = false;
  const write = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    // a write belongs to its session: once it ended (here, or "Keluar" in another tab while this
    // one was busy), nothing of it is written back
    if (!client || stopped || !stillSignedIn()) return;
    const cache = queryClient.getQueryCache();
    const merged = new Map(persisted);
    for (const query of cache.getAll()) if (!shouldPersist(query)) merged.delete(query.queryHash);
    for (const query of client.clientState.queries) merged.set(query.queryHash, asAnswer(query));
    const now = Date.now();
    persisted = new Map(
      [...merged]
        .filter(([, query]) => now - query.state.dataUpdatedAt <= PERSISTED_MAX_AGE_MS)
        .sort(([, a], [, b]) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
        .slice(0, PERSISTED_MAX_QUERIES),
    );
    const saved: PersistedClient = {
      ...client,
      clientState: { mutations: [], queries: [...persisted.values()] },
    };
    // a storage that throws at once (not only one that rejects) keeps nothing and breaks nothing
    await Promise.resolve()
      .then(() => store.set(key, saved))
      .then(
        async () => {
          // the session ended while it was written (another tab's sign-out in between): taken back
          if (!stillSignedIn()) await store.del(key);
          else if (!stopped) markPersisted();
        },
        () => undefined,
      );
  };
  return {
    persistClient(client) {
      if (stopped) return;
      pending = client;
      if (!pageHidden()) {
        timer ??= setTimeout(() => void write(), WRITE_DELAY_MS);
        return;
      }
      // the events of one answer come together: one write for them, in this task (no timer)
      if (soon) return;
      soon = true;
      queueMicrotask(() => {
        soon = false;
        void write();
      });
    },
    async restoreClient() {
      const client = await store.get(key).catch(() => undefined);
      persisted = new Map((client?.clientState.queries ?? []).map((query) => [query.queryHash, query]));
      return client;
    },
    /** The answers the last restore read, with the time each was fetched. */
    restored: () => new Map([...persisted].map(([hash, query]) => [hash, query.state.dataUpdatedAt])),
    async removeClient() {
      persisted = new Map();
      pending = undefined;
      await store.del(key).catch(() => undefined);
    },
    flush: write,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

/** The stored session, as its store reads it now (one waiting for its cipher counts as none). */
function readSession(session: SessionSource): Session | null {
  try {
    return session.read();
  } catch {
    return null;
  }
}

/** Tells the next boot that there is something to wait for (./persisted-flag.ts). */
function markPersisted() {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(PERSISTED_FLAG, '1');
  } catch {
    // storage refused: the next boot does not wait, and what is persisted still shows when it comes
  }
}

/** Drops every user's entry older than PERSISTED_MAX_AGE_MS (a shared computer's other users). */
export async function prunePersisted(
  store: PersisterStorage = defaultStore(),
  now = Date.now(),
): Promise<void> {
  const all = await store.entries().catch(() => []);
  await Promise.all(
    all
      .filter(
        ([, client]) =>
          !client || now - client.timestamp > PERSISTED_MAX_AGE_MS || client.buster !== PERSISTER_BUSTER,
      )
      .map(([key]) => store.del(key).catch(() => undefined)),
  );
}

/**
 * A deliberate sign-out ("Keluar"): every user's persisted answers leave the device (a shared
 * computer keeps no one's lists), then the flag that says some are kept.
 */
export async function dropAllPersisted(
  session: Pick<Session, 'auth_id' | 'email'>,
  store: PersisterStorage = defaultStore(),
): Promise<void> {
  active?.stopFor(userKeyOf(session));
  const all = await store.entries().catch(() => []);
  await Promise.all(all.map(([key]) => store.del(key).catch(() => undefined)));
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(PERSISTED_FLAG);
  } catch {
    // a storage the browser refuses holds no flag
  }
}

// global: the page's one persister (one query client per page).
let active: { stopFor(user: string): void } | undefined;

/**
 * Keeps the answers of the signed-in user of `session` in `queryClient`: the user's persisted answers are
 * put in the cache first (the returned promise: the boot waits for it before the first drawing, so a
 * list shows its persisted rows at once and refreshes them), then every change is saved. A change of user
 * stops saving for the one before (their entry stays) and restores the next one's. `restoredAnswers`
 * is told which answers came from the device.
 */
export function persistQueries(
  queryClient: QueryClient,
  session: SessionSource,
  restoredAnswers: RestoredAnswers,
  store: PersisterStorage = defaultStore(),
): Promise<void> {
  let user: string | undefined;
  let current: { persister: ReturnType<typeof userPersister>; unsubscribe: () => void } | undefined;
  let restored: Promise<void> = Promise.resolve();
  const stop = () => {
    current?.unsubscribe();
    current?.persister.stop();
    current = undefined;
  };
  const follow = () => {
    const signedIn = session.read();
    const next = signedIn ? userKeyOf(signedIn) : undefined;
    if (next === user) return;
    // a session that ended writes nothing more (what it had written goes at the next start of the
    // app without a session, src/boot/forget-answers.ts)
    stop();
    user = next;
    if (!next) return;
    const persister = userPersister(next, queryClient, store, () => {
      const now = readSession(session);
      return now !== null && userKeyOf(now) === next;
    });
    const options = { queryClient, persister, buster: PERSISTER_BUSTER };
    restored = persistQueryClientRestore({ ...options, maxAge: PERSISTED_MAX_AGE_MS })
      .catch(() => undefined)
      .then(() => {
        if (user !== next) return;
        // what came from the device (and was not answered since) is refreshed once shown, even an
        // answer otherwise fresh for ever (a lookup's); its age shows until then (PersistedDataAge.tsx)
        const answers = persister.restored();
        const fromDevice = (query: Query) => answers.get(query.queryHash) === query.state.dataUpdatedAt;
        restoredAnswers.mark(answers);
        // (one already being read, as the list's first call is, is refreshed by its own answer)
        void queryClient.invalidateQueries({
          predicate: (query) => fromDevice(query) && query.state.fetchStatus !== 'fetching',
        });
        const saving = {
          ...options,
          dehydrateOptions: {
            shouldDehydrateQuery: (query: Query) => shouldPersist(query),
            shouldDehydrateMutation: () => false,
          },
        };
        // the query cache's events only: mutations are never persisted, and a bulk run's thousand
        // would each dehydrate the whole cache (TanStack's persistQueryClientSubscribe hears both)
        const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
          if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
            void persistQueryClientSave(saving).catch(() => undefined);
        });
        // what the cache holds already (persisting may start after the first screen's data) is persisted too
        void persistQueryClientSave(saving).catch(() => undefined);
        current = { persister, unsubscribe };
      });
  };
  follow();
  session.subscribe(follow);
  active = {
    stopFor: (gone) => {
      if (gone === user) stop();
    },
  };
  // a phone may end a hidden tab without another event: what waits is written when it is hidden,
  // and when the page goes (a reload, another site, the tab closed), not WRITE_DELAY_MS later
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (pageHidden()) void current?.persister.flush();
    });
    window.addEventListener('pagehide', () => void current?.persister.flush());
  }
  void restored.then(() => prunePersisted(store));
  return restored;
}
