// @vitest-environment node
import type { BaseRecord, DataProvider, GetListParams } from '@refinedev/core';
import { describe, expect, it } from 'vitest';

import { readUnseen, REVIEW_PAGE_SIZE, type ReviewScope } from '../../../../src/pages/listing/review-queue';
import { offeredPageSize } from '../../../../src/providers/request-shaping';

const pending = Array.from({ length: 120 }, (_, i) => ({ id: `L${i + 1}`, status: 'pending' }));
const scope: ReviewScope = {
  filters: [{ field: 'status', operator: 'eq', value: 'pending' }],
  sorters: [],
  fromList: false,
};

/** A service that gives at most 45 rows a page, its offset counted from the size asked. */
function capped() {
  const asked: [number, number][] = [];
  const provider = {
    async getList({ pagination }: GetListParams) {
      const page = pagination?.currentPage ?? 1;
      const size = offeredPageSize(pagination?.pageSize);
      asked.push([page, size]);
      const start = (page - 1) * size;
      return {
        data: pending.slice(start, start + Math.min(size, 45)) as BaseRecord[],
        total: pending.length,
      };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

describe("the review queue's read of the listings waiting", () => {
  it('goes on past a service that gives fewer listings than asked, none skipped', async () => {
    const { provider, asked } = capped();
    const seen = new Set<string>();
    const batches: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const { rows, total, exhausted } = await readUnseen(provider, 'listing', scope, seen);
      expect(total).toBe(120);
      for (const row of rows) seen.add(String(row.id));
      batches.push(rows.length);
      if (exhausted) break;
    }
    // 45 first, then 20 at a time from listing 46 (it stopped at 45, saying the queue was done)
    expect(seen.size).toBe(120);
    expect(batches[0]).toBe(45);
    expect(asked[0]).toEqual([1, REVIEW_PAGE_SIZE]);
  });
});
