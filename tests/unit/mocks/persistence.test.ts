// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../../src/mocks/db';
import { startOfToday } from '../../../src/mocks/lib/dates';
import {
  type DemoData,
  SAVED_MESSAGE,
  type SavedState,
  startPersistence,
  type StateStorage,
  type TabChannel,
} from '../../../src/mocks/persistence';
import { createSeed, SEED_VERSION } from '../../../src/mocks/seed';
import type { DbState } from '../../../src/mocks/types';
import { BASES, call, rows, withDemoServer } from './support';

withDemoServer();

const started: DemoData[] = [];
afterEach(() => started.splice(0).forEach((data) => data.stop()));

/** IndexedDB's stand-in: one kept value, and every value written. */
function memoryStorage(initial?: unknown): StateStorage & { value: unknown; writes: SavedState[] } {
  const storage = {
    value: initial,
    writes: [] as SavedState[],
    read: async () => storage.value,
    write: async (saved: SavedState) => {
      // IndexedDB keeps a copy (structured clone), not the live store
      storage.value = structuredClone(saved);
      storage.writes.push(storage.value as SavedState);
    },
  };
  return storage;
}

/** One tab's end of a BroadcastChannel: what it posted, and a way to deliver another tab's message. */
function fakeChannel() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: unknown[] = [];
  const channel: TabChannel = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const deliver = (data: unknown) =>
    listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
  return { channel, posted, deliver };
}

async function start(storage: StateStorage, channel?: TabChannel, warn = vi.fn()) {
  const data = await startPersistence({ storage, channel, warn });
  started.push(data);
  return data;
}

function savedWith(change: (state: DbState) => void, version = SEED_VERSION): SavedState {
  const state = createSeed(startOfToday());
  change(state);
  return { version, savedAt: new Date().toISOString(), state };
}

const houseTypes = `${BASES.main}/house-type`;
const seedHouseTypes = () => createSeed(startOfToday()).houseTypes;
const names = async () => rows((await call(`${houseTypes}?limit=1000`)).body).map((row) => row.name);

describe('demo data kept in the browser', () => {
  it('restores a saved state, also one saved on another day (only the seed version decides)', async () => {
    const saved = savedWith((state) => state.houseTypes.push({ _id: 'kept-1', name: 'Kondotel' }));
    saved.savedAt = '2020-01-01T00:00:00.000Z';
    await start(memoryStorage(saved));
    expect(db.houseTypes.map((type) => type.name)).toContain('Kondotel');
    expect(await names()).toContain('Kondotel');
  });

  it('keeps the seed on a first visit without writing anything', async () => {
    const storage = memoryStorage(undefined);
    await start(storage);
    expect(db.houseTypes).toEqual(seedHouseTypes());
    expect(storage.writes).toHaveLength(0);
  });

  it('replaces a state of another seed version with the seed, and keeps the seed in its place', async () => {
    const storage = memoryStorage(
      savedWith((state) => state.houseTypes.push({ _id: 'old-1', name: 'Versi Lama' }), SEED_VERSION - 1),
    );
    await start(storage);
    expect(db.houseTypes).toEqual(seedHouseTypes());
    expect(storage.writes).toHaveLength(1);
    expect(storage.writes[0].version).toBe(SEED_VERSION);
    expect(storage.writes[0].state.houseTypes).toEqual(seedHouseTypes());
  });

  it.each([
    ['a string', 'not json at all'],
    ['null', null],
    ['no state', { version: SEED_VERSION }],
    ['a collection missing', savedWith((state) => Reflect.deleteProperty(state, 'listings'))],
    ['a collection not a list', savedWith((state) => Object.assign(state, { houseTypes: { a: 1 } }))],
    ['records that are not objects', savedWith((state) => Object.assign(state, { specialAreas: [1, 'x'] }))],
    [
      "a declared resource's records that are not objects",
      savedWith((state) => Object.assign(state.declared, { 'extra-facility': [1, 'x'] })),
    ],
    [
      'a region set broken',
      savedWith((state) => Object.assign(state, { masterSlug: { ...state.masterSlug, villages: 'none' } })),
    ],
  ])('replaces corrupt data (%s) with the seed, never a crash', async (_name, raw) => {
    const storage = memoryStorage(raw);
    await start(storage);
    expect(db.houseTypes).toEqual(seedHouseTypes());
    expect(db.listings).toHaveLength(createSeed(startOfToday()).listings.length);
    expect(storage.writes.at(-1)?.version).toBe(SEED_VERSION);
    expect((await call(`${houseTypes}?limit=1000`)).status).toBe(200);
  });

  it('goes on in memory when the storage cannot be read or written', async () => {
    const warn = vi.fn();
    const storage: StateStorage = {
      read: () => Promise.reject(new Error('IndexedDB unavailable')),
      write: () => Promise.reject(new Error('IndexedDB unavailable')),
    };
    await start(storage, undefined, warn);
    const created = await call(houseTypes, { method: 'POST', body: { name: 'Ruko Baru' } });
    expect(created.status).toBe(200);
    expect(await names()).toContain('Ruko Baru');
    expect(warn).toHaveBeenCalled();
  });

  it('has written a change before the request is answered, and tells the other tabs', async () => {
    const storage = memoryStorage(undefined);
    const { channel, posted } = fakeChannel();
    await start(storage, channel);
    const created = await call(houseTypes, { method: 'POST', body: { name: 'Gudang' } });
    expect(created.status).toBe(200);
    expect((storage.value as SavedState).state.houseTypes.map((type) => type.name)).toContain('Gudang');
    expect(posted).toEqual([{ type: SAVED_MESSAGE }]);
  });

  it('writes the changes made while a write is on its way together, in one write after it', async () => {
    const storage = memoryStorage(undefined);
    const write = storage.write;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the first write waits (a slow disk); the others go at once
    storage.write = async (saved) => {
      if (storage.writes.length === 0) await held;
      await write(saved);
    };
    await start(storage);
    // one after another, each made in the store before the next is asked for
    const calls = [];
    for (const name of ['Gudang 1', 'Gudang 2', 'Gudang 3', 'Gudang 4']) {
      calls.push(call(houseTypes, { method: 'POST', body: { name } }));
      await vi.waitFor(() => expect(db.houseTypes.map((type) => type.name)).toContain(name));
    }
    release();
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(storage.writes).toHaveLength(2);
    expect(storage.writes[1].state.houseTypes.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Gudang 1', 'Gudang 2', 'Gudang 3', 'Gudang 4']),
    );
  });

  it('does not write for a refused change or a read', async () => {
    const storage = memoryStorage(undefined);
    await start(storage);
    expect((await call(houseTypes, { method: 'POST', body: { name: '' } })).status).toBe(400);
    await call(`${houseTypes}?limit=10`);
    expect(storage.writes).toHaveLength(0);
  });

  it('keeps a GET that changes the store (all notifications read)', async () => {
    const storage = memoryStorage(undefined);
    await start(storage);
    expect((await call(`${BASES.main}/notification/read`)).status).toBe(200);
    expect(storage.writes).toHaveLength(1);
  });

  it('reloads the store when another tab saved, and tells the app', async () => {
    const storage = memoryStorage(undefined);
    const { channel, deliver } = fakeChannel();
    const data = await start(storage, channel);
    const changed = vi.fn();
    data.onChange(changed);
    storage.value = savedWith((state) => state.houseTypes.push({ _id: 'other-tab', name: 'Dari Tab Lain' }));
    deliver({ type: SAVED_MESSAGE });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(await names()).toContain('Dari Tab Lain');
    deliver({ type: 'something else' });
    storage.value = 'broken';
    deliver({ type: SAVED_MESSAGE });
    await new Promise((resolve) => setImmediate(resolve));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await names()).toContain('Dari Tab Lain');
  });

  it('reset brings the seed back, keeps it, tells the other tabs and the app', async () => {
    const storage = memoryStorage(
      savedWith((state) => state.houseTypes.push({ _id: 'x', name: 'Sementara' })),
    );
    const { channel, posted } = fakeChannel();
    const data = await start(storage, channel);
    const changed = vi.fn();
    data.onChange(changed);
    expect(await names()).toContain('Sementara');
    await data.reset();
    expect(await names()).not.toContain('Sementara');
    expect((storage.value as SavedState).state.houseTypes).toEqual(seedHouseTypes());
    expect(posted).toEqual([{ type: SAVED_MESSAGE }]);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
