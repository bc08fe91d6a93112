import { type CrudFilter, type CrudSort, stringifyTableParams } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';

import { fill } from '../../locales/ui';
import { workQueueTexts } from '../../locales/work-queue';
import { declaredFilterKeys } from '../../providers/request-shaping';
import { findResource, pathOf } from '../../resources';
import { workQueue, type WorkQueueItem } from '../../resources/dashboard';
import { defaultFilters, PERIOD_FORMAT } from '../../resources/list-filters';
import type { ResourceDecl } from '../../resources/types';
import { durationWords } from '../leads/lead-clock';
import { answerThresholdMs, lateLeadsPath } from '../leads/lead-clock-read';
import { agendaPath, type AgendaRange } from '../schedule/agenda-read';

/** One card of the work queue as a person's menu and the registry allow it. */
export interface QueueCard {
  key: string;
  label: string;
  resource: string;
  /** The list it opens, filtered as counted (Refine's table parameters in the address). */
  path: string;
  /** The filters of its count (the list's own call, one row a page); null: no count can be had. */
  count: CrudFilter[] | null;
  /** Why there is no count (the contract offers no such filter). */
  unavailable?: string;
  /** It counts what came since the person's last visit (the card says when that was). */
  sinceLastVisit?: boolean;
  /**
   * It counts a day's visits as the agenda shows them (read page by page: the list has no date
   * filter), and opens the agenda on that day; `day` counts from today.
   */
  agenda?: { day: number };
  /** It counts the leads waiting past the threshold, by the lead's clock (read in the background). */
  answerLate?: true;
}

const eq = (field: string, value: string): CrudFilter => ({ field, operator: 'eq', value });

/** Is `value` one the list may be filtered by on `key`: a declared filter, and one of its options if it has some. */
function offers(decl: ResourceDecl, known: Set<string>, key: string, value: string): boolean {
  if (!known.has(key)) return false;
  const options = decl.fields?.find((field) => field.key === key)?.options;
  return !options || options.some((option) => String(option.value) === value);
}

/** A list's path with filters and sort, as the list keeps them in its address. */
export function listPathWith(decl: ResourceDecl, filters: CrudFilter[], sorters: CrudSort[]): string {
  const path = pathOf(decl) ?? '';
  if (filters.length === 0 && sorters.length === 0) return path;
  return `${path}?${stringifyTableParams({ filters, sorters })}`;
}

/** The agenda's days a card opens: today, tomorrow, or the week for a later day. */
const agendaRangeOf = (day: number): AgendaRange => (day === 0 ? 'today' : day === 1 ? 'tomorrow' : 'week');

/** One item as a card, or none when the list is unknown, has no screen or is not allowed. */
export function queueCardOf(
  item: WorkQueueItem,
  allowed: (resource: string) => boolean,
  today: Dayjs = dayjs(),
): QueueCard | undefined {
  const decl = findResource(item.resource);
  if (!decl?.list || pathOf(decl) === undefined || !allowed(item.resource)) return undefined;
  // the leads late for a first answer: the clock's read counts them, the leads' view lists them
  if (item.answerLate)
    return {
      key: item.key,
      label: fill(item.label, { threshold: durationWords(answerThresholdMs()) }),
      resource: item.resource,
      path: lateLeadsPath(pathOf(decl) ?? ''),
      count: null,
      answerLate: true,
    };
  // a day of the schedules: what the agenda shows that day (its own read of the list, by pages)
  if (item.agenda && item.day !== undefined && !decl.period && item.day >= 0 && item.day < 7)
    return {
      key: item.key,
      label: item.label,
      resource: item.resource,
      path: agendaPath(agendaRangeOf(item.day)),
      count: null,
      agenda: { day: item.day },
    };
  const known = declaredFilterKeys(decl, decl.list.path);
  // the list's own defaults (a period, a kind), then the item's filters the list offers
  const values = new Map(defaultFilters(decl, today).map((filter) => [filter.field, String(filter.value)]));
  let unavailable: string | undefined;
  for (const [key, value] of Object.entries(item.filters ?? {})) {
    if (offers(decl, known, key, value)) values.set(key, value);
    else unavailable ??= workQueueTexts.why.filter;
  }
  if (item.day !== undefined) {
    const day = today.add(item.day, 'day').format(PERIOD_FORMAT);
    if (decl.period) [decl.period.start, decl.period.end].forEach((key) => values.set(key, day));
    else unavailable ??= workQueueTexts.why.day;
  }
  if (item.sinceLastVisit) unavailable ??= workQueueTexts.why.since;
  const filters = [...values].map(([key, value]) => eq(key, value));
  const sortable = decl.fields?.some((field) => field.key === item.sort?.field && field.sortable);
  const sorters: CrudSort[] = item.sort && sortable ? [item.sort] : [];
  return {
    key: item.key,
    label: item.label,
    resource: item.resource,
    path: listPathWith(decl, filters, sorters),
    count: unavailable ? null : filters,
    unavailable,
    sinceLastVisit: item.sinceLastVisit,
  };
}

/** The cards a person sees: the declared work queue, each item whose list their menu allows. */
export function queueCards(
  allowed: (resource: string) => boolean,
  today: Dayjs = dayjs(),
  items: readonly WorkQueueItem[] = workQueue,
): QueueCard[] {
  return items.flatMap((item) => queueCardOf(item, allowed, today) ?? []);
}
