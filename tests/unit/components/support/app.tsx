import type { LiveProvider } from '@refinedev/core';
import { configure, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import App from '../../../../src/App';
import { config } from '../../../../src/config';
import { http as httpMock } from 'msw';
import { DEMO_ACCOUNTS, issueTokens } from '../../../../src/mocks/accounts';
import { resetDb } from '../../../../src/mocks/db';
import { createDemoServer } from '../../../../src/mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { createHttpClient } from '../../../../src/http/client';
import { createAccessControlProvider } from '../../../../src/providers/access-control';
import { createAuthProvider } from '../../../../src/providers/auth-provider';
import { createDataProvider } from '../../../../src/providers/data-provider';
import { announce } from '../../../../src/providers/notices';
import { notificationProvider } from '../../../../src/providers/notification-provider';
import type { AppProviders } from '../../../../src/providers';
import { findResource } from '../../../../src/resources';
import { createSessionStore, type SessionStore } from '../../../../src/session/session';

export { httpMock };

// lazy chunks and antd's first render in jsdom are slow: wait longer than the 1 s default
configure({ asyncUtilTimeout: 8000 });

/** The demo backend on the app's own demo bases; every request is recorded. */
export function withDemoBackend() {
  const server = createDemoServer({
    main: config.apiUrl,
    payment: config.paymentApiUrl,
    auth: config.authApiUrl,
    upload: config.uploadUrl,
  });
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}

/** The recorded calls to `path` (on any demo service), as URLs. */
export function callsTo(requests: readonly Request[], path: string, method = 'GET'): URL[] {
  return requests
    .filter((request) => request.method === method)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.replace(/^\/demo-api\/\w+/, '') === path);
}

const noLive: LiveProvider = { subscribe: () => ({}), unsubscribe: () => undefined };

/** The app's providers, as main.tsx builds them, without the realtime socket. */
export function buildProviders(): AppProviders {
  const store = createSessionStore(config.sessionSecret, window.localStorage);
  const http = createHttpClient({ config, getToken: () => store.read()?.access_token });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  store.subscribe(() => queryClient.clear());
  return {
    store,
    http,
    queryClient,
    dataProvider: createDataProvider({
      http,
      findResource,
      sessionParams: () => ({ auth_id: store.read()?.auth_id }),
      announce,
      apiUrl: config.apiUrl,
    }),
    authProvider: createAuthProvider({ http, store, productName: config.productName }),
    accessControlProvider: createAccessControlProvider(store),
    notificationProvider,
    liveProvider: noLive,
  };
}

/** Stores the session of a demo account, as a sign-in would. */
export function signIn(store: SessionStore, email: string): void {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  const tokens = issueTokens(account);
  store.write({
    ...tokens,
    email: account.email,
    name: account.name,
    flag: account.flag,
    avatar: '',
    auth_id: account.auth_id,
    signin: true,
    first_time: account.first_time,
  });
}

/** Renders the whole app at `path`, signed in as `as` when given. */
export function renderApp(path: string, { as }: { as?: string } = {}) {
  window.history.replaceState({}, '', path);
  const providers = buildProviders();
  if (as) signIn(providers.store, as);
  return { ...render(<App providers={providers} />), providers };
}

export const SUPERADMIN = 'superadmin@demo.id';
export const ADMIN = 'admin@demo.id';
export const FIRST_TIME = 'baru@demo.id';
