import { OLD_OUTBOX_PREFIX, OUTBOX_PREFIX } from '../../session/session';

// Where the outbox keeps its changes in local storage, and what a page may read of them without the
// outbox itself (the login page's count, the boot's prefetch): a few lines, not the store's code.

/** How long a change is kept for its author: then it is dropped unsent. */
export const OUTBOX_DAYS = 7;
export const OUTBOX_MS = OUTBOX_DAYS * 24 * 60 * 60 * 1000;

/**
 * The shape's version, in the key: a build reads its own and older ones (an older one moved up at its
 * first read) and leaves a newer build's entries alone.
 */
export const OUTBOX_VERSION = 3;
/** One key per change (its head), and its records apart: sending one record rewrites only the head. */
export const CHANGE_PREFIX = `${OUTBOX_PREFIX}v${OUTBOX_VERSION}.`;
export const RECORDS_SUFFIX = '.records';
/**
 * Where the builds before version 3 kept their changes (each with its author's token: moved up, the
 * token dropped) and where the summaries still live (an older build drops every other key there).
 */
export const OLD_CHANGE_PREFIX = `${OLD_OUTBOX_PREFIX}v2.`;
/** The summaries of bulk runs their author did not see (the session ended first). */
export const SUMMARY_PREFIX = `${OLD_OUTBOX_PREFIX}summary.v1.`;
/** Local-storage keys of what this device sent of each record, per author (sent-log.ts). */
export const SENT_PREFIX = 'pbo.sent.v1.';

type KeyStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

/** The heads of the changes kept (this version's and older ones), as stored: unchecked. */
function keptHeads(storage: KeyStorage): Record<string, unknown>[] {
  const heads: Record<string, unknown>[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const ours = key?.startsWith(CHANGE_PREFIX) && !key.endsWith(RECORDS_SUFFIX);
    if (!key || (!ours && !key.startsWith(OLD_CHANGE_PREFIX))) continue;
    try {
      const head: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      if (head && typeof head === 'object') heads.push(head as Record<string, unknown>);
    } catch {
      // unreadable: the outbox drops it at its first read, and tells its author
    }
  }
  return heads;
}

/**
 * Whether the outbox holds a change of `resource` (cheap, at boot): a list read ahead of the screen
 * would show its records as they were before the change that is about to leave.
 */
export function holdsChangeOf(storage: KeyStorage, resource: string): boolean {
  return keptHeads(storage).some((head) => head.resource === resource);
}

/**
 * How many changes this browser holds that may still be sent, whoever made them (the login page
 * says so): none cancelled, thrown away or older than 7 days.
 */
export function keptCount(storage: KeyStorage, now = Date.now()): number {
  return keptHeads(storage).filter(
    (head) => !head.cancelled && !head.discarded && typeof head.at === 'number' && now - head.at < OUTBOX_MS,
  ).length;
}

/**
 * Removes the changes older than 7 days, unsent (any start of the app, a signed-out one too: a
 * signed-in app's outbox tells their author as it drops them). Answers how many went.
 */
export function dropExpiredChanges(storage: Storage, now = Date.now()): number {
  const expired: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(CHANGE_PREFIX) || key.endsWith(RECORDS_SUFFIX)) continue;
    let at: unknown;
    try {
      at = (JSON.parse(storage.getItem(key) ?? 'null') as { at?: unknown } | null)?.at;
    } catch {
      at = undefined;
    }
    if (typeof at === 'number' && now - at >= OUTBOX_MS) expired.push(key);
  }
  for (const key of expired) {
    storage.removeItem(key);
    storage.removeItem(`${key}${RECORDS_SUFFIX}`);
  }
  return expired.length;
}
