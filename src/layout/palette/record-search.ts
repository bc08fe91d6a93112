import { type CrudFilter, stringifyTableParams } from '@refinedev/core';

import { formatRupiah } from '../../components/format';
import { exportCell } from '../../engine';
import type { Reads } from '../../providers/reads';
import { findResource, hasShow, pathOf, registry, showKeyOf } from '../../resources';
import { defaultFilters, SEARCH_KEY } from '../../resources/list-filters';
import { textOf } from '../../resources/read-field';
import type { RecordSearch, ResourceDecl, Values } from '../../resources/types';
import { asksOf, matchRank, UNSEEN_RANK } from './search-match';

/** Records shown per resource for one search. */
export const HITS_PER_RESOURCE = 5;
/**
 * Records asked of each call: more than are shown, so that a record whose title holds the text comes
 * first even where the server's order (the newest) puts records matching by another field before it.
 */
export const ASKED_PER_CALL = 20;

/** A resource the palette searches, with how (its declaration's `search`). */
export interface Searchable {
  decl: ResourceDecl;
  search: RecordSearch;
}

/** One record found: what it shows and where it opens. */
export interface RecordHit {
  /** Unique among the results: the resource and the record's id. */
  key: string;
  resource: string;
  id: string;
  title: string;
  describe: string;
  /** The app path it opens: the record's detail, else its list narrowed to it. */
  path: string;
}

/** The resources whose declaration says how the palette finds their records. */
export function searchableResources(decls: readonly ResourceDecl[] = registry): Searchable[] {
  return decls.flatMap((decl) =>
    typeof decl.search === 'object' && decl.list ? [{ decl, search: decl.search }] : [],
  );
}

/** The list filters of each call: the declared scopes, else one call with the list's defaults. */
export function scopesOf({ decl, search }: Searchable): Record<string, string>[] {
  if (search.scopes?.length) return search.scopes.map((scope) => ({ ...scope }));
  return [Object.fromEntries(defaultFilters(decl).map((filter) => [filter.field, String(filter.value)]))];
}

/** The record's title field: the declared one, else the resource's, else `name`. */
const titleKeyOf = ({ decl, search }: Searchable) => search.title ?? decl.titleKey ?? 'name';

/** The resource's phone fields: a number is compared however it is written. */
const phoneKeysOf = ({ decl }: Searchable) =>
  (decl.fields ?? []).filter((field) => field.type === 'phone').map((field) => field.key);

/** A described field as a person reads it: rupiah, option labels, Indonesian dates. */
function describeValue(decl: ResourceDecl, key: string, value: unknown): string {
  const field = decl.fields?.find((one) => one.key === key) ?? { key, label: key };
  if (field.type === 'money') return textOf(value) ? formatRupiah(value) : '';
  return String(exportCell(field, value));
}

const filtersOf = (values: Record<string, string>): CrudFilter[] =>
  Object.entries(values).map(([field, value]) => ({ field, operator: 'eq', value }));

/** A list's path with its filters as the list keeps them in its address (Refine's table params). */
export function listPathWith(decl: ResourceDecl, filters: Record<string, string>): string | undefined {
  const path = pathOf(decl);
  if (!path) return undefined;
  return `${path}?${stringifyTableParams({ filters: filtersOf(filters), sorters: [] })}`;
}

/** Where a found record opens: its detail screen, else the declared list narrowed to it. */
export function pathOfHit(
  { decl, search }: Searchable,
  record: Values,
  scope: Record<string, string>,
): string | undefined {
  const key = textOf(record[showKeyOf(decl)]);
  if (!search.openList && hasShow(decl) && key) return `${pathOf(decl)}/${encodeURIComponent(key)}`;
  const target = findResource(search.openList?.resource) ?? decl;
  // a record read without its detail key is looked for in its list by its name
  const by = textOf(record[search.openList?.by ?? search.title ?? decl.titleKey ?? 'name']);
  // the scope's filters only when the list is the resource's own (another list has others)
  const filters = target === decl ? { ...scope } : {};
  return listPathWith(target, by ? { ...filters, [SEARCH_KEY]: by } : filters);
}

/** A record of a searched list as a result; none without an id or a place to open. */
export function hitOf(
  searchable: Searchable,
  record: Values,
  scope: Record<string, string>,
): RecordHit | undefined {
  const { decl, search } = searchable;
  const id = textOf(record.id ?? record._id);
  const path = pathOfHit(searchable, record, scope);
  if (!id || !path) return undefined;
  const title = textOf(record[titleKeyOf(searchable)]) || id;
  const describe = search.describe
    .map((key) => describeValue(decl, key, record[key]))
    .filter(Boolean)
    .join(' · ');
  return { key: `${decl.name}:${id}`, resource: decl.name, id, title, describe, path };
}

/** How well a record read by the list matches `query` (search-match.ts `matchRank`), by what it shows. */
export function rankOf(searchable: Searchable, record: Values, query: string): number {
  const phoneKeys = phoneKeysOf(searchable);
  const shown = [...searchable.search.describe, searchable.search.openList?.by ?? ''].filter(
    (key) => key && !phoneKeys.includes(key),
  );
  return matchRank(query, {
    title: textOf(record[titleKeyOf(searchable)]),
    texts: shown.map((key) => textOf(record[key])),
    phones: phoneKeys.map((key) => textOf(record[key])),
  });
}

/**
 * Asks one resource's list for `query` (each scope's call side by side, `search` its text; a number
 * in its other written forms too, see `asksOf`), at most `limit` records in all, those matching
 * best first (`rankOf`), in the server's order otherwise. Rejects when a call fails or `signal` aborts it.
 */
export async function searchResource(
  reads: Pick<Reads, 'getList'>,
  searchable: Searchable,
  query: string,
  { signal, limit = HITS_PER_RESOURCE }: { signal?: AbortSignal; limit?: number } = {},
): Promise<RecordHit[]> {
  const asks = asksOf(query, { phones: phoneKeysOf(searchable).length > 0 });
  const calls = scopesOf(searchable).flatMap((scope) => asks.map((ask) => ({ scope, ask })));
  const answers = await Promise.all(
    calls.map(({ scope, ask }) =>
      reads.getList({
        resource: searchable.decl.name,
        pagination: { currentPage: 1, pageSize: Math.max(limit, ASKED_PER_CALL), mode: 'server' },
        filters: filtersOf({ ...scope, [SEARCH_KEY]: ask.text }),
        meta: { signal },
      }),
    ),
  );
  const found = new Map<string, { hit: RecordHit; rank: number; order: number }>();
  answers.forEach((answer, index) => {
    const { scope, ask } = calls[index];
    for (const record of answer.data) {
      const hit = hitOf(searchable, record, scope);
      if (!hit || found.has(hit.key)) continue;
      const rank = rankOf(searchable, record, query);
      // a record found by one word of several shows them all, or it is not what was asked
      if (ask.strict && rank >= UNSEEN_RANK) continue;
      found.set(hit.key, { hit, rank, order: found.size });
    }
  });
  return [...found.values()]
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
