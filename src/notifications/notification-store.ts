import { oncePerFrame } from '../providers/live/throttle';
import type { ConnectionStatus, DisconnectFlag, NotificationItem } from '../providers/live/types';

/** The notification state of docs/contract.md section 3 (list, unread count, socket connection), in one place. */
export interface NotificationState {
  /** The signed-in user the state belongs to ('' when signed out). */
  userId: string;
  /** Unique by `_id`, newest first. */
  items: readonly NotificationItem[];
  unread: number;
  status: ConnectionStatus;
  /** docs/contract.md section 4's disconnect flag: raised, the user is signed out 1.5 s later. */
  disconnect: DisconnectFlag | null;
}

/**
 * A moment on the store's clock: a later moment is greater. Counts carry the moment they describe, so
 * an older figure (a reply asked for before a live count arrived) never overwrites a newer one.
 */
export type Moment = number;

export interface NotificationStore {
  getState(): NotificationState;
  /** Now on the store's clock: take it when asking the server, and give it back with the reply. */
  now(): Moment;
  subscribe(listener: () => void): () => void;
  /** A new user (or none): forgets everything of the previous one. */
  setUser(userId: string): void;
  /** One notification pushed live. A known `_id` updates the entry (no duplicate, no second count). */
  receive(item: NotificationItem): void;
  /**
   * A list (socket replay or REST page): merged by `_id`, never duplicated. Its unread count is taken
   * unless a newer one is known: `asOf` is when it was asked for (a live reply is of now).
   */
  merge(items: readonly NotificationItem[], unread?: number | null, asOf?: Moment): void;
  /** The server's unread count, as of `asOf` (default now, as for a live `count-unread`). */
  setUnread(count: number, asOf?: Moment): void;
  /** Marks one read; returns the entry when it was unread (the caller then tells the server). */
  markRead(id: string): NotificationItem | null;
  markAllRead(): void;
  setStatus(status: ConnectionStatus): void;
  raiseDisconnect(flag: DisconnectFlag): void;
}

/** More than a session will ever show; bounds memory in a tab left open for weeks. */
export const MAX_NOTIFICATIONS = 1000;

const EMPTY: NotificationState = {
  userId: '',
  items: [],
  unread: 0,
  status: 'offline',
  disconnect: null,
};

function newestFirst(a: NotificationItem, b: NotificationItem): number {
  const diff = Date.parse(b.created_at) - Date.parse(a.created_at);
  return Number.isNaN(diff) ? 0 : diff;
}

export function createNotificationStore(): NotificationStore {
  let state: NotificationState = EMPTY;
  const listeners = new Set<() => void>();
  let clock: Moment = 0;
  /** The moment the unread count describes: a live count, a mark made here, or the reply it came from. */
  let unreadAsOf: Moment = 0;
  const tick = () => ++clock;
  /**
   * The unread count to keep: `count` unless a newer one is already known. Without `asOf` the count
   * is of now (a live count, a push counted here, a mark made here).
   */
  const countAsOf = (count: number, asOf: Moment = tick()) => {
    if (asOf < unreadAsOf) return state.unread;
    unreadAsOf = asOf;
    return Math.max(0, count);
  };

  const notify = () => listeners.forEach((listener) => listener());
  /** Live pushes tell the screens once per frame, however many land in it (a flood renders once). */
  const notifyNextFrame = oncePerFrame(notify);
  const set = (next: Partial<NotificationState>, { batched = false } = {}) => {
    state = { ...state, ...next };
    if (batched) notifyNextFrame();
    else notify();
  };

  /** `items` (newest first) with `item` put where its date belongs: no sort of the whole list. */
  const inserted = (items: readonly NotificationItem[], item: NotificationItem) => {
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (newestFirst(items[middle], item) <= 0) low = middle + 1;
      else high = middle;
    }
    return [...items.slice(0, low), item, ...items.slice(low, MAX_NOTIFICATIONS - 1)];
  };

  /** The list with `incoming` upserted by `_id`; `added` counts the ids it did not know. */
  const upsert = (incoming: readonly NotificationItem[]) => {
    const byId = new Map(state.items.map((item) => [item._id, item]));
    const added: NotificationItem[] = [];
    for (const item of incoming) {
      const known = byId.get(item._id);
      if (!known) added.push(item);
      // a read mark made here is not undone by an older copy from the server
      byId.set(item._id, known ? { ...item, read: item.read || known.read } : item);
    }
    const items = [...byId.values()].sort(newestFirst).slice(0, MAX_NOTIFICATIONS);
    return { items, added };
  };

  return {
    getState: () => state,
    now: tick,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(userId) {
      if (userId === state.userId) return;
      unreadAsOf = 0;
      set({ ...EMPTY, userId, status: state.status });
    },
    receive(item) {
      const known = state.items.some((entry) => entry._id === item._id);
      if (known) {
        set({ items: upsert([item]).items });
        return;
      }
      // the server's `count-unread` that follows sets the exact figure; until then count it here
      set(
        {
          items: inserted(state.items, item),
          unread: item.read ? state.unread : countAsOf(state.unread + 1),
        },
        { batched: true },
      );
    },
    merge(incoming, unread, asOf) {
      const { items } = upsert(incoming);
      set({ items, unread: typeof unread === 'number' ? countAsOf(unread, asOf) : state.unread });
    },
    setUnread(count, asOf) {
      const unread = countAsOf(count, asOf);
      if (unread !== state.unread) set({ unread });
    },
    markRead(id) {
      const target = state.items.find((item) => item._id === id);
      if (!target || target.read) return null;
      set({
        items: state.items.map((item) => (item._id === id ? { ...item, read: true } : item)),
        unread: countAsOf(state.unread - 1),
      });
      return target;
    },
    markAllRead() {
      set({
        items: state.items.map((item) => (item.read ? item : { ...item, read: true })),
        unread: countAsOf(0),
      });
    },
    setStatus(status) {
      if (status !== state.status) set({ status });
    },
    raiseDisconnect(flag) {
      set({ disconnect: flag, status: 'rejected' });
    },
  };
}
