// Reading a list page after page (a bulk selection, an export, a record's re-read, the review queue,
// the reads in the background): the one rule for services that cap a page, count nothing or repeat a
// page (`listPages` for a read in one go, `nextListPage` for an infinite query's next page).
import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';

import { offeredPageSize, PAGE_SIZE_OPTIONS } from './request-shaping';

/** One page of a list as the data provider reads it. */
export interface PageRead {
  data: BaseRecord[];
  total: number;
  /** False when the service sent no count: `total` is then only a floor. */
  totalKnown?: boolean;
}

export interface ReadAllOptions {
  /** Rows asked for per page (the largest page a list offers). */
  pageSize: number;
  /** The size the list really asks for a wanted size (the data provider's offered sizes). */
  fit?: (size: number) => number;
  /** More rows than this: the read stops with `TooManyRows` (the count says so at the first page). */
  max: number;
  signal?: AbortSignal;
  onProgress?: (progress: { done: number; total: number | undefined }) => void;
  /**
   * Keeps a row without an `id` (an export writes it; a selection cannot choose it, so by default it
   * is left out). Such a row is never taken for one read already.
   */
  keepRowsWithoutId?: boolean;
}

/** The list holds more rows than the read takes (`max`: a selection's, an export's). */
export class TooManyRows extends Error {
  constructor(readonly total: number) {
    super(`more rows than the read takes: ${total}`);
  }
}

/** The pages ended before the count the list gave: a server that repeats a page, or ignores `page`. */
export class IncompleteRead extends Error {
  constructor(
    readonly done: number,
    readonly total: number,
  ) {
    super(`read ${done} of ${total} rows`);
  }
}

/** The read was cancelled (`signal`). */
export class ReadCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

function keyOf(row: BaseRecord): string | undefined {
  return row.id === undefined || row.id === null ? undefined : String(row.id);
}

/** What reads one page of a list: its number and size (as the list asks them), and the signal. */
export type ReadPage = (page: number, size: number, signal?: AbortSignal) => Promise<PageRead>;

/** One page as `listPages` gives it: the rows not read before, and the list's count if it gave one. */
export interface PageOfRows {
  fresh: BaseRecord[];
  counted: number | undefined;
  /** The total as the data provider gave it (without a count: a floor). */
  total: number;
  /** The list ends with this page: no page is read after it. */
  last: boolean;
}

/**
 * The pages of a (filtered) list, read one after another with `readPage`, each row once (by its
 * `id`; a row without one is left out unless `keepRowsWithoutId`). A server may cap the page size
 * (50 rows for `limit=100`): past a short first page with more to come, the pages are read at the
 * largest size `fit` allows within what it gave, from the first row not read, so none is skipped; a
 * short later page, an empty one, one that only repeats rows read already, or the count reached ends
 * the list. `signal` stops it between pages (`ReadCancelled`); a page that fails throws its error.
 */
export async function* listPages(
  readPage: ReadPage,
  {
    pageSize,
    fit = (size) => size,
    signal,
    keepRowsWithoutId = false,
  }: Pick<ReadAllOptions, 'pageSize' | 'fit' | 'signal' | 'keepRowsWithoutId'>,
): AsyncGenerator<PageOfRows> {
  const keys = new Set<string>();
  let read = 0;
  let at: ListPageParam | undefined = { page: 1, size: fit(pageSize) };
  while (at) {
    if (signal?.aborted) throw new ReadCancelled();
    const answer = await readPage(at.page, at.size, signal);
    if (signal?.aborted) throw new ReadCancelled();
    const counted = countOf(answer);
    const fresh: BaseRecord[] = [];
    for (const row of answer.data) {
      const key = keyOf(row);
      if (key === undefined ? !keepRowsWithoutId : keys.has(key)) continue;
      if (key !== undefined) keys.add(key);
      fresh.push(row);
    }
    read += fresh.length;
    const next = pageAfter(at, { given: answer.data.length, fresh: fresh.length, read, counted }, fit);
    yield { fresh, counted, total: answer.total, last: next === undefined };
    at = next;
  }
}

/** Where a page of a list is read: its number at its size (the size a page is asked at may change). */
export interface ListPageParam {
  page: number;
  size: number;
}

const countOf = (answer: PageRead) =>
  answer.totalKnown !== false && Number.isFinite(answer.total) ? answer.total : undefined;

/**
 * The page to read after page `at`, which gave `given` rows, `fresh` of them not read before
 * (`read` in all so far), with the list's count if it gave one; none at the list's end. The one rule
 * of `listPages` and of the lists read in the background (`nextListPage`).
 */
function pageAfter(
  at: ListPageParam,
  {
    given,
    fresh,
    read,
    counted,
  }: { given: number; fresh: number; read: number; counted: number | undefined },
  fit: (size: number) => number,
): ListPageParam | undefined {
  if (fresh === 0) return undefined;
  if (counted !== undefined && read >= counted) return undefined;
  if (given >= at.size) return { page: at.page + 1, size: at.size };
  // a short later page is the list's end; a short first page with more to come is the server's cap
  if (at.page > 1) return undefined;
  const capped = fit(given);
  // (an offered size above what the server gives would skip rows: read at the largest one below),
  // from the first row not read at that size (40 rows read at 20 a page: page 3 next)
  const size = capped <= given ? capped : given;
  return { page: Math.floor(given / size) + 1, size };
}

/**
 * The next page of a list read in the background as an infinite query (TanStack's
 * `getNextPageParam`: the pages read and their params), by `listPages`' rule: rows by `id`, each once.
 */
export function nextListPage(
  pages: readonly PageRead[],
  params: readonly ListPageParam[],
  fit: (size: number) => number = offeredPageSize,
): ListPageParam | undefined {
  const last = pages.at(-1);
  const at = params.at(-1);
  if (!last || !at) return undefined;
  const keys = new Set<string>();
  for (const page of pages.slice(0, -1))
    for (const row of page.data) {
      const key = keyOf(row);
      if (key !== undefined) keys.add(key);
    }
  let fresh = 0;
  for (const row of last.data) {
    const key = keyOf(row);
    if (key === undefined || keys.has(key)) continue;
    keys.add(key);
    fresh += 1;
  }
  return pageAfter(at, { given: last.data.length, fresh, read: keys.size, counted: countOf(last) }, fit);
}

/**
 * The pages' rows, each row once by its `id` (a row without one is kept): a page read on at a capped
 * server's size may repeat a few. A page with no repeat is given as it is (the same array).
 */
export function eachRowOnce<Row extends BaseRecord>(pages: readonly (readonly Row[])[]): (readonly Row[])[] {
  const keys = new Set<string>();
  return pages.map((page) => {
    const kept = page.filter((row) => {
      const key = keyOf(row);
      if (key === undefined) return true;
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    });
    return kept.length === page.length ? page : kept;
  });
}
/**
 * Every row of a (filtered) list (`listPages`), at most `max` (`TooManyRows`, said by the count at
 * the first page when there is one). A count the pages fell short of is an `IncompleteRead`.
 */
export async function readAllPages(
  readPage: ReadPage,
  { max, onProgress, ...paging }: ReadAllOptions,
): Promise<BaseRecord[]> {
  const rows: BaseRecord[] = [];
  let counted: number | undefined;
  for await (const page of listPages(readPage, paging)) {
    counted = page.counted;
    if (counted !== undefined && counted > max) throw new TooManyRows(counted);
    rows.push(...page.fresh);
    if (rows.length > max) throw new TooManyRows(rows.length);
    onProgress?.({ done: rows.length, total: counted });
  }
  if (counted !== undefined && rows.length < counted) throw new IncompleteRead(rows.length, counted);
  return rows;
}

/** The filtered list a whole selection reads: the list's own filters and sort, as it shows them. */
export interface WholeQuery {
  filters: CrudFilter[];
  sorters: CrudSort[];
}

/**
 * Every record of `resource`'s list as filtered and sorted by `query`, through the data provider's
 * list call, in pages of the largest size a list offers (`readAllPages`).
 */
export function readWholeList(
  provider: Pick<DataProvider, 'getList'>,
  resource: string,
  query: WholeQuery,
  options: Pick<ReadAllOptions, 'max' | 'signal' | 'onProgress' | 'keepRowsWithoutId'>,
): Promise<BaseRecord[]> {
  return readAllPages(
    async (page, size, signal) =>
      (await provider.getList<BaseRecord>({
        resource,
        pagination: { currentPage: page, pageSize: size, mode: 'server' },
        filters: query.filters,
        sorters: query.sorters,
        meta: { signal },
      })) as PageRead,
    { ...options, pageSize: PAGE_SIZE_OPTIONS[PAGE_SIZE_OPTIONS.length - 1], fit: offeredPageSize },
  );
}
