// A list sorted by what the service cannot sort by (a listing's quality score, computed in the
// browser from the resource's declared rules): the whole filtered list is read, ordered, and the page
// asked for is cut from it. Never the shown page sorted alone: "weakest first" means of all of them.
import type {
  BaseRecord,
  CrudFilter,
  CrudSort,
  DataProvider,
  GetListResponse,
  Pagination,
} from '@refinedev/core';

import { ApiError } from '../http/errors';
import { fill, ui } from '../locales/ui';
import { IncompleteRead, readWholeList, TooManyRows } from './read-pages';
import { offeredPageSize, PAGE_SIZE_OPTIONS } from './request-shaping';

/** A row's place in a computed order, lowest first; none: the row cannot be placed (it goes last). */
export type RowOrder = (row: BaseRecord) => number | undefined;

/** At most this many rows are read to be sorted by a computed order. */
export const COMPUTED_ORDER_MAX = 1000;

/**
 * A whole read is used again for this long (the next page, a whole selection's or an export's pages,
 * which ask page after page): a write through the provider forgets it at once.
 */
const REUSE_MS = 15_000;

/** `rows` by `order` (`descending`: highest first), those it cannot place last, ties in their order. */
export function inOrder<Row extends BaseRecord>(
  rows: readonly Row[],
  order: RowOrder,
  descending = false,
): Row[] {
  const sign = descending ? -1 : 1;
  return rows
    .map((row, at) => ({ row, at, key: order(row) }))
    .sort((a, b) => {
      if (a.key === undefined || b.key === undefined)
        return a.key === b.key ? a.at - b.at : a.key === undefined ? 1 : -1;
      return sign * (a.key - b.key) || a.at - b.at;
    })
    .map(({ row }) => row);
}

export interface OrderedListQuery {
  /** Whose list it is (the signed-in user): a whole read is never used again for another. */
  owner: string;
  resource: string;
  pagination?: Pagination;
  filters?: CrudFilter[];
  /** The sorts after the computed one: they order the whole read (the service's own sort). */
  sorters: CrudSort[];
}

/** Reads lists in a computed order for one data provider (`provider`: its list call). */
export function createOrderedLists(provider: Pick<DataProvider, 'getList'>, now: () => number = Date.now) {
  const reads = new Map<string, { at: number; rows: Promise<BaseRecord[]> }>();
  const wholeOf = ({ owner, resource, filters = [], sorters }: OrderedListQuery) => {
    const key = JSON.stringify([owner, resource, filters, sorters]);
    const kept = reads.get(key);
    if (kept && now() - kept.at < REUSE_MS) return kept.rows;
    // (shared by the pages that ask meanwhile: no one caller's signal stops it)
    const rows = readWholeList(provider, resource, { filters, sorters }, { max: COMPUTED_ORDER_MAX });
    const entry = { at: now(), rows };
    reads.set(key, entry);
    rows.catch(() => {
      if (reads.get(key) === entry) reads.delete(key);
    });
    return rows;
  };
  return {
    /** Forgets every whole read (something was written: the next page reads afresh). */
    forget: () => reads.clear(),
    /** The page `query` asks for, of the whole list in `order`; an error says why it cannot be. */
    async page(query: OrderedListQuery, order: RowOrder, descending: boolean): Promise<GetListResponse> {
      let rows: BaseRecord[];
      try {
        rows = inOrder(await wholeOf(query), order, descending);
      } catch (error) {
        if (error instanceof TooManyRows)
          throw new ApiError(
            fill(ui.list.orderTooMany, {
              total: error.total.toLocaleString('id-ID'),
              max: COMPUTED_ORDER_MAX.toLocaleString('id-ID'),
            }),
            400,
          );
        if (error instanceof IncompleteRead)
          throw new ApiError(
            fill(ui.list.orderIncomplete, {
              done: error.done.toLocaleString('id-ID'),
              total: error.total.toLocaleString('id-ID'),
            }),
            502,
          );
        throw error;
      }
      const { pagination } = query;
      if (pagination?.mode === 'off' || pagination?.mode === 'client')
        return { data: rows, total: rows.length };
      // the size the list shows (the service's own pages are cut the same way)
      const size = offeredPageSize(pagination?.pageSize ?? PAGE_SIZE_OPTIONS[0]);
      const at = Math.max(1, Math.trunc(Number(pagination?.currentPage ?? 1)) || 1);
      return { data: rows.slice((at - 1) * size, at * size), total: rows.length };
    },
  };
}
