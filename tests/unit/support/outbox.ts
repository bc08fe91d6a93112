import type { ReactNode } from 'react';
import { createElement } from 'react';

import { type AppOutbox, createAppOutbox } from '../../../src/engine/outbox/app-outbox';
import { OutboxContext } from '../../../src/engine/outbox/outbox-context';

let current: AppOutbox | null = null;

/**
 * This test's page outbox, as main.tsx makes one with the providers: made at its first use, the
 * same for every app a test renders (two apps in one test share it, as two roots of a page would),
 * ended after the test (tests/setup.ts, `endTestOutbox`).
 */
export function testOutbox(): AppOutbox {
  current ??= createAppOutbox();
  return current;
}

/** The outbox's context around `children`: for a test that renders a part of the app without App. */
export function WithOutbox({ children }: { children: ReactNode }) {
  return createElement(OutboxContext.Provider, { value: testOutbox() }, children);
}

/** The test's outbox, if it made one; forgotten from now on (the next test makes its own). */
export function takeTestOutbox(): AppOutbox | null {
  const taken = current;
  current = null;
  return taken;
}
