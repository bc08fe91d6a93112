import type { BaseRecord } from '@refinedev/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { useReads } from '../../providers/reads';
import { findResource } from '../../resources';

/** What a lookup of records by id found: the records, and whether some are still being read. */
export interface ReferencedRecords {
  records: ReadonlyMap<string, BaseRecord>;
  loading: boolean;
}

const NO_RECORDS: ReadonlyMap<string, BaseRecord> = new Map();

/** The rows of an answer the cache holds: a list's `data`, or an infinite list's pages. */
function rowsOf(answer: unknown): BaseRecord[] {
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (Array.isArray(data)) return data as BaseRecord[];
  const pages = (answer as { pages?: unknown } | undefined)?.pages;
  return Array.isArray(pages) ? pages.flatMap(rowsOf) : [];
}

/** The records of `resource` with one of `ids` among the answers already in the cache (any list of it). */
function cachedRecords(client: QueryClient, resource: string, ids: readonly string[]) {
  const wanted = new Set(ids);
  const found = new Map<string, BaseRecord>();
  const answers = client.getQueriesData({
    predicate: ({ queryKey }) => queryKey[0] === 'data' && queryKey[2] === resource,
  });
  for (const [, answer] of answers) {
    for (const row of rowsOf(answer)) {
      const id = row.id === undefined || row.id === null ? '' : String(row.id);
      if (wanted.has(id) && !found.has(id)) found.set(id, row);
    }
  }
  return found;
}

/**
 * Records of `resource` by their ids, for a name to show in place of an id: from the lists already
 * read (the query cache, the device's too), the rest read once from its list. Kept as a data answer
 * (`['data', ...]`), so it is there offline on the next visit.
 */
export function useReferencedRecords(
  resource: string,
  ids: readonly string[],
  enabled = true,
): ReferencedRecords {
  const client = useQueryClient();
  const reads = useReads();
  const decl = findResource(resource);
  const cached = enabled && ids.length > 0 ? cachedRecords(client, resource, ids) : NO_RECORDS;
  const missing = ids.filter((id) => !cached.has(id)).sort();
  const query = useQuery({
    queryKey: ['data', 'default', resource, 'referenced', missing],
    queryFn: async ({ signal }) => ({
      data: decl?.list ? await reads.readRecordsFromList(decl, missing, signal) : [],
    }),
    enabled: enabled && missing.length > 0 && Boolean(decl?.list),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // offline it fails at once: the screen says the name cannot be read rather than waiting unseen
    networkMode: 'always',
  });
  const all = new Map(cached);
  for (const row of query.data?.data ?? []) all.set(String(row.id), row);
  // the same map while the same records are found: a screen's rows are not made again at each render
  const kept = useRef<{ key: string; records: ReadonlyMap<string, BaseRecord> }>({ key: '', records: all });
  const key = [...all.keys()].sort().join('\n');
  if (kept.current.key !== key) kept.current = { key, records: all };
  return { records: kept.current.records, loading: missing.length > 0 && query.isFetching };
}
