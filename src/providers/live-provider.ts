import type { LiveEvent, LiveProvider } from '@refinedev/core';

import type { ResourceDecl } from '../resources/types';
import { NOTIFICATION_CHANNEL, notificationEvents } from './live/channel';
import type { NotificationSocket, SocketSignal } from './live/socket-manager';
import { throttle } from './live/throttle';
import type { NotificationItem } from './live/types';

type Callback = (event: LiveEvent) => void;

/** The fastest a list refetches while notifications arrive live. */
export const REFETCH_EVERY_MS = 1000;
/** The longest a list waits between refetches while a flood of notifications goes on. */
export const REFETCH_IN_FLOOD_MS = 5000;

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

/** Whether the notification names a record the way a declaration's `notified` says (a field, a code). */
function namesRecordOf(decl: ResourceDecl, item: NotificationItem): boolean {
  const notified = decl.notified;
  if (!notified) return false;
  const fields = [...(notified.show ?? []), ...(notified.fields ?? [])];
  if (fields.some((field) => Boolean(item.refs?.[field]?.trim()))) return true;
  return notified.code ? new RegExp(notified.code.source, notified.code.flags).test(item.text) : false;
}

/**
 * The resources a notification is about, as the registry says (what opens a notification's record,
 * src/notifications/notification-link.ts, read the same way): those whose name or `notified.types`
 * is its `type`; without such a type, those of any notification whose record it names (a listing's
 * slug, code or "HL-000104" in its text). None when it says nothing of a record.
 */
export function resourcesConcerned(decls: readonly ResourceDecl[]): (item: NotificationItem) => string[] {
  return (item) => {
    const type = item.type;
    const typed = type
      ? decls.filter((decl) => decl.name === type || decl.notified?.types?.includes(type))
      : [];
    if (typed.length > 0) return typed.map((decl) => decl.name);
    return decls
      .filter((decl) => decl.notified && !decl.notified.types && namesRecordOf(decl, item))
      .map((decl) => decl.name);
  };
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
    concerned = () => [],
    now = () => new Date(),
  }: {
    /** Resources whose lists Refine refetches on a new notification (the registry's `liveRefetch`). */
    refetchOnNotification?: readonly string[];
    /** The resources one notification is about (`resourcesConcerned`): their open screens read again. */
    concerned?: (item: NotificationItem) => readonly string[];
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

  // a list refetches at once on a new notification, then at most once a second however many arrive,
  // and while they keep arriving the wait doubles up to 5 s (a flood of pushes is a few GETs per shown
  // list, not one per notification, nor one a second for as long as it lasts); a resource a
  // notification is about gets `updated` with the notifications' ids, its screens read it again
  const refetchers = new Map<string, (arrived: readonly string[]) => void>();
  const refetcherOf = (resource: string, type: 'created' | 'updated') => {
    const known = refetchers.get(resource);
    if (known) return known;
    let ids: string[] = [];
    const refetch = throttle(
      () => {
        const batch = ids;
        ids = [];
        deliver({ channel: `resources/${resource}`, type, payload: { ids: batch }, date: now() });
      },
      REFETCH_EVERY_MS,
      { upTo: REFETCH_IN_FLOOD_MS },
    );
    const add = (arrived: readonly string[]) => {
      ids = [...ids, ...arrived];
      refetch();
    };
    refetchers.set(resource, add);
    return add;
  };
  for (const resource of refetchOnNotification) refetcherOf(resource, 'created');

  const onSignal = (signal: SocketSignal) => {
    const events = liveEventsOf(signal, now());
    events.forEach(deliver);
    if (signal.type !== 'notification') return;
    const items = signal.payload.kind === 'one' ? [signal.payload.item] : signal.payload.items;
    for (const resource of refetchOnNotification)
      refetcherOf(resource, 'created')(items.map((item) => item._id));
    // a list of notifications (the answer to `all-notification` after a connect) is the bell's past,
    // not news about a record
    if (signal.payload.kind !== 'one') return;
    const item = signal.payload.item;
    for (const resource of new Set(concerned(item)))
      if (!refetchOnNotification.includes(resource)) refetcherOf(resource, 'updated')([item._id]);
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
