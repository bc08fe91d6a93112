import { dbChanged, dbChanges, onDbChanged, replaceDb, resetDb } from './db';
import type { Changes } from './lib/change-tracker';
import { SEED_VERSION } from './seed';
import type { DbState } from './types';

/*
 * How the store is kept, one entry per part so that a save writes only what changed:
 * - `meta`: `{ version, savedAt }`, the seed version the kept state was made from;
 * - for each collection (an array of records, e.g. `listings`): one entry per record under
 *   `listings/<its _id or id>` (or `listings/~<a key of its own>` for a record without one, or whose id
 *   another record has), and under `listings` the array of those keys in the collection's order;
 * - each other part of the store (`masterSlug`, `declared`...): its whole value under its name.
 * (No part of the store is named `meta`.) A state kept by the earlier format (the whole store under
 * one `state` entry) has no `meta`: it reads as no usable state, and the seed takes its place.
 */

const META = 'meta';

/** The entries of one write, applied together (one transaction): all of them or none. */
export interface StateWrite {
  /** Empties the store first (the whole state is written). */
  clear: boolean;
  put: [string, unknown][];
  remove: string[];
}

/** Where the state is kept (IndexedDB in the browser; a stand-in in tests). */
export interface StateStorage {
  /** Every kept entry, read at one moment. */
  read(): Promise<[IDBValidKey, unknown][]>;
  write(change: StateWrite): Promise<void>;
}

/** The tabs of the origin telling each other the kept state has changed. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export const SAVED_MESSAGE = 'demo-db:saved';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` has the template's collections: arrays of records where it has arrays, objects where objects. */
function sameShape(template: unknown, value: unknown): boolean {
  if (Array.isArray(template)) return Array.isArray(value) && value.every(isObject);
  if (isObject(template)) {
    return isObject(value) && Object.entries(template).every(([key, child]) => sameShape(child, value[key]));
  }
  return true;
}

/** A kept state read back: the store, and the key each of its records is kept under, by collection. */
export interface SavedState {
  state: DbState;
  keys: Map<string, string[]>;
}

/**
 * The store in the kept entries, or null when it cannot be used: nothing kept, another seed version
 * (the seed's dates do not count: a state of another day stays valid), or not the store's shape. A
 * record its collection's order names but that is not kept is left out (two tabs writing at once).
 */
export function readSavedState(entries: ReadonlyMap<unknown, unknown>, template: DbState): SavedState | null {
  const meta = entries.get(META);
  if (!isObject(meta) || meta.version !== SEED_VERSION) return null;
  const state: Record<string, unknown> = {};
  const keys = new Map<string, string[]>();
  for (const [field, model] of Object.entries(template)) {
    const stored = entries.get(field);
    if (!Array.isArray(model)) {
      state[field] = stored;
      continue;
    }
    if (!Array.isArray(stored) || !stored.every((key) => typeof key === 'string')) return null;
    const present = (stored as string[]).filter((key) => entries.has(key));
    state[field] = present.map((key) => entries.get(key));
    keys.set(field, present);
  }
  return sameShape(template, state) ? { state: state as unknown as DbState, keys } : null;
}

/** What is kept of one collection: its keys in order, and the record kept under each key. */
interface StoredCollection {
  order: string[];
  records: Map<string, object>;
  /** The key of each record of the collection that has one. */
  keyOf: WeakMap<object, string>;
}

function storedCollection(): StoredCollection {
  return { order: [], records: new Map(), keyOf: new WeakMap() };
}

/** A record's own id (`_id`, else `id`), when it has one that can name it. */
function idOf(record: object): string | undefined {
  const { _id: underscored, id } = record as { _id?: unknown; id?: unknown };
  const own = underscored ?? id;
  return typeof own === 'string' || (typeof own === 'number' && Number.isFinite(own))
    ? String(own)
    : undefined;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, at) => key === b[at]);
}

/** Tells apart the keys that tabs sharing one kept store give records that have no id of their own. */
const tabPart = Math.floor(Math.random() * 0xffffffff).toString(36);
let ownKeys = 0;

/**
 * What is kept of the store, and the write that brings it up to date. A collection changed is
 * compared with what is kept of it, record by record (an object, not a copy: cheap): a record is
 * written when it is new, put in place of another or changed in place, its key removed when it left,
 * and the order written when it is not the same.
 */
function storedParts() {
  let collections = new Map<string, StoredCollection>();

  function collectionWrite(
    field: string,
    records: readonly object[],
    changed: Set<object> | undefined,
    write: StateWrite,
  ) {
    let stored = collections.get(field);
    if (!stored) collections.set(field, (stored = storedCollection()));
    const keys: string[] = new Array<string>(records.length);
    const used = new Set<string>();
    // the records already kept keep their keys; the others take their id's, when free
    records.forEach((record, at) => {
      const key = stored.keyOf.get(record);
      if (key === undefined || used.has(key)) return;
      keys[at] = key;
      used.add(key);
    });
    records.forEach((record, at) => {
      if (keys[at] !== undefined) return;
      const id = idOf(record);
      let key = id === undefined ? undefined : `${field}/${id}`;
      if (key === undefined || used.has(key)) key = `${field}/~${tabPart}.${(ownKeys += 1).toString(36)}`;
      stored.keyOf.set(record, key);
      keys[at] = key;
      used.add(key);
    });
    records.forEach((record, at) => {
      const key = keys[at];
      if (stored.records.get(key) === record && !changed?.has(record)) return;
      write.put.push([key, record]);
      stored.records.set(key, record);
    });
    for (const key of stored.records.keys()) {
      if (used.has(key)) continue;
      write.remove.push(key);
      stored.records.delete(key);
    }
    if (!sameList(keys, stored.order)) {
      write.put.push([field, keys]);
      stored.order = keys;
    }
  }

  return {
    /** What is kept is `saved` (read from the storage). */
    restored(saved: SavedState) {
      collections = new Map();
      for (const [field, keys] of saved.keys) {
        const stored = storedCollection();
        const records = (saved.state as unknown as Record<string, object[]>)[field];
        keys.forEach((key, at) => {
          stored.records.set(key, records[at]);
          stored.keyOf.set(records[at], key);
        });
        stored.order = keys;
        collections.set(field, stored);
      }
    },
    /** The write of `changes` to the store `state`, or of the whole store when `whole`. */
    writeOf(state: DbState, changes: Changes, whole: boolean): StateWrite {
      if (whole) collections = new Map();
      const write: StateWrite = {
        clear: whole,
        put: [[META, { version: SEED_VERSION, savedAt: new Date().toISOString() }]],
        remove: [],
      };
      const fields = whole ? Object.keys(state) : changes.fields;
      for (const field of fields) {
        const value = (state as unknown as Record<string, unknown>)[field];
        if (Array.isArray(value))
          collectionWrite(field, value as object[], changes.records.get(field), write);
        else write.put.push([field, value]);
      }
      return write;
    },
  };
}

export interface DemoData {
  /** Puts the seed back in every tab of the origin. */
  reset(): Promise<void>;
  /** Called when the data changed under the app (another tab, or a reset): the app refetches. */
  onChange(listener: () => void): () => void;
  /**
   * Resolves once what the other tabs said they kept is read in: a call answered after it sees what
   * another tab's backend answered before (the app's call worker may be answered by any tab's).
   */
  readIn(): Promise<void>;
  /** Stops keeping changes and listening to the other tabs. */
  stop(): void;
}

export interface PersistenceOptions {
  storage: StateStorage;
  channel?: TabChannel;
  /** Told when a kept state could not be read or written (the demo goes on in memory). */
  warn?: (message: string, error?: unknown) => void;
}

/**
 * Restores the kept state into the store (or keeps the seed when there is none, and puts the seed in
 * place of an old or broken one), then keeps every change and tells the other tabs.
 */
export async function startPersistence({
  storage,
  channel,
  warn = () => undefined,
}: PersistenceOptions): Promise<DemoData> {
  const listeners = new Set<() => void>();
  const notifyApp = () => listeners.forEach((listener) => listener());
  const stored = storedParts();
  // from here on, the handlers' changes are noted (the first write is of the whole store)
  dbChanges.setNoting(true);
  /** The next write is of the whole store: nothing usable is kept, or a write failed. */
  let whole = true;

  async function load(): Promise<{ found: boolean; saved: SavedState | null }> {
    try {
      const entries = await storage.read();
      return { found: entries.length > 0, saved: readSavedState(new Map(entries), dbChanges.target) };
    } catch (error) {
      warn('Data demo tersimpan tidak dapat dibaca', error);
      return { found: false, saved: null };
    }
  }

  /** Puts a kept state in the store: what is kept and what the store holds are then the same. */
  function restore(saved: SavedState): void {
    replaceDb(saved.state);
    dbChanges.takeChanges();
    stored.restored(saved);
    whole = false;
  }

  let writing: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  let writesStarted = 0;
  /**
   * Writes what changed in the store before it starts (a burst is one write), one write at a time:
   * the changes made while one is on its way share the next. A write holds only the parts that
   * changed: writing the whole store each time (a structured clone of it all) took ~10 s of the
   * page's thread in a run of 1,000 deletes.
   */
  function save(): Promise<void> {
    if (writing) {
      again ??= writing.then(() => {
        again = null;
        return save();
      });
      return again;
    }
    writing = Promise.resolve()
      .then(async () => {
        const changes = dbChanges.takeChanges();
        if (!whole && changes.fields.size === 0) return;
        try {
          const write = stored.writeOf(dbChanges.target, changes, whole);
          whole = false;
          writesStarted += 1;
          await storage.write(write);
          channel?.postMessage({ type: SAVED_MESSAGE });
        } catch (error) {
          // what is kept is not known now: the next write is of the whole store
          whole = true;
          warn('Data demo tidak dapat disimpan', error);
        }
      })
      .finally(() => {
        writing = null;
      });
    return writing;
  }

  const { found, saved } = await load();
  if (saved) restore(saved);
  else {
    dbChanges.takeChanges();
    if (found) await save(); // an old or broken state gives way to the seed
  }

  const stopSaving = onDbChanged(save);
  /**
   * Reads in what another tab kept, after this tab's own writes. A read taken before a write of this
   * tab does not hold it: put in the store, it would undo that change here while it stays kept. So it
   * is read again; after a few tries, what was read is put in the store and kept whole in its place.
   */
  async function readOtherTab(tries = 3): Promise<void> {
    await (again ?? writing);
    const before = writesStarted;
    const { saved: other } = await load();
    if (!other) return;
    if (writesStarted !== before && tries > 1) return readOtherTab(tries - 1);
    restore(other);
    if (writesStarted !== before) {
      whole = true;
      void save();
    }
    notifyApp();
  }
  let reading: Promise<void> = Promise.resolve();
  const onMessage = (event: MessageEvent) => {
    if (!isObject(event.data) || event.data.type !== SAVED_MESSAGE) return;
    const read = readOtherTab().catch((error: unknown) =>
      warn('Data demo tab lain tidak dapat dibaca', error),
    );
    reading = Promise.all([reading, read]).then(() => undefined);
  };
  channel?.addEventListener('message', onMessage);

  return {
    async reset() {
      resetDb();
      whole = true;
      await dbChanged();
      notifyApp();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readIn: () => reading,
    stop() {
      stopSaving();
      dbChanges.setNoting(false);
      channel?.removeEventListener('message', onMessage);
      listeners.clear();
    },
  };
}
