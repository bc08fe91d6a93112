import type { BaseRecord, CrudSort, GetListResponse } from '@refinedev/core';
import { hashKey, type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';

import { type ListPageParam, nextListPage } from '../../providers/read-pages';
import { type Reads, useReads } from '../../providers/reads';
import { findResource, pathOf } from '../../resources';

/**
 * The agenda's read of the schedules. The contract gives GET /schedule-house-list no date filter, only
 * pages: the list is read page after page, newest date first (its declared sort), in the background,
 * until a page holds only visits older than the agenda's first day (today). A service that does not
 * give the dates in that order is read whole, up to AGENDA_MAX_PAGES pages, before any day is shown.
 */

/** The resource the agenda reads (the dashboard's day cards count with it too). */
export const AGENDA_RESOURCE = 'schedule';
/** Rows a call: the largest page a list may ask for (request-shaping's offered sizes). */
export const AGENDA_PAGE = 100;
/** At most this many pages (5,000 visits): the whole read of a service that does not sort by date. */
export const AGENDA_MAX_PAGES = 50;
const NEWEST_FIRST: CrudSort[] = [{ field: 'date', order: 'desc' }];
/** A cancelled visit is no visit of the day: left out of a day's list and its count. */
const CANCELLED = 'cancelled';
/** The agenda is read again when shown after this long (a booking made elsewhere meanwhile). */
const FRESH_MS = 60_000;

/** The days an agenda shows, from today: today alone, tomorrow alone, or a week. */
export const agendaRanges = {
  today: { from: 0, days: 1 },
  tomorrow: { from: 1, days: 1 },
  week: { from: 0, days: 7 },
} as const;
export type AgendaRange = keyof typeof agendaRanges;

export const isAgendaRange = (value: unknown): value is AgendaRange =>
  typeof value === 'string' && Object.hasOwn(agendaRanges, value);

/** The agenda's address: a view of the Schedule List route (no route of its own). */
export function agendaPath(range: AgendaRange = 'today'): string {
  const decl = findResource(AGENDA_RESOURCE);
  return `${(decl && pathOf(decl)) ?? ''}?view=agenda&range=${range}`;
}

/** The day `offset` days after today, at its start (local time). */
export const dayFrom = (offset: number, now: Dayjs = dayjs()): Dayjs => now.startOf('day').add(offset, 'day');

export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

export const agendaKey = (resource: string) => ['schedule-agenda', resource] as const;

type AgendaPage = GetListResponse<BaseRecord>;

/** One page of the schedules, newest date first, through the data provider (as every list is read). */
export function readAgendaPage(
  reads: Pick<Reads, 'getList'>,
  resource: string,
  { page, size }: ListPageParam,
  signal?: AbortSignal,
): Promise<AgendaPage> {
  return reads.getList({
    resource,
    pagination: { currentPage: page, pageSize: size, mode: 'server' },
    sorters: NEWEST_FIRST,
    meta: { signal },
  });
}

/** A visit's time in ms, NaN when its date cannot be read. */
export const timeOf = (row: BaseRecord): number => {
  const value = row.date;
  if (typeof value !== 'string' && typeof value !== 'number') return Number.NaN;
  const date = dayjs(value);
  return date.isValid() ? date.valueOf() : Number.NaN;
};

const idOf = (row: BaseRecord) => (row.id === undefined || row.id === null ? undefined : String(row.id));

/** The dated rows of the pages in the order read: do their dates never go up (newest first)? */
export function newestFirst(pages: readonly AgendaPage[]): boolean {
  let previous = Number.POSITIVE_INFINITY;
  for (const page of pages)
    for (const row of page.data) {
      const time = timeOf(row);
      if (Number.isNaN(time)) continue;
      if (time > previous) return false;
      previous = time;
    }
  return true;
}

/** Why the read ended, or undefined while pages remain. */
export type AgendaEnd = 'list' | 'past' | 'cap';

/**
 * Whether the read is over after `pages` (read at `params`): the list ended (by the rule of every
 * list read in pages: an empty page, the count reached, a short page that is no server's cap, a page
 * that only repeats rows read), the last page is all older than `from` while the dates come newest
 * first, or AGENDA_MAX_PAGES pages were read.
 */
export function agendaEnd(
  pages: readonly AgendaPage[],
  params: readonly ListPageParam[],
  from: number,
): AgendaEnd | undefined {
  const last = pages.at(-1);
  if (!last || !nextListPage(pages, params)) return 'list';
  const dated = last.data.map(timeOf).filter((time) => !Number.isNaN(time));
  if (newestFirst(pages) && dated.length > 0 && dated.every((time) => time < from)) return 'past';
  if (pages.length >= AGENDA_MAX_PAGES) return 'cap';
  return undefined;
}

/** A visit as the agenda shows it: the record and its moment. */
export interface Visit {
  record: BaseRecord;
  at: Dayjs;
}

/** What the pages read so far tell. */
export interface AgendaSummary {
  /** Visits (not cancelled) by day (`dayKey`), each day's in time order. */
  byDay: Map<string, Visit[]>;
  /** Cancelled visits by day, counted. */
  cancelledByDay: Map<string, number>;
  /** Schedules read (each once). */
  read: number;
  /** The list's count, when the service gives one. */
  total: number | undefined;
  /** The oldest date read. */
  oldest: Dayjs | undefined;
  sorted: boolean;
  end: AgendaEnd | undefined;
}

export function summarize(
  pages: readonly AgendaPage[],
  params: readonly ListPageParam[],
  from: number,
): AgendaSummary {
  const seen = new Set<string>();
  const byDay = new Map<string, Visit[]>();
  const cancelledByDay = new Map<string, number>();
  let oldest: number | undefined;
  for (const page of pages)
    for (const record of page.data) {
      const id = idOf(record);
      if (id !== undefined) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      const time = timeOf(record);
      if (Number.isNaN(time)) continue;
      oldest = oldest === undefined ? time : Math.min(oldest, time);
      const at = dayjs(time);
      const key = dayKey(at);
      if (record.status === CANCELLED) cancelledByDay.set(key, (cancelledByDay.get(key) ?? 0) + 1);
      else byDay.set(key, [...(byDay.get(key) ?? []), { record, at }]);
    }
  for (const visits of byDay.values()) visits.sort((a, b) => a.at.valueOf() - b.at.valueOf());
  const last = pages.at(-1);
  return {
    byDay,
    cancelledByDay,
    read: seen.size,
    total: last && last.totalKnown !== false ? last.total : undefined,
    oldest: oldest === undefined ? undefined : dayjs(oldest),
    sorted: newestFirst(pages),
    end: pages.length > 0 ? agendaEnd(pages, params, from) : undefined,
  };
}

/**
 * Whether `day` is read whole: every schedule of it has come. With the dates newest first, once a
 * schedule older than the day's start is read (the rest are older still) or the list ended; otherwise
 * only once the read is over.
 */
export function isDayRead(summary: AgendaSummary, day: Dayjs): boolean {
  if (summary.end !== undefined) return true;
  return summary.sorted && summary.oldest !== undefined && summary.oldest.isBefore(day);
}

/**
 * A change heard over the socket: the agenda is read again from its first page, unless a read is
 * under way or its last page came less than a minute ago. A burst of events is one read, and a long
 * read is never started over; a change within that minute shows at the next read.
 */
export function refreshAgenda(queryClient: QueryClient, resource: string, now = Date.now()): void {
  const state = queryClient.getQueryState(agendaKey(resource));
  if (!state || state.fetchStatus === 'fetching' || now - state.dataUpdatedAt < FRESH_MS) return;
  void queryClient.invalidateQueries({ queryKey: agendaKey(resource) }, { cancelRefetch: false });
}

export interface AgendaRead {
  summary: AgendaSummary;
  /** A page is on its way. */
  reading: boolean;
  /** The first page has not come yet. */
  loading: boolean;
  error: Error | null;
  /** Reads again where it failed. */
  retry: () => void;
  /** Reads again from the first page (the pages read stay shown meanwhile). */
  refresh: () => void;
}

/**
 * The schedules read for the agenda, shared by every screen that shows it (the agenda, the
 * dashboard's day cards): one read per page, the next asked as soon as one has come while mounted.
 */
export function useAgendaRead(resource: string = AGENDA_RESOURCE): AgendaRead {
  const reads = useReads();
  const queryClient = useQueryClient();
  const from = dayFrom(0).valueOf();
  const query = useInfiniteQuery({
    queryKey: agendaKey(resource),
    // TanStack's own signal would abort a page when its screen goes (the dashboard's card tapped):
    // the next screen would ask it again; it is aborted only when the read is dropped (another user)
    queryFn: ({ pageParam }) => {
      const dropped = new AbortController();
      const key = hashKey(agendaKey(resource));
      const stop = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'removed' && event.query.queryHash === key) dropped.abort();
      });
      return readAgendaPage(reads, resource, pageParam, dropped.signal).finally(stop);
    },
    initialPageParam: { page: 1, size: AGENDA_PAGE } as ListPageParam,
    getNextPageParam: (_last, pages, _param, params) =>
      agendaEnd(pages, params, from) === undefined ? nextListPage(pages, params) : undefined,
    staleTime: FRESH_MS,
  });
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  const pagesRead = query.data?.pages.length ?? 0;
  // one page after the other, in the background, while a screen that shows it is mounted
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isError, isFetching, pagesRead]);
  const summary = useMemo(
    () => summarize(query.data?.pages ?? [], (query.data?.pageParams ?? []) as ListPageParam[], from),
    [query.data, from],
  );
  const { isFetchNextPageError, refetch } = query;
  // a next page that failed is asked again; a first page or a refresh that failed, read again
  const retry = useCallback(() => {
    void (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch());
  }, [isFetchNextPageError, fetchNextPage, refetch]);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: agendaKey(resource) });
  }, [queryClient, resource]);
  return {
    summary,
    reading: isFetching,
    loading: query.isPending,
    error: query.error,
    retry,
    refresh,
  };
}
