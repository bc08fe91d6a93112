import type { BaseRecord, DataProvider } from '@refinedev/core';

import { showKeyOf } from '../resources';
import { hasValue } from '../resources/list-filters';
import type { ResourceDecl, Values } from '../resources/types';

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

/**
 * A record read by its list: pages of the list until the row with the same key shows, or none is left.
 * A server may cap the page size (answer 50 rows to `limit=100`): a short page is then the last one
 * only when the list's count says so (or, without a count, when the next page is empty); past a
 * capped first page the pages are read at the size the server gives, so none is skipped whichever
 * way it counts its offset.
 */
async function readFromList(
  provider: DataProvider,
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
  let size = FRESH_PAGE_SIZE;
  let page = 1;
  const seen = new Set<string>();
  for (let read = 1; read <= FRESH_MAX_PAGES; read += 1) {
    const { data, total, totalKnown } = (await provider.getList<BaseRecord>({
      resource: decl.name,
      pagination: { currentPage: page, pageSize: size, mode: 'server' },
      filters,
      meta: { signal, token },
    })) as { data: BaseRecord[]; total: number; totalKnown?: boolean };
    const found = data.find((row) => sameKey(row.id, record.id));
    if (found) return { kind: 'found', record: found };
    const fresh = data.filter((row) => !seen.has(String(row.id)));
    // an empty page, or one that repeats rows already read (a server that ignores `page`), ends the list
    if (fresh.length === 0) return { kind: 'gone' };
    for (const row of fresh) seen.add(String(row.id));
    const counted = totalKnown !== false && Number.isFinite(total);
    if (counted && seen.size >= total) return { kind: 'gone' };
    if (data.length < size) {
      // a short later page is the list's end; a short first page with more to come is the server's cap
      if (page > 1) return { kind: 'gone' };
      size = data.length;
    }
    page += 1;
  }
  return { kind: 'failed', error: new Error('record not found within the pages read') };
}

/**
 * Reads a record again just before a change of it is sent: by the declared `one` (its key, e.g. a
 * listing's slug, from the record), else by its list. A 404 (or 410), or a list without it, is a
 * record removed elsewhere; any other failure (the network, a 500) leaves it unknown. `token`: the
 * author's, for a change that waited (a bulk run's).
 */
export async function readFresh(
  provider: DataProvider,
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
