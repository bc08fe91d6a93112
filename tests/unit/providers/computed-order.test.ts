import type { BaseRecord, GetListParams } from '@refinedev/core';
import { describe, expect, it } from 'vitest';

import { createOrderedLists } from '../../../src/providers/computed-order';

/** A list of `count` rows with a score each (none for every fifth), counting the calls it gets. */
function service(count: number) {
  const rows: BaseRecord[] = Array.from({ length: count }, (_, at) => ({
    id: String(at + 1),
    score: at % 5 === 4 ? undefined : (at * 37) % 101,
  }));
  const calls: number[] = [];
  return {
    calls,
    provider: {
      getList: async ({ pagination }: GetListParams) => {
        const page = pagination?.currentPage ?? 1;
        const size = pagination?.pageSize ?? 10;
        calls.push(page);
        return { data: rows.slice((page - 1) * size, page * size), total: rows.length } as never;
      },
    },
  };
}
const byScore = (row: BaseRecord) => row.score as number | undefined;

describe('a list in an order computed in the browser', () => {
  it('cuts each page from the whole list in that order, read once for the pages that follow (and its owner)', async () => {
    let clock = 0;
    const { provider, calls } = service(230);
    const lists = createOrderedLists(provider, () => clock);
    const query = {
      owner: 'ani',
      resource: 'listing',
      sorters: [],
      pagination: { currentPage: 1, pageSize: 20 },
    };
    const first = await lists.page(query, byScore, false);
    expect(first.total).toBe(230);
    const whole = (await lists.page({ ...query, pagination: { mode: 'off' } }, byScore, false)).data;
    expect(first.data).toEqual(whole.slice(0, 20));
    const scores = whole.map(byScore);
    // the lowest first, those with no score last
    expect(scores.slice(0, 184)).toEqual([...scores.slice(0, 184)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(scores.slice(184).every((one) => one === undefined)).toBe(true);
    const second = await lists.page(
      { ...query, pagination: { currentPage: 2, pageSize: 20 } },
      byScore,
      false,
    );
    expect(second.data).toEqual(whole.slice(20, 40));
    // 230 rows in pages of 100: three calls, for all of that
    expect(calls).toEqual([1, 2, 3]);
    // a write forgets it, and so does time
    lists.forget();
    await lists.page(query, byScore, false);
    expect(calls).toHaveLength(6);
    clock += 20_000;
    await lists.page(query, byScore, false);
    expect(calls).toHaveLength(9);
    // another user signed in meanwhile: their own read, never the one before
    await lists.page({ ...query, owner: 'budi' }, byScore, false);
    expect(calls).toHaveLength(12);
  });

  it('highest first when descending, with the unscored still last', async () => {
    const { provider } = service(12);
    const { data } = await createOrderedLists(provider).page(
      { owner: 'ani', resource: 'listing', sorters: [], pagination: { mode: 'off' } },
      byScore,
      true,
    );
    const scores = data.map(byScore);
    expect(scores.slice(0, 10)).toEqual([...scores.slice(0, 10)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(scores.slice(10)).toEqual([undefined, undefined]);
  });
});
