import { setupWorker } from 'msw/browser';

import type { ServiceBases } from './bases';
import { createHandlers } from './handlers';
import { readReplyShapeFromBrowser } from './lib/reply-shape';
import { demoSocketHandlers } from './socket';

/** Starts the demo backend in the browser (MSW service worker at /mockServiceWorker.js). */
export async function startDemoBackend(bases: ServiceBases): Promise<void> {
  readReplyShapeFromBrowser();
  // the realtime socket of demo mode lives on the page origin (config.socketUrl)
  const socket = demoSocketHandlers({ socketUrl: window.location.origin });
  await setupWorker(...createHandlers(bases), ...socket).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
