import type { Values } from '../../resources/types';
import { HELD_PREFIX } from '../../session/session';

/** How long a held change is kept for its author: then it is dropped unsent. */
export const HELD_DAYS = 7;
const HELD_MS = HELD_DAYS * 24 * 60 * 60 * 1000;

/** The shape's version: an entry of another version is ignored. */
const VERSION = 1;
const KEY_PREFIX = `${HELD_PREFIX}v${VERSION}.`;
/** The summaries of bulk runs their author did not see (the session ended first). */
const SUMMARY_PREFIX = `${HELD_PREFIX}summary.v${VERSION}.`;

/**
 * A change that could not leave with its author's token (expired, or refused by the server): kept in
 * local storage for that user only, sent after they sign in again.
 */
export interface HeldChange {
  v: typeof VERSION;
  /** When it was held (ms since the epoch). */
  at: number;
  /** Names it for `release` (none in entries kept before it was added). */
  id?: string;
  resource: string;
  /** `delete`, or the action's name. */
  operation: string;
  /** The records it changes, as the list had them. */
  records: Values[];
  /** What the action's form asked, for every record. */
  values: Values;
  /** How the undo notice named it (e.g. "Hapus: Rumah Dago"). */
  text: string;
  /** Another user signed in on this browser: never sent, its author is told. */
  discarded?: true;
}

/**
 * A bulk run's summary its author did not see: their session ended before it finished (a 401, or a
 * sign-out that gave up waiting for it). Shown after they sign in again.
 */
export interface KeptSummary {
  v: typeof VERSION;
  at: number;
  resource: string;
  /** `delete`, or the action's name. */
  operation: string;
  values: Values;
  succeeded: Values[];
  failed: { item: Values; message: string }[];
  /** Cancelled by the person before their turn. */
  cancelled: Values[];
  /** Not sent because the session ended: held, sent after the sign-in. */
  held: Values[];
  skipped: Values[];
}

export interface HeldChanges {
  /** Keeps a change for its author; the answer names it for `release`. */
  hold(author: string, change: Omit<HeldChange, 'v' | 'at' | 'id'>): string;
  /** Forgets a held change (it was sent after all). */
  release(author: string, id: string): void;
  /** Keeps a bulk run's summary for its author's next sign-in. */
  keepSummary(author: string, summary: Omit<KeptSummary, 'v' | 'at'>): void;
  /**
   * `author` signed in: their held changes are handed over (and forgotten here): those to send, and
   * those dropped because another user signed in meanwhile, and the summaries they did not see.
   * Everyone else's changes are marked dropped, never to be sent; any older than 7 days are gone.
   */
  signedIn(author: string): { send: HeldChange[]; discarded: HeldChange[]; summaries: KeptSummary[] };
  /** How many changes this browser holds, for anyone, that may still be sent (the login page says so). */
  count(): number;
}

function isHeldChange(value: unknown): value is HeldChange {
  if (!value || typeof value !== 'object') return false;
  const change = value as Record<string, unknown>;
  return (
    change.v === VERSION &&
    typeof change.at === 'number' &&
    typeof change.resource === 'string' &&
    typeof change.operation === 'string' &&
    (change.id === undefined || typeof change.id === 'string') &&
    isRecords(change.records) &&
    change.values !== null &&
    typeof change.values === 'object' &&
    typeof change.text === 'string'
  );
}

const isRecords = (value: unknown): value is Values[] =>
  Array.isArray(value) && value.every((record) => record !== null && typeof record === 'object');

function isKeptSummary(value: unknown): value is KeptSummary {
  if (!value || typeof value !== 'object') return false;
  const summary = value as Record<string, unknown>;
  return (
    summary.v === VERSION &&
    typeof summary.at === 'number' &&
    typeof summary.resource === 'string' &&
    typeof summary.operation === 'string' &&
    summary.values !== null &&
    typeof summary.values === 'object' &&
    isRecords(summary.succeeded) &&
    isRecords(summary.cancelled) &&
    isRecords(summary.held) &&
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

/** Makes each held change's id unique within the page. */
let lastId = 0;

export function createHeldChanges(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> = window.localStorage,
  now: () => number = () => Date.now(),
): HeldChanges {
  const keyOf = (author: string) => `${KEY_PREFIX}${encodeURIComponent(author)}`;
  const summaryKeyOf = (author: string) => `${SUMMARY_PREFIX}${encodeURIComponent(author)}`;
  /** A user's entries; a corrupt entry, one of another version or one too old is left out. */
  function readAs<T extends { at: number }>(key: string, valid: (value: unknown) => value is T): T[] {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (!Array.isArray(value)) return [];
      return value.filter(valid).filter((entry) => now() - entry.at < HELD_MS);
    } catch {
      return [];
    }
  }
  const read = (key: string) => readAs(key, isHeldChange);
  const write = (key: string, changes: readonly object[]) => {
    try {
      if (changes.length > 0) storage.setItem(key, JSON.stringify(changes));
      else storage.removeItem(key);
    } catch {
      // storage full or refused: nothing more can be kept
    }
  };
  const heldKeys = () =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(HELD_PREFIX) ?? false,
    );

  return {
    hold(author, change) {
      const key = keyOf(author);
      lastId += 1;
      const id = `${now()}-${lastId}`;
      write(key, [...read(key), { ...change, id, v: VERSION, at: now() }]);
      return id;
    },
    release(author, id) {
      const key = keyOf(author);
      write(
        key,
        read(key).filter((change) => change.id !== id),
      );
    },
    keepSummary(author, summary) {
      const key = summaryKeyOf(author);
      write(key, [...readAs(key, isKeptSummary), { ...summary, v: VERSION, at: now() }]);
    },
    signedIn(author) {
      const own = keyOf(author);
      const ownSummaries = summaryKeyOf(author);
      for (const key of heldKeys()) {
        if (key === own || key.startsWith(SUMMARY_PREFIX)) continue;
        // an older shape is dropped; another user's changes are never sent now
        if (!key.startsWith(KEY_PREFIX)) storage.removeItem(key);
        else
          write(
            key,
            read(key).map((change) => ({ ...change, discarded: true as const })),
          );
      }
      const changes = read(own);
      write(own, []);
      const summaries = readAs(ownSummaries, isKeptSummary);
      write(ownSummaries, []);
      return {
        send: changes.filter((change) => !change.discarded),
        discarded: changes.filter((change) => change.discarded),
        summaries,
      };
    },
    count: () =>
      heldKeys()
        .filter((key) => key.startsWith(KEY_PREFIX))
        .reduce((sum, key) => sum + read(key).filter((change) => !change.discarded).length, 0),
  };
}
