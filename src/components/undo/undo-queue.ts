import type { Values } from '../../resources/types';

/** How long a change can be undone before it is sent: the app's 5 s (README.md, bulk operations). */
export const UNDO_WINDOW_MS = 5000;

let windowOverride: number | undefined;

/**
 * Test hook, called only by the unit tests (tests/unit/support/undo.ts); tests/setup.ts restores the
 * default after each test. Sets the window of every queue made without its own `windowMs`, and of the
 * undo notice: `Infinity` holds each change until the test ends its window (`flushAll`), so a test of
 * a whole screen neither waits the real 5 s nor races a short window on a slow machine. No argument:
 * the default again.
 */
export function setUndoWindowForTests(ms?: number): void {
  windowOverride = ms;
}

/** The window in force: the default unless a test set another. */
export function undoWindowMs(): number {
  return windowOverride ?? UNDO_WINDOW_MS;
}

/** How a record looks on screen while its change waits or is being sent. */
export type PendingLook = { kind: 'removed' } | { kind: 'changed'; record: Values };

/** The pending looks of one resource, by record id (as text). */
export type PendingLooks = ReadonlyMap<string, PendingLook>;

export interface UndoEntry {
  resource: string;
  /** The records it changes, by id (as text), and how each looks meanwhile. */
  looks: PendingLooks;
  /**
   * Sends the change. `keepalive`: the page is going away, every call leaves at once and survives
   * the page. It settles once the change is sent and the lists refreshed (or the failure shown): the
   * records keep their pending look until then.
   */
  send: (how: { keepalive: boolean }) => Promise<unknown>;
  /** Called when the window ends without undo, before the send. */
  onCommit?: () => void;
  /**
   * The page is going away while the change is being sent (a bulk run after its window): what has
   * not left yet leaves now, with `keepalive`.
   */
  hurry?: () => void;
}

interface Slot {
  entry: UndoEntry;
  state: 'waiting' | 'sending';
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Settles with the send (set once it started). */
  sent?: Promise<void>;
}

export interface UndoQueue {
  /** Shows the change at once and sends it when the window ends; returns the entry's handle. */
  schedule(entry: UndoEntry): number;
  /** Drops a waiting change: nothing is sent, the records look as before. False once it left. */
  undo(handle: number): boolean;
  /** Sends a waiting change now. */
  flush(handle: number, how?: { keepalive: boolean }): void;
  /**
   * Sends every waiting change now (by default with `keepalive`: the page is going away), and hurries
   * the ones being sent.
   */
  flushAll(how?: { keepalive: boolean }): void;
  /**
   * Sends every waiting change now, as usual, and settles once every change of the queue (waiting or
   * being sent) has settled: a sign-out waits for it before the session goes.
   */
  drain(): Promise<void>;
  /** Whether the change still waits (can be undone). */
  isWaiting(handle: number): boolean;
  /** The pending looks by resource; a new object whenever they change. */
  looks(): ReadonlyMap<string, PendingLooks>;
  subscribe(listener: () => void): () => void;
}

export interface UndoQueueOptions {
  windowMs?: number;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

/**
 * Changes that take effect on screen at once and are sent when their undo window ends (or at once
 * when the page is hidden). An undone change is never sent.
 */
export function createUndoQueue({
  windowMs,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: UndoQueueOptions = {}): UndoQueue {
  const slots = new Map<number, Slot>();
  const listeners = new Set<() => void>();
  let nextHandle = 1;
  let snapshot: ReadonlyMap<string, PendingLooks> = new Map();

  const changed = () => {
    const byResource = new Map<string, Map<string, PendingLook>>();
    for (const { entry } of slots.values()) {
      const looks = byResource.get(entry.resource) ?? new Map<string, PendingLook>();
      for (const [id, look] of entry.looks) looks.set(id, look);
      byResource.set(entry.resource, looks);
    }
    snapshot = byResource;
    for (const listener of listeners) listener();
  };

  const send = (handle: number, how: { keepalive: boolean }) => {
    const slot = slots.get(handle);
    if (!slot || slot.state !== 'waiting') return;
    if (slot.timer !== undefined) clearTimer(slot.timer);
    slot.state = 'sending';
    slot.entry.onCommit?.();
    const settle = () => {
      slots.delete(handle);
      changed();
    };
    slot.sent = slot.entry.send(how).then(settle, settle);
  };

  return {
    schedule(entry) {
      const handle = nextHandle;
      nextHandle += 1;
      const slot: Slot = { entry, state: 'waiting', timer: undefined };
      slots.set(handle, slot);
      const ms = windowMs ?? undoWindowMs();
      // an endless window (a test holding it) ends only by flush
      if (Number.isFinite(ms)) slot.timer = setTimer(() => send(handle, { keepalive: false }), ms);
      changed();
      return handle;
    },
    undo(handle) {
      const slot = slots.get(handle);
      if (!slot || slot.state !== 'waiting') return false;
      if (slot.timer !== undefined) clearTimer(slot.timer);
      slots.delete(handle);
      changed();
      return true;
    },
    flush: (handle, how = { keepalive: false }) => send(handle, how),
    flushAll(how = { keepalive: true }) {
      for (const [handle, slot] of [...slots]) {
        if (slot.state === 'waiting') send(handle, how);
        else if (how.keepalive) slot.entry.hurry?.();
      }
    },
    async drain() {
      for (const [handle, slot] of [...slots])
        if (slot.state === 'waiting') send(handle, { keepalive: false });
      await Promise.all([...slots.values()].map((slot) => slot.sent));
    },
    isWaiting: (handle) => slots.get(handle)?.state === 'waiting',
    looks: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Sends what waits when the page goes away (tab closed, reload, another site): on `beforeunload`,
 * while the page is still whole, and on `pagehide` for what is left (browsers that skip the first).
 * A change sent because another prompt then kept the page is simply made sooner.
 */
export function flushOnPageHide(queue: UndoQueue, target: Pick<EventTarget, 'addEventListener'>): void {
  const flush = () => queue.flushAll({ keepalive: true });
  target.addEventListener('beforeunload', flush);
  target.addEventListener('pagehide', flush);
}

/** The rows as a person sees them: removed ones left out, changed ones as changed. */
export function withLooks<T extends Values>(
  rows: readonly T[],
  looks: PendingLooks | undefined,
  idOf: (row: T) => unknown,
): T[] {
  if (!looks || looks.size === 0) return [...rows];
  return rows.flatMap((row) => {
    const look = looks.get(String(idOf(row)));
    if (!look) return [row];
    return look.kind === 'removed' ? [] : [{ ...row, ...look.record } as T];
  });
}
