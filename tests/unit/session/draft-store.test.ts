import { describe, expect, it } from 'vitest';

import {
  createDraftStore,
  DRAFT_MAX_AGE_MS,
  DRAFT_VERSION,
  draftUserOf,
  memoryDraftBackend,
} from '../../../src/session/drafts';

function storeAt(start = 1_000_000) {
  const backend = memoryDraftBackend();
  const clock = { now: start };
  return { backend, clock, store: createDraftStore(backend, () => clock.now) };
}

const ANA = { user: 'usr-ana', resource: 'listing' };

describe('the draft store', () => {
  it('keeps a draft per user, resource and record', async () => {
    const { store } = storeAt();
    await store.write({ ...ANA, record: 'l-1' }, { description: 'Dekat stasiun' });
    await store.write({ ...ANA }, { title: 'Rumah baru' });
    await store.write(
      { user: 'usr-budi', resource: 'listing', record: 'l-1' },
      { description: 'punya Budi' },
    );
    await store.write({ ...ANA, resource: 'house-type', record: 'l-1' }, { name: 'Ruko' });

    expect((await store.read({ ...ANA, record: 'l-1' }))?.values).toEqual({ description: 'Dekat stasiun' });
    expect((await store.read(ANA))?.values).toEqual({ title: 'Rumah baru' });
    expect((await store.read({ user: 'usr-budi', resource: 'listing', record: 'l-1' }))?.values).toEqual({
      description: 'punya Budi',
    });
    expect(await store.read({ ...ANA, record: 'l-2' })).toBeUndefined();
    expect(await store.count('usr-ana')).toBe(3);
    expect(await store.count('usr-budi')).toBe(1);
  });

  it('keeps the record an edit began from beside its values, and none for a new record', async () => {
    const { store } = storeAt();
    const base = { id: 'l-1', description: 'Lama', updated_at: '2026-11-20T08:00:00Z' };
    await store.write({ ...ANA, record: 'l-1' }, { description: 'Baru' }, base);
    await store.write(ANA, { title: 'Rumah baru' });
    expect(await store.read({ ...ANA, record: 'l-1' })).toEqual({
      values: { description: 'Baru' },
      savedAt: 1_000_000,
      base,
    });
    expect(await store.read(ANA)).toEqual({ values: { title: 'Rumah baru' }, savedAt: 1_000_000 });
  });

  it('clears one draft, and discards all of one user, saying how many', async () => {
    const { store } = storeAt();
    await store.write({ ...ANA, record: 'l-1' }, { a: 1 });
    await store.write({ ...ANA, record: 'l-2' }, { a: 2 });
    await store.write({ user: 'usr-budi', resource: 'listing' }, { a: 3 });
    await store.clear({ ...ANA, record: 'l-1' });
    expect(await store.read({ ...ANA, record: 'l-1' })).toBeUndefined();
    expect(await store.discardAll('usr-ana')).toBe(1);
    expect(await store.count('usr-ana')).toBe(0);
    expect(await store.count('usr-budi')).toBe(1);
  });

  it('ignores and drops an entry of another version or a corrupt one, never throwing', async () => {
    const { backend, store } = storeAt();
    await store.write(ANA, { title: 'x' });
    const [key] = await backend.keys();
    for (const broken of [
      { v: DRAFT_VERSION - 1, user: 'usr-ana', savedAt: 1_000_000, values: { title: 'lama' } },
      { v: DRAFT_VERSION, user: 'usr-ana', savedAt: 'kemarin', values: {} },
      { v: DRAFT_VERSION, user: 'usr-ana', savedAt: 1_000_000, values: ['bukan', 'objek'] },
      { v: DRAFT_VERSION, user: 'usr-lain', savedAt: 1_000_000, values: {} },
      { v: DRAFT_VERSION, user: 'usr-ana', savedAt: 1_000_000, values: {}, base: 'bukan objek' },
      'teks rusak',
      null,
    ]) {
      await backend.set(key, broken);
      expect(await store.read(ANA)).toBeUndefined();
      expect(await backend.get(key)).toBeUndefined();
    }
  });

  it('drops drafts older than 7 days, on read and on prune', async () => {
    const { backend, clock, store } = storeAt();
    await store.write({ ...ANA, record: 'old' }, { a: 1 });
    clock.now += DRAFT_MAX_AGE_MS - 1;
    await store.write({ ...ANA, record: 'new' }, { a: 2 });
    expect(await store.read({ ...ANA, record: 'old' })).toBeDefined();
    clock.now += 2;
    expect(await store.count('usr-ana')).toBe(1);
    await store.prune();
    expect(await backend.keys()).toHaveLength(1);
    expect((await store.read({ ...ANA, record: 'new' }))?.values).toEqual({ a: 2 });
  });

  it('a failing storage keeps no draft and throws nothing', async () => {
    const failing = {
      get: () => Promise.reject(new Error('blocked')),
      set: () => Promise.reject(new Error('quota')),
      del: () => Promise.reject(new Error('blocked')),
      keys: () => Promise.reject(new Error('blocked')),
    };
    const store = createDraftStore(failing);
    await expect(store.write(ANA, { a: 1 })).resolves.toBeUndefined();
    await expect(store.read(ANA)).resolves.toBeUndefined();
    await expect(store.discardAll('usr-ana')).resolves.toBe(0);
  });

  it('belongs to the account id, else its email', () => {
    expect(draftUserOf({ auth_id: 'usr-1', email: 'a@b.id' })).toBe('usr-1');
    expect(draftUserOf({ id: 'usr-2' })).toBe('usr-2');
    expect(draftUserOf({ email: 'a@b.id' })).toBe('a@b.id');
    expect(draftUserOf(null)).toBe('');
  });
});
