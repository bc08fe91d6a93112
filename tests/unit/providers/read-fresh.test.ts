// @vitest-environment node
import type { BaseRecord, DataProvider, GetListParams } from '@refinedev/core';
import { describe, expect, it } from 'vitest';

import { FRESH_PAGE_SIZE, readFresh, readRecordsFromList } from '../../../src/providers/read-fresh';
import { offeredPageSize } from '../../../src/providers/request-shaping';
import type { ResourceDecl } from '../../../src/resources/types';

/** A list read by its pages only (no `one`), as schedules are. */
const decl = { name: 'things', list: { path: '/things' } } as unknown as ResourceDecl;

const rows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    id: `r${from + index}`,
    name: `Baris ${from + index}`,
  }));

interface Server {
  /** Rows of the whole list on the server. */
  all: BaseRecord[];
  /** The largest page it gives, whatever `limit` asks. */
  cap: number;
  /** Whether its envelope carries the list's count. */
  counted: boolean;
  /** Offsets counted with the asked limit (`(page - 1) * limit`) rather than the capped one. */
  askedOffset?: boolean;
  /** Asked sizes as the app's data provider sends them: the largest page size a list offers within. */
  offered?: boolean;
}

/** A data provider over `server`, recording each page asked (page, size). */
function providerOf(server: Server) {
  const asked: [number, number][] = [];
  const provider = {
    async getList({ pagination }: GetListParams) {
      const page = pagination?.currentPage ?? 1;
      const limit = server.offered ? offeredPageSize(pagination?.pageSize) : (pagination?.pageSize ?? 10);
      asked.push([page, limit]);
      const size = Math.min(limit, server.cap);
      const offset = (page - 1) * (server.askedOffset ? limit : size);
      const data = server.all.slice(offset, offset + size);
      return server.counted
        ? { data, total: server.all.length }
        : {
            data,
            total: (page - 1) * limit + data.length + (data.length >= limit ? 1 : 0),
            totalKnown: false,
          };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

describe('the conflict re-read of a record by its list (docs/contract.md section 10)', () => {
  it.each([
    ['counted, offsets by the capped size', { counted: true }],
    ['counted, offsets by the asked limit', { counted: true, askedOffset: true }],
    ['without a count', { counted: false }],
  ])('finds a record past the first page of a server that caps pages at 50 (%s)', async (_, shape) => {
    const { provider, asked } = providerOf({ all: rows(1, 237), cap: 50, ...shape });
    const read = await readFresh(provider, decl, { id: 'r180' });
    expect(read).toEqual({ kind: 'found', record: { id: 'r180', name: 'Baris 180' } });
    // the first page asks the usual size; the rest are read at the size the server gives
    expect(asked[0]).toEqual([1, FRESH_PAGE_SIZE]);
    expect(asked.slice(1).every(([, size]) => size === 50)).toBe(true);
  });

  it('finds a record past a cap that is no page size a list asks (45 rows: read on at 20 from row 46), never saying it gone', async () => {
    const { provider, asked } = providerOf({ all: rows(1, 237), cap: 45, counted: true, offered: true });
    expect(await readFresh(provider, decl, { id: 'r60' })).toEqual({
      kind: 'found',
      record: { id: 'r60', name: 'Baris 60' },
    });
    expect(asked).toEqual([
      [1, 100],
      [3, 20],
    ]);
  });

  it('says a record gone only once every page of a capped list was read', async () => {
    const { provider, asked } = providerOf({ all: rows(1, 120), cap: 50, counted: true });
    expect(await readFresh(provider, decl, { id: 'r999' })).toEqual({ kind: 'gone' });
    expect(asked).toEqual([
      [1, 100],
      [2, 50],
      [3, 50],
    ]);
  });

  it('reads one page of a short uncapped list with a count, and one more without one', async () => {
    const counted = providerOf({ all: rows(1, 30), cap: 1000, counted: true });
    expect(await readFresh(counted.provider, decl, { id: 'r31' })).toEqual({ kind: 'gone' });
    expect(counted.asked).toHaveLength(1);
    const uncounted = providerOf({ all: rows(1, 30), cap: 1000, counted: false });
    expect(await readFresh(uncounted.provider, decl, { id: 'r31' })).toEqual({ kind: 'gone' });
    // (30 rows may be a cap: read on at 20, the largest size a list asks within it)
    expect(uncounted.asked).toEqual([
      [1, 100],
      [2, 20],
    ]);
  });

  it('stops on a server that gives the same rows for every page, without reading on for ever', async () => {
    const asked: number[] = [];
    const provider = {
      async getList({ pagination }: GetListParams) {
        asked.push(pagination?.currentPage ?? 1);
        return { data: rows(1, 40), total: 500 };
      },
    } as unknown as DataProvider;
    expect(await readFresh(provider, decl, { id: 'r77' })).toEqual({ kind: 'gone' });
    // (40 rows read at 20 a page: page 3 is the next one not read; it repeats them too)
    expect(asked).toEqual([1, 3]);
  });
});

describe('records named by id, read from their list for their names', () => {
  it('finds each past a cap that is no page size a list asks, and stops once all are found', async () => {
    const { provider, asked } = providerOf({ all: rows(1, 237), cap: 45, counted: true, offered: true });
    const found = await readRecordsFromList(provider, decl, ['r2', 'r61']);
    expect(found.map((row) => row.name)).toEqual(['Baris 2', 'Baris 61']);
    expect(asked).toEqual([
      [1, 100],
      [3, 20],
      [4, 20],
    ]);
  });
});
