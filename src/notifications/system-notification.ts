import { notificationTexts } from '../locales/notifications';
import type { NotificationItem } from '../providers/live/types';

/**
 * A new notification that arrives over the socket while the tab is hidden is also shown by the
 * system (issue 44), once the person has allowed it from the bell's panel (never asked on load).
 * Through the app's service worker where there is one (a tap opens the app on the list:
 * public/sw-app.js), else the page's own `Notification`.
 */

/** Where a tap on one leads: the person's own notification list. */
export const NOTIFICATION_LIST_PATH = '/dashboard/notification-own';
/** The message the worker sends an open tab to move it there (public/sw-app.js). */
export const OPEN_LIST_MESSAGE = 'open-notification-list';

export type SystemPermission = NotificationPermission | 'unsupported';

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'> &
  (new (title: string, options?: NotificationOptions) => Notification);

interface Env {
  notification?: NotificationApi;
  document?: Pick<Document, 'visibilityState'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration'>;
}

const browserEnv = (): Env => ({
  notification: typeof Notification === 'undefined' ? undefined : Notification,
  document: typeof document === 'undefined' ? undefined : document,
  serviceWorker:
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
});

export function systemPermission(env: Env = browserEnv()): SystemPermission {
  return env.notification ? env.notification.permission : 'unsupported';
}

/** Asks the browser once (from the person's tap): resolves with the answer. */
export async function askSystemPermission(env: Env = browserEnv()): Promise<SystemPermission> {
  if (!env.notification) return 'unsupported';
  return env.notification.requestPermission();
}

/**
 * Shows `item` as a system notification when the tab is hidden and the person allowed it; resolves
 * whether it was shown. One per notification (tagged by its id: several tabs show it once). `open`
 * moves the app to the list when a notification the page showed itself is tapped.
 */
export async function showSystemNotification(
  item: NotificationItem,
  open: (path: string) => void,
  env: Env = browserEnv(),
): Promise<boolean> {
  if (env.document?.visibilityState !== 'hidden' || env.notification?.permission !== 'granted') return false;
  const options: NotificationOptions = {
    body: item.text,
    tag: `notification-${item._id}`,
    icon: '/icons/icon-192.png',
    data: { url: NOTIFICATION_LIST_PATH },
  };
  const title = notificationTexts.system.title;
  const registration = await env.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration?.active) {
    await registration.showNotification(title, options);
    return true;
  }
  const shown = new env.notification(title, options);
  shown.onclick = () => {
    window.focus();
    open(NOTIFICATION_LIST_PATH);
    shown.close();
  };
  return true;
}
