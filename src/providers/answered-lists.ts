import type { GetListResponse } from '@refinedev/core';
import type { Query, QueryClient } from '@tanstack/react-query';

import { listKey } from './lazy-data-provider';

/** How long a list answered ahead counts as fresh for the screen that shows it. */
const ANSWERED_FRESH_MS = 10_000;

/**
 * The list call of a Refine list query (`useList`, `useTable`): its key is
 * `['data', provider, resource, 'list', { filters, pagination, sorters, ...meta }]`.
 */
export function listKeyOf(queryKey: readonly unknown[]): string | undefined {
  const [scope, , resource, action, params] = queryKey;
  if (scope !== 'data' || action !== 'list' || typeof resource !== 'string') return undefined;
  if (!params || typeof params !== 'object') return undefined;
  const { filters, pagination, sorters } = params as Record<string, never>;
  return listKey({ resource, filters, pagination, sorters });
}

/**
 * A list call made ahead whose answer has come is put in the cache as its list query is made, so the
 * screen draws its rows in its first drawing: not a drawing without rows and then, when the call
 * made ahead hands its answer over, a second one of the whole list that React cannot split up (the
 * query cache's updates are synchronous), and counts as that screen's fetch (no call of its own when
 * it mounts). A call not yet answered is taken by the screen's first call as before.
 */
export function showAnsweredLists(
  queryClient: QueryClient,
  takeAnswered: (key: string) => GetListResponse | undefined,
): void {
  const answered = new WeakMap<Query, unknown>();
  // fresh while it holds that answer, for a short while: any later fetch or invalidation is as before
  queryClient.setQueryDefaults(['data'], {
    staleTime: (query) =>
      answered.has(query) && answered.get(query) === query.state.data ? ANSWERED_FRESH_MS : 0,
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const key = listKeyOf(event.query.queryKey);
    const answer = key === undefined ? undefined : takeAnswered(key);
    if (!answer) return;
    event.query.setData(answer);
    answered.set(event.query, event.query.state.data);
  });
}
