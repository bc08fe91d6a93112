import type { Values } from '../../resources/types';
import { OLD_OUTBOX_PREFIX, OUTBOX_PREFIX } from '../../session/session';
import {
  CHANGE_PREFIX,
  OLD_CHANGE_PREFIX,
  OUTBOX_MS,
  OUTBOX_VERSION,
  RECORDS_SUFFIX,
  SUMMARY_PREFIX,
} from './outbox-keys';

/**
 * How long one try may be on its way before its sender lets go (the one send lock too): past it the
 * answer is unknown, and the change is read again before another try. The contract sets no timeout on
 * the call itself (it goes on); only the outbox stops waiting for it.
 */
export const SEND_LIMIT_MS = 30_000;

/**
 * A run's answers are written to storage together: at most this many records answered, or this long
 * after the first of them, wait in the page's memory (and at once when the page is hidden or left).
 * A tab killed meanwhile loses only those marks: its change is stored as on its way (`sending`), so
 * the next sender reads each of those records again before it sends it (outbox-rules.ts sendPlanOf),
 * and a record answered is never sent again.
 */
export const DONE_BATCH = 50;
export const DONE_DELAY_MS = 1000;

/**
 * Where a change is: one name for each, the same in the store, the sender, the undo queue, the
 * outbox's list and the toasts. While the outbox keeps it (`KeptState`):
 * - `waiting`: made, never tried (its undo window runs in the tab that made it, or that tab is gone);
 * - `sending`: a try has started; until `until` it is on its way (it cannot be cancelled), after it
 *   its answer is not known here: before another try the record is read again (it may have been made);
 * - `retry`: the service failed for a moment (no answer, 408, 429, 5xx, a page that is not JSON), or
 *   the network is gone: tried again by itself from `next` on (none: once online), each record read
 *   again first;
 * - `stored`: not sent because its author's session ended (token expired or refused, or a sign-out
 *   gave up on it): sent after they sign in again, each record read again first;
 * - `failed`: the server refused it (`error`, its words): kept until the person sends it again or
 *   throws it away;
 * - `asked`: a record changed since, or a decision on money: it waits for the person's "Kirim".
 * Out of the outbox: `sent` (answered, or found made), `gone` (its record is no more).
 */
export type ChangeState = 'waiting' | 'sending' | 'retry' | 'stored' | 'failed' | 'asked' | 'sent' | 'gone';

/** The states a change is written with while the outbox keeps it (one asked about keeps its own). */
export type KeptState = Exclude<ChangeState, 'asked' | 'sent' | 'gone'>;

/**
 * A change a person made, in the outbox from the moment it is made until its answer is known: kept
 * in local storage (synchronous: it is there before the next line runs, a killed tab keeps it). It
 * holds no token: it is sent with its author's session of the moment.
 */
export interface OutboxChange {
  v: typeof OUTBOX_VERSION;
  id: string;
  /** When it was made (ms since the epoch). */
  at: number;
  /** Its author's user key: sent only while they are signed in, never by anyone else. */
  author: string;
  /**
   * A mark of the session it was made in (`sessionMark` of its token, from which the token cannot be
   * had back): another session means its records are read again first.
   */
  session: string;
  /** The page (tab and load) that keeps it in memory, whose lock says it is still alive (tab-lock.ts). */
  tab: string;
  state: KeptState;
  resource: string;
  /** `delete`, or the action's name. */
  operation: string;
  /** The records it still changes, as the list had them when it was made (what a re-read compares). */
  records: Values[];
  /** What the action's form asked, for every record. */
  values: Values;
  /** How the toast named it (e.g. "Hapus: Rumah Dago"). */
  text: string;
  /** A decision on money: never sent later unless the person sends it themselves. */
  money?: true;
  /** Another user signed in on this browser: never sent, its author is told. */
  discarded?: true;
  /**
   * A form's save (operation `create` or `edit`): `values` is the body, `records` the record the edit
   * began from (none for a new one). The outbox sends it; no page keeps it in memory.
   */
  save?: 'create' | 'edit';
  /** "Batalkan" in the outbox's list: kept, shown as not sent, never sent unless the person says so. */
  cancelled?: true;
  /**
   * Made with Refine's `mutationMode: 'undoable'`, its window (Refine's own timer) still running in
   * `tab`: that page sends it when the window ends; no one else while the page lives.
   */
  window?: true;
  /** While `sending`: until when the try is on its way (its time limit). */
  until?: number;
  /** `retry`: how many tries failed for a moment, and when the next one is due. */
  tries?: number;
  next?: number;
  /** `failed`, or a retry's last failure: the server's words. */
  error?: string;
}

/** A change as a page puts it in: with the token it was made with, of which only a mark is kept. */
export type NewChange = Omit<OutboxChange, 'v' | 'id' | 'at' | 'session'> & { token: string };

/** What may be changed of a kept change (never its token: it has none). */
export type OutboxPatch = Partial<Omit<OutboxChange, 'v' | 'id' | 'session'>>;

/**
 * A bulk run's summary its author did not see: their session ended before it finished (a 401, or a
 * sign-out that gave up waiting for it). Shown after they sign in again.
 */
export interface KeptSummary {
  v: 1;
  at: number;
  resource: string;
  /** `delete`, or the action's name. */
  operation: string;
  values: Values;
  succeeded: Values[];
  failed: { item: Values; message: string }[];
  /** Cancelled by the person before their turn. */
  cancelled: Values[];
  /** Not sent because the session ended: stored, sent after the sign-in. */
  stored: Values[];
  skipped: Values[];
}

export interface Outbox {
  /** Puts a change in the outbox (written at once); the answer names it. */
  add(change: NewChange): string;
  /** Changes a kept change (its state, the records left); nothing when it is gone. */
  update(id: string, patch: OutboxPatch): void;
  /**
   * The first `count` records left were answered: taken out at once here (`get`, `all`), written with
   * the next ones (only the change's head, once per `DONE_BATCH` records or `DONE_DELAY_MS`, and at the
   * change's next write), its listeners told then.
   */
  markDone(id: string, count?: number): void;
  /** Takes a change out: it was sent (or its failure shown), undone, or thrown away by the person. */
  remove(id: string): void;
  get(id: string): OutboxChange | undefined;
  /**
   * A change's state without its records (its head, as `get` reads it): what a run asks before each
   * record (still there, not cancelled, its claim) without copying the records left each time.
   */
  state(id: string): Omit<OutboxChange, 'records'> | undefined;
  /**
   * The one rule before a change leaves: read again from storage now, it is sent only when it is
   * still there, not cancelled, thrown away or refused, and not on its way already (another sender's
   * try within its time limit, unless `live` says that sender's page is gone). Then it is marked on its
   * way, by `tab`, for `limitMs`; the answer is the change as it is now, or undefined when it must not
   * leave.
   */
  claim(
    id: string,
    tab: string,
    options?: { limitMs?: number; live?: ReadonlySet<string> },
  ): OutboxChange | undefined;
  /** "Batalkan": kept, marked not sent; false when it is on its way already (it cannot be stopped). */
  cancel(id: string): boolean;
  /** "Buang": thrown away; false when it is on its way already. */
  discard(id: string): boolean;
  /** Every change kept, oldest first (one older than 7 days, or corrupt, is left out); cached. */
  all(): OutboxChange[];
  /**
   * How many changes may still be sent: `author`'s only (the banner: another user's are never sent
   * under this one), or whoever's (the login page says how many this browser holds).
   */
  count(author?: string): number;
  /** The names of `author`'s changes dropped unsent after 7 days (or unreadable), handed over once. */
  takeExpired(author: string): string[];
  /** Keeps a bulk run's summary for its author's next sign-in. */
  keepSummary(author: string, summary: Omit<KeptSummary, 'v' | 'at'>): void;
  /** The summaries kept for `author`, handed over once. */
  takeSummaries(author: string): KeptSummary[];
  /** The storage refused the last write (full): what this page knows stays in its memory only. */
  isFull(): boolean;
  /** Called after every change, here or (through the `storage` event) in another tab. */
  subscribe(listener: () => void): () => void;
}

/** Whether a change is on its way now: a sender took it and its time limit has not passed. */
export function isOnItsWay(change: OutboxChange, now = Date.now()): boolean {
  return change.state === 'sending' && change.until !== undefined && change.until > now;
}

/**
 * A mark of a token that says whether two changes were made in one session, from which the token
 * cannot be read back (a 53-bit hash): what the outbox keeps in the token's place.
 */
export function sessionMark(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function isRecords(value: unknown): value is Values[] {
  return Array.isArray(value) && value.every((record) => record !== null && typeof record === 'object');
}

const STATES: readonly string[] = ['waiting', 'sending', 'retry', 'stored', 'failed'] satisfies KeptState[];

/** What the head key holds: the change but its records, and how many of them were answered. */
type Head = Omit<OutboxChange, 'records'> & { done: number };

function isHead(value: unknown): value is Head {
  if (!value || typeof value !== 'object') return false;
  const head = value as Record<string, unknown>;
  return (
    head.v === OUTBOX_VERSION &&
    typeof head.id === 'string' &&
    typeof head.at === 'number' &&
    typeof head.author === 'string' &&
    typeof head.session === 'string' &&
    typeof head.tab === 'string' &&
    typeof head.state === 'string' &&
    STATES.includes(head.state) &&
    typeof head.resource === 'string' &&
    typeof head.operation === 'string' &&
    typeof head.done === 'number' &&
    head.values !== null &&
    typeof head.values === 'object' &&
    typeof head.text === 'string' &&
    (head.save === undefined || head.save === 'create' || head.save === 'edit') &&
    !('token' in head)
  );
}

/**
 * A change as the builds before version 3 stored it (with its author's token; `held` the earlier
 * name of `stored`): moved up to a head and its records, the token replaced by its mark.
 */
function fromOlder(value: unknown): { head: Head; records: Values[] } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const old = value as Record<string, unknown>;
  const state = old.state === 'held' ? 'stored' : old.state;
  if (
    old.v !== 2 ||
    typeof old.id !== 'string' ||
    typeof old.at !== 'number' ||
    typeof old.author !== 'string' ||
    typeof old.token !== 'string' ||
    typeof old.tab !== 'string' ||
    (state !== 'waiting' && state !== 'sending' && state !== 'stored') ||
    typeof old.resource !== 'string' ||
    typeof old.operation !== 'string' ||
    !isRecords(old.records) ||
    !old.values ||
    typeof old.values !== 'object' ||
    typeof old.text !== 'string' ||
    (old.save !== undefined && old.save !== 'create' && old.save !== 'edit')
  )
    return undefined;
  const { token, records, ...rest } = old as unknown as OutboxChange & { token: string };
  return { head: { ...rest, v: OUTBOX_VERSION, state, session: sessionMark(token), done: 0 }, records };
}

/** A summary written by an earlier version names its `stored` records `held`. */
function withStoredNamed(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('held' in value) || 'stored' in value) return value;
  const { held, ...rest } = value as { held: unknown };
  return { ...rest, stored: held };
}

function isKeptSummary(value: unknown): value is KeptSummary {
  if (!value || typeof value !== 'object') return false;
  const summary = value as Record<string, unknown>;
  return (
    summary.v === 1 &&
    typeof summary.at === 'number' &&
    typeof summary.resource === 'string' &&
    typeof summary.operation === 'string' &&
    summary.values !== null &&
    typeof summary.values === 'object' &&
    isRecords(summary.succeeded) &&
    isRecords(summary.cancelled) &&
    isRecords(summary.stored) &&
    isRecords(summary.skipped) &&
    Array.isArray(summary.failed) &&
    summary.failed.every(
      (failure: unknown) =>
        failure !== null &&
        typeof failure === 'object' &&
        typeof (failure as Record<string, unknown>).message === 'string' &&
        typeof (failure as Record<string, unknown>).item === 'object',
    )
  );
}

/** The version a key of the outbox's prefix names (`pbo.outbox.v3.…`), NaN for none. */
function versionOfKey(key: string): number {
  const match = /^v(\d+)\./.exec(key.slice(OUTBOX_PREFIX.length));
  return match ? Number(match[1]) : Number.NaN;
}

// global: ids unique within the page (with the time and the tab).
let lastId = 0;

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface OutboxOptions {
  now?: () => number;
  /** Told of a change that goes unsent by itself (expired, or unreadable): its photos go with it. */
  onExpired?: (change: Pick<OutboxChange, 'values'>) => void;
}

export function createOutbox(
  storage: OutboxStorage = window.localStorage,
  nowOrOptions: (() => number) | OutboxOptions = {},
): Outbox {
  const { now = () => Date.now(), onExpired } =
    typeof nowOrOptions === 'function' ? { now: nowOrOptions } : nowOrOptions;
  /** When the last change made here was made (ms): the next one is made after it. */
  let lastAt = 0;
  const listeners = new Set<() => void>();
  /**
   * The changes whose write the storage refused (full), by id: this page keeps them in memory and
   * sends them as any other, and says the storage is full; never dropped silently.
   */
  const unwritten = new Map<string, { head: Head; records: Values[] }>();
  // what storage holds, read once and kept up to date by this page's writes and the storage event
  const heads = new Map<string, Head>();
  const records = new Map<string, Values[]>();
  let scanned = false;
  let listed: OutboxChange[] | null = null;
  /**
   * A head's text in storage as this page last wrote or read it, by id: while storage still holds it,
   * nothing was written there since (another tab's write differs) and the parsed head is reused.
   */
  const seen = new Map<string, string>();
  /**
   * Heads whose answered records (`markDone`) are known here and not yet written, by id, with how many
   * marks wait: written together (DONE_BATCH, DONE_DELAY_MS), or with the change's next write.
   */
  const pending = new Map<string, { head: Head; marks: number }>();
  let pendingTimer: ReturnType<typeof setTimeout> | undefined;
  /** What went unsent by itself, by author: told to them once (never dropped without a word). */
  const expired = new Map<string, string[]>();
  const changed = () => {
    listed = null;
    listeners.forEach((listener) => listener());
  };

  const headKey = (id: string) => `${CHANGE_PREFIX}${id}`;
  const recordsKey = (id: string) => `${CHANGE_PREFIX}${id}${RECORDS_SUFFIX}`;
  const keys = (prefix: string) =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(prefix) ?? false,
    );
  const parse = (key: string): unknown => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      return undefined;
    }
  };

  /**
   * Reads one change's head from storage now (another tab may have written it a moment ago): parsed
   * again only when its text is not the one this page last wrote or read.
   */
  const readHead = (id: string): Head | undefined => {
    const text = storage.getItem(headKey(id));
    const known = heads.get(id);
    if (text !== null && known && text === seen.get(id)) return known;
    let value: unknown;
    try {
      value = JSON.parse(text ?? 'null');
    } catch {
      value = undefined;
    }
    if (isHead(value) && text !== null) {
      heads.set(id, value);
      seen.set(id, text);
    } else {
      heads.delete(id);
      seen.delete(id);
    }
    return heads.get(id);
  };
  const recordsOf = (id: string): Values[] => {
    let known = records.get(id);
    if (!known) {
      const value = parse(recordsKey(id));
      known = isRecords(value) ? value : [];
      records.set(id, known);
    }
    return known;
  };
  const toChange = (head: Head, all: Values[]): OutboxChange => {
    const { done, ...change } = head;
    return { ...change, records: done > 0 ? all.slice(done) : all };
  };
  const fresh = (head: Head) => now() - head.at < OUTBOX_MS;

  /**
   * This page's answered marks of a change, not written yet, are let go: a write of the change holds
   * them, or another tab's write since replaced it (its head is read again).
   */
  const settle = (id: string) => {
    if (pending.delete(id)) heads.delete(id);
    if (pending.size === 0 && pendingTimer !== undefined) {
      clearTimeout(pendingTimer);
      pendingTimer = undefined;
    }
  };
  const writeHead = (head: Head) => {
    settle(head.id);
    try {
      const text = JSON.stringify(head);
      storage.setItem(headKey(head.id), text);
      heads.set(head.id, head);
      seen.set(head.id, text);
      const memory = unwritten.get(head.id);
      if (memory) {
        storage.setItem(recordsKey(head.id), JSON.stringify(memory.records));
        records.set(head.id, memory.records);
        unwritten.delete(head.id);
      }
    } catch {
      // storage full or refused: kept in this page's memory, and the page says so (isFull)
      unwritten.set(head.id, { head, records: unwritten.get(head.id)?.records ?? recordsOf(head.id) });
    }
    changed();
  };
  const writeWhole = (head: Head, all: Values[]) => {
    settle(head.id);
    try {
      storage.setItem(recordsKey(head.id), JSON.stringify(all));
      records.set(head.id, all);
      const text = JSON.stringify(head);
      storage.setItem(headKey(head.id), text);
      heads.set(head.id, head);
      seen.set(head.id, text);
      unwritten.delete(head.id);
    } catch {
      unwritten.set(head.id, { head, records: all });
    }
    changed();
  };

  /** Writes the answered marks that wait (those of every change): the heads only, listeners told once. */
  const flushPending = () => {
    if (pending.size === 0) return;
    for (const { head } of [...pending.values()]) writeHead(head);
  };
  /**
   * The head as it is now: this page's memory when storage refused it; its answered marks not yet
   * written while storage still holds what this page wrote (another tab's write since wins: what it
   * holds is read, and a record whose mark was not written is read again before it is sent); else
   * storage read again.
   */
  const headNow = (id: string): Head | undefined => {
    const memory = unwritten.get(id)?.head;
    if (memory) return memory;
    const marked = pending.get(id);
    if (marked) {
      if (storage.getItem(headKey(id)) === seen.get(id)) return marked.head;
      settle(id);
    }
    return readHead(id);
  };
  const recordsNow = (id: string) => unwritten.get(id)?.records ?? recordsOf(id);

  /**
   * Reads every key once: a change of an older build is moved up (its token dropped), an expired,
   * corrupt or older-shaped one dropped (its photos too); a newer build's entries are left alone.
   */
  const scan = () => {
    if (scanned) return;
    scanned = true;
    for (const key of keys(OLD_OUTBOX_PREFIX)) {
      if (key.startsWith(SUMMARY_PREFIX)) continue;
      const older = key.startsWith(OLD_CHANGE_PREFIX) ? fromOlder(parse(key)) : undefined;
      if (older) writeWhole(older.head, older.records);
      storage.removeItem(key);
    }
    for (const key of keys(OUTBOX_PREFIX)) {
      const version = versionOfKey(key);
      if (version > OUTBOX_VERSION) continue;
      if (version < OUTBOX_VERSION || Number.isNaN(version)) {
        storage.removeItem(key);
        continue;
      }
      if (key.endsWith(RECORDS_SUFFIX)) {
        // records whose head is gone (a write cut short): nothing can send them
        if (storage.getItem(key.slice(0, -RECORDS_SUFFIX.length)) === null) storage.removeItem(key);
        continue;
      }
      const value = parse(key);
      const head = isHead(value) ? value : undefined;
      if (head && fresh(head)) {
        // (one whose answers this page holds unwritten is known here already)
        if (!pending.has(head.id)) heads.set(head.id, head);
        continue;
      }
      if (value && typeof value === 'object') {
        const { values, author, text } = value as Partial<Head>;
        if (values && typeof values === 'object') onExpired?.({ values });
        if (typeof author === 'string' && typeof text === 'string')
          expired.set(author, [...(expired.get(author) ?? []), text]);
      }
      storage.removeItem(key);
      storage.removeItem(`${key}${RECORDS_SUFFIX}`);
    }
  };

  const outbox: Outbox = {
    add({ token, records: all, ...change }) {
      lastId += 1;
      const id = `${now().toString(36)}-${lastId}-${Math.random().toString(36).slice(2, 8)}`;
      // made after the last one made here, even within one millisecond: the outbox's order (oldest
      // first) is the order they were made, however often each is written again since
      lastAt = Math.max(now(), lastAt + 1);
      writeWhole({ ...change, v: OUTBOX_VERSION, id, at: lastAt, session: sessionMark(token), done: 0 }, all);
      return id;
    },
    update(id, { records: all, ...patch }) {
      const head = headNow(id);
      if (!head) return;
      if (all) writeWhole({ ...head, ...patch, done: 0 }, all);
      else writeHead({ ...head, ...patch });
    },
    markDone(id, count = 1) {
      const head = headNow(id);
      if (!head) return;
      const next = { ...head, done: head.done + count };
      const marks = (pending.get(id)?.marks ?? 0) + count;
      // (a change the storage refused lives in memory: written, or kept there, at once)
      if (unwritten.has(id) || marks >= DONE_BATCH) {
        writeHead(next);
        return;
      }
      pending.set(id, { head: next, marks });
      heads.set(id, next);
      listed = null;
      pendingTimer ??= setTimeout(() => {
        pendingTimer = undefined;
        flushPending();
      }, DONE_DELAY_MS);
    },
    remove(id) {
      settle(id);
      seen.delete(id);
      unwritten.delete(id);
      heads.delete(id);
      records.delete(id);
      storage.removeItem(headKey(id));
      storage.removeItem(recordsKey(id));
      changed();
    },
    get(id) {
      const head = headNow(id);
      return head && fresh(head) ? toChange(head, recordsNow(id)) : undefined;
    },
    state(id) {
      const head = headNow(id);
      return head && fresh(head) ? head : undefined;
    },
    claim(id, tab, { limitMs = SEND_LIMIT_MS, live } = {}) {
      const change = outbox.get(id);
      if (!change || change.cancelled || change.discarded || change.state === 'failed') return undefined;
      // (a page gone while its try was on its way: its answer is unknown, the record is read again)
      if (isOnItsWay(change, now()) && (!live || live.has(change.tab))) return undefined;
      outbox.update(id, { state: 'sending', tab, until: now() + limitMs });
      return outbox.get(id);
    },
    cancel(id) {
      const change = outbox.get(id);
      if (!change || isOnItsWay(change, now())) return false;
      outbox.update(id, { cancelled: true });
      return true;
    },
    discard(id) {
      const change = outbox.get(id);
      if (change && isOnItsWay(change, now())) return false;
      outbox.remove(id);
      return true;
    },
    all() {
      scan();
      // (the same array while nothing changed and none of it expired: the oldest is first)
      if (listed && !(listed.length > 0 && now() - listed[0].at >= OUTBOX_MS)) return listed;
      const stored = [...heads.values()]
        .filter((head) => !unwritten.has(head.id) && fresh(head))
        .map((head) => toChange(head, recordsOf(head.id)));
      const memory = [...unwritten.values()].map(({ head, records: all }) => toChange(head, all));
      listed = [...stored, ...memory].sort((a, b) => a.at - b.at);
      return listed;
    },
    count: (author) =>
      outbox
        .all()
        .filter(
          (change) =>
            !change.discarded && !change.cancelled && (author === undefined || change.author === author),
        ).length,
    takeExpired(author) {
      scan();
      const names = expired.get(author) ?? [];
      expired.delete(author);
      return names;
    },
    keepSummary(author, summary) {
      const key = `${SUMMARY_PREFIX}${encodeURIComponent(author)}`;
      try {
        storage.setItem(key, JSON.stringify([...readSummaries(key), { ...summary, v: 1, at: now() }]));
      } catch {
        // full: the summary is not kept; the changes it names are (their own entries)
      }
    },
    takeSummaries(author) {
      const key = `${SUMMARY_PREFIX}${encodeURIComponent(author)}`;
      const kept = readSummaries(key);
      storage.removeItem(key);
      return kept;
    },
    isFull: () => unwritten.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  function readSummaries(key: string): KeptSummary[] {
    const value = parse(key);
    if (!Array.isArray(value)) return [];
    return value
      .map(withStoredNamed)
      .filter(isKeptSummary)
      .filter((summary) => now() - summary.at < OUTBOX_MS);
  }

  // a page hidden (a phone may end it without another event) or left writes the answers it holds
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushPending);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushPending();
    });
  }
  // another tab put a change in, sent one or took one out: only that change is read again
  if (typeof window !== 'undefined' && storage === window.localStorage)
    window.addEventListener('storage', (event) => {
      if (event.key === null) {
        for (const id of [...pending.keys()]) settle(id);
        heads.clear();
        records.clear();
        seen.clear();
        scanned = false;
        changed();
        return;
      }
      if (!event.key.startsWith(CHANGE_PREFIX)) return;
      const rest = event.key.slice(CHANGE_PREFIX.length);
      if (rest.endsWith(RECORDS_SUFFIX)) records.delete(rest.slice(0, -RECORDS_SUFFIX.length));
      else {
        // another tab wrote this head: what it wrote is what holds (this page's unwritten marks go)
        settle(rest);
        if (scanned) readHead(rest);
      }
      changed();
    });
  return outbox;
}
