import type { LiveEvent } from '@refinedev/core';

import { notificationEvents } from '../providers/live/channel';
import type { ConnectionStatus, DisconnectFlag, NotificationPayload } from '../providers/live/types';
import type { NotificationStore } from './notification-store';

const STATUSES: readonly ConnectionStatus[] = [
  'offline',
  'connecting',
  'connected',
  'reconnecting',
  'rejected',
];

function isStatus(value: unknown): value is ConnectionStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/** Feeds one event of the notification channel into the store. */
export function applyLiveEvent(store: NotificationStore, event: LiveEvent): void {
  const payload = event.payload;
  switch (event.type) {
    case notificationEvents.session:
      store.setUser(typeof payload.userId === 'string' ? payload.userId : '');
      return;
    case notificationEvents.status:
      if (isStatus(payload.status)) store.setStatus(payload.status);
      return;
    case notificationEvents.count:
      if (typeof payload.count === 'number') store.setUnread(payload.count);
      return;
    case notificationEvents.disconnect:
      store.raiseDisconnect({
        reason: payload.reason === 'server-disconnect' ? 'server-disconnect' : 'token-rejected',
        message: typeof payload.message === 'string' ? payload.message : '',
      } satisfies DisconnectFlag);
      return;
    case notificationEvents.notification: {
      const notification = payload as NotificationPayload;
      if (notification.kind === 'one') store.receive(notification.item);
      else if (notification.kind === 'list') store.merge(notification.items, notification.unread);
      return;
    }
  }
}
