/**
 * The demo build's service worker script: it keeps the app on the device and runs MSW's worker for
 * the demo's calls (build/worker/demo-worker.ts; public/demo-worker.js in development). A build for
 * real services serves in its place a worker that removes itself (build/app-worker.ts).
 */
export const DEMO_WORKER_SCRIPT = '/demo-worker.js';
/** The scripts a demo build has registered: this one, and MSW's own before it. */
const DEMO_WORKER_SCRIPTS = [DEMO_WORKER_SCRIPT, '/mockServiceWorker.js'];

/**
 * A browser that once opened a demo build on this origin keeps its service worker, which would go on
 * serving the demo's kept page: a build without the demo unregisters it before registering its own.
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
