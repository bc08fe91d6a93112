// The live channel of the notification state and its events (the bell, the socket's signals).

/** The channel of the notification state (the bell): every socket signal, as it comes. */
export const NOTIFICATION_CHANNEL = 'notifications';

/** Event types on NOTIFICATION_CHANNEL; `read` and `read-all` are also what a client publishes. */
export const notificationEvents = {
  session: 'session',
  status: 'status',
  notification: 'notification',
  count: 'count-unread',
  disconnect: 'disconnect',
  read: 'read',
  readAll: 'read-all',
} as const;
