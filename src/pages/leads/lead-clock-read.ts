import type { BaseRecord, GetListResponse } from '@refinedev/core';
import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { eachRowOnce, type ListPageParam, nextListPage } from '../../providers/read-pages';
import { type Reads, useReads } from '../../providers/reads';
import { findResource } from '../../resources';
import { LEADS_VIEW } from '../../resources/leads';
import {
  agentsOf,
  FIRST_ANSWER_KEYS,
  firstTime,
  type LeadClock,
  leadClock,
  RECEIVED_KEYS,
  thresholdMs,
} from './lead-clock';

/**
 * The lead's clock read from the documented calls: the leads (GET /request-cust, newest first, page
 * by page) and each lead's messages (GET /message-request/request-id/{id}) when the lead does not
 * carry its first answer. The contract gives no filter by time or by answer, so everything is read in
 * the background, a few calls at a time, and what was read is said.
 */

export const LEADS = 'lead-requests';
export const MESSAGES = 'lead-messages';
/** Leads a call: pages of 50, so the progress moves while each page's messages are read. */
export const CLOCK_PAGE = 50;
/** At most this many pages (2,000 leads) in one read. */
export const CLOCK_MAX_PAGES = 40;
/** The days "belum dibalas" and the work queue's count read back: the service has no filter by time. */
export const UNANSWERED_DAYS = 30;
/** Messages read at once, across every read (a real service is not asked 50 threads together). */
const AT_ONCE = 4;
/** A lead's messages are read again when shown after this long. */
const FRESH_MS = 60_000;
const DAY_MS = 86_400_000;

/** The registry's threshold for a first answer (lead-requests' `answerWithinHours`), in ms. */
export const answerThresholdMs = () => thresholdMs(findResource(LEADS)?.answerWithinHours);
/** The threshold in hours, as the texts say it. */
export const answerThresholdHours = () => answerThresholdMs() / 3_600_000;

/** The app's list reads (`readsOf`: one per data provider, so an app's; a test's app its own). */
type ListReads = Pick<Reads, 'getList'>;

/** The reads of messages on their way, per data provider's reads. */
const limiters = new WeakMap<ListReads, { running: number; queue: (() => void)[] }>();

/** `task` once fewer than AT_ONCE others run on `reads`. */
async function limited<T>(reads: ListReads, task: () => Promise<T>): Promise<T> {
  let limiter = limiters.get(reads);
  if (!limiter) limiters.set(reads, (limiter = { running: 0, queue: [] }));
  const own = limiter;
  if (own.running >= AT_ONCE) await new Promise<void>((resolve) => own.queue.push(resolve));
  own.running += 1;
  try {
    return await task();
  } finally {
    own.running -= 1;
    own.queue.shift()?.();
  }
}

export const messagesKey = (leadId: string) => ['lead-clock', 'messages', leadId] as const;

/** A lead's id as the data provider keys it. */
const idOf = (lead: BaseRecord) => (lead.id === undefined || lead.id === null ? '' : String(lead.id));

/** The lead carries its first answer: no message need be read. */
export const carriesAnswer = (lead: BaseRecord) => firstTime(lead, FIRST_ANSWER_KEYS) !== undefined;

function readMessages(reads: ListReads, leadId: string, signal?: AbortSignal): Promise<BaseRecord[]> {
  return limited(reads, () =>
    reads
      .getList({
        resource: MESSAGES,
        filters: [{ field: 'request_id', operator: 'eq', value: leadId }],
        pagination: { mode: 'off' },
        meta: { signal },
      })
      .then((answer) => answer.data),
  );
}

/** A lead's messages through the shared cache (the rows, the reads and the dashboard share them). */
function fetchMessages(client: QueryClient, reads: ListReads, leadId: string) {
  return client.fetchQuery({
    queryKey: messagesKey(leadId),
    queryFn: () => readMessages(reads, leadId),
    staleTime: FRESH_MS,
  });
}

/** The minute's clock: the waits move on while a screen is open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** One lead's clock for its row or card: its messages read in the background, unless it carries its answer. */
export function useLeadClock(lead: BaseRecord, now: number): LeadClock {
  const reads = useReads();
  const id = idOf(lead);
  const needed = Boolean(id) && !carriesAnswer(lead) && firstTime(lead, RECEIVED_KEYS) !== undefined;
  const query = useQuery({
    queryKey: messagesKey(id),
    queryFn: ({ signal }) => readMessages(reads, id, signal),
    enabled: needed,
    staleTime: FRESH_MS,
    retry: false,
  });
  const messages = query.isError ? null : query.data;
  return leadClock(lead, messages, now);
}

const receivedOf = (lead: BaseRecord) => firstTime(lead, RECEIVED_KEYS);

/** One page of the read: its leads and, for each, its messages (null: they could not be read). */
export interface ClockPage {
  leads: BaseRecord[];
  messages: Record<string, BaseRecord[] | null>;
  total: number;
  totalKnown: boolean;
}

async function readClockPage(
  client: QueryClient,
  reads: ListReads,
  { page, size }: ListPageParam,
  since: number,
  signal: AbortSignal,
): Promise<ClockPage> {
  const answer: GetListResponse<BaseRecord> = await reads.getList({
    resource: LEADS,
    pagination: { currentPage: page, pageSize: size, mode: 'server' },
    sorters: [{ field: 'created_at', order: 'desc' }],
    meta: { signal },
  });
  const messages: Record<string, BaseRecord[] | null> = {};
  await Promise.all(
    answer.data
      // a lead received before the read's start is left out of it: its thread is not read
      .filter((lead) => idOf(lead) && !carriesAnswer(lead) && (receivedOf(lead) ?? since) >= since)
      .map(async (lead) => {
        messages[idOf(lead)] = await fetchMessages(client, reads, idOf(lead)).catch(() => null);
      }),
  );
  return { leads: answer.data, messages, total: answer.total, totalKnown: answer.totalKnown !== false };
}

/** Whether the leads' times never go up across the pages (the service answers newest first). */
function newestFirst(pages: readonly ClockPage[]): boolean {
  let previous = Number.POSITIVE_INFINITY;
  for (const page of pages)
    for (const lead of page.leads) {
      const time = receivedOf(lead);
      if (time === undefined) continue;
      if (time > previous) return false;
      previous = time;
    }
  return true;
}

/** Why the read ended: the list ended, it reached leads older than asked, or the page cap. */
export type ClockEnd = 'list' | 'past' | 'cap';

/** The page after `pages` (read at `params`) by the rule of every list read in pages. */
export const nextClockPage = (pages: readonly ClockPage[], params: readonly ListPageParam[]) =>
  nextListPage(
    pages.map((page) => ({ data: page.leads, total: page.total, totalKnown: page.totalKnown })),
    params,
  );

/** Why the read of `pages` (read at `params`) ended, or undefined while it goes on. */
export function clockEnd(
  pages: readonly ClockPage[],
  params: readonly ListPageParam[],
  since: number,
): ClockEnd | undefined {
  const last = pages.at(-1);
  if (!last || !nextClockPage(pages, params)) return 'list';
  const dated = last.leads.map(receivedOf).filter((time): time is number => time !== undefined);
  if (newestFirst(pages) && dated.length > 0 && dated.every((time) => time < since)) return 'past';
  if (pages.length >= CLOCK_MAX_PAGES) return 'cap';
  return undefined;
}

/** A lead read, with its clock and agent. */
export interface ClockedRow {
  lead: BaseRecord;
  clock: LeadClock;
  agent: string;
}

export interface ClockRead {
  /** The leads received since the read's start (or with no time: their clock says so). */
  rows: ClockedRow[];
  /** Leads read (every page), and the list's count when the service gives one. */
  read: number;
  total: number | undefined;
  end: ClockEnd | undefined;
  /** A page is on its way. */
  reading: boolean;
  error: Error | null;
  retry: () => void;
}

export const clockReadKey = (since: number) => ['lead-clock', 'read', since] as const;

/**
 * The leads received since `since` (ms) with their clocks, read page after page in the background
 * while a screen that shows them is mounted (the leads' "belum dibalas", the work queue, the
 * dashboard share it when they ask the same start).
 */
export function useLeadClockRead(since: number, now: number): ClockRead {
  const reads = useReads();
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: clockReadKey(since),
    queryFn: ({ pageParam, signal }) => readClockPage(client, reads, pageParam, since, signal),
    initialPageParam: { page: 1, size: CLOCK_PAGE } as ListPageParam,
    getNextPageParam: (_last, pages, _param, params) =>
      clockEnd(pages, params, since) === undefined ? nextClockPage(pages, params) : undefined,
    staleTime: FRESH_MS,
    retry: false,
  });
  const { hasNextPage, isFetching, isError, fetchNextPage, refetch, isFetchNextPageError } = query;
  const pagesRead = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isError, isFetching, pagesRead]);
  const pages = query.data?.pages;
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const kept: { lead: BaseRecord; messages: BaseRecord[] | null | undefined }[] = [];
    for (const page of pages ?? [])
      for (const lead of page.leads) {
        const id = idOf(lead);
        if (id && seen.has(id)) continue;
        seen.add(id);
        const received = receivedOf(lead);
        if (received !== undefined && received < since) continue;
        kept.push({ lead, messages: page.messages[id] });
      }
    // one agent one name, though a lead names them only by id
    const agents = agentsOf(kept);
    return kept.map(({ lead, messages }, index) => ({
      lead,
      clock: leadClock(lead, messages, now),
      agent: agents[index],
    }));
  }, [pages, since, now]);
  const retry = useCallback(() => {
    void (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch());
  }, [isFetchNextPageError, fetchNextPage, refetch]);
  const last = pages?.at(-1);
  return {
    rows,
    read: eachRowOnce((pages ?? []).map((page) => page.leads)).reduce((sum, page) => sum + page.length, 0),
    total: last?.totalKnown ? last.total : undefined,
    end:
      pages && pages.length > 0
        ? clockEnd(pages, (query.data?.pageParams ?? []) as ListPageParam[], since)
        : undefined,
    reading: isFetching,
    error: query.error,
    retry,
  };
}

/** The address of the leads waiting past the threshold ("belum dibalas", past it only). */
export function lateLeadsPath(leadsPath: string): string {
  return `${leadsPath}?${LEADS_VIEW.param}=${LEADS_VIEW.unanswered}&${LEADS_VIEW.late}=1`;
}

/**
 * A change heard over the socket: the clock's reads go again from their first page, unless one is
 * under way or came less than a minute ago. The messages of the leads still waiting are read again
 * (an answer may have come); an answered lead's first answer does not change.
 */
export function refreshClockReads(client: QueryClient, now = Date.now()): void {
  for (const query of client.getQueryCache().findAll({ queryKey: ['lead-clock', 'read'] })) {
    const { state } = query;
    if (state.fetchStatus === 'fetching' || now - state.dataUpdatedAt < FRESH_MS) continue;
    const data = state.data as { pages?: ClockPage[] } | undefined;
    for (const page of data?.pages ?? [])
      for (const lead of page.leads) {
        const id = idOf(lead);
        if (id && leadClock(lead, page.messages[id], now).state !== 'answered')
          client.removeQueries({ queryKey: messagesKey(id), exact: true });
      }
    void client.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
  }
}

/** The start of the day `days - 1` days before today (local): the read of the last `days` days. */
export function daysBack(days: number, today: Date = new Date()): number {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return start.getTime() - (days - 1) * DAY_MS;
}
