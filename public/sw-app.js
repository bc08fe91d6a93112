// The service worker's own code beside the code that keeps the app (build/worker/precache-app.ts), imported
// by both builds' workers (build/worker/sw.ts, public/demo-worker.js).
//
// The system notifications (src/notifications/system-notification.ts): a tap on one opens the app on
// the person's notification list, in a tab of the app already open (brought forward, moved there by
// the app) or a new one.
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
