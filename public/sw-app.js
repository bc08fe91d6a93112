// The service worker's own code beside Workbox's (build/app-worker.ts imports it; the demo's worker
// imports it too, where the install step has nothing to keep).
//
// The runtime configuration is kept at install: the page that installed the worker was not yet served
// by it, so without this a second visit offline would find no /config.js (Workbox then serves it
// network first, into the same cache).
const CONFIG_CACHE = 'app-config';
self.addEventListener('install', (event) => {
  if (self.location.pathname !== '/sw.js') return;
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add('/config.js'))
      .catch(() => undefined),
  );
});

// The system notifications (src/notifications/system-notification.ts): a tap on one opens the app on the person's notification list, in a tab of the app already open
// (brought forward, moved there by the app: src/notifications/system-notification.ts) or a new one. Imported by the app's worker (build/app-worker.ts) and the demo's.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/dashboard/notification-own', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (!open) return self.clients.openWindow(target.href);
      // the open app moves to the list itself (no reload: a form being typed in stays)
      open.postMessage({ type: 'open-notification-list', path: target.pathname });
      return open.focus();
    }),
  );
});
