import { db, dbChanged } from './db';
import type { DbState } from './types';

/** A collection of the demo store that holds a list of records. */
type Collection = { [K in keyof DbState]: DbState[K] extends readonly object[] ? K : never }[keyof DbState];

let uploadsHeld: { released: Promise<void>; release: () => void } | null = null;

/** Resolves when uploads may be answered (at once unless a browser test holds them). */
export function uploadsReleased(): Promise<void> {
  return uploadsHeld?.released ?? Promise.resolve();
}

/**
 * What the browser tests do "from elsewhere" in a demo page (`window.demoBackend`): hold the upload
 * service's answers, and change a record as another admin would, without this page knowing.
 */
export interface DemoTestHooks {
  holdUploads(): void;
  releaseUploads(): void;
  /** Changes the first record of `collection` whose `key` is `value`; false when there is none. */
  changeRecord(
    collection: Collection,
    key: string,
    value: unknown,
    patch: Record<string, unknown>,
  ): Promise<boolean>;
  /** Removes that record; false when there is none. */
  removeRecord(collection: Collection, key: string, value: unknown): Promise<boolean>;
}

function recordsOf(collection: Collection): Record<string, unknown>[] {
  return db[collection] as unknown as Record<string, unknown>[];
}

export const demoTestHooks: DemoTestHooks = {
  holdUploads() {
    if (uploadsHeld) return;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    uploadsHeld = { released, release };
  },
  releaseUploads() {
    uploadsHeld?.release();
    uploadsHeld = null;
  },
  async changeRecord(collection, key, value, patch) {
    const record = recordsOf(collection).find((one) => one[key] === value);
    if (!record) return false;
    Object.assign(record, patch, 'updated_at' in record ? { updated_at: new Date().toISOString() } : {});
    await dbChanged();
    return true;
  },
  async removeRecord(collection, key, value) {
    const records = recordsOf(collection);
    const index = records.findIndex((one) => one[key] === value);
    if (index < 0) return false;
    records.splice(index, 1);
    await dbChanged();
    return true;
  },
};
