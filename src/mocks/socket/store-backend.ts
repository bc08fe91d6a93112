import { decodeJwt, DEMO_ACCOUNTS, findAccountById } from '../accounts';
import { addNotification, db, dbChanged, newId, nowIso, onNotificationCreated } from '../db';
import type { Notification } from '../types';
import type { NotificationBackend } from './protocol';

function newestFirst(a: Notification, b: Notification): number {
  return b.created_at.localeCompare(a.created_at);
}

/** The socket's view of the demo store: the very rows GET /notification/{auth_id} pages through. */
export const storeBackend: NotificationBackend = {
  listOf: (userId) =>
    db.notifications.filter((notification) => notification.user_id === userId).sort(newestFirst),
  markRead(id, userId) {
    const target = db.notifications.find(
      (notification) => notification._id === id && notification.user_id === userId,
    );
    if (target) target.read = true;
    void dbChanged();
  },
  markAllRead(userId) {
    for (const notification of db.notifications)
      if (notification.user_id === userId) notification.read = true;
    void dbChanged();
  },
  onCreated: onNotificationCreated,
};

export interface SocketCaller {
  userId: string;
  /** When the access token expires (ms since epoch): the server ends the session then. */
  expiresAt: number;
}

/** The caller of a socket handshake's `token` query parameter, or null when it is missing, forged or expired. */
export function authenticateSocket(token: string | null, now: number = Date.now()): SocketCaller | null {
  if (!token) return null;
  const claims = decodeJwt(token);
  if (!claims || claims.exp * 1000 <= now) return null;
  if (!findAccountById(claims.sub) && !db.users.some((user) => user.auth_id === claims.sub)) return null;
  return { userId: claims.sub, expiresAt: claims.exp * 1000 };
}

let leadCounter = 0;

/** A new lead on one of the user's listings, as the real lead service would announce it. */
export function createDemoLead(userId: string): Notification {
  leadCounter += 1;
  const listings = db.listings.length ? db.listings : [];
  const people = db.users.length
    ? db.users.map((user) => user.name)
    : DEMO_ACCOUNTS.map((account) => account.name);
  const listing = listings[(leadCounter * 7) % Math.max(1, listings.length)];
  const name = people[(leadCounter * 13) % people.length];
  const where = listing ? `${listing.title} (${listing.house_id})` : 'listing Anda';
  const notification: Notification = {
    _id: newId(),
    text: `Lead baru dari ${name} untuk ${where}.`,
    read: false,
    created_at: nowIso(),
    user_id: userId,
    type: 'lead',
  };
  addNotification(notification);
  void dbChanged();
  return notification;
}
