// @vitest-environment node
// The app's reads beyond Refine's hooks (src/providers/reads.ts): the data provider's calls as they
// are, one object per provider, and `custom` for reads only.
import type { DataProvider } from '@refinedev/core';
import { describe, expect, it, vi } from 'vitest';

import { readsOf } from '../../../src/providers/reads';

function fakeProvider() {
  return {
    getApiUrl: () => '',
    getList: vi.fn(async () => ({ data: [{ id: 'a' }, { id: 'b' }], total: 2 })),
    getOne: vi.fn(async () => ({ data: { id: 'a' } })),
    custom: vi.fn(async () => ({ data: { ok: true } })),
  } as unknown as DataProvider & Record<'getList' | 'getOne' | 'custom', ReturnType<typeof vi.fn>>;
}

describe('the reads on a data provider', () => {
  it('are one object per provider, each call passed on as it is', async () => {
    const provider = fakeProvider();
    const reads = readsOf(provider);
    expect(readsOf(provider)).toBe(reads);
    expect(readsOf(fakeProvider())).not.toBe(reads);
    const signal = new AbortController().signal;
    await reads.getList({ resource: 'listing', meta: { signal } });
    expect(provider.getList).toHaveBeenCalledWith({ resource: 'listing', meta: { signal } });
    await reads.getOne({ resource: 'listing', id: 'a' });
    expect(provider.getOne).toHaveBeenCalledWith({ resource: 'listing', id: 'a' });
    const params = { url: '', method: 'get' as const, query: { page: 1 }, meta: { signal } };
    expect(await reads.custom(params)).toEqual({ data: { ok: true } });
    expect(provider.custom).toHaveBeenCalledWith(params);
  });

  it('read a whole list through the same getList', async () => {
    const provider = fakeProvider();
    const rows = await readsOf(provider).readWholeList('listing', { filters: [], sorters: [] }, { max: 10 });
    expect(rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('refuse a custom call that is not a GET: a write goes through the mutation hooks', async () => {
    const provider = fakeProvider();
    const post = { url: '', method: 'post', meta: {} } as unknown as Parameters<
      ReturnType<typeof readsOf>['custom']
    >[0];
    await expect(readsOf(provider).custom(post)).rejects.toThrow(/GET/);
    expect(provider.custom).not.toHaveBeenCalled();
  });

  it('say so when the provider has no custom call', async () => {
    const { custom: _custom, ...rest } = fakeProvider();
    await expect(readsOf(rest as DataProvider).custom({ url: '', method: 'get' })).rejects.toThrow(
      'The data provider has no custom().',
    );
  });
});
