import { workQueueTexts } from '../locales/work-queue';
import { field } from './builders';
import type { FieldDecl } from './types';

/** A collection's count: `{ name: { count } }` or a bare number, under its own name or another. */
export function countField(key: string, label: string, others: readonly string[]): FieldDecl {
  const names = [key, ...others];
  return field(key, {
    label,
    type: 'number',
    accepts: names.flatMap((name) => [`${name}.count`, `${name}.total`, name]),
  });
}

/**
 * One count of the dashboard's work queue ("Perlu tindakan"): the list it counts and opens, with the
 * filters the list declares. A card is shown to whoever's menu allows `resource`.
 */
export interface WorkQueueItem {
  key: string;
  label: string;
  resource: string;
  /** Declared filters of the list (e.g. `status: 'pending'`), for the count and the list it opens. */
  filters?: Record<string, string>;
  /** A day counted from today (0 today, 1 tomorrow): the list's declared `period` from and to that day. */
  day?: number;
  /**
   * New since the person's last visit on this device: the contract gives no list a filter by the time
   * of a record, so such a count is never asked for, only said to be unavailable.
   */
  sinceLastVisit?: boolean;
  /** How the list it opens is sorted. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** A day's viewings: counted and opened as the agenda reads them (its own read of the list, by pages). */
  agenda?: true;
  /**
   * The leads waiting for a first answer past the threshold the leads declare (`answerWithinHours`):
   * counted by the lead's clock (the leads and their messages read in the background), opened as the
   * leads' "belum dibalas" past that threshold. `label` may say `{threshold}`.
   */
  answerLate?: true;
}

/** The work queue, in the order its cards are shown (docs/contract.md section 7 for the filters). */
export const workQueue: readonly WorkQueueItem[] = [
  {
    key: 'listing-pending',
    label: workQueueTexts.listingPending,
    resource: 'listing',
    filters: { status: 'pending' },
  },
  {
    key: 'bi-checking-pending',
    label: workQueueTexts.biCheckingPending,
    resource: 'bi-checking',
    filters: { status: 'pending' },
  },
  {
    key: 'withdrawal-pending',
    label: workQueueTexts.withdrawalPending,
    resource: 'withdrawal',
    filters: { status: 'pending' },
  },
  {
    key: 'schedule-today',
    label: workQueueTexts.scheduleToday,
    resource: 'schedule',
    filters: { status: 'scheduled' },
    day: 0,
    sort: { field: 'date', order: 'asc' },
    agenda: true,
  },
  {
    key: 'schedule-tomorrow',
    label: workQueueTexts.scheduleTomorrow,
    resource: 'schedule',
    filters: { status: 'scheduled' },
    day: 1,
    sort: { field: 'date', order: 'asc' },
    agenda: true,
  },
  {
    key: 'leads-late',
    label: workQueueTexts.leadsLate,
    resource: 'leads',
    answerLate: true,
  },
  {
    key: 'leads-new',
    label: workQueueTexts.leadsNew,
    resource: 'leads',
    sinceLastVisit: true,
    sort: { field: 'last_request_at', order: 'desc' },
  },
];
