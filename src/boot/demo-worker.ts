/**
 * The demo backend's service worker script (public/demo-worker.js, which runs MSW's), served only by
 * demo builds.
 */
export const DEMO_WORKER_SCRIPT = '/demo-worker.js';
/** The scripts a demo build has registered: this one, and MSW's own before it. */
const DEMO_WORKER_SCRIPTS = [DEMO_WORKER_SCRIPT, '/mockServiceWorker.js'];

/**
 * A browser that once opened a demo build on this origin keeps its service worker, which would go on
 * answering calls meant for the real services: a build without the demo unregisters it.
 */
export async function unregisterDemoWorker(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = typeof navigator !== 'undefined'
    ? navigator.serviceWorker
    : undefined,
): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations().catch(() => []);
  const demo = registrations.filter((registration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) =>
      worker?.scriptURL ? DEMO_WORKER_SCRIPTS.includes(new URL(worker.scriptURL).pathname) : false,
    ),
  );
  await Promise.all(demo.map((registration) => registration.unregister().catch(() => false)));
  return demo.length;
}
