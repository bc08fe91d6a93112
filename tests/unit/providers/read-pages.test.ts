// @vitest-environment node
import type { BaseRecord } from '@refinedev/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { config } from '../../../src/config';
import { createHttpClient } from '../../../src/http/client';
import { ApiError } from '../../../src/http/errors';
import { createDataProvider } from '../../../src/providers/data-provider';
import {
  IncompleteRead,
  type PageRead,
  readAllPages,
  ReadCancelled,
  readWholeList,
  TooManyRows,
} from '../../../src/providers/read-pages';
import { findResource } from '../../../src/resources';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `L${index + 1}`,
    house_id: `HL-${index + 1}`,
    title: `Gudang ${index + 1}`,
    type: 'Gudang',
    price: 1_000_000_000,
    city: 'Bekasi',
    status: 'active',
    agent_name: 'Rina Wijaya',
    created_at: '2026-11-01',
  }));
const ids = (read: readonly BaseRecord[]) => read.map((row) => row.id);

/** A list on a server: its rows, the largest page it gives, how it answers a page. */
interface Server {
  all: BaseRecord[];
  cap: number;
  /** Answers `page` otherwise (a failure, a page of HTML); undefined: as usual. */
  odd?: (page: number) => Response | undefined;
  /** Answers the first page for every page asked. */
  ignoresPage?: boolean;
  /** Sends no `document_count`. */
  uncounted?: boolean;
}

// the listing's own list call (GET /house-list/admin, envelope data + document_count) over MSW,
// through the app's http client and data provider: what "Pilih semua N hasil" reads
const mock = setupServer();
let server: Server = { all: [], cap: 1000 };
const asked: { page: number; limit: number; type: string | null }[] = [];
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.resetHandlers();
  asked.length = 0;
});
afterAll(() => mock.close());

function serve(next: Server) {
  server = next;
  mock.use(
    http.get(`${config.apiUrl}/house-list/admin`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      asked.push({ page, limit, type: query.get('type') });
      const odd = server.odd?.(page);
      if (odd) return odd;
      const size = Math.min(limit, server.cap);
      const offset = server.ignoresPage ? 0 : (page - 1) * size;
      const data = server.all.slice(offset, offset + size);
      return HttpResponse.json({
        status: 200,
        data,
        ...(server.uncounted ? {} : { document_count: server.all.length }),
      });
    }),
  );
}

const provider = createDataProvider({
  http: createHttpClient({ config, getToken: () => 'token' }),
  findResource,
  sessionParams: () => ({}),
  announce: () => undefined,
  apiUrl: config.apiUrl,
});
const query = { filters: [{ field: 'type', operator: 'eq' as const, value: 'Gudang' }], sorters: [] };
const readListing = (options: Partial<Parameters<typeof readWholeList>[3]> = {}) =>
  readWholeList(provider, 'listing', query, { max: 1000, ...options });

describe('"Pilih semua N hasil": the filtered list read in pages', { timeout: 30_000 }, () => {
  it('reads every row once from a server that caps `limit` at 50, at the size it gives, with the filter', async () => {
    serve({ all: rows(137), cap: 50 });
    const progress: (number | undefined)[][] = [];
    const read = await readWholeList(provider, 'listing', query, {
      max: 1000,
      onProgress: ({ done, total }) => progress.push([done, total]),
    });
    expect(ids(read)).toEqual(ids(rows(137)));
    expect(asked.map(({ page, limit }) => [page, limit])).toEqual([
      [1, 100],
      [2, 50],
      [3, 50],
    ]);
    expect(asked.every((one) => one.type === 'Gudang')).toBe(true);
    expect(progress).toEqual([
      [50, 137],
      [100, 137],
      [137, 137],
    ]);
  });

  it('reads on past a cap no offered page size matches (30 rows: pages of 20), skipping none', async () => {
    serve({ all: rows(75), cap: 30 });
    expect(ids(await readListing())).toEqual(ids(rows(75)));
    expect(asked[1]).toEqual({ page: 2, limit: 20, type: 'Gudang' });
  });

  it('reads on from the first row not read when the smaller size fits twice into the first page (45 rows: page 3 of 20)', async () => {
    serve({ all: rows(130), cap: 45 });
    expect(ids(await readListing())).toEqual(ids(rows(130)));
    expect(asked.slice(0, 3).map(({ page, limit }) => [page, limit])).toEqual([
      [1, 100],
      [3, 20],
      [4, 20],
    ]);
  });

  it('reads a list without a count until a short page', async () => {
    serve({ all: rows(120), cap: 50, uncounted: true });
    expect(ids(await readListing())).toEqual(ids(rows(120)));
  });

  it('stops with the error of a page that fails mid-way (a 500), after the pages before it', async () => {
    serve({
      all: rows(137),
      cap: 50,
      odd: (page) =>
        page === 2
          ? HttpResponse.json({ status: 500, message: 'Server sedang sibuk.' }, { status: 500 })
          : undefined,
    });
    const progress: number[] = [];
    const failure = await readListing({ onProgress: ({ done }) => void progress.push(done) }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Server sedang sibuk.');
    expect(progress).toEqual([50]);
    expect(asked).toHaveLength(2);
  });

  it("stops at a page of HTML where JSON is due (a proxy's page with a 200), never taking it for the end", async () => {
    serve({
      all: rows(137),
      cap: 50,
      odd: (page) =>
        page === 3
          ? new HttpResponse('<html><body>Gateway</body></html>', {
              status: 200,
              headers: { 'content-type': 'text/html' },
            })
          : undefined,
    });
    await expect(readListing()).rejects.toBeInstanceOf(ApiError);
    expect(asked).toHaveLength(3);
  });

  it('says a server that ignores `page` gave fewer rows than it counts, rather than choosing those', async () => {
    serve({ all: rows(137), cap: 50, ignoresPage: true });
    const failure = await readListing().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IncompleteRead);
    expect(failure).toMatchObject({ done: 50, total: 137 });
  });

  it('refuses a list larger than a selection takes from its first page, reading no more', async () => {
    serve({ all: rows(1200), cap: 100 });
    const failure = await readListing().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TooManyRows);
    expect(asked).toHaveLength(1);
  });
});

describe('the paging reader on its own', () => {
  it('stops between pages once cancelled', async () => {
    const controller = new AbortController();
    let pages = 0;
    const reading = readAllPages(
      async (page): Promise<PageRead> => {
        pages += 1;
        if (page === 2) controller.abort();
        return { data: rows(300).slice((page - 1) * 100, page * 100), total: 300 };
      },
      { pageSize: 100, max: 1000, signal: controller.signal },
    );
    await expect(reading).rejects.toBeInstanceOf(ReadCancelled);
    expect(pages).toBe(2);
  });

  it('leaves out rows without an id (they cannot be chosen) and rows a later page repeats', async () => {
    const pages: BaseRecord[][] = [
      [{ id: 'a' }, { title: 'no id' }, { id: 'b' }],
      [{ id: 'b' }, { id: 'c' }],
    ];
    const read = await readAllPages(async (page) => ({ data: pages[page - 1] ?? [], total: 3 }), {
      pageSize: 3,
      max: 10,
    });
    expect(ids(read)).toEqual(['a', 'b', 'c']);
  });
});
