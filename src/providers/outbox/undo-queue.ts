import type { Values } from '../../resources/types';
import { isTokenExpired } from '../../session/token';
import type { ChangeState, KeptState } from './outbox-store';
import { type Author, createSendSchedule, type SendSchedule, UNDO_WINDOW_MS } from './send-schedule';

/**
 * How a record looks on screen while its change waits or is being sent; `waiting`: its change waits
 * in the outbox (offline, or for a sign-in), and its row says so.
 */
export type OptimisticRecord = { kind: 'removed' } | { kind: 'changed'; record: Values; waiting?: true };

/** The mark a row carries while a change of its record waits in the outbox (not a field: never sent). */
export const WAITING_MARK = Symbol('waiting');

/** Whether a row shows a change still waiting in the outbox. */
export function isWaitingRow(row: object): boolean {
  return (row as Record<symbol, unknown>)[WAITING_MARK] === true;
}

/** The pending optimistic values of one resource, by record id (as text). */
export type OptimisticRecords = ReadonlyMap<string, OptimisticRecord>;

/**
 * What a queue's `send` answers of a change it could not send whole (undefined: sent): the state what
 * is left of it is kept in (`retry`: offline, it leaves once online; `stored`: its author's session
 * ended or a sign-out gave up on it), `refused` when the server refused the author's token (they are
 * told), `kept` when the outbox's sender already keeps it in that state (nothing more to hold).
 */
export interface Unsent {
  state: KeptState;
  refused?: true;
  kept?: true;
}

export interface UndoEntry {
  resource: string;
  /** Its author: the change is sent with this token only; none: the session's current one. */
  author?: Author;
  /** The records it changes, by id (as text), and how each looks meanwhile. */
  optimistic: OptimisticRecords;
  /**
   * Sends the change. `keepalive`: the page is going away, every call leaves at once and survives
   * the page. It settles once the change is sent and the lists refreshed (or the failure shown): the
   * records keep their pending look until then. It answers what is left unsent (`Unsent`), if any.
   */
  send: (how: { keepalive: boolean }) => Promise<Unsent | undefined | void>;
  /**
   * Keeps the change, or what is left of it, for its author (stored-changes.ts), to be sent after they
   * sign in again: the author's token expired before it could leave, the server refused it, or a
   * sign-out gave up waiting for it. Answers how to forget it again (it was sent after all).
   */
  hold?: (state?: 'retry' | 'stored') => (() => void) | undefined;
  /** A sign-out gave up waiting for the change while it is being sent: nothing more of it starts. */
  stop?: () => void;
  /** Called when the window ends without undo, before the send. */
  onCommit?: () => void;
  /**
   * The page is going away while the change is being sent (a bulk run after its window): what has
   * not left yet leaves now, with `keepalive`.
   */
  leaving?: () => void;
}

interface Slot {
  entry: UndoEntry;
  state: Extract<ChangeState, 'waiting' | 'sending'>;
  /** Settles with the send (set once it started). */
  sent?: Promise<void>;
  /** A sign-out gave up waiting for it: stored meanwhile, this forgets that hold once it settles. */
  overdue?: { release: (() => void) | undefined };
}

export interface UndoQueue {
  /** Shows the change at once and sends it when the window ends; returns the entry's handle. */
  schedule(entry: UndoEntry): number;
  /**
   * Sends a change that offers no undo at once, yet as one of the queue's: a sign-out waits for it,
   * and what it has not started leaves with `keepalive` when the page goes (`leaving`).
   */
  run(entry: UndoEntry): number;
  /** Drops a waiting change: nothing is sent, the records look as before. False once it left. */
  undo(handle: number): boolean;
  /**
   * Stops the window's clock (a person points at or focuses its toast); `resume` starts it again with
   * what was left, though never past its author's token.
   */
  pause(handle: number): void;
  resume(handle: number): void;
  /**
   * Sends every waiting change now (by default with `keepalive`: the page is going away), and hurries
   * the ones being sent.
   */
  flushAll(how?: { keepalive: boolean }): void;
  /**
   * Sends every waiting change now, as usual, and settles once every change of the queue (waiting or
   * being sent) has settled: a sign-out waits for it. Past `timeoutMs` it gives up: what has not
   * settled is stored for its author (and stops starting more), forgotten again if it then succeeds.
   */
  drain(options?: { timeoutMs?: number }): Promise<{ unsent: number }>;
  /** How many changes wait or are being sent. */
  pending(): number;
  /** Stops every window's clock without sending, as a page that is gone (the outbox still keeps each change). */
  dispose(): void;
  /**
   * The session these changes were made in ended elsewhere ("Keluar" in another tab): nothing more
   * leaves from here. A change in its window is stored for its author, unsent (never under a token
   * signed out); one being sent starts nothing more, its rest stored.
   */
  abandon(): void;
  /**
   * A sign-out's send (`drain`): how many changes it sends, and once it gave up how many had not
   * finished; null when none runs (or once a new change was made).
   */
  draining(): Draining | null;
  /** Called with the author whenever a change was stored because their token was expired or refused. */
  onRefused(listener: (author: Author) => void): () => void;
  /** Tells those listeners that `author`'s token was refused elsewhere (a bulk run stored its rest). */
  refused(author: Author): void;
  /** Whether the change still waits (can be undone). */
  isWaiting(handle: number): boolean;
  /** The pending optimistic values by resource; a new object whenever they change. */
  optimistic(): ReadonlyMap<string, OptimisticRecords>;
  subscribe(listener: () => void): () => void;
}

export interface Draining {
  count: number;
  /** How many had not finished when the drain gave up; 0 while it runs. */
  overdue: number;
}

export interface UndoQueueOptions {
  /** How long a change can be undone (default: the app's `UNDO_WINDOW_MS`). */
  windowMs?: number;
  /** When its changes leave (the page's one schedule; by default one of its own). */
  sendSchedule?: SendSchedule;
}

/**
 * Changes that take effect on screen at once and are sent when their undo window ends, as the send
 * schedule says (or at once when the page is hidden). An undone change is never sent.
 */
export function createUndoQueue({
  windowMs = UNDO_WINDOW_MS,
  sendSchedule = createSendSchedule(),
}: UndoQueueOptions = {}): UndoQueue {
  const slots = new Map<number, Slot>();
  const listeners = new Set<() => void>();
  const refusedListeners = new Set<(author: Author) => void>();
  let nextHandle = 1;
  let snapshot: ReadonlyMap<string, OptimisticRecords> = new Map();
  let draining: Draining | null = null;

  const changed = () => {
    const byResource = new Map<string, Map<string, OptimisticRecord>>();
    for (const { entry } of slots.values()) {
      const optimistic = byResource.get(entry.resource) ?? new Map<string, OptimisticRecord>();
      for (const [id, look] of entry.optimistic) optimistic.set(id, look);
      byResource.set(entry.resource, optimistic);
    }
    snapshot = byResource;
    for (const listener of listeners) listener();
  };

  const tellRefused = (author: Author) => {
    for (const listener of refusedListeners) listener(author);
  };

  const hold = (entry: UndoEntry) => {
    entry.hold?.();
    if (entry.author) tellRefused(entry.author);
  };

  /** What a send answered, once it settled: stored if refused or left unsent. */
  const answered = (slot: Slot, answer: Unsent | undefined | void) => {
    if (slot.overdue) {
      // the sign-out's hold gives way to what is known now (sent: forgotten; the sender kept it: as it
      // says); still kept, it stays stored; the session it ended is not ended again
      if (!answer) slot.overdue.release?.();
      // (held again in place, never let go first: a change let go is taken for one thrown away)
      else if (!answer.kept) slot.entry.hold?.();
    } else if (answer?.refused) hold(slot.entry);
    else if (answer && !answer.kept) slot.entry.hold?.(answer.state === 'retry' ? 'retry' : 'stored');
  };

  const send = (handle: number, how: { keepalive: boolean }) => {
    const slot = slots.get(handle);
    if (!slot || slot.state !== 'waiting') return;
    sendSchedule.closeWindow(handle);
    slot.state = 'sending';
    slot.entry.onCommit?.();
    const settle = () => {
      slots.delete(handle);
      changed();
    };
    // the author's token is gone: nothing leaves without it (nor with another one); stored for them
    if (slot.entry.author && isTokenExpired(slot.entry.author.token)) {
      hold(slot.entry);
      slot.sent = Promise.resolve();
      settle();
      return;
    }
    slot.sent = slot.entry.send(how).then((answer) => {
      answered(slot, answer);
      settle();
    }, settle);
  };

  return {
    schedule(entry) {
      const handle = nextHandle;
      nextHandle += 1;
      draining = null;
      slots.set(handle, { entry, state: 'waiting' });
      changed();
      sendSchedule.openWindow(handle, { ms: windowMs, token: entry.author?.token }, () =>
        send(handle, { keepalive: false }),
      );
      return handle;
    },
    run(entry) {
      const handle = nextHandle;
      nextHandle += 1;
      draining = null;
      slots.set(handle, { entry, state: 'waiting' });
      changed();
      send(handle, { keepalive: false });
      return handle;
    },
    undo(handle) {
      const slot = slots.get(handle);
      if (!slot || slot.state !== 'waiting') return false;
      sendSchedule.closeWindow(handle);
      slots.delete(handle);
      changed();
      return true;
    },
    pause(handle) {
      if (slots.get(handle)?.state === 'waiting') sendSchedule.pauseWindow(handle);
    },
    resume(handle) {
      if (slots.get(handle)?.state === 'waiting') sendSchedule.resumeWindow(handle);
    },
    flushAll(how = { keepalive: true }) {
      for (const [handle, slot] of [...slots]) {
        if (slot.state === 'waiting') send(handle, how);
        else if (how.keepalive) slot.entry.leaving?.();
      }
    },
    async drain({ timeoutMs = Number.POSITIVE_INFINITY } = {}) {
      draining = slots.size > 0 ? { count: slots.size, overdue: 0 } : null;
      if (draining) changed();
      for (const [handle, slot] of [...slots])
        if (slot.state === 'waiting') send(handle, { keepalive: false });
      const all = Promise.all([...slots.values()].map((slot) => slot.sent)).then(() => 'done' as const);
      let giveUp = () => undefined as void;
      const bound = new Promise<'overdue'>((resolve) => {
        if (Number.isFinite(timeoutMs)) giveUp = sendSchedule.after(timeoutMs, () => resolve('overdue'));
      });
      const outcome = await Promise.race([all, bound]);
      giveUp();
      const unsent = outcome === 'done' ? 0 : slots.size;
      // gave up: what has not settled is stored for its author and starts nothing more
      if (outcome === 'overdue')
        for (const slot of slots.values()) {
          slot.entry.stop?.();
          slot.overdue = { release: slot.entry.hold?.() };
        }
      draining = draining && unsent > 0 ? { ...draining, overdue: unsent } : null;
      changed();
      return { unsent };
    },
    pending: () => slots.size,
    dispose() {
      for (const handle of slots.keys()) sendSchedule.closeWindow(handle);
      slots.clear();
      changed();
    },
    abandon() {
      for (const [handle, slot] of [...slots]) {
        if (slot.state === 'sending') {
          slot.entry.stop?.();
          continue;
        }
        sendSchedule.closeWindow(handle);
        slots.delete(handle);
        slot.entry.hold?.();
      }
      changed();
    },
    draining: () => draining,
    refused: tellRefused,
    onRefused(listener) {
      refusedListeners.add(listener);
      return () => refusedListeners.delete(listener);
    },
    isWaiting: (handle) => slots.get(handle)?.state === 'waiting',
    optimistic: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The rows as a person sees them: removed ones left out, changed ones as changed. */
export function withOptimistic<T extends Values>(
  rows: readonly T[],
  optimistic: OptimisticRecords | undefined,
  idOf: (row: T) => unknown,
): T[] {
  if (!optimistic || optimistic.size === 0) return [...rows];
  return rows.flatMap((row) => {
    const look = optimistic.get(String(idOf(row)));
    if (!look) return [row];
    if (look.kind === 'removed') return [];
    return [
      (look.waiting ? { ...row, ...look.record, [WAITING_MARK]: true } : { ...row, ...look.record }) as T,
    ];
  });
}
