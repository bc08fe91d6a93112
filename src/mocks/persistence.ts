import { db, dbChanged, onDbChanged, replaceDb, resetDb } from './db';
import { SEED_VERSION } from './seed';
import type { DbState } from './types';

/** What the browser keeps: the store with the seed version it was made from. */
export interface SavedState {
  version: number;
  savedAt: string;
  state: DbState;
}

/** Where the state is kept (IndexedDB in the browser; a stand-in in tests). */
export interface StateStorage {
  read(): Promise<unknown>;
  write(saved: SavedState): Promise<void>;
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

/**
 * The store in a kept value, or null when it cannot be used: nothing kept, another seed version (the
 * seed's dates do not count: a state of another day stays valid), or not the store's shape.
 */
export function readSavedState(raw: unknown, template: DbState): DbState | null {
  if (!isObject(raw) || raw.version !== SEED_VERSION) return null;
  return sameShape(template, raw.state) ? (raw.state as DbState) : null;
}

export interface DemoData {
  /** Puts the seed back in every tab of the origin. */
  reset(): Promise<void>;
  /** Called when the data changed under the app (another tab, or a reset): the app refetches. */
  onChange(listener: () => void): () => void;
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

  async function load(): Promise<{ raw: unknown; state: DbState | null }> {
    try {
      const raw = await storage.read();
      return { raw, state: readSavedState(raw, db) };
    } catch (error) {
      warn('Data demo tersimpan tidak dapat dibaca', error);
      return { raw: undefined, state: null };
    }
  }

  let writing: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  /**
   * Writes the store once for every change made before it starts (a burst is one write), one write
   * at a time: the changes made while one is on its way share the next (a write is the whole store:
   * a run of 1,000 deletes wrote it 1,000 times, ~20 s of the page's thread).
   */
  function save(): Promise<void> {
    if (writing) {
      again ??= writing.then(() => {
        again = null;
        return save();
      });
      return again;
    }
    writing = Promise.resolve().then(async () => {
      try {
        await storage.write({ version: SEED_VERSION, savedAt: new Date().toISOString(), state: db });
        channel?.postMessage({ type: SAVED_MESSAGE });
      } catch (error) {
        warn('Data demo tidak dapat disimpan', error);
      } finally {
        writing = null;
      }
    });
    return writing;
  }

  const { raw, state } = await load();
  if (state) replaceDb(state);
  else if (raw !== undefined) await save(); // an old or broken state gives way to the seed

  const stopSaving = onDbChanged(save);
  const onMessage = (event: MessageEvent) => {
    if (!isObject(event.data) || event.data.type !== SAVED_MESSAGE) return;
    void load().then(({ state: saved }) => {
      if (!saved) return;
      replaceDb(saved);
      notifyApp();
    });
  };
  channel?.addEventListener('message', onMessage);

  return {
    async reset() {
      resetDb();
      await dbChanged();
      notifyApp();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopSaving();
      channel?.removeEventListener('message', onMessage);
      listeners.clear();
    },
  };
}
