import type { BaseRecord, CrudFilter, DataProvider, MetaQuery } from '@refinedev/core';

import { showKeyOf } from '../resources';
import { hasValue } from '../resources/list-filters';
import type { ResourceDecl, Values } from '../resources/types';
import { listPages, type PageRead, type ReadPage } from './read-pages';
import { offeredPageSize } from './request-shaping';

/** The record as read again: found, gone (removed elsewhere), or not readable now. */
export type FreshRead =
  { kind: 'found'; record: Values } | { kind: 'gone' } | { kind: 'failed'; error: unknown };

/** Rows read per page when a record is looked for in its list (the largest page a list offers). */
export const FRESH_PAGE_SIZE = 100;
/** Pages read at most when looking for it: past them the record is not said gone, only unreadable. */
export const FRESH_MAX_PAGES = 20;

const NOT_FOUND = [404, 410];

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function sameKey(a: unknown, b: unknown): boolean {
  return hasValue(a) && hasValue(b) && String(a) === String(b);
}

/** The pages of `decl`'s list as `listPages` reads them, at the size a list offers. */
function pagesOf(
  provider: Pick<DataProvider, 'getList'>,
  decl: ResourceDecl,
  filters: CrudFilter[],
  meta: MetaQuery,
) {
  const readPage: ReadPage = async (page, size) =>
    (await provider.getList<BaseRecord>({
      resource: decl.name,
      pagination: { currentPage: page, pageSize: size, mode: 'server' },
      filters,
      meta,
    })) as PageRead;
  return listPages(readPage, { pageSize: FRESH_PAGE_SIZE, fit: offeredPageSize });
}

/**
 * A record read by its list: its pages (`listPages`: a capped server read on at the size it gives,
 * each row once) until the row with the same key shows, or none is left; past `FRESH_MAX_PAGES` it is
 * unknown, never gone.
 */
async function readFromList(
  provider: Pick<DataProvider, 'getList'>,
  decl: ResourceDecl,
  record: Values,
  signal?: AbortSignal,
  token?: string,
): Promise<FreshRead> {
  // a list whose path names a value of the record (e.g. `/user/{url}`) is read where the record is
  const placeholders = [...(decl.list?.path ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const filters = placeholders
    .filter((key) => hasValue(record[key]))
    .map((key) => ({ field: key, operator: 'eq' as const, value: record[key] }));
  let pages = 0;
  for await (const { fresh } of pagesOf(provider, decl, filters, { signal, token })) {
    const found = fresh.find((row) => sameKey(row.id, record.id));
    if (found) return { kind: 'found', record: found };
    pages += 1;
    if (pages >= FRESH_MAX_PAGES) {
      return { kind: 'failed', error: new Error('record not found within the pages read') };
    }
  }
  return { kind: 'gone' };
}

/**
 * Reads a record again just before a change of it is sent: by the declared `one` (its key, e.g. a
 * listing's slug, from the record), else by its list. A 404 (or 410), or a list without it, is a
 * record removed elsewhere; any other failure (the network, a 500) leaves it unknown. `token`: the
 * author's, for a change that waited (a bulk run's).
 */
export async function readFresh(
  provider: Pick<DataProvider, 'getList' | 'getOne'>,
  decl: ResourceDecl,
  record: Values,
  signal?: AbortSignal,
  token?: string,
): Promise<FreshRead> {
  try {
    const key = record[showKeyOf(decl)];
    if (decl.one && hasValue(key)) {
      const { data } = await provider.getOne<BaseRecord>({
        resource: decl.name,
        id: key as string | number,
        meta: { signal, token },
      });
      // an answer without the record (`data: null`) is a record no longer there
      const same = sameKey(data.id, record.id) || sameKey(data[showKeyOf(decl)], key);
      return same ? { kind: 'found', record: data } : { kind: 'gone' };
    }
    if (decl.list) return await readFromList(provider, decl, record, signal, token);
    return { kind: 'failed', error: new Error(`"${decl.name}" has no call that reads a record`) };
  } catch (error) {
    const status = statusOf(error);
    return status !== undefined && NOT_FOUND.includes(status) ? { kind: 'gone' } : { kind: 'failed', error };
  }
}

/**
 * The records of `ids` read from the resource's list (the contract reads none by its id): its pages
 * (`listPages`) until all are found, none is left, or `FRESH_MAX_PAGES` were read.
 */
export async function readRecordsFromList(
  provider: Pick<DataProvider, 'getList'>,
  decl: ResourceDecl,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<BaseRecord[]> {
  const wanted = new Set(ids);
  const found: BaseRecord[] = [];
  let pages = 0;
  for await (const { fresh } of pagesOf(provider, decl, [], { signal })) {
    found.push(...fresh.filter((row) => wanted.has(String(row.id))));
    pages += 1;
    if (found.length >= wanted.size || pages >= FRESH_MAX_PAGES) break;
  }
  return found;
}
