/**
 * The records a person opened lately from the command palette, offered again before they type: kept
 * per user in this browser's local storage, through a session the server ended, and thrown away by a
 * deliberate sign-out (like the drafts: docs/contract.md section 4).
 */

/** One record opened from the palette, as its result showed it. */
export interface RecentRecord {
  /** The resource whose result it was (its access is asked again before it is offered). */
  resource: string;
  /** The record's id (as text), so one record is kept once. */
  id: string;
  title: string;
  describe: string;
  /** Where it opened (an app path with its query). */
  path: string;
}

/** Local-storage keys of the recent records, one per user; kept by the session store's `clear`. */
export const RECENT_PREFIX = 'pbo.recent.';

/** How many records are kept per user. */
export const RECENT_LIMIT = 8;

export function recentKey(user: string): string {
  return `${RECENT_PREFIX}${encodeURIComponent(user)}`;
}

function isRecent(value: unknown): value is RecentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['resource', 'id', 'title', 'describe', 'path'].every((key) => typeof v[key] === 'string') &&
    // only a path of this app: a value written by hand never leads elsewhere
    (v.path as string).startsWith('/') &&
    !(v.path as string).startsWith('//')
  );
}

/** The user's recent records, newest first; nothing when none are kept or what is kept is unreadable. */
export function readRecent(storage: Storage, user: string): RecentRecord[] {
  if (!user) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(user)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `record` first in the user's recent records (once), keeping the newest `RECENT_LIMIT`. */
export function rememberRecent(storage: Storage, user: string, record: RecentRecord): void {
  if (!user) return;
  const same = (one: RecentRecord) => one.resource === record.resource && one.id === record.id;
  const next = [record, ...readRecent(storage, user).filter((one) => !same(one))].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(recentKey(user), JSON.stringify(next));
  } catch {
    // a full or refused storage keeps no history: the palette still searches
  }
}

/** A deliberate sign-out: the user's recent records go. */
export function forgetRecent(storage: Storage, user: string): void {
  try {
    storage.removeItem(recentKey(user));
  } catch {
    // nothing was kept
  }
}
