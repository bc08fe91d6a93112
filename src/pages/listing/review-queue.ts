import { type CrudFilter, type CrudSort, parseTableParams } from '@refinedev/core';

import { listPages, type PageRead, type ReadPage } from '../../providers/read-pages';
import type { Reads } from '../../providers/reads';
import { offeredPageSize } from '../../providers/request-shaping';
import type { Values } from '../../resources/types';

/** What a person decides on one listing. */
export type Verdict = 'approve' | 'reject' | 'skip';

/** The status each verdict gives a listing (a skip changes nothing). */
export const verdictStatus = { approve: 'active', reject: 'inactive' } as const;

/** One decision, kept so the last one can be undone. */
export interface Decision {
  id: string;
  verdict: Verdict;
  /** The record as it was decided on (its status before). */
  record: Values;
  /** The status change's handle in the undo queue (none for a skip). */
  handle?: number;
}

export interface ReviewState {
  /** The listings to review, in the list's order, each once. */
  queue: Values[];
  /** How many the list said it holds (at least those read). */
  total: number;
  /** The index of the listing on screen; `queue.length` once all are decided. */
  at: number;
  decisions: Decision[];
  /** The list has nothing more to read. */
  exhausted: boolean;
}

export type ReviewEvent =
  | { type: 'loaded'; rows: Values[]; total: number; exhausted: boolean }
  /** The listings of the whole scope, read at once, in the order they are now to be reviewed. */
  | { type: 'ordered'; rows: Values[] }
  | { type: 'decided'; decision: Decision }
  | { type: 'undone' };

export const initialReview: ReviewState = { queue: [], total: 0, at: 0, decisions: [], exhausted: false };

export const idOf = (record: Values): string => String(record.id ?? record._id ?? '');

export function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'loaded': {
      const seen = new Set(state.queue.map(idOf));
      const fresh = event.rows.filter((row) => idOf(row) && !seen.has(idOf(row)));
      const queue = [...state.queue, ...fresh];
      // the first count stands (a decided listing leaving the filter does not shrink it)
      const total = Math.max(state.total || event.total, queue.length);
      return { ...state, queue, total: event.exhausted ? queue.length : total, exhausted: event.exhausted };
    }
    case 'ordered': {
      // those decided (or skipped) stay where they were; the rest follow in the new order
      const decided = state.queue.slice(0, state.at);
      const done = new Set(decided.map(idOf));
      const queue = [...decided, ...event.rows.filter((row) => idOf(row) && !done.has(idOf(row)))];
      return { ...state, queue, total: queue.length, exhausted: true };
    }
    case 'decided':
      return { ...state, at: state.at + 1, decisions: [...state.decisions, event.decision] };
    case 'undone': {
      const last = state.decisions.at(-1);
      if (!last) return state;
      const index = state.queue.findIndex((record) => idOf(record) === last.id);
      return { ...state, at: index < 0 ? state.at : index, decisions: state.decisions.slice(0, -1) };
    }
  }
}

/** The counts of the summary. */
export function tally(decisions: readonly Decision[]): Record<'approved' | 'rejected' | 'skipped', number> {
  const count = (verdict: Verdict) => decisions.filter((one) => one.verdict === verdict).length;
  return { approved: count('approve'), rejected: count('reject'), skipped: count('skip') };
}

export function isFinished(state: ReviewState): boolean {
  return state.exhausted && state.at >= state.queue.length;
}

/** The key of each command (A setujui, T tolak, S lewati, U urungkan), any case. */
export function commandOf(key: string): Verdict | 'undo' | undefined {
  return ({ a: 'approve', t: 'reject', s: 'skip', u: 'undo' } as const)[key.toLowerCase()];
}

/** An element a person types into: a key pressed there is theirs, never a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.getAttribute('role') === 'combobox'
  );
}

/** What the queue reviews: the list's current filters, and pending ones when they name no status. */
export interface ReviewScope {
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** The filters are the list's own (something was chosen there), not only "pending". */
  fromList: boolean;
}

export function scopeOf(listSearch: string): ReviewScope {
  const { parsedFilters, parsedSorter } = parseTableParams(listSearch);
  const chosen = parsedFilters.filter(
    (filter) =>
      'field' in filter && filter.value !== undefined && filter.value !== null && filter.value !== '',
  );
  const namesStatus = chosen.some((filter) => 'field' in filter && filter.field === 'status');
  return {
    filters: namesStatus ? chosen : [...chosen, { field: 'status', operator: 'eq', value: 'pending' }],
    sorters: parsedSorter,
    fromList: chosen.length > 0,
  };
}

/** Listings read per call. */
export const REVIEW_PAGE_SIZE = 50;
/** At most this many listings are read at once to be reviewed from the weakest score. */
export const REVIEW_ORDER_MAX = 1000;

/**
 * The next listings of the scope not yet in the queue. Decisions already sent take listings out of
 * a "pending" list and shift its pages, so the pages are read from the first until unseen ones come
 * (`listPages`: a service that gives fewer rows than asked is read on at the size it gives).
 */
export async function readUnseen(
  reads: Pick<Reads, 'getList'>,
  resource: string,
  scope: ReviewScope,
  seen: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<{ rows: Values[]; total: number; exhausted: boolean }> {
  const readPage: ReadPage = async (page, size) =>
    (await reads.getList({
      resource,
      pagination: { currentPage: page, pageSize: size, mode: 'server' },
      filters: scope.filters,
      sorters: scope.sorters,
      meta: { signal },
    })) as PageRead;
  let total = 0;
  for await (const page of listPages(readPage, { pageSize: REVIEW_PAGE_SIZE, fit: offeredPageSize })) {
    total = page.total;
    const rows = page.fresh.filter((row) => !seen.has(idOf(row)));
    if (rows.length > 0 || page.last) return { rows, total, exhausted: page.last };
  }
  return { rows: [], total, exhausted: true };
}
