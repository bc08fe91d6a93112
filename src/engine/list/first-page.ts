import { type GetListParams, keys, type Pagination } from '@refinedev/core';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

import type { Reads } from '../../providers/reads';
import type { Registry } from '../../resources/load-registry';
import type { ResourceDecl } from '../../resources/types';

/** How long a first page fetched ahead counts as fresh for the screen that mounts on it. */
const PREFETCH_FRESH_MS = 10_000;

/** The rows a generic list asks for per page as it opens (the declaration's, else Refine's 10). */
export function firstPageSize(decl: ResourceDecl): number {
  return decl.pageSize ?? 10;
}

/**
 * Whether a generic list's first call waits for filters (list-filters' `requiredFilterKeys`): a
 * filter declared with a starting value, a period, a parent. One that waits is never fetched ahead.
 */
export function waitsForFilters(decl: ResourceDecl): boolean {
  return Boolean(
    decl.parent ||
    decl.period ||
    (decl.fields ?? []).some((field) => field.filter && field.filterDefault !== undefined),
  );
}

/**
 * The first call of a generic list opened at its own address (no page, sort or filter in it), and its
 * query key as Refine's `useTable` builds it for that call (`useList`: data provider, resource,
 * 'list', then the resource's meta but its icon, the filters, the server-side page and the sorters):
 * `use-resource-list.ts` gives `useTable` these values, and the page load fetches ahead with them.
 * None for a list that waits for filters.
 */
export function firstPageQuery(
  registry: Pick<Registry, 'refineMetaOf'>,
  decl: ResourceDecl,
): { params: GetListParams; queryKey: QueryKey } | undefined {
  if (waitsForFilters(decl)) return undefined;
  const pagination: Required<Pagination> = { currentPage: 1, pageSize: firstPageSize(decl), mode: 'server' };
  const params = { resource: decl.name, pagination, filters: [], sorters: [] };
  const { icon: _icon, ...meta } = registry.refineMetaOf(decl);
  const queryKey = keys()
    .data('default')
    .resource(decl.name)
    .action('list')
    .params({ ...meta, filters: params.filters, pagination, sorters: params.sorters })
    .get();
  return { params, queryKey };
}

/** The answers fetched ahead, each by its query while the query still holds it. */
const fetchedAhead = new WeakMap<Query, unknown>();

/** Fresh while the query holds the answer fetched ahead: the screen then makes no call of its own. */
const freshWhileFetchedAhead = (query: Query) =>
  fetchedAhead.has(query) && fetchedAhead.get(query) === query.state.data ? PREFETCH_FRESH_MS : 0;

/**
 * Fetches a generic list's first page ahead (`queryClient.prefetchQuery`), while its screen's code
 * still loads: the screen's identical query then finds the answer in the cache (or joins the call in
 * flight) and makes no call of its own. The answer counts as fresh for a short while only: any later
 * fetch, invalidation or answer is as before.
 */
export function prefetchFirstPage(
  queryClient: QueryClient,
  reads: Pick<Reads, 'getList'>,
  registry: Pick<Registry, 'refineMetaOf'>,
  decl: ResourceDecl,
): Promise<void> {
  const first = firstPageQuery(registry, decl);
  if (!first) return Promise.resolve();
  const { queryKey, params } = first;
  queryClient.setQueryDefaults(queryKey, { staleTime: freshWhileFetchedAhead });
  return queryClient
    .prefetchQuery({
      queryKey,
      queryFn: ({ signal }) => reads.getList({ ...params, meta: { signal } }),
    })
    .then(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status === 'success') fetchedAhead.set(query, query.state.data);
    });
}
