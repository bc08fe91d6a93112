import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

import type { Values } from '../../resources/types';

/**
 * Photos chosen offline, kept on the device (IndexedDB, as Blobs) until the change that holds them
 * leaves: the form's value holds a reference (`perangkat:<id>`) in the photo's place, and the outbox
 * uploads the photo first, then sends the change with the URL the upload service answers.
 */
export const KEPT_PHOTO = 'perangkat:';

export interface PhotoStore {
  get(key: string): Promise<Blob | undefined>;
  set(key: string, blob: Blob): Promise<void>;
  del(key: string): Promise<void>;
  /** Every reference kept (a store that cannot list says none: nothing is swept). */
  keys?(): Promise<string[]>;
}

// global: the origin's one IndexedDB store of kept photos, opened once.
let shared: PhotoStore | undefined;
function idbPhotos(store: UseStore = createStore('pbo-outbox-photos', 'photos')): PhotoStore {
  return {
    get: (key) => get<Blob>(key, store),
    set: (key, blob) => set(key, blob, store),
    del: (key) => del(key, store),
    keys: () => keys<string>(store),
  };
}
/** The device's photo store; none without IndexedDB (then a photo cannot wait: refused as before). */
export function photoStore(): PhotoStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return (shared ??= idbPhotos());
}

export function isKeptPhoto(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(KEPT_PHOTO);
}

// global: references unique within the page (with the time and the tab).
let lastId = 0;
/** Keeps a photo on the device; answers its reference, or none when it could not be kept (no room). */
export async function keepPhoto(blob: Blob, store = photoStore()): Promise<string | undefined> {
  if (!store) return undefined;
  lastId += 1;
  const ref = `${KEPT_PHOTO}${Date.now().toString(36)}-${lastId}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    await store.set(ref, blob);
    return ref;
  } catch {
    return undefined;
  }
}

/** When a reference was made (its id begins with the time, base 36); NaN for one not made here. */
function keptAt(ref: string): number {
  return parseInt(ref.slice(KEPT_PHOTO.length).split('-')[0] ?? '', 36);
}

/**
 * Drops the photos no kept change holds once they are older than `maxAgeMs` (a form left with a photo
 * that never was sent, whose draft is gone too): none waits on the device for ever.
 */
export async function sweepKeptPhotos(
  held: ReadonlySet<string>,
  maxAgeMs: number,
  store = photoStore(),
  now = Date.now(),
): Promise<string[]> {
  const all = (await store?.keys?.().catch(() => [])) ?? [];
  const stale = all.filter((ref) => isKeptPhoto(ref) && !held.has(ref) && !(now - keptAt(ref) < maxAgeMs));
  dropKeptPhotos(stale, store);
  return stale;
}

/** The references of kept photos a body holds (in a photo list, or alone). */
export function keptPhotosOf(values: Values): string[] {
  return Object.values(values).flatMap((value) =>
    Array.isArray(value) ? value.filter(isKeptPhoto) : isKeptPhoto(value) ? [value] : [],
  );
}

/**
 * Uploads the kept photos of `values` (by `upload`, which answers the URL) and answers the body with
 * each reference replaced by its URL; `onUploaded` is told after each one (so the outbox records the
 * URL at once: a retry never uploads a photo twice). A reference whose photo is gone throws.
 */
export async function uploadKeptPhotos(
  values: Values,
  upload: (file: Blob, field: string) => Promise<string>,
  onUploaded: (values: Values) => void = () => undefined,
  store = photoStore(),
): Promise<Values> {
  let body = values;
  for (const ref of keptPhotosOf(values)) {
    const blob = await store?.get(ref);
    if (!blob) throw new Error(`kept photo ${ref} is gone`);
    const field = Object.keys(values).find((key) => {
      const value = values[key];
      return Array.isArray(value) ? value.includes(ref) : value === ref;
    });
    const url = await upload(blob, field ?? '');
    const swap = (value: unknown) => (value === ref ? url : value);
    body = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(swap) : swap(value)]),
    );
    onUploaded(body);
  }
  return body;
}

/** Forgets kept photos (their change left, or was thrown away). */
export function dropKeptPhotos(refs: readonly string[], store = photoStore()): void {
  for (const ref of refs) void store?.del(ref).catch(() => undefined);
}
