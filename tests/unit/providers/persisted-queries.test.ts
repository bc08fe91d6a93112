import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createRestoredAnswers, PERSISTED_FLAG } from '../../../src/providers/persisted-flag';
import {
  dropAllPersisted,
  PERSISTED_MAX_AGE_MS,
  PERSISTER_BUSTER,
  type PersisterStorage,
  persistQueries,
  prunePersisted,
} from '../../../src/providers/persisted-queries';
import type { Session } from '../../../src/session/session';

/** A Map standing in for IndexedDB. */
function memoryStorage() {
  const map = new Map<string, PersistedClient>();
  const storage: PersisterStorage = {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async () => [...map],
  };
  return { map, storage };
}

/** A session store as the providers give it: the signed-in user, and who listens for a change. */
function sessionOf(initial: Partial<Session> | null) {
  let current = initial as Session | null;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    become(next: Partial<Session> | null) {
      current = next as Session | null;
      listeners.forEach((listener) => listener());
    },
    /** Another tab changed the stored session, and this busy one has not heard of it yet. */
    changedElsewhere(next: Partial<Session> | null) {
      current = next as Session | null;
    },
  };
}

const ANA = { auth_id: 'usr-ana', email: 'ana@demo.id' };
const BUDI = { auth_id: 'usr-budi', email: 'budi@demo.id' };
const listKey = ['data', 'default', 'listing', 'list', { pagination: { currentPage: 1 } }];
const ROWS = { data: [{ id: 1, name: 'Ibu Sari', phone: '0812' }], total: 1 };

/** A client whose data calls fail at once (nothing here calls a service). */
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the persisted answers be written (they wait a second after the last change). */
const written = () => vi.advanceTimersByTimeAsync(1500);

describe('the lists kept on the device (persisted-queries)', () => {
  it("shows a user's persisted answers on their next visit, and nothing of them to another user", async () => {
    const { storage } = memoryStorage();
    const first = client();
    await persistQueries(first, sessionOf(ANA), createRestoredAnswers(), storage);
    first.setQueryData(listKey, ROWS);
    first.setQueryData(['auth', 'check'], { authenticated: true });
    await written();

    // the next visit of the same user: the list is there before any call, the session's check is not
    const again = client();
    await persistQueries(again, sessionOf(ANA), createRestoredAnswers(), storage);
    expect(again.getQueryData(listKey)).toEqual(ROWS);
    expect(again.getQueryData(['auth', 'check'])).toBeUndefined();

    // another user on the same browser
    const other = client();
    await persistQueries(other, sessionOf(BUDI), createRestoredAnswers(), storage);
    expect(other.getQueryData(listKey)).toBeUndefined();
  });

  it("stops keeping for the user who leaves and restores only the next user's own", async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    const session = sessionOf(ANA);
    await persistQueries(queries, session, createRestoredAnswers(), storage);
    queries.setQueryData(listKey, ROWS);
    await written();
    // a sign-in of another user in this tab: the cache is emptied (providers/index.ts), then Budi's
    session.become(BUDI);
    queries.clear();
    await written();
    expect(queries.getQueryData(listKey)).toBeUndefined();
    queries.setQueryData(listKey, { data: [], total: 0 });
    await written();
    expect(map.get('user:usr-ana')?.clientState.queries[0].state.data).toEqual(ROWS);
    expect(map.get('user:usr-budi')?.clientState.queries[0].state.data).toEqual({ data: [], total: 0 });
  });

  it('marks what came from the device as to refresh; a session that ends writes nothing more', async () => {
    const { map, storage } = memoryStorage();
    const first = client();
    await persistQueries(first, sessionOf(ANA), createRestoredAnswers(), storage);
    // a lookup fresh for ever in memory is still refreshed once it comes back from the device
    first.setQueryData(listKey, ROWS);
    await written();
    const again = client();
    const session = sessionOf(ANA);
    const restoredAnswers = createRestoredAnswers();
    await persistQueries(again, session, restoredAnswers, storage);
    expect(again.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(restoredAnswers.read().get(again.getQueryCache().find({ queryKey: listKey })!.queryHash)).toBe(
      again.getQueryState(listKey)?.dataUpdatedAt,
    );

    // the session ends less than the write delay after the last change: nothing of it is written
    // (what it wrote before goes at the next start of the app without a session)
    const changed = { data: [], total: 0 };
    again.setQueryData(listKey, changed);
    session.become(null);
    await written();
    expect(map.get('user:usr-ana')?.clientState.queries[0].state.data).toEqual(ROWS);
  });

  it('a tab busy while another signs out writes nothing of the signed-out user back', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    const session = sessionOf(ANA);
    await persistQueries(queries, session, createRestoredAnswers(), storage);
    queries.setQueryData(listKey, ROWS);
    await written();
    expect(map.has('user:usr-ana')).toBe(true);
    // "Keluar" in another tab: the session and the entry go; this tab, busy, has heard nothing yet
    queries.setQueryData(listKey, { data: [{ id: 2, name: 'Pak Joko' }], total: 1 });
    session.changedElsewhere(null);
    map.delete('user:usr-ana');
    await written();
    expect(map.has('user:usr-ana')).toBe(false);
  });

  it('a write on its way when the session ends elsewhere is taken back', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    const session = sessionOf(ANA);
    await persistQueries(queries, session, createRestoredAnswers(), storage);
    const set = storage.set;
    // the other tab signs out while this tab's write is in IndexedDB's hands
    storage.set = async (key, value) => {
      await set(key, value);
      session.changedElsewhere(null);
    };
    queries.setQueryData(listKey, ROWS);
    await written();
    expect(map.has('user:usr-ana')).toBe(false);
  });

  it("drops every user's entry, and the flag, at a deliberate sign-out", async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    await persistQueries(queries, sessionOf(ANA), createRestoredAnswers(), storage);
    queries.setQueryData(listKey, ROWS);
    await written();
    map.set('user:usr-budi', map.get('user:usr-ana')!);
    expect(map.has('user:usr-ana')).toBe(true);
    expect(localStorage.getItem(PERSISTED_FLAG)).toBe('1');
    await dropAllPersisted(ANA, storage);
    queries.setQueryData(listKey, { data: [], total: 0 });
    await written();
    expect([...map.keys()]).toEqual([]);
    expect(localStorage.getItem(PERSISTED_FLAG)).toBeNull();
  });

  it('keeps a list whose refresh failed offline, and drops a record the server says is gone (404)', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    await persistQueries(queries, sessionOf(ANA), createRestoredAnswers(), storage);
    const recordKey = ['data', 'default', 'listing', 'one', { id: '7' }];
    queries.setQueryData(listKey, ROWS);
    queries.setQueryData(recordKey, { data: { id: 7 } });
    await written();
    expect(map.get('user:usr-ana')?.clientState.queries).toHaveLength(2);

    const offline = Object.assign(new Error('Network Error'), { statusCode: undefined });
    await queries
      .fetchQuery({ queryKey: listKey, queryFn: () => Promise.reject(offline) })
      .catch(() => undefined);
    const gone = Object.assign(new Error('Not found'), { statusCode: 404 });
    await queries
      .fetchQuery({ queryKey: recordKey, queryFn: () => Promise.reject(gone) })
      .catch(() => undefined);
    await written();

    const persisted = map.get('user:usr-ana')?.clientState.queries ?? [];
    expect(persisted.map((query) => query.queryKey[3])).toEqual(['list']);
    // kept as the answer it was, not as a failure to show next time
    expect(persisted[0].state).toMatchObject({ status: 'success', data: ROWS, error: null });
  });

  it('forgets a record the server answered 404 even after it has left the memory cache', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    await persistQueries(queries, sessionOf(ANA), createRestoredAnswers(), storage);
    const recordKey = ['data', 'default', 'listing', 'one', { id: '7' }];
    queries.setQueryData(recordKey, { data: { id: 7 } });
    queries.setQueryData(listKey, ROWS);
    await written();
    // the list leaves the memory cache (unused for a while): it stays on the device
    queries.removeQueries({ queryKey: listKey });
    const gone = Object.assign(new Error('Not found'), { statusCode: 404 });
    await queries
      .fetchQuery({ queryKey: recordKey, queryFn: () => Promise.reject(gone) })
      .catch(() => undefined);
    await written();
    expect(map.get('user:usr-ana')?.clientState.queries.map((query) => query.queryKey[3])).toEqual(['list']);
  });

  it('shows nothing older than a few days, nor an entry of another shape, and prunes them', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    await persistQueries(queries, sessionOf(ANA), createRestoredAnswers(), storage);
    queries.setQueryData(listKey, ROWS);
    await written();
    vi.setSystemTime(Date.now() + PERSISTED_MAX_AGE_MS + 60_000);
    const later = client();
    await persistQueries(later, sessionOf(ANA), createRestoredAnswers(), storage);
    expect(later.getQueryData(listKey)).toBeUndefined();
    expect(map.has('user:usr-ana')).toBe(false);

    map.set('user:usr-old', {
      timestamp: Date.now() - PERSISTED_MAX_AGE_MS - 1,
      buster: PERSISTER_BUSTER,
      clientState: { queries: [], mutations: [] },
    });
    map.set('user:usr-shape', {
      timestamp: Date.now(),
      buster: 'kept-0',
      clientState: { queries: [], mutations: [] },
    });
    map.set('user:usr-fresh', {
      timestamp: Date.now(),
      buster: PERSISTER_BUSTER,
      clientState: { queries: [], mutations: [] },
    });
    await prunePersisted(storage);
    expect([...map.keys()]).toEqual(['user:usr-fresh']);
  });
});

/** The person switches to another app: the page is hidden (and a phone may end it without another event). */
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}
/** Back on the page (after a `pagehide` too: the next file's page is not one that goes). */
function showPage() {
  // the document's own visibility again (the property above shadows it)
  Reflect.deleteProperty(document, 'visibilityState');
  window.dispatchEvent(new Event('pageshow'));
}
/** Lets what was started be written, without the write delay passing. */
const settled = () => vi.advanceTimersByTimeAsync(0);

describe('what is kept when the page is hidden', () => {
  afterEach(showPage);

  it('writes the answers at once when the page is hidden, and those that come while it stays hidden', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    await persistQueries(queries, sessionOf(ANA), createRestoredAnswers(), storage);
    queries.setQueryData(listKey, ROWS);
    await settled();
    expect(map.has('user:usr-ana')).toBe(false);

    // the person switches apps within the write delay: the list is written before it passes
    hidePage();
    await settled();
    expect(map.get('user:usr-ana')?.clientState.queries[0].state.data).toEqual(ROWS);

    // an answer that lands on the hidden page (the next page of the list, still loading as it was
    // left) is written as it comes: a timer there may never fire
    const nextPage = ['data', 'default', 'listing', 'list', { pagination: { currentPage: 2 } }];
    const moreRows = { data: [{ id: 2, name: 'Pak Budi', phone: '0813' }], total: 2 };
    queries.setQueryData(nextPage, moreRows);
    await settled();
    expect(map.get('user:usr-ana')?.clientState.queries.map((query) => query.state.data)).toEqual(
      expect.arrayContaining([ROWS, moreRows]),
    );
  });

  it('writes at once what the cache holds when keeping starts on a hidden page', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    // the list's answer came first (a first visit keeps once the first screen's data is there)
    queries.setQueryData(listKey, ROWS);
    hidePage();
    await persistQueries(queries, sessionOf(ANA), createRestoredAnswers(), storage);
    await settled();
    expect(map.get('user:usr-ana')?.clientState.queries[0].state.data).toEqual(ROWS);
  });

  it('writes what waits at once when the page goes (a reload, another site, the tab closed)', async () => {
    const { map, storage } = memoryStorage();
    const queries = client();
    await persistQueries(queries, sessionOf(ANA), createRestoredAnswers(), storage);
    queries.setQueryData(listKey, ROWS);
    window.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(map.get('user:usr-ana')?.clientState.queries[0].state.data).toEqual(ROWS);
  });
});
