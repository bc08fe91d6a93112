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

const keyOf = (author: string) => `${SENT_PREFIX}${encodeURIComponent(author)}`;

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

function read(storage: Storage, author: string, now: number): SentEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(author)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).filter((one) => now - one.at < SENT_MS) : [];
  } catch {
    return [];
  }
}

/** The fields `values` sets that differ from the record as read (`before`), or all it sets without one. */
export function changedFields(before: Values | undefined, values: Values): SentField[] {
  return Object.entries(values)
    .filter(([field, after]) => !before || JSON.stringify(before[field]) !== JSON.stringify(after))
    .map(([field, after]) => ({ field, before: before?.[field], after }));
}

export function createSentLog(storage: Storage, now: () => number = Date.now) {
  return {
    add(author: string, entry: Omit<SentEntry, 'at'>): void {
      const next = [...read(storage, author, now()), { ...entry, at: now() }].slice(-SENT_LIMIT);
      try {
        storage.setItem(keyOf(author), JSON.stringify(next));
      } catch {
        // a full storage keeps no story of this device: the change itself is made
      }
    },
    /** What this device sent of one record, oldest first. */
    of(author: string, resource: string, id: string): SentEntry[] {
      return read(storage, author, now()).filter((one) => one.resource === resource && one.id === id);
    },
  };
}

export type SentLog = ReturnType<typeof createSentLog>;
