import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { readConfig } from '../../../src/config';
import { createHttpClient } from '../../../src/http/client';

/** Hosts of the four services in foundation tests: every call is recorded, the reply is scripted. */
export const hosts = {
  main: 'http://main.test',
  payment: 'http://payment.test',
  auth: 'http://auth.test',
  upload: 'http://upload.test',
} as const;

export const testConfig = readConfig(
  {
    VITE_API_URL: hosts.main,
    VITE_PAYMENT_API_URL: hosts.payment,
    VITE_AUTH_API_URL: hosts.auth,
    VITE_UPLOAD_URL: hosts.upload,
    VITE_SOCKET_URL: hosts.main,
    VITE_PRODUCT_NAME: 'Rumahku',
    VITE_SESSION_SECRET: 'test-secret',
  },
  'http://localhost',
);

export interface Recorded {
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** JSON body, or the FormData entries as { key: string | { name, size, type } }. */
  body: unknown;
}

export type Reply = { status: number; body?: unknown; text?: string } | { network: true };

export const recorded: Recorded[] = [];
let replies: ((request: Recorded) => Reply | Promise<Reply>)[] = [];
const defaultReply: Reply = { status: 200, body: { status: 200, message: 'OK', data: [] } };

/** Scripts the next replies, in order; the last one repeats. A function may answer later (a slow service). */
export function reply(...next: (Reply | ((request: Recorded) => Reply | Promise<Reply>))[]) {
  replies = next.map((r) => (typeof r === 'function' ? r : () => r));
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'DELETE') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    form.forEach((value, key) => {
      out[key] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
    });
    return out;
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const entry: Recorded = {
      method: request.method,
      host: url.origin,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      headers: request.headers,
      body: await readBody(request),
    };
    recorded.push(entry);
    const script = replies.length > 1 ? replies.shift() : replies[0];
    const answer = script ? await script(entry) : defaultReply;
    if ('network' in answer) return HttpResponse.error();
    if (answer.text !== undefined) {
      return new HttpResponse(answer.text, {
        status: answer.status,
        headers: { 'content-type': 'text/html' },
      });
    }
    return HttpResponse.json(answer.body ?? null, { status: answer.status });
  }),
);

export function resetWire() {
  recorded.length = 0;
  replies = [];
}

export function lastRequest(): Recorded {
  const last = recorded.at(-1);
  if (!last) throw new Error('no request went out');
  return last;
}

export const TEST_TOKEN = 'header.payload.signature';

export function testHttp(getToken: () => string | undefined = () => TEST_TOKEN) {
  return createHttpClient({ config: testConfig, getToken });
}

export { MemoryStorage } from './memory-storage';
