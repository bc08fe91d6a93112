import { setupServer } from 'msw/node';

import type { ServiceBases } from '../../../src/mocks/bases';
import { createHandlers } from '../../../src/mocks/handlers';

/** The demo backend served in Node, for the unit tests: call `listen()` / `close()` on it. */
export function createDemoServer(bases: ServiceBases) {
  return setupServer(...createHandlers(bases));
}
