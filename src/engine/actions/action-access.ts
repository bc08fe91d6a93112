import { type AccessControlProvider, useCanWithoutCache } from '@refinedev/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { ActionDecl, ActionPlacement, ResourceDecl } from '../../resources/types';

const PLACEMENTS: readonly ActionPlacement[] = ['toolbar', 'row', 'detail'];

function placedActions(decl: ResourceDecl, placement: ActionPlacement): [string, ActionDecl][] {
  return Object.entries(decl.actions ?? {}).filter(([, action]) => action.ui?.placement.includes(placement));
}

/**
 * Which of the declaration's actions at `placement` the access-control provider's `can()` allows (the
 * one place that decides): one query per declaration and placement, kept 5 minutes.
 */
function actionAccessQuery(
  decl: ResourceDecl,
  placed: readonly [string, ActionDecl][],
  can: AccessControlProvider['can'] | undefined,
) {
  return {
    queryKey: ['action-access', decl.name, placed.map(([name]) => name)],
    queryFn: async () => {
      const answers = await Promise.all(
        placed.map(async ([name]) => (can ? (await can({ resource: decl.name, action: name })).can : true)),
      );
      return placed.filter((_, index) => answers[index]).map(([name]) => name);
    },
    staleTime: 5 * 60 * 1000,
    enabled: placed.length > 0,
  };
}

/** The declared actions a screen offers at `placement` to the signed-in user (none until `can()` has answered). */
export function useOfferedActions(decl: ResourceDecl, placement: ActionPlacement): [string, ActionDecl][] {
  const { can } = useCanWithoutCache();
  const placed = useMemo(() => placedActions(decl, placement), [decl, placement]);
  const { data: allowed } = useQuery(actionAccessQuery(decl, placed, can));
  return useMemo(() => (allowed ? placed.filter(([name]) => allowed.includes(name)) : []), [allowed, placed]);
}

/**
 * Whether `can()` has answered for every action the declaration places anywhere: a screen waits for it
 * before it mounts, so its toolbar and rows are drawn whole, not grown (and everything below moved)
 * once the answer comes. A failed answer counts (the screen then offers none of them).
 */
export function useActionAccessKnown(decl: ResourceDecl): boolean {
  const { can } = useCanWithoutCache();
  const queries = useMemo(() => {
    const all = PLACEMENTS.map((placement) => actionAccessQuery(decl, placedActions(decl, placement), can));
    // placements offering the same actions ask once (TanStack warns of a key asked twice in one list)
    const keys = all.map((query) => JSON.stringify(query.queryKey));
    return all.filter((_, index) => keys.indexOf(keys[index]) === index);
  }, [decl, can]);
  const results = useQueries({ queries });
  return results.every((result, index) => !queries[index].enabled || result.isFetched);
}
