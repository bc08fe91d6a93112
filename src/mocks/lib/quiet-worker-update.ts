/**
 * Runs `start` with the worker's background update check made quiet. MSW starts by asking an existing
 * registration to update and leaves that promise unhandled; on a reload the worker of the page being
 * left unregisters itself (its last client closed), so the check fails with "Failed to update a
 * ServiceWorker ...: Not found" in the console although the demo keeps working.
 */
export async function withQuietWorkerUpdate<T>(start: () => Promise<T>): Promise<T> {
  if (typeof ServiceWorkerRegistration === 'undefined') return start();
  const proto = ServiceWorkerRegistration.prototype;
  const update = Object.getOwnPropertyDescriptor(proto, 'update');
  const original = proto.update;
  Object.defineProperty(proto, 'update', {
    configurable: true,
    writable: true,
    value(this: ServiceWorkerRegistration) {
      const result = original.call(this);
      // the caller may still handle it; this only keeps an ignored failure out of the console
      result.catch(() => undefined);
      return result;
    },
  });
  try {
    return await start();
  } finally {
    if (update) Object.defineProperty(proto, 'update', update);
  }
}
