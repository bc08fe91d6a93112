import { setupServer } from 'msw/node';

import type { ServiceBases } from './bases';
import { createHandlers } from './handlers';

/** The demo backend for Node (unit and component tests): call `listen()` / `close()` on it. */
export function createDemoServer(bases: ServiceBases) {
  return setupServer(...createHandlers(bases));
}
