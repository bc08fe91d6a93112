import type { LiveEvent } from '@refinedev/core';

import { applyLiveEvent } from '../../../../src/notifications/apply-live-event';
import { createNotificationStore } from '../../../../src/notifications/notification-store';
import { NOTIFICATION_CHANNEL } from '../../../../src/providers/live/channel';
import {
  createNotificationSocket,
  type NotificationClientSocket,
  type SocketFactory,
} from '../../../../src/providers/live/socket-manager';
import { createLiveProvider } from '../../../../src/providers/live-provider';
import { registry } from '../../../../src/resources';
import { createSessionStore, type Session } from '../../../../src/session/session';
import { MemoryStorage } from '../../support/memory-storage';

export { MemoryStorage };

export function sessionFor(authId: string, token: string): Session {
  return {
    access_token: token,
    id_token: token,
    email: `${authId}@demo.id`,
    name: authId,
    flag: 'gro_admin',
    avatar: '',
    auth_id: authId,
    signin: true,
    first_time: false,
  };
}

export interface CreatedSocket {
  socket: NotificationClientSocket;
  url: string;
  options: Parameters<SocketFactory>[1];
}

/** socket.io-client as the app loads it: lazily (engine.io-client captures WebSocket when it loads). */
async function nodeClient(): Promise<SocketFactory> {
  return (await import('socket.io-client')).io as unknown as SocketFactory;
}

/**
 * The app's notification chain without React: the session store, the socket manager, the live
 * provider and the notification store, subscribed the way NotificationsProvider subscribes.
 */
export function createLiveRig(url: string, loadFactory: () => Promise<SocketFactory> = nodeClient) {
  const session = createSessionStore('test-secret', new MemoryStorage());
  const created: CreatedSocket[] = [];
  const socket = createNotificationSocket({
    url,
    session,
    loadClient: async () => {
      const factory = await loadFactory();
      return (socketUrl, options) => {
        const made = factory(socketUrl, options);
        created.push({ socket: made, url: socketUrl, options });
        return made;
      };
    },
  });
  const live = createLiveProvider(socket, {
    refetchOnNotification: registry.filter((decl) => decl.liveRefetch).map((decl) => decl.name),
  });
  const store = createNotificationStore();
  const events: LiveEvent[] = [];
  const subscription: unknown = live.subscribe({
    channel: NOTIFICATION_CHANNEL,
    types: ['*'],
    callback: (event) => {
      events.push(event);
      applyLiveEvent(store, event);
    },
  });
  return {
    session,
    socket,
    live,
    store,
    events,
    created,
    /** The socket of this session (the last one made). */
    current: () => created[created.length - 1]?.socket,
    dispose: () => live.unsubscribe(subscription),
  };
}

/** Polls until `check` holds (socket events are real network events: no fake timers here). */
export async function until(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}
