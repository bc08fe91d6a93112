import { Refine } from '@refinedev/core';
import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { SessionContext } from '../../../src/components/session-context';
import { ToastContext } from '../../../src/components/toast-context';
import { EngineProviders } from '../../../src/engine/EngineProviders';
import { recordJudge } from '../../../src/engine/outbox/record-judge';
import { OutboxFailures } from '../../../src/engine/OutboxKeeper';
import { ToastBridge } from '../../../src/engine/ToastBridge';
import { createAuthProvider } from '../../../src/providers/auth-provider';
import { createDataProvider } from '../../../src/providers/data-provider';
import { createNotificationProvider } from '../../../src/providers/notification-provider';
import { senderConnection } from '../../../src/providers/outbox/connect-sender';
import { withOutbox } from '../../../src/providers/outbox/outbox-writes';
import { createQueryClient } from '../../../src/providers/query-client';
import { createToasts } from '../../../src/providers/toasts';
import { findResource } from '../../../src/resources';
import { authorOf, createSessionStore, loadSessionCipher, type Session } from '../../../src/session/session';
import { validToken } from './jwt';
import { storeOf, testOutbox, WithOutbox } from './outbox';
import { hosts, MemoryStorage, resetWire, server, testHttp } from './wire';

const sessionOf = (auth_id: string, email: string): Session => ({
  access_token: validToken({ sub: auth_id }),
  id_token: 'id',
  email,
  name: email,
  flag: ['gro_admin'],
  avatar: '',
  auth_id,
  signin: true,
  first_time: false,
});
/** Two admins of one browser. */
export const SESSIONS = {
  RINA: sessionOf('usr-001', 'rina@demo.id'),
  BUDI: sessionOf('usr-002', 'budi@demo.id'),
};

/**
 * The app's change path as the shell wires it: Refine over the real providers (data, auth,
 * notification) on the test wire (MSW), the session store, the notice channel and its bridge; signed in
 * as Rina. Call `loadSessionCipher()` first.
 */
export function changePath() {
  const store = createSessionStore('test-secret', new MemoryStorage() as unknown as Storage);
  store.write(SESSIONS.RINA);
  const http = testHttp(() => store.read()?.access_token);
  const toasts = createToasts();
  const notificationProvider = createNotificationProvider(toasts);
  const dataProvider = withOutbox(
    createDataProvider({
      http,
      findResource,
      sessionParams: () => ({}),
      announce: (message) => notificationProvider.open({ type: 'success', message }),
      apiUrl: hosts.main,
    }),
    {
      page: () => Promise.resolve({ store: () => storeOf(testOutbox()), sendNow: testOutbox().sendNow }),
      findResource,
      author: () => authorOf(store.read()),
    },
  );
  const authProvider = createAuthProvider({ http, store, productName: 'Rumahku' });
  // the outbox's sender on these providers, as providers/index.ts connects it
  const queryClient = createQueryClient();
  testOutbox().connect(
    senderConnection({
      dataProvider,
      queryClient,
      findResource,
      author: () => authorOf(store.read()),
      judge: recordJudge,
    }),
    { session: store.subscribe, online: (listener) => onlineManager.subscribe(listener) },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Refine
        dataProvider={dataProvider}
        authProvider={authProvider}
        notificationProvider={notificationProvider}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <SessionContext.Provider value={store}>
          <ToastContext.Provider value={toasts}>
            <AntdApp>
              <ToastBridge />
              <WithOutbox>
                <OutboxFailures />
                <EngineProviders>{children}</EngineProviders>
              </WithOutbox>
            </AntdApp>
          </ToastContext.Provider>
        </SessionContext.Provider>
      </Refine>
    </MemoryRouter>
  );
  return { store, wrapper };
}

/**
 * The hooks of a test of the change path on the test wire: the wire listening, the session's cipher
 * loaded; after each test online again, the queue's waiting changes let go, the wire and local
 * storage emptied.
 */
export function withChangePathWire(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await loadSessionCipher();
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    resetWire();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
}
