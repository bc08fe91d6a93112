import type { LiveEvent, LiveProvider } from '@refinedev/core';

import { NOTIFICATION_CHANNEL, notificationEvents } from '../notifications/channel';
import type { NotificationSocket, SocketSignal } from '../notifications/socket-manager';
import { throttle } from '../notifications/throttle';

type Callback = (event: LiveEvent) => void;

/** The fastest a list refetches while notifications arrive live. */
export const REFETCH_EVERY_MS = 1000;

interface Subscription {
  channel: string;
  types: readonly string[];
  callback: Callback;
}

function liveEventsOf(signal: SocketSignal, date: Date): LiveEvent[] {
  const on = (type: string, payload: LiveEvent['payload'], channel = NOTIFICATION_CHANNEL): LiveEvent => ({
    channel,
    type,
    payload,
    date,
  });
  switch (signal.type) {
    case 'session':
      return [on(notificationEvents.session, { userId: signal.userId })];
    case 'status':
      return [on(notificationEvents.status, { status: signal.status })];
    case 'count':
      return [on(notificationEvents.count, { count: signal.count })];
    case 'disconnect':
      return [on(notificationEvents.disconnect, { ...signal.flag })];
    case 'notification': {
      const items = signal.payload.kind === 'one' ? [signal.payload.item] : signal.payload.items;
      const ids = items.map((item) => item._id);
      return [on(notificationEvents.notification, { ...signal.payload, ids })];
    }
  }
}

function matches(subscription: Subscription, event: LiveEvent): boolean {
  if (subscription.channel !== event.channel) return false;
  return subscription.types.includes('*') || subscription.types.includes(event.type);
}

/**
 * The Refine liveProvider on the notification socket (docs/contract.md section 7). Refine does not filter
 * events, so this does: a subscriber gets its channel and types only. Subscribing to the
 * notification channel keeps the socket open; `publish` of `read` / `read-all` there goes to the
 * server, any other event (Refine's own after a mutation) is delivered to this tab's subscribers.
 */
export function createLiveProvider(
  socket: NotificationSocket,
  {
    refetchOnNotification = [],
    now = () => new Date(),
  }: {
    /** Resources whose lists Refine refetches on a new notification (the registry's `liveRefetch`). */
    refetchOnNotification?: readonly string[];
    now?: () => Date;
  } = {},
): LiveProvider {
  const subscriptions = new Set<Subscription>();
  /** Listening to the socket while anyone subscribes to the notification channel (the bell's state). */
  let stopSocket: (() => void) | null = null;
  const socketSubscribers = () => [...subscriptions].filter((s) => s.channel === NOTIFICATION_CHANNEL).length;

  const deliver = (event: LiveEvent) => {
    for (const subscription of [...subscriptions]) {
      if (subscriptions.has(subscription) && matches(subscription, event)) subscription.callback(event);
    }
  };

  // a list refetches at once on a new notification, then at most once a second however many arrive
  // (a flood of pushes is one GET a second per shown list, not one per notification)
  const refetchers = refetchOnNotification.map((resource) => {
    let ids: string[] = [];
    const refetch = throttle(() => {
      const batch = ids;
      ids = [];
      deliver({ channel: `resources/${resource}`, type: 'created', payload: { ids: batch }, date: now() });
    }, REFETCH_EVERY_MS);
    return (arrived: string[]) => {
      ids = [...ids, ...arrived];
      refetch();
    };
  });

  const onSignal = (signal: SocketSignal) => {
    const events = liveEventsOf(signal, now());
    events.forEach(deliver);
    for (const event of events)
      if (event.type === notificationEvents.notification)
        refetchers.forEach((refetch) => refetch(event.payload.ids as string[]));
  };

  return {
    subscribe({ channel, types, callback }) {
      const subscription: Subscription = { channel, types: types.length ? types : ['*'], callback };
      subscriptions.add(subscription);
      if (channel === NOTIFICATION_CHANNEL) {
        stopSocket ??= socket.listen(onSignal);
        // a late subscriber learns where things stand at once
        const current: LiveEvent[] = [
          { channel, type: notificationEvents.session, payload: { userId: socket.userId() }, date: now() },
          { channel, type: notificationEvents.status, payload: { status: socket.status() }, date: now() },
        ];
        current.filter((event) => matches(subscription, event)).forEach(callback);
      }
      return subscription;
    },
    unsubscribe(subscription: Subscription) {
      if (!subscriptions.delete(subscription)) return;
      if (subscription.channel === NOTIFICATION_CHANNEL && socketSubscribers() === 0) {
        stopSocket?.();
        stopSocket = null;
      }
    },
    publish(event) {
      if (event.channel === NOTIFICATION_CHANNEL && event.type === notificationEvents.read) {
        const { _id, user_id } = event.payload;
        if (typeof _id === 'string')
          socket.markRead({ _id, user_id: typeof user_id === 'string' ? user_id : undefined });
        return;
      }
      if (event.channel === NOTIFICATION_CHANNEL && event.type === notificationEvents.readAll) {
        socket.markAllRead();
        return;
      }
      deliver(event);
    },
  };
}
