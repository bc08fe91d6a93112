import type { Values } from '../../resources/types';
import { HELD_PREFIX } from '../../session/session';

/** How long a held change is kept for its author: then it is dropped unsent. */
export const HELD_DAYS = 7;
const HELD_MS = HELD_DAYS * 24 * 60 * 60 * 1000;

/** The shape's version: an entry of another version is ignored. */
const VERSION = 1;
const KEY_PREFIX = `${HELD_PREFIX}v${VERSION}.`;

/**
 * A change that could not leave with its author's token (expired, or refused by the server): kept in
 * local storage for that user only, sent after they sign in again.
 */
export interface HeldChange {
  v: typeof VERSION;
  /** When it was held (ms since the epoch). */
  at: number;
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

export interface HeldChanges {
  /** Keeps a change for its author. */
  hold(author: string, change: Omit<HeldChange, 'v' | 'at'>): void;
  /**
   * `author` signed in: their held changes are handed over (and forgotten here): those to send, and
   * those dropped because another user signed in meanwhile. Everyone else's are marked dropped, never
   * to be sent; any older than 7 days are gone.
   */
  signedIn(author: string): { send: HeldChange[]; discarded: HeldChange[] };
}

function isHeldChange(value: unknown): value is HeldChange {
  if (!value || typeof value !== 'object') return false;
  const change = value as Record<string, unknown>;
  return (
    change.v === VERSION &&
    typeof change.at === 'number' &&
    typeof change.resource === 'string' &&
    typeof change.operation === 'string' &&
    Array.isArray(change.records) &&
    change.records.every((record) => record !== null && typeof record === 'object') &&
    change.values !== null &&
    typeof change.values === 'object' &&
    typeof change.text === 'string'
  );
}

export function createHeldChanges(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> = window.localStorage,
  now: () => number = Date.now,
): HeldChanges {
  const keyOf = (author: string) => `${KEY_PREFIX}${encodeURIComponent(author)}`;
  /** A user's held changes; a corrupt entry, one of another version or one too old is left out. */
  const read = (key: string): HeldChange[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (!Array.isArray(value)) return [];
      return value.filter(isHeldChange).filter((change) => now() - change.at < HELD_MS);
    } catch {
      return [];
    }
  };
  const write = (key: string, changes: HeldChange[]) => {
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
      write(key, [...read(key), { ...change, v: VERSION, at: now() }]);
    },
    signedIn(author) {
      const own = keyOf(author);
      for (const key of heldKeys()) {
        if (key === own) continue;
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
      return {
        send: changes.filter((change) => !change.discarded),
        discarded: changes.filter((change) => change.discarded),
      };
    },
  };
}
