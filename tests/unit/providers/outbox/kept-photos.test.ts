import { describe, expect, it } from 'vitest';

import {
  dropKeptPhotos,
  keepPhoto,
  keptPhotosOf,
  type PhotoStore,
  sweepKeptPhotos,
  uploadKeptPhotos,
} from '../../../../src/providers/outbox/kept-photos';

function memoryStore(): PhotoStore & { map: Map<string, Blob> } {
  const map = new Map<string, Blob>();
  return {
    map,
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, blob) => Promise.resolve(void map.set(key, blob)),
    del: (key) => Promise.resolve(void map.delete(key)),
    keys: () => Promise.resolve([...map.keys()]),
  };
}

describe('photos kept on the device for the outbox', () => {
  it('a photo kept answers a reference the form holds in its place; none without a store', async () => {
    const store = memoryStore();
    const ref = await keepPhoto(new Blob(['x']), store);
    expect(ref).toMatch(/^perangkat:/);
    expect(store.map.has(ref as string)).toBe(true);
    expect(await keepPhoto(new Blob(['x']), undefined)).toBeUndefined();
    expect(keptPhotosOf({ photos: ['https://a/1.jpg', ref], cover: ref, title: 'perangkat' })).toEqual([
      ref,
      ref,
    ]);
  });

  it('uploaded before the change leaves: each reference becomes its URL, written after each upload, in its place', async () => {
    const store = memoryStore();
    const a = (await keepPhoto(new Blob(['a']), store)) as string;
    const b = (await keepPhoto(new Blob(['b']), store)) as string;
    const uploaded: string[] = [];
    const written: unknown[] = [];
    const body = await uploadKeptPhotos(
      { title: 'Rumah', photos: ['https://a/0.jpg', a, b] },
      async (file, field) => {
        uploaded.push(`${field}:${await file.text()}`);
        return `https://a/${uploaded.length}.jpg`;
      },
      (values) => written.push(values.photos),
      store,
    );
    expect(body).toEqual({
      title: 'Rumah',
      photos: ['https://a/0.jpg', 'https://a/1.jpg', 'https://a/2.jpg'],
    });
    expect(uploaded).toEqual(['photos:a', 'photos:b']);
    // (a retry after the first upload finds its URL already there: never uploaded twice)
    expect(written).toEqual([
      ['https://a/0.jpg', 'https://a/1.jpg', b],
      ['https://a/0.jpg', 'https://a/1.jpg', 'https://a/2.jpg'],
    ]);
    dropKeptPhotos([a, b], store);
    await Promise.resolve();
    expect(store.map.size).toBe(0);
  });

  it('a photo no longer on the device stops the change (never sent without it)', async () => {
    await expect(
      uploadKeptPhotos({ photos: ['perangkat:gone'] }, () => Promise.resolve('u'), undefined, memoryStore()),
    ).rejects.toThrow();
  });

  it('drops a photo no kept change holds once it is as old as a change may be; a held or younger one stays', async () => {
    const store = memoryStore();
    const day = 24 * 60 * 60 * 1000;
    const old = (await keepPhoto(new Blob(['a']), store)) as string;
    const held = (await keepPhoto(new Blob(['b']), store)) as string;
    const young = (await keepPhoto(new Blob(['c']), store)) as string;
    const now = Date.now();
    // (a reference begins with when it was made: the first two made 8 days ago)
    const aged = (ref: string) =>
      ref.replace(/^perangkat:[0-9a-z]+/, `perangkat:${(now - 8 * day).toString(36)}`);
    for (const ref of [old, held]) {
      store.map.set(aged(ref), store.map.get(ref) as Blob);
      store.map.delete(ref);
    }
    store.map.set('other-key', new Blob(['x']));
    const dropped = await sweepKeptPhotos(new Set([aged(held)]), 7 * day, store, now);
    expect(dropped).toEqual([aged(old)]);
    expect([...store.map.keys()].sort()).toEqual([aged(held), young, 'other-key'].sort());
  });
});
