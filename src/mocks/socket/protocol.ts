import { notificationReply } from '../lib/notification-reply';
import type { Notification } from '../types';

/**
 * One connected client as the demo server sees it: socket.io events in and out. The MSW binding and
 * a real socket.io server socket both fit, so the same protocol code runs in the browser and in tests.
 */
export interface DemoPeer {
  on(event: string, handler: (...args: unknown[]) => unknown): void;
  emit(event: string, ...args: unknown[]): void;
}

/**
 * The demo store as the socket needs it (the REST handlers share the same store): in the same thread
 * (tests), or in the demo's backend worker, asked by message (the browser: src/mocks/browser.ts).
 */
export interface NotificationBackend {
  /** The user's notifications, newest first. */
  listOf(userId: string): Notification[] | Promise<Notification[]>;
  markRead(id: string, userId: string): void | Promise<void>;
  markAllRead(userId: string): void | Promise<void>;
  /** Calls back for every notification added to the store (a blast, a demo lead...). */
  onCreated(listener: (notification: Notification) => void): () => void;
}

/** How many of the newest notifications the answer to `all-notification` carries. */
export const REPLAY_LIMIT = 20;

function unreadOf(notifications: readonly Notification[]): number {
  return notifications.filter((notification) => !notification.read).length;
}

function idOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * docs/contract.md section 7 from the server's side, for one signed-in user:
 * - `all-notification` (user id) -> `listen-notification` (the newest notifications) and `count-unread`;
 * - `read-notification` ({_id, user_id}) and `read-all-notification` (user id) -> `count-unread`;
 * - a notification created for the user -> `listen-notification` (that one) and `count-unread`.
 * A client only ever reads and marks its own notifications, whatever ids it sends.
 * Returns the clean-up to call when the connection closes.
 */
export function serveNotifications(peer: DemoPeer, userId: string, backend: NotificationBackend): () => void {
  const sendCount = async () => peer.emit('count-unread', unreadOf(await backend.listOf(userId)));

  peer.on('all-notification', async () => {
    const notifications = await backend.listOf(userId);
    peer.emit('listen-notification', notifications.slice(0, REPLAY_LIMIT).map(notificationReply));
    peer.emit('count-unread', unreadOf(notifications));
  });
  peer.on('read-notification', async (body) => {
    const id = body && typeof body === 'object' ? idOf((body as Record<string, unknown>)._id) : '';
    if (id) await backend.markRead(id, userId);
    await sendCount();
  });
  peer.on('read-all-notification', async () => {
    await backend.markAllRead(userId);
    await sendCount();
  });

  return backend.onCreated((notification) => {
    if (notification.user_id !== userId) return;
    peer.emit('listen-notification', notificationReply(notification));
    void sendCount();
  });
}
