import { setupWorker } from 'msw/browser';
import type { ServiceBases } from './bases';
import { createHandlers } from './handlers';

/** Starts the demo backend in the browser (MSW service worker at /mockServiceWorker.js). */
export async function startDemoBackend(bases: ServiceBases): Promise<void> {
  await setupWorker(...createHandlers(bases)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
