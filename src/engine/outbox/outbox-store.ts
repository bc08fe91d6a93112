import type { Values } from '../../resources/types';
import { OUTBOX_PREFIX } from '../../session/session';

/** How long a change is kept for its author: then it is dropped unsent. */
export const OUTBOX_DAYS = 7;
const OUTBOX_MS = OUTBOX_DAYS * 24 * 60 * 60 * 1000;

/** The shape's version: an entry of another version is ignored (and an older one dropped). */
const VERSION = 2;
/** One key per change, so two tabs writing at once never overwrite each other's changes. */
const KEY_PREFIX = `${OUTBOX_PREFIX}v${VERSION}.`;
/** The summaries of bulk runs their author did not see (the session ended first). */
const SUMMARY_PREFIX = `${OUTBOX_PREFIX}summary.v1.`;

/**
 * Where a change is:
 * - `waiting`: made, never tried (its undo window runs in the tab that made it, or that tab is gone);
 * - `sending`: a try has started and its answer is not known here: before another try the record is
 *   read again (it may have been made already);
 * - `stored`: not sent because its author's session ended (token expired or refused, or a sign-out
 *   gave up on it): sent after they sign in again, each record read again first.
 */
export type OutboxState = 'waiting' | 'sending' | 'stored';

/**
 * A change a person made, in the outbox from the moment it is made until its answer is known: kept
 * in local storage (synchronous: it is there before the next line runs, a killed tab keeps it).
 */
export interface OutboxChange {
  v: typeof VERSION;
  id: string;
  /** When it was made (ms since the epoch). */
  at: number;
  /** Its author's user key: sent only while they are signed in, never by anyone else. */
  author: string;
  /** The token it was made with; another one (a new session) means its records are read again first. */
  token: string;
  /** The page (tab and load) that keeps it in memory, whose lock says it is still alive (tab-lock.ts). */
  tab: string;
  state: OutboxState;
  resource: string;
  /** `delete`, or the action's name. */
  operation: string;
  /** The records it changes, as the list had them when it was made (what a re-read compares). */
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
}

export type NewChange = Omit<OutboxChange, 'v' | 'id' | 'at'>;

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
  update(id: string, patch: Partial<Omit<OutboxChange, 'v' | 'id'>>): void;
  /** Takes a change out: it was sent (or its failure shown), undone, or thrown away by the person. */
  remove(id: string): void;
  get(id: string): OutboxChange | undefined;
  /** Every change kept, oldest first (one older than 7 days, or corrupt, is left out). */
  all(): OutboxChange[];
  /**
   * How many changes may still be sent: `author`'s only (the banner: another user's are never sent
   * under this one), or whoever's (the login page says how many this browser holds).
   */
  count(author?: string): number;
  /** Keeps a bulk run's summary for its author's next sign-in. */
  keepSummary(author: string, summary: Omit<KeptSummary, 'v' | 'at'>): void;
  /** The summaries kept for `author`, handed over once. */
  takeSummaries(author: string): KeptSummary[];
  /** The storage refused the last write (full): what this page knows stays in its memory only. */
  isFull(): boolean;
  /** Called after every change, here or (through the `storage` event) in another tab. */
  subscribe(listener: () => void): () => void;
}

function isRecords(value: unknown): value is Values[] {
  return Array.isArray(value) && value.every((record) => record !== null && typeof record === 'object');
}

const STATES: readonly string[] = ['waiting', 'sending', 'stored'] satisfies OutboxState[];

/** A change stored by an earlier version names its `stored` state `held`: it is read as stored. */
function withStateNamed(value: unknown): unknown {
  if (!value || typeof value !== 'object' || (value as { state?: unknown }).state !== 'held') return value;
  return { ...value, state: 'stored' };
}

/** A summary written by an earlier version names its `stored` records `held`. */
function withStoredNamed(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('held' in value) || 'stored' in value) return value;
  const { held, ...rest } = value as { held: unknown };
  return { ...rest, stored: held };
}

export function isOutboxChange(value: unknown): value is OutboxChange {
  if (!value || typeof value !== 'object') return false;
  const change = value as Record<string, unknown>;
  return (
    change.v === VERSION &&
    typeof change.id === 'string' &&
    typeof change.at === 'number' &&
    typeof change.author === 'string' &&
    typeof change.token === 'string' &&
    typeof change.tab === 'string' &&
    typeof change.state === 'string' &&
    STATES.includes(change.state) &&
    typeof change.resource === 'string' &&
    typeof change.operation === 'string' &&
    isRecords(change.records) &&
    change.values !== null &&
    typeof change.values === 'object' &&
    typeof change.text === 'string' &&
    (change.save === undefined || change.save === 'create' || change.save === 'edit')
  );
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

let lastId = 0;

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function createOutbox(
  storage: OutboxStorage = window.localStorage,
  now: () => number = () => Date.now(),
): Outbox {
  const listeners = new Set<() => void>();
  /**
   * The changes whose write the storage refused (full), by id: this page keeps them in memory and
   * sends them as any other, and says the storage is full; never dropped silently.
   */
  const unwritten = new Map<string, OutboxChange>();
  const changed = () => listeners.forEach((listener) => listener());

  const keyOf = (id: string) => `${KEY_PREFIX}${id}`;
  const keys = (prefix: string) =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(prefix) ?? false,
    );

  const readKey = (key: string): OutboxChange | undefined => {
    try {
      const value: unknown = withStateNamed(JSON.parse(storage.getItem(key) ?? 'null'));
      if (!isOutboxChange(value)) return undefined;
      return now() - value.at < OUTBOX_MS ? value : undefined;
    } catch {
      return undefined;
    }
  };

  const write = (change: OutboxChange) => {
    try {
      storage.setItem(keyOf(change.id), JSON.stringify(change));
      unwritten.delete(change.id);
    } catch {
      // storage full or refused: kept in this page's memory, and the page says so (isFull)
      unwritten.set(change.id, change);
    }
    changed();
  };

  const get = (id: string) => unwritten.get(id) ?? readKey(keyOf(id));

  // an entry of the first shape (waiting changes of a session that ended) or a corrupt one is dropped
  const dropStale = () => {
    for (const key of keys(OUTBOX_PREFIX)) {
      if (key.startsWith(SUMMARY_PREFIX)) continue;
      if (!key.startsWith(KEY_PREFIX) || readKey(key) === undefined) storage.removeItem(key);
    }
  };

  const outbox: Outbox = {
    add(change) {
      lastId += 1;
      const id = `${now().toString(36)}-${lastId}-${Math.random().toString(36).slice(2, 8)}`;
      write({ ...change, v: VERSION, id, at: now() });
      return id;
    },
    update(id, patch) {
      const change = get(id);
      if (change) write({ ...change, ...patch });
    },
    remove(id) {
      unwritten.delete(id);
      storage.removeItem(keyOf(id));
      changed();
    },
    get,
    all() {
      dropStale();
      const stored = keys(KEY_PREFIX)
        .map(readKey)
        .filter((change): change is OutboxChange => change !== undefined && !unwritten.has(change.id));
      return [...stored, ...unwritten.values()].sort((a, b) => a.at - b.at);
    },
    count: (author) =>
      outbox
        .all()
        .filter(
          (change) =>
            !change.discarded && !change.cancelled && (author === undefined || change.author === author),
        ).length,
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
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (!Array.isArray(value)) return [];
      return value
        .map(withStoredNamed)
        .filter(isKeptSummary)
        .filter((summary) => now() - summary.at < OUTBOX_MS);
    } catch {
      return [];
    }
  }

  // another tab put a change in, sent one or took one out
  if (typeof window !== 'undefined' && storage === window.localStorage)
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key.startsWith(OUTBOX_PREFIX)) changed();
    });
  return outbox;
}

/**
 * Whether the outbox holds a change of `resource` (cheap, at boot): a list read ahead of the screen
 * would show its records as they were before the change that is about to leave.
 */
export function holdsChangeOf(storage: OutboxStorage, resource: string): boolean {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).some((key) => {
    if (!key?.startsWith(KEY_PREFIX)) return false;
    try {
      return (
        (JSON.parse(storage.getItem(key) ?? 'null') as { resource?: unknown } | null)?.resource === resource
      );
    } catch {
      return false;
    }
  });
}
