import { useCanWithoutCache, useOnError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { useReads } from '../../providers/reads';
import type { ResourceName } from '../../resources/names';
import { type RecordHit, type Searchable, searchableResources, searchResource } from './record-search';

/** The pause after the last keystroke before the lists are asked. */
export const SEARCH_DELAY_MS = 250;
/** Fewer characters than this search screens only. */
export const MIN_QUERY_LENGTH = 2;

/** One resource's part of a search: asked, answered, or failed (with the server's text). */
export type RecordGroupState =
  { status: 'loading' } | { status: 'done'; hits: RecordHit[] } | { status: 'failed'; message: string };

export interface RecordGroup {
  resource: string;
  label: string;
  state: RecordGroupState;
}

/**
 * The searchable resources the signed-in user may see (the access-control provider's `list` answer,
 * for the resource and for the list a result opens), in the registry's order.
 */
export function useAllowedSearchables(): readonly Searchable[] | undefined {
  const { can } = useCanWithoutCache();
  const answer = useQuery({
    queryKey: ['palette-searchable'],
    queryFn: async () => {
      const allowed = async (resource: string) =>
        can ? (await can({ resource, action: 'list' })).can : true;
      const checked = await Promise.all(
        searchableResources().map(async (one) => {
          const targets = [one.decl.name, one.search.openList?.resource].filter(
            (name): name is ResourceName => Boolean(name),
          );
          return (await Promise.all(targets.map(allowed))).every(Boolean) ? one.decl.name : null;
        }),
      );
      return checked.filter((name): name is ResourceName => name !== null);
    },
    staleTime: 5 * 60 * 1000,
  });
  return useMemo(() => {
    if (!answer.data) return undefined;
    const names = new Set(answer.data);
    return searchableResources().filter((one) => names.has(one.decl.name));
  }, [answer.data]);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The records matching `query` in every allowed searchable resource: asked `SEARCH_DELAY_MS` after
 * the last change, each resource on its own (a slow or failing one never holds back the others); a
 * newer query cancels the calls of the one before (their `AbortSignal`).
 */
export function useRecordSearch(query: string, delayMs = SEARCH_DELAY_MS): RecordGroup[] {
  const reads = useReads();
  const { mutate: checkError } = useOnError();
  const searchables = useAllowedSearchables();
  const [groups, setGroups] = useState<RecordGroup[]>([]);
  const text = query.trim();

  useEffect(() => {
    if (text.length < MIN_QUERY_LENGTH || !searchables?.length) {
      setGroups([]);
      return undefined;
    }
    const controller = new AbortController();
    const set = (resource: string, state: RecordGroupState) =>
      setGroups((before) =>
        before.map((group) => (group.resource === resource ? { ...group, state } : group)),
      );
    // what the text before found is not offered for this one: each resource says it is searching
    setGroups(
      searchables.map(({ decl }) => ({
        resource: decl.name,
        label: decl.label ?? decl.name,
        state: { status: 'loading' },
      })),
    );
    const timer = setTimeout(() => {
      for (const searchable of searchables) {
        searchResource(reads, searchable, text, { signal: controller.signal }).then(
          (hits) => {
            if (!controller.signal.aborted) set(searchable.decl.name, { status: 'done', hits });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            set(searchable.decl.name, { status: 'failed', message: messageOf(error) });
            // a refused token signs out, as anywhere else
            checkError(error);
          },
        );
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [checkError, reads, delayMs, searchables, text]);

  return text.length < MIN_QUERY_LENGTH ? [] : groups;
}
