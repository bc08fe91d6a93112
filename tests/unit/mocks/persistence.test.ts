// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { db, dbChanged, dbChanges } from '../../../src/mocks/db';
import { startOfToday } from '../../../src/mocks/lib/dates';
import {
  type DemoData,
  readSavedState,
  SAVED_MESSAGE,
  startPersistence,
  type StateStorage,
  type StateWrite,
  type TabChannel,
} from '../../../src/mocks/persistence';
import { createSeed, SEED_VERSION } from '../../../src/mocks/seed';
import type { DbState } from '../../../src/mocks/types';
import { BASES, call, rows, withDemoServer } from './support';

withDemoServer();

const started: DemoData[] = [];
afterEach(() => started.splice(0).forEach((data) => data.stop()));

type Entries = [string, unknown][];

/** IndexedDB's stand-in: the kept entries, and every write applied to them. */
function memoryStorage(initial: Entries = []) {
  const storage = {
    entries: new Map<string, unknown>(initial),
    writes: [] as StateWrite[],
    read: async () => [...storage.entries],
    write: async (write: StateWrite) => {
      // IndexedDB keeps a copy (structured clone), not the live store
      const copy = structuredClone(write);
      if (copy.clear) storage.entries.clear();
      for (const key of copy.remove) storage.entries.delete(key);
      for (const [key, value] of copy.put) storage.entries.set(key, value);
      storage.writes.push(copy);
    },
  };
  return storage satisfies StateStorage;
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

/** The store as the kept entries give it back (what the next visit would find). */
function keptState(storage: { entries: Map<string, unknown> }): DbState | undefined {
  return readSavedState(storage.entries, dbChanges.target)?.state;
}

/**
 * The entries of a kept state, as a browser keeps them: `meta`, and each collection's records under
 * keys of their own with the keys in order under its name, each other part whole under its name.
 */
function entriesOf(state: DbState, version = SEED_VERSION, savedAt = new Date().toISOString()): Entries {
  const entries: Entries = [['meta', { version, savedAt }]];
  for (const [field, value] of Object.entries(state)) {
    if (!Array.isArray(value)) {
      entries.push([field, value]);
      continue;
    }
    const keys = value.map((_record, at) => `${field}/kept-${at}`);
    entries.push([field, keys], ...value.map((record, at): [string, unknown] => [keys[at], record]));
  }
  return entries;
}

function savedWith(change: (state: DbState) => void, version = SEED_VERSION): Entries {
  const state = createSeed(startOfToday());
  change(state);
  return entriesOf(state, version);
}

/** Another tab keeps a state with one house type more and says so; gives the app's listener, once told. */
async function otherTabSaved(
  storage: ReturnType<typeof memoryStorage>,
  deliver: (message: unknown) => void,
  data: DemoData,
) {
  const changed = vi.fn();
  data.onChange(changed);
  storage.entries = new Map(
    savedWith((state) => state.houseTypes.push({ _id: 'other-tab', name: 'Dari Tab Lain' })),
  );
  deliver({ type: SAVED_MESSAGE });
  await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  return changed;
}

/** The kept entries of the seed, changed as `change` says (the entries of one record or part broken). */
function seedEntriesWith(change: (entries: Map<string, unknown>) => void): Entries {
  const entries = new Map(savedWith(() => undefined));
  change(entries);
  return [...entries];
}

/** The records of a collection that a write puts. */
function putRecords(write: StateWrite, collection: string): Record<string, unknown>[] {
  return write.put
    .filter(([key]) => key.startsWith(`${collection}/`))
    .map(([, value]) => value as Record<string, unknown>);
}

const houseTypes = `${BASES.main}/house-type`;
const seedHouseTypes = () => createSeed(startOfToday()).houseTypes;
const names = async () => rows((await call(`${houseTypes}?limit=1000`)).body).map((row) => row.name);

describe('demo data kept in the browser', () => {
  it('restores a saved state, also one saved on another day (only the seed version decides)', async () => {
    const state = createSeed(startOfToday());
    state.houseTypes.push({ _id: 'kept-1', name: 'Kondotel' });
    await start(memoryStorage(entriesOf(state, SEED_VERSION, '2020-01-01T00:00:00.000Z')));
    expect(db.houseTypes.map((type) => type.name)).toContain('Kondotel');
    expect(await names()).toContain('Kondotel');
  });

  it('keeps the seed on a first visit without writing anything', async () => {
    const storage = memoryStorage();
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
    expect(storage.writes[0].clear).toBe(true);
    expect(storage.entries.get('meta')).toMatchObject({ version: SEED_VERSION });
    expect(keptState(storage)?.houseTypes).toEqual(seedHouseTypes());
  });

  it.each([
    ['meta a string', seedEntriesWith((entries) => entries.set('meta', 'not json at all'))],
    ['meta null', seedEntriesWith((entries) => entries.set('meta', null))],
    ['only meta', [['meta', { version: SEED_VERSION }]] as Entries],
    [
      'the whole store under one entry (the earlier format)',
      [
        [
          'state',
          { version: SEED_VERSION, savedAt: new Date().toISOString(), state: createSeed(startOfToday()) },
        ],
      ],
    ],
    ['a collection missing', seedEntriesWith((entries) => entries.delete('listings'))],
    ['a collection not a list', seedEntriesWith((entries) => entries.set('houseTypes', { a: 1 }))],
    ["a collection's keys not names", seedEntriesWith((entries) => entries.set('houseTypes', [1, {}]))],
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
    const storage = memoryStorage(raw as Entries);
    await start(storage);
    expect(db.houseTypes).toEqual(seedHouseTypes());
    expect(db.listings).toHaveLength(createSeed(startOfToday()).listings.length);
    // the seed alone is kept: nothing of the broken state is left beside it
    expect(storage.writes.at(-1)?.clear).toBe(true);
    expect(storage.entries.has('state')).toBe(false);
    expect(keptState(storage)).toEqual(dbChanges.target);
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
    const storage = memoryStorage();
    const { channel, posted } = fakeChannel();
    await start(storage, channel);
    const created = await call(houseTypes, { method: 'POST', body: { name: 'Gudang' } });
    expect(created.status).toBe(200);
    expect(keptState(storage)?.houseTypes.map((type) => type.name)).toContain('Gudang');
    expect(posted).toEqual([{ type: SAVED_MESSAGE }]);
  });

  it('writes the changes made while a write is on its way together, in one write after it', async () => {
    const storage = memoryStorage(savedWith(() => undefined));
    const write = storage.write;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the first write waits (a slow disk); the others go at once
    storage.write = async (change) => {
      if (storage.writes.length === 0) await held;
      await write(change);
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
    expect(putRecords(storage.writes[1], 'houseTypes').map((record) => record.name)).toEqual([
      'Gudang 2',
      'Gudang 3',
      'Gudang 4',
    ]);
    expect(keptState(storage)?.houseTypes.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Gudang 1', 'Gudang 2', 'Gudang 3', 'Gudang 4']),
    );
  });

  it('does not write for a refused change or a read', async () => {
    const storage = memoryStorage();
    await start(storage);
    expect((await call(houseTypes, { method: 'POST', body: { name: '' } })).status).toBe(400);
    await call(`${houseTypes}?limit=10`);
    expect(storage.writes).toHaveLength(0);
  });

  it('keeps a GET that changes the store (all notifications read)', async () => {
    const storage = memoryStorage();
    await start(storage);
    expect((await call(`${BASES.main}/notification/read`)).status).toBe(200);
    expect(storage.writes).toHaveLength(1);
    expect(keptState(storage)).toEqual(dbChanges.target);
  });

  it('reloads the store when another tab saved, and tells the app', async () => {
    const storage = memoryStorage();
    const { channel, deliver } = fakeChannel();
    const data = await start(storage, channel);
    const changed = await otherTabSaved(storage, deliver, data);
    expect(await names()).toContain('Dari Tab Lain');
    deliver({ type: 'something else' });
    storage.entries = new Map([['meta', 'broken']]);
    deliver({ type: SAVED_MESSAGE });
    await new Promise((resolve) => setImmediate(resolve));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await names()).toContain('Dari Tab Lain');
  });

  it("says when what another tab kept is read in: a call answered after it sees that tab's change", async () => {
    const storage = memoryStorage();
    const { channel, deliver } = fakeChannel();
    const data = await start(storage, channel);
    await data.readIn();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = storage.read;
    storage.read = async () => {
      await held;
      return read();
    };
    storage.entries = new Map(
      savedWith((state) => state.houseTypes.push({ _id: 'other-tab', name: 'Dari Tab Lain' })),
    );
    deliver({ type: SAVED_MESSAGE });
    let readIn = false;
    const waiting = data.readIn().then(() => (readIn = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(readIn).toBe(false);
    release();
    await waiting;
    expect(await names()).toContain('Dari Tab Lain');
  });

  it("does not undo a change of this tab kept while another tab's state was being read", async () => {
    const storage = memoryStorage(savedWith(() => undefined));
    const { channel, deliver } = fakeChannel();
    const data = await start(storage, channel);
    const changed = vi.fn();
    data.onChange(changed);
    // IndexedDB reads what is kept when the read starts; this one answers late
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = storage.read;
    storage.read = async () => {
      const entries = await read();
      await held;
      return entries;
    };
    // the other tab changed a package (kept under a key of its own)
    const [key, first] = [...storage.entries].find(([entry]) => entry.startsWith('packages/')) ?? [];
    storage.entries.set(key as string, { ...(first as object), name: 'Paket Tab Lain' });
    deliver({ type: SAVED_MESSAGE });
    await new Promise((resolve) => setImmediate(resolve));
    // this tab's change, kept after that read started
    expect((await call(houseTypes, { method: 'POST', body: { name: 'Dari Tab Ini' } })).status).toBe(200);
    storage.read = read;
    release();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(db.packages[0].name).toBe('Paket Tab Lain');
    expect(await names()).toContain('Dari Tab Ini');
    expect(keptState(storage)).toEqual(dbChanges.target);
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
    expect(keptState(storage)?.houseTypes).toEqual(seedHouseTypes());
    expect(keptState(storage)).toEqual(dbChanges.target);
    expect(posted).toEqual([{ type: SAVED_MESSAGE }]);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe('a write holds only what changed', () => {
  /** Started with the seed kept (the first write, of the whole store): the next write is of changes. */
  async function startKept(channel?: TabChannel) {
    const storage = memoryStorage();
    const data = await start(storage, channel);
    await dbChanged();
    expect(storage.writes).toHaveLength(1);
    expect(storage.writes[0].clear).toBe(true);
    return { storage, data };
  }

  /**
   * The last write: the keys it puts and removes, but `meta` (written each time) and the activity log
   * (a change through the handlers adds a record to it).
   */
  function lastWrite(storage: ReturnType<typeof memoryStorage>) {
    const write = storage.writes.at(-1);
    if (!write) throw new Error('nothing written');
    const counted = (key: string) => key !== 'meta' && key !== 'activity' && !key.startsWith('activity/');
    return {
      clear: write.clear,
      put: write.put.map(([key]) => key).filter(counted),
      remove: write.remove.filter(counted),
    };
  }

  /** The kept store and the store in memory are the same. */
  function expectKeptAsInMemory(storage: ReturnType<typeof memoryStorage>) {
    expect(keptState(storage)).toEqual(dbChanges.target);
  }

  it('a field of a record changed in place: that record alone', async () => {
    const { storage } = await startKept();
    const notification = db.notifications[3];
    notification.read = !notification.read;
    await dbChanged();
    expect(lastWrite(storage)).toEqual({
      clear: false,
      put: [`notifications/${notification._id}`],
      remove: [],
    });
    expectKeptAsInMemory(storage);
  });

  it('a field of something a record holds changed in place, or pushed to: that record alone', async () => {
    const { storage } = await startKept();
    const [first, second] = db.areaMasters;
    first.kelurahan[0].name = 'Kelurahan Baru';
    await dbChanged();
    expect(lastWrite(storage).put).toEqual([`areaMasters/${first._id}`]);
    // through the handler: it pushes to the record's own list
    const added = await call(`${BASES.main}/area-master/add`, {
      method: 'POST',
      body: { _id: second._id, id_kelurahan: '3171010009', name: 'Kelurahan Uji' },
    });
    expect(added.status).toBe(201);
    expect(lastWrite(storage)).toEqual({ clear: false, put: [`areaMasters/${second._id}`], remove: [] });
    expectKeptAsInMemory(storage);
  });

  it('a record pushed: the record and its collection order', async () => {
    const { storage } = await startKept();
    const created = await call(houseTypes, { method: 'POST', body: { name: 'Gudang' } });
    const id = (created.body.data as { _id: string })._id;
    expect(lastWrite(storage)).toEqual({ clear: false, put: [`houseTypes/${id}`, 'houseTypes'], remove: [] });
    expectKeptAsInMemory(storage);
  });

  it('a record spliced out (a delete): its key removed and the order, no record written', async () => {
    const { storage } = await startKept();
    const listing = db.listings[10];
    expect((await call(`${BASES.main}/house-list/${listing.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(lastWrite(storage)).toEqual({
      clear: false,
      put: ['listings'],
      remove: [`listings/${listing.id}`],
    });
    expectKeptAsInMemory(storage);
  });

  it('a record replaced by a new one in its place (an update): that record alone', async () => {
    const { storage } = await startKept();
    const type = db.houseTypes[2];
    expect(
      (await call(`${houseTypes}/${type._id}`, { method: 'PUT', body: { name: 'Ruko Dua' } })).status,
    ).toBe(200);
    expect(lastWrite(storage)).toEqual({ clear: false, put: [`houseTypes/${type._id}`], remove: [] });
    expectKeptAsInMemory(storage);
  });

  it('a collection replaced by a filtered copy: the key of what left, then its records as before', async () => {
    const { storage } = await startKept();
    const [gone, stays] = db.houseTypes;
    db.houseTypes = db.houseTypes.filter((type) => type !== gone);
    await dbChanged();
    expect(lastWrite(storage)).toEqual({
      clear: false,
      put: ['houseTypes'],
      remove: [`houseTypes/${gone._id}`],
    });
    // a record of the new array is still seen when it changes
    db.houseTypes[0].name = 'Kondotel';
    await dbChanged();
    expect(lastWrite(storage).put).toEqual([`houseTypes/${stays._id}`]);
    expectKeptAsInMemory(storage);
  });

  it('the parts that are not collections (regions, declared resources): that part whole', async () => {
    const { storage } = await startKept();
    // (the seed's region sets are shared by every seed: replaced here, not changed in place)
    db.masterSlug = { ...db.masterSlug, villages: db.masterSlug.villages.slice(1) };
    await dbChanged();
    expect(lastWrite(storage).put).toEqual(['masterSlug']);
    db.declared['extra-facility'][0].name = 'Kolam Renang';
    await dbChanged();
    expect(lastWrite(storage).put).toEqual(['declared']);
    db.declared['extra-facility'].push({ _id: 'facility-new', name: 'Kolam' });
    await dbChanged();
    expect(lastWrite(storage).put).toEqual(['declared']);
    expectKeptAsInMemory(storage);
  });

  it('records without an id of their own, and two with one id, are each kept', async () => {
    const { storage } = await startKept();
    db.dailyStats[0].visitors += 1;
    await dbChanged();
    expect(lastWrite(storage).put).toHaveLength(1);
    db.dailyStats.push({ ...db.dailyStats[0], date: '2099-01-01' });
    db.houseTypes.push({ ...db.houseTypes[0], name: 'Kembar' });
    await dbChanged();
    expectKeptAsInMemory(storage);
  });

  it('a reset: the whole seed, in place of everything kept', async () => {
    const { storage, data } = await startKept();
    db.houseTypes.push({ _id: 'x', name: 'Sementara' });
    await dbChanged();
    await data.reset();
    const write = lastWrite(storage);
    expect(write.clear).toBe(true);
    expect(write.put).toEqual(
      expect.arrayContaining(['listings', 'masterSlug', `houseTypes/${db.houseTypes[0]._id}`]),
    );
    expectKeptAsInMemory(storage);
  });

  it('a state another tab kept: read in without a write, and its records seen when they change', async () => {
    const { channel, deliver } = fakeChannel();
    const { storage, data } = await startKept(channel);
    await otherTabSaved(storage, deliver, data);
    expect(storage.writes).toHaveLength(1);
    const fromOther = db.houseTypes.find((type) => type._id === 'other-tab');
    if (!fromOther) throw new Error('not read in');
    fromOther.name = 'Diubah';
    await dbChanged();
    // (the other tab kept it under a key of its own)
    expect(lastWrite(storage)).toEqual({
      clear: false,
      put: [`houseTypes/kept-${db.houseTypes.length - 1}`],
      remove: [],
    });
    expectKeptAsInMemory(storage);
  });

  it('after a write that failed, the next one is of the whole store', async () => {
    const warn = vi.fn();
    const storage = memoryStorage(savedWith(() => undefined));
    await start(storage, undefined, warn);
    const write = storage.write;
    storage.write = () => Promise.reject(new Error('quota'));
    db.houseTypes[0].name = 'Hilang';
    await dbChanged();
    expect(warn).toHaveBeenCalledWith('Data demo tidak dapat disimpan', expect.any(Error));
    storage.write = write;
    db.houseTypes[1].name = 'Kedua';
    await dbChanged();
    expect(lastWrite(storage).clear).toBe(true);
    expectKeptAsInMemory(storage);
  });

  it('many changes through the handlers: what is kept is the store', async () => {
    const { storage } = await startKept();
    await call(houseTypes, { method: 'POST', body: { name: 'Gudang' } });
    await call(`${BASES.main}/house-list/${db.listings[0].id}`, { method: 'DELETE' });
    await call(`${BASES.main}/house-list/status/${db.listings[5].id}`, {
      method: 'PUT',
      body: { status: 'sold' },
    });
    await call(`${BASES.main}/notification/read`);
    await call(`${houseTypes}/${db.houseTypes[1]._id}`, { method: 'DELETE' });
    expect(storage.writes.slice(1).every((write) => !write.clear)).toBe(true);
    expectKeptAsInMemory(storage);
  });
});
