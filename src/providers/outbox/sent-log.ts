import type { DataProvider, MetaQuery } from '@refinedev/core';

import { isCancelled, isRefused, isUnanswered, mayPassOnRetry } from '../../http/errors';
import type { Values } from '../../resources/types';
import { SENT_PREFIX } from './outbox-keys';

/**
 * What this device sent of a record, for the record's story: each write that named a record (an
 * edit, a delete, an action), when, what it changed (before and after, as the screens last read the
 * record), and the server's answer. Kept per author in local storage for 7 days; it holds what the
 * server said of the record (the values before), so it goes at "Keluar" (the session store keeps no
 * `pbo.sent.` key) and at a start without a valid session (boot/forget-answers.ts).
 */

/** How long an entry is kept, and how many per author (the oldest go first). */
export const SENT_MS = 7 * 24 * 60 * 60 * 1000;
export const SENT_LIMIT = 200;
/** Entries are written together, at most this often (a bulk run answers hundreds a second). */
const WRITE_DELAY_MS = 500;

/** One field a write changed: its value as the record was read, and as sent. */
export interface SentField {
  field: string;
  before?: unknown;
  after: unknown;
}

export interface SentEntry {
  at: number;
  resource: string;
  /** The record's id, as text. */
  id: string;
  /** `edit`, `delete`, or the named action's name. */
  operation: string;
  changes: SentField[];
  /** Made; or the server's words on a refusal. */
  answer: { ok: true } | { ok: false; message: string };
}

/** The local-storage key of an author's entries. */
export const sentKeyOf = (author: string) => `${SENT_PREFIX}${encodeURIComponent(author)}`;
/** Told on the window once entries are written here (another tab's are told by `storage`). */
export const SENT_EVENT = 'pbo-sent-log';

function isEntry(value: unknown): value is SentEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.at === 'number' &&
    ['resource', 'id', 'operation'].every((key) => typeof v[key] === 'string') &&
    Array.isArray(v.changes) &&
    typeof v.answer === 'object' &&
    v.answer !== null
  );
}

/** The fields `values` sets that differ from the record as read (`before`), or all it sets without one. */
export function changedFields(before: Values | undefined, values: Values): SentField[] {
  return Object.entries(values)
    .filter(([field, after]) => !before || JSON.stringify(before[field]) !== JSON.stringify(after))
    .map(([field, after]) => ({ field, before: before?.[field], after }));
}

export function createSentLog(storage: Storage, now: () => number = Date.now) {
  const read = (author: string): SentEntry[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(sentKeyOf(author)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry).filter((one) => now() - one.at < SENT_MS) : [];
    } catch {
      return [];
    }
  };
  /** Entries not written yet, by author. */
  const pending = new Map<string, SentEntry[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const [author, entries] of pending) {
      try {
        storage.setItem(sentKeyOf(author), JSON.stringify([...read(author), ...entries].slice(-SENT_LIMIT)));
      } catch {
        // a full storage keeps no story of this device: the changes themselves are made
      }
    }
    pending.clear();
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(SENT_EVENT));
  };
  return {
    add(author: string, entry: Omit<SentEntry, 'at'>): void {
      pending.set(author, [...(pending.get(author) ?? []), { ...entry, at: now() }]);
      timer ??= setTimeout(flush, WRITE_DELAY_MS);
    },
    /** What this device sent of one record, oldest first (those not written yet too). */
    of(author: string, resource: string, id: string): SentEntry[] {
      return [...read(author), ...(pending.get(author) ?? [])].filter(
        (one) => one.resource === resource && one.id === id,
      );
    },
    /** Writes what waits now (the page is going away). */
    flush,
  };
}

export type SentLog = ReturnType<typeof createSentLog>;

export interface SentLogDeps {
  log: SentLog;
  /** The signed-in author; none: nothing is noted. */
  author: () => string | undefined;
  /** The record as the screens last read it (the query cache): what an edit changed it from. */
  recordAsRead?: (resource: string, id: unknown) => Values | undefined;
  /** The record a write says it began from (its `meta`), before the one the screens read. */
  baseOf?: (meta: MetaQuery | undefined) => Values | undefined;
}

/** A refusal by the server of the record's change itself (a 4xx but 401, 408, 429): its words are noted. */
function isRefusedRecord(error: unknown): boolean {
  return (
    error instanceof Error &&
    !mayPassOnRetry(error) &&
    !isRefused(error) &&
    !isCancelled(error) &&
    !isUnanswered(error)
  );
}

/**
 * The data provider with each write that names a record (`update`, `deleteOne`, a named action's
 * `custom`) noted in the log once answered: made, or refused with the server's words. One that got
 * no answer is not noted (it is kept and noted when it leaves again).
 */
export function withSentLog(provider: DataProvider, deps: SentLogDeps): DataProvider {
  async function noted<T>(
    note: { resource: string; operation: string; id: unknown; values: Values; meta?: MetaQuery },
    call: () => Promise<T>,
  ): Promise<T> {
    const author = deps.author();
    if (!author || (typeof note.id !== 'string' && typeof note.id !== 'number')) return call();
    const before = deps.baseOf?.(note.meta) ?? deps.recordAsRead?.(note.resource, note.id);
    const entry = {
      resource: note.resource,
      id: String(note.id),
      operation: note.operation,
      changes: changedFields(before, note.values),
    };
    try {
      const answer = await call();
      deps.log.add(author, { ...entry, answer: { ok: true } });
      return answer;
    } catch (error) {
      if (isRefusedRecord(error))
        deps.log.add(author, { ...entry, answer: { ok: false, message: (error as Error).message } });
      throw error;
    }
  }
  const custom = provider.custom;
  return {
    ...provider,
    update: (params) =>
      noted(
        {
          resource: params.resource,
          operation: 'edit',
          id: params.id,
          values: params.variables as Values,
          meta: params.meta,
        },
        () => provider.update(params),
      ),
    deleteOne: (params) =>
      noted({ resource: params.resource, operation: 'delete', id: params.id, values: {} }, () =>
        provider.deleteOne(params),
      ),
    custom: custom
      ? (params) => {
          const { resource, action, id, params: record } = params.meta ?? {};
          if (typeof resource !== 'string' || typeof action !== 'string' || params.method === 'get')
            return custom(params);
          // (a named action's record comes with it: what it changes is read from there)
          const meta = { ...params.meta, record: record as Values | undefined };
          return noted(
            { resource, operation: action, id, values: (params.payload ?? {}) as Values, meta },
            () => custom(params),
          );
        }
      : undefined,
  };
}
