import {
  type IResourceItem,
  matchResourceFromRoute,
  type ParseResponse,
  QS_PARSE_DEPTH,
  ResourceContext,
  type RouterProvider,
} from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

/** Refine's match of an address, with the parameters its route takes from it. */
type Match = ReturnType<typeof matchResourceFromRoute> & { routeParams: Record<string, string | undefined> };

/** How many addresses' matches are kept per resource list (a session visits a few at a time). */
const MAX_CACHED_MATCHES = 16;
const matches = new WeakMap<readonly IResourceItem[], Map<string, Match>>();

/**
 * `matchResourceFromRoute` of Refine and the parameters of the route it finds, worked out once per
 * address and resource list for the whole app.
 */
function matchOnce(pathname: string, resources: IResourceItem[]): Match {
  let known = matches.get(resources);
  if (!known) matches.set(resources, (known = new Map()));
  let match = known.get(pathname);
  if (!match) {
    const found = matchResourceFromRoute(pathname, resources);
    const routeParams = (found.matchedRoute && matchPath(found.matchedRoute, pathname)?.params) || {};
    match = { ...found, routeParams };
    known.set(pathname, match);
    // the address matched first goes first
    if (known.size > MAX_CACHED_MATCHES) known.delete(known.keys().next().value as string);
  }
  return match;
}

/** What Refine reads of an address's query: a list's state, and where a sign-in goes next. */
const ADDRESS_KEYS = ['filters', 'sorters', 'currentPage', 'pageSize', 'to'] as const;

/** "12" as 12; anything else as given (as @refinedev/react-router reads the page and its size). */
function numberIfPossible(value: unknown): unknown {
  if (typeof value === 'undefined') return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

/**
 * `parse` of @refinedev/react-router 2.0.4 but for two points: each of the dozens of Refine hooks a
 * page mounts matched the address anew, here it is matched once per address (`matchOnce`); and of the
 * query only Refine's own keys are read (`ADDRESS_KEYS`).
 */
function useParse(): () => ParseResponse {
  let params: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute, routeParams } = useMemo(
    () => matchOnce(pathname, resources),
    [resources, pathname],
  );
  if (Object.entries(params).length === 0 && matchedRoute) params = routeParams;
  return useCallback(() => {
    // of the query, only what Refine reads of the address: its hooks add `params` to the `meta` of
    // every call, where an address's `?token=` or `?params[auth_id]=` must never stand in
    const query = qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH });
    const combined: Record<string, unknown> = { ...params };
    for (const key of ADDRESS_KEYS) if (query[key] !== undefined) combined[key] = query[key];
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params?.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage),
        pageSize: numberIfPossible(combined.pageSize),
        to: combined.to ? decodeURIComponent(combined.to as string) : undefined,
      },
    } as ParseResponse;
  }, [pathname, search, params, resource, action]);
}

/** Refine's router: @refinedev/react-router's, its `parse` sharing the address's match (`useParse`). */
export const appRouterProvider: RouterProvider = { ...routerProvider, parse: useParse };
