// @vitest-environment node
// A waiting change's calls leave from a worker of the page (src/http/worker-adapter.ts, worker-calls.ts):
// the same request reaches the service, and its answer means the same, as from the page.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createHttpClient } from '../../../src/http/client';
import { ApiError, isCancelled } from '../../../src/http/errors';
import { ownSharedWorker, ownWorkerName } from '../../../src/http/worker-adapter';
import { type CallAnswer, createCallWorker, HOLD_MS, type ToWorker } from '../../../src/http/worker-calls';
import { messages } from '../../../src/locales/messages';
import { rules } from '../../../src/resources/wire';
import { recorded, reply, resetWire, server, TEST_TOKEN, testConfig } from '../support/wire';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetWire();
  FakeWorker.holdMs = HOLD_MS;
});
afterAll(() => server.close());

/** A dedicated worker in this process: messages each way are asynchronous, as between threads. */
class FakeWorker {
  static made = 0;
  /** How long the worker holds an answer for the others on their way. */
  static holdMs = HOLD_MS;
  onmessage: ((event: MessageEvent<CallAnswer[]>) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** Every message the page posted (each a batch). */
  readonly posted: ToWorker[][] = [];
  private readonly receive = createCallWorker(
    (answers) => setTimeout(() => this.onmessage?.({ data: answers } as MessageEvent<CallAnswer[]>)),
    fetch,
    FakeWorker.holdMs,
  );
  constructor() {
    FakeWorker.made += 1;
  }
  postMessage(batch: ToWorker[]) {
    this.posted.push(batch);
    setTimeout(() => this.receive(batch));
  }
  terminate() {}
}

function clientWithWorker() {
  let worker: FakeWorker | undefined;
  const http = createHttpClient({
    config: testConfig,
    getToken: () => 'session-token',
    makeWorker: () => (worker = new FakeWorker()) as unknown as Worker,
  });
  return { http, worker: () => worker };
}

const remove = (http: ReturnType<typeof createHttpClient>, id: number, extra: object = {}) =>
  http.call({
    service: 'main',
    method: 'delete',
    path: `/house-list/${id}`,
    success: rules.body200,
    token: TEST_TOKEN,
    ...extra,
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('it passed');
    },
    (error: unknown) => error,
  );

describe("a waiting change's calls from the worker", () => {
  it("reach the service once each, with the change's token, the calls of one turn in one message", async () => {
    reply({ status: 200, body: { status: 200, message: 'Berhasil dihapus' } });
    const { http, worker } = clientWithWorker();
    const answers = await Promise.all([remove(http, 1), remove(http, 2), remove(http, 3)]);
    expect(answers.map((answer) => (answer.data as { message: string }).message)).toEqual([
      'Berhasil dihapus',
      'Berhasil dihapus',
      'Berhasil dihapus',
    ]);
    expect(recorded.map((call) => `${call.method} ${call.host}${call.path}`)).toEqual([
      'DELETE http://main.test/house-list/1',
      'DELETE http://main.test/house-list/2',
      'DELETE http://main.test/house-list/3',
    ]);
    expect(recorded.every((call) => call.headers.get('authorization') === `Bearer ${TEST_TOKEN}`)).toBe(true);
    expect(worker()?.posted.map((batch) => batch.length)).toEqual([3]);
  });

  it('the calls that answers coming together lead to leave together: a run goes a round a message', async () => {
    reply({ status: 200, body: { status: 200, message: 'Berhasil dihapus' } });
    // (the four answers together whatever the machine's load: the page's side is what is shown here)
    FakeWorker.holdMs = 60_000;
    const { http, worker } = clientWithWorker();
    // four lanes of a run, each making its next call once its last is answered
    const lane = async (first: number) => {
      await remove(http, first);
      await remove(http, first + 10);
    };
    await Promise.all([lane(1), lane(2), lane(3), lane(4)]);
    expect(recorded).toHaveLength(8);
    expect(worker()?.posted.map((batch) => batch.length)).toEqual([4, 4]);
  });

  it('sends a body as JSON and reads the query as from the page', async () => {
    reply({ status: 200, body: { status: 200, data: { id: 7 } } });
    const { http, worker } = clientWithWorker();
    await http.call({
      service: 'main',
      method: 'put',
      path: '/house-list/7',
      query: { lang: 'id', empty: '' },
      body: { price: 1_500_000_000, title: 'Rumah Minimalis' },
      success: rules.body200,
      token: TEST_TOKEN,
    });
    expect(worker()).toBeDefined();
    expect(recorded[0].query).toEqual({ lang: 'id' });
    expect(recorded[0].body).toEqual({ price: 1_500_000_000, title: 'Rumah Minimalis' });
    expect(recorded[0].headers.get('content-type')).toContain('application/json');
  });

  it("a refusal, a 503, an HTML page and no answer fail with the server's words or the generic text", async () => {
    const { http } = clientWithWorker();
    reply({ status: 422, body: { status: 422, message: 'Listing sedang diproses' } });
    const refused = (await failureOf(remove(http, 1))) as ApiError;
    expect([refused.statusCode, refused.message]).toEqual([422, 'Listing sedang diproses']);
    reply({ status: 503, body: { message: 'Layanan sedang dipelihara' } });
    expect(((await failureOf(remove(http, 2))) as ApiError).statusCode).toBe(503);
    reply({ status: 200, text: '<html>Pemeliharaan</html>' });
    const html = (await failureOf(remove(http, 3))) as ApiError;
    expect(html).toBeInstanceOf(ApiError);
    expect(html.message).not.toContain('<html>');
    reply({ network: true });
    const unanswered = (await failureOf(remove(http, 4))) as ApiError;
    expect([unanswered.statusCode, unanswered.message]).toEqual([0, messages.generic]);
  });

  it('a call the person lets go of is aborted in the worker and ends as cancelled', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    reply(() => {
      arrived();
      return new Promise(() => undefined); // the service never answers
    });
    const { http, worker } = clientWithWorker();
    const stop = new AbortController();
    const call = failureOf(remove(http, 1, { signal: stop.signal }));
    await reached;
    stop.abort();
    expect(isCancelled(await call)).toBe(true);
    expect(
      worker()
        ?.posted.flat()
        .map((message) => message.type),
    ).toEqual(['call', 'abort']);
  });

  it('a call with no token of its own, or one that must outlive the page, goes from the page', async () => {
    reply({ status: 200, body: { status: 200 } });
    const { http, worker } = clientWithWorker();
    await http.call({ service: 'main', method: 'get', path: '/house-type', success: rules.body200 });
    await remove(http, 1, { keepalive: true });
    expect(recorded).toHaveLength(2);
    expect(worker()).toBeUndefined();
  });

  it('a worker that cannot start leaves the calls to the page', async () => {
    reply({ status: 200, body: { status: 200 } });
    const http = createHttpClient({
      config: testConfig,
      getToken: () => undefined,
      makeWorker: () => {
        throw new Error("refused by the page's policy");
      },
    });
    await remove(http, 1);
    await remove(http, 2);
    expect(recorded.map((call) => call.path)).toEqual(['/house-list/1', '/house-list/2']);
  });
});

/**
 * A shared worker in this process (its port as the page holds it), whose script runs
 * src/http/call-worker.ts as a browser runs it in a shared worker's scope.
 */
async function fakeSharedWorker() {
  vi.resetModules();
  const scope: { onconnect: ((event: MessageEvent) => void) | null } = { onconnect: null };
  vi.stubGlobal('self', scope);
  await import('../../../src/http/call-worker');
  vi.unstubAllGlobals();
  const posted: ToWorker[][] = [];
  // the worker's end of the channel: what the page posts reaches its `onmessage` a turn later
  const inWorker: {
    onmessage: ((event: MessageEvent<ToWorker[]>) => void) | null;
    postMessage(a: CallAnswer[]): void;
  } = {
    onmessage: null,
    postMessage: (answers) => setTimeout(() => shared.port.onmessage?.({ data: answers } as MessageEvent)),
  };
  const shared = {
    onerror: null as ((event: ErrorEvent) => void) | null,
    closed: false,
    port: {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(batch: ToWorker[]) {
        posted.push(batch);
        setTimeout(() => inWorker.onmessage?.({ data: batch } as MessageEvent<ToWorker[]>));
      },
      close() {
        shared.closed = true;
      },
    },
  };
  scope.onconnect?.({ ports: [inWorker] } as unknown as MessageEvent);
  return { shared, posted };
}

describe("the page's own shared worker", () => {
  it('makes the calls over its port, as the dedicated worker does, and its end closes the port', async () => {
    reply({ status: 200, body: { status: 200, message: 'Berhasil dihapus' } });
    const { shared, posted } = await fakeSharedWorker();
    const own = ownSharedWorker(shared as unknown as SharedWorker);
    const http = createHttpClient({ config: testConfig, getToken: () => undefined, makeWorker: () => own });
    const answers = await Promise.all([remove(http, 1), remove(http, 2)]);
    expect(answers.map((answer) => (answer.data as { message: string }).message)).toEqual([
      'Berhasil dihapus',
      'Berhasil dihapus',
    ]);
    expect(
      recorded.map((call) => `${call.method} ${call.path} ${call.headers.get('authorization')}`),
    ).toEqual([`DELETE /house-list/1 Bearer ${TEST_TOKEN}`, `DELETE /house-list/2 Bearer ${TEST_TOKEN}`]);
    expect(posted.map((batch) => batch.length)).toEqual([2]);
    own.terminate();
    expect(shared.closed).toBe(true);
  });

  it('whose script fails before it answers leaves the calls to the page, each made once', async () => {
    reply({ status: 200, body: { status: 200 } });
    const { shared } = await fakeSharedWorker();
    // its script never runs (refused by a policy, a deployment gone): the port takes messages, none answered
    shared.port.postMessage = () => undefined;
    const http = createHttpClient({
      config: testConfig,
      getToken: () => undefined,
      makeWorker: () => ownSharedWorker(shared as unknown as SharedWorker),
    });
    const first = remove(http, 1);
    await vi.waitFor(() => expect(shared.onerror).not.toBeNull());
    shared.onerror?.(new Event('error') as ErrorEvent);
    await first;
    await remove(http, 2);
    expect(recorded.map((call) => call.path)).toEqual(['/house-list/1', '/house-list/2']);
  });

  it('is named anew for each page: no other page joins it', () => {
    expect(ownWorkerName()).not.toBe(ownWorkerName());
  });
});

describe("the worker's answers", () => {
  // (the worker's timers on a clock the test moves: a loaded machine does not change what is held)
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  /** A fetch whose answers the test gives, one call at a time. */
  function heldFetch() {
    const open = new Map<string, (response: Response) => void>();
    const fetchFn = ((url: string) =>
      new Promise<Response>((resolve) => open.set(url, resolve))) as unknown as typeof fetch;
    /** Answers the call, then lets `ms` pass (the worker reads the body in a few promise steps). */
    const answer = async (url: string, ms = 1) => {
      open.get(url)!({
        status: 200,
        statusText: 'OK',
        headers: new Headers(),
        text: async () => '{}',
      } as Response);
      open.delete(url);
      for (let step = 0; step < 20; step += 1) await Promise.resolve();
      await vi.advanceTimersByTimeAsync(ms);
    };
    return { fetchFn, answer };
  }
  const call = (id: number): ToWorker => ({
    type: 'call',
    id,
    url: `/x/${id}`,
    method: 'DELETE',
    headers: {},
  });

  it('of calls on their way together come in one message, though they end in different turns', async () => {
    const posted: number[][] = [];
    const { fetchFn, answer } = heldFetch();
    const receive = createCallWorker((answers) => posted.push(answers.map((one) => one.id)), fetchFn);
    receive([call(1), call(2), call(3)]);
    await answer('/x/2');
    await answer('/x/1');
    expect(posted).toEqual([]);
    await answer('/x/3');
    expect(posted).toEqual([[2, 1, 3]]);
  });

  it(`wait at most ${HOLD_MS} ms for a call still on its way`, async () => {
    const posted: number[][] = [];
    const { fetchFn, answer } = heldFetch();
    const receive = createCallWorker((answers) => posted.push(answers.map((one) => one.id)), fetchFn);
    receive([call(1), call(2)]);
    await answer('/x/1', HOLD_MS - 1);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toEqual([[1]]);
    await answer('/x/2');
    expect(posted).toEqual([[1], [2]]);
  });

  it("carry the body's type of the headers, not the others: the page reads status and body alone", async () => {
    const posted: CallAnswer[] = [];
    const fetchFn = (async () =>
      new Response('{"status":200}', {
        headers: { 'content-type': 'application/json', 'x-total-count': '7', 'cache-control': 'no-store' },
      })) as typeof fetch;
    createCallWorker((answers) => posted.push(...answers), fetchFn)([call(1)]);
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1);
      expect(posted).toHaveLength(1);
    });
    expect(posted[0]).toMatchObject({ status: 200, body: '{"status":200}' });
    expect('headers' in posted[0] && posted[0].headers).toEqual({ 'content-type': 'application/json' });
  });
});
