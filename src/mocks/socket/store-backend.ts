import { decodeJwt, findAccountById } from '../accounts';
import { addNotification, db, dbChanged, newId, nowIso, onNotificationCreated } from '../db';
import { createRng } from '../lib/random';
import { emailFor, phoneNumber } from '../lib/text';
import { LEAD_NOTES } from '../seed/leads';
import { personName } from '../seed/names';
import type { Lead, Notification } from '../types';
import type { DemoSocketStore, SocketCaller } from './demo-socket';
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

/** The caller of a socket handshake's `token` query parameter, or null when it is missing, forged or expired. */
export function authenticateSocket(token: string | null, now: number = Date.now()): SocketCaller | null {
  if (!token) return null;
  const claims = decodeJwt(token);
  if (!claims || claims.exp * 1000 <= now) return null;
  if (!findAccountById(claims.sub) && !db.users.some((user) => user.auth_id === claims.sub)) return null;
  return { userId: claims.sub, expiresAt: claims.exp * 1000 };
}

let leadCounter = 0;

/**
 * A new lead on one of the user's listings (else any listing open to leads), saved as the marketplace's
 * request form would save it, and announced as the real lead service would: a lead of its own (a
 * customer, a phone, a note) each time, so the bell never shows the same lead again after a reload or
 * in a second tab, and the notification names the lead and its listing so a click opens them.
 */
export function createDemoLead(userId: string): Notification {
  leadCounter += 1;
  const rng = createRng((Date.now() ^ (leadCounter * 0x9e3779b1)) >>> 0);
  const open = db.listings.filter((listing) => listing.status === 'active' || listing.status === 'pending');
  const own = open.filter((listing) => listing.agent_id === userId);
  const listing = own.length > 0 ? rng.pick(own) : open.length > 0 ? rng.pick(open) : undefined;
  const name = personName(rng.pick);
  const created_at = nowIso();
  const lead: Lead | undefined = listing && {
    _id: newId(),
    property_id: listing.id,
    title: listing.title,
    name,
    phone: phoneNumber(rng),
    email: emailFor(name, rng),
    note: rng.pick(LEAD_NOTES),
    status: 'new',
    agent_id: listing.agent_id,
    agent_name: listing.agent_name,
    created_at,
  };
  if (lead) db.leads.push(lead);
  const where = listing ? `${listing.title} (${listing.house_id})` : 'listing Anda';
  const notification: Notification = {
    _id: newId(),
    text: `Lead baru dari ${name} untuk ${where}.`,
    read: false,
    created_at,
    user_id: userId,
    type: 'lead',
    ...(listing && lead
      ? { property_id: listing.id, house_id: listing.house_id, slug: listing.slug, request_id: lead._id }
      : {}),
  };
  addNotification(notification);
  void dbChanged();
  return notification;
}

/** The socket server's view of the store in the same thread (the unit tests'). */
export const storeSocket: DemoSocketStore = {
  backend: storeBackend,
  authenticate: authenticateSocket,
  createLead: (userId) => void createDemoLead(userId),
};
