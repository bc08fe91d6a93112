import { createContext, useContext, useSyncExternalStore } from 'react';

import {
  createNotificationStore,
  type NotificationState,
  type NotificationStore,
} from './notification-store';

export interface NotificationsContextValue {
  store: NotificationStore;
  /** Marks one read here and tells the server (`read-notification`). */
  markRead(id: string): void;
  /** Marks all read here and tells the server (`read-all-notification` and GET /notification/read). */
  markAllRead(): void;
}

/** Outside the provider (e.g. a layout test) the bell shows an empty, quiet state instead of failing. */
const fallback: NotificationsContextValue = {
  store: createNotificationStore(),
  markRead: () => undefined,
  markAllRead: () => undefined,
};

export const NotificationsContext = createContext<NotificationsContextValue>(fallback);

export function useNotificationActions(): NotificationsContextValue {
  return useContext(NotificationsContext);
}

/** The notification state, re-rendering on every change. */
export function useNotificationState(): NotificationState {
  const { store } = useContext(NotificationsContext);
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
