import type { ReactNode } from 'react';
import { createElement } from 'react';

import { OutboxContext } from '../../../src/engine/outbox/outbox-context';
import { type AppOutbox, createAppOutbox, storeOf } from '../../../src/providers/outbox/app-outbox';
import type { Outbox } from '../../../src/providers/outbox/outbox-store';
import type { Values } from '../../../src/resources/types';
import { type Session, userKeyOf } from '../../../src/session/session';

/** The store behind a test's outbox, for a test that plants a change. */
export { storeOf };

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

/** A listing's delete by `session`'s user, kept in this test's outbox by a page gone since. */
export function keptDelete(
  records: Values[],
  session: Session,
  over: Partial<Parameters<Outbox['add']>[0]> = {},
): string {
  return storeOf(testOutbox()).add({
    resource: 'listing',
    operation: 'delete',
    records,
    values: {},
    text: `Hapus: ${String(records[0]?.title)}`,
    author: userKeyOf(session),
    token: session.access_token,
    tab: 'a page gone since',
    state: 'waiting',
    ...over,
  });
}
