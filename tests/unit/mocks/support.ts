import { afterAll, afterEach, beforeAll } from 'vitest';

import { DEMO_ACCOUNTS, issueTokens } from '../../../src/mocks/accounts';
import type { ServiceBases } from '../../../src/mocks/bases';
import { resetDb } from '../../../src/mocks/db';
import { createDemoServer } from '../support/demo-server';

export const BASES: ServiceBases = {
  main: 'http://localhost:3000/demo-api/main',
  payment: 'http://localhost:3000/demo-api/payment',
  auth: 'http://localhost:3000/demo-api/auth',
  upload: 'http://localhost:3000/demo-api/upload',
};

/** Starts the demo server for the calling test file and restores the seed after each test. */
export function withDemoServer(): void {
  const server = createDemoServer(BASES);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => resetDb());
  afterAll(() => server.close());
}

export const superadmin = DEMO_ACCOUNTS[0];

export function bearer(account = superadmin): Record<string, string> {
  return { Authorization: `Bearer ${issueTokens(account).access_token}` };
}

export type Json = Record<string, unknown> & { status?: number; message?: string };

/** fetch + JSON, with the superadmin's token unless `headers` says otherwise. */
export async function call(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const isForm = init.body instanceof FormData;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(init.headers ?? bearer()),
    },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

export function rows(body: Json, key = 'data'): Record<string, unknown>[] {
  return body[key] as Record<string, unknown>[];
}
