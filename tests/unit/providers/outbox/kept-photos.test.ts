import { describe, expect, it } from 'vitest';

import {
  dropKeptPhotos,
  keepPhoto,
  keptPhotosOf,
  type PhotoStore,
  uploadKeptPhotos,
} from '../../../../src/providers/outbox/kept-photos';

function memoryStore(): PhotoStore & { map: Map<string, Blob> } {
  const map = new Map<string, Blob>();
  return {
    map,
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, blob) => Promise.resolve(void map.set(key, blob)),
    del: (key) => Promise.resolve(void map.delete(key)),
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
});
