import { render } from '@testing-library/react';
import { http as httpMock } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

import App from '../../../src/App';
import { config } from '../../../src/config';
import { loadRecordJudge, loadRowOrder } from '../../../src/engine';
import { DEMO_ACCOUNTS, issueTokens } from '../../../src/mocks/accounts';
import { resetDb } from '../../../src/mocks/db';
import { type AppProviders, createProviders } from '../../../src/providers';
import type { SessionStore } from '../../../src/session/session';
import { createDemoServer } from './demo-server';
import { testOutbox } from './outbox';

export { httpMock };

/**
 * Loads the app's lazy screens once before the tests: on a cold CI machine transforming them takes
 * longer than a test should wait for a screen, and it is not what the tests are about.
 */
async function warmUp() {
  await Promise.all([
    import('../../../src/providers/data-provider'),
    import('../../../src/layout/Shell'),
    import('../../../src/engine/ResourceRoute'),
    import('../../../src/layout/NotFound'),
    import('../../../src/layout/Denied'),
    import('../../../src/pages/login/LoginPage'),
    import('../../../src/pages/dashboard/DashboardHome'),
    import('../../../src/engine/list/ResourceList'),
    import('../../../src/engine/list/PeriodFilter'),
    import('../../../src/engine/form/ResourceFormModal'),
    import('../../../src/engine/bulk/BulkDialogs'),
    import('../../../src/engine/preferences/ColumnsDrawer'),
    import('../../../src/engine/preferences/NameDialog'),
    import('../../../src/engine/export/ExportDialog'),
    import('../../../src/engine/record/RecordView'),
  ]);
}

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
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await warmUp();
  }, 120_000);
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

/**
 * The app's providers, as main.tsx builds them, configured without a socket host (as a deployment
 * without realtime is): the bell still reads its REST calls, no socket is opened.
 */
export function buildProviders(): AppProviders {
  return createProviders({ ...config, socketUrl: '' }, window.localStorage, {
    afterSignOut: () => testOutbox().undoQueue.drain(),
    outbox: () => Promise.resolve(testOutbox()),
    judge: loadRecordJudge,
    rowOrder: loadRowOrder,
  });
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
  return { ...render(<App providers={providers} outbox={testOutbox()} />), providers };
}

export const SUPERADMIN = 'superadmin@demo.id';
export const ADMIN = 'admin@demo.id';
export const FIRST_TIME = 'baru@demo.id';
