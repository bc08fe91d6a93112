// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ApiError, sentWithOf } from '../../../src/http/errors';
import { isSuccess } from '../../../src/http/success-rules';
import { messages } from '../../../src/locales/messages';
import { rules } from '../../../src/resources/wire';
import { lastRequest, reply, resetWire, server, testHttp } from '../support/wire';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetWire());
afterAll(() => server.close());

const http = testHttp();
const get = (service: 'main' | 'payment' = 'main') =>
  http.call({ service, method: 'get', path: '/house-type', success: rules.body200 });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('success rules (docs/contract.md section 5)', () => {
  it.each([
    ['http 201', rules.http201, { status: 201, data: {} }, true],
    ['http 201 given 200', rules.http201, { status: 200, data: { status: 201 } }, false],
    ['http 200', rules.http200, { status: 200, data: {} }, true],
    ['http 200 given 201', rules.http200, { status: 201, data: {} }, false],
    ['body 200', rules.body200, { status: 200, data: { status: 200 } }, true],
    ['body 200 as text', rules.body200, { status: 200, data: { status: '200' } }, true],
    ['body 200 given none', rules.body200, { status: 200, data: { data: [] } }, false],
    ['body 200 given 500', rules.body200, { status: 200, data: { status: 500 } }, false],
    ['body 201', rules.body201, { status: 201, data: { status: 201 } }, true],
    ['body 201 given 200', rules.body201, { status: 200, data: { status: 200 } }, false],
    ['error null', rules.errorNull, { status: 200, data: { error: null } }, true],
    ['error null one level deeper', rules.errorNull, { status: 200, data: { data: { error: null } } }, true],
    ['error given', rules.errorNull, { status: 200, data: { error: 'x' } }, false],
    ['error missing', rules.errorNull, { status: 200, data: {} }, false],
    ['errors null', rules.errorsNull, { status: 200, data: { errors: null } }, true],
    ['errors absent', rules.errorsNull, { status: 200, data: { message: 'ok' } }, true],
    ['errors given', rules.errorsNull, { status: 200, data: { errors: ['x'] } }, false],
    ['any rule with HTTP 500', rules.errorsNull, { status: 500, data: { errors: null } }, false],
    ['non-JSON body', rules.body200, { status: 200, data: '<html>' }, false],
    // a proxy's maintenance page is no success, whatever the rule (axios leaves an unreadable body a string)
    ['http 200 given an HTML page', rules.http200, { status: 200, data: '<html>Pemeliharaan</html>' }, false],
    ['http 201 given an HTML page', rules.http201, { status: 201, data: '<!doctype html><p>x</p>' }, false],
    ['http 200 given a cut JSON body', rules.http200, { status: 200, data: '{"status":20' }, false],
    ['http 200 with no body', rules.http200, { status: 200, data: '' }, true],
    [
      'errors null given an HTML page',
      rules.errorsNull,
      { status: 200, data: '<html>Maintenance</html>' },
      false,
    ],
    ['errors null given no body', rules.errorsNull, { status: 200, data: '' }, false],
    ['errors null given a list', rules.errorsNull, { status: 200, data: [] }, false],
    ['error null given an HTML page', rules.errorNull, { status: 200, data: '<html>x</html>' }, false],
    ['body 201 given an HTML page', rules.body201, { status: 201, data: '<html>x</html>' }, false],
  ])('%s', (_, rule, response, expected) => {
    expect(isSuccess(rule, response)).toBe(expected);
  });
});

describe('the HTTP layer', () => {
  it('sends the bearer token to main and payment, with no timeout', async () => {
    reply({ status: 200, body: { status: 200, data: [] } });
    await get('main');
    expect(lastRequest().headers.get('authorization')).toBe('Bearer header.payload.signature');
    await get('payment');
    expect(lastRequest().host).toBe('http://payment.test');
    expect(lastRequest().headers.get('authorization')).toBe('Bearer header.payload.signature');
  });

  it('sends nothing to a bearer service when signed out: the call fails as the service would refuse it', async () => {
    reply({ status: 200, body: { status: 200, data: [] } });
    await get();
    const before = lastRequest();
    const error = await failure(
      testHttp(() => undefined).call({
        service: 'payment',
        method: 'get',
        path: '/x',
        success: rules.body200,
      }),
    );
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe(messages.sessionEnded);
    // nothing left: the last request the service saw is still the one before
    expect(lastRequest()).toBe(before);
    // its token is none, so no session it did not carry is ended by it (auth-provider onError)
    expect(sentWithOf(error)).toBe('');
  });

  it("shows the server's message of an HTTP error", async () => {
    reply({ status: 422, body: { status: 422, message: 'Nama wajib diisi.' } });
    const error = await failure(get());
    expect(error.message).toBe('Nama wajib diisi.');
    expect(error.statusCode).toBe(422);
  });

  it('falls back to the generic text on a 500 without a message', async () => {
    reply({ status: 500, body: {} });
    const error = await failure(get());
    expect(error.message).toBe(messages.generic);
    expect(error.statusCode).toBe(500);
  });

  it('falls back to the generic text on a non-JSON body', async () => {
    reply({ status: 502, text: '<html><body>Bad Gateway</body></html>' });
    expect((await failure(get())).message).toBe(messages.generic);
    reply({ status: 200, text: '<html>maintenance</html>' });
    expect((await failure(get())).message).toBe(messages.generic);
  });

  it.each(Object.entries(rules))(
    'fails an HTML page answered 200 or 201 under the rule %s, with the generic text',
    async (_, rule) => {
      for (const status of [200, 201]) {
        reply({ status, text: '<html><body>Sedang dalam pemeliharaan</body></html>' });
        const error = await failure(
          http.call({ service: 'main', method: 'put', path: '/withdrawal/w1', body: {}, success: rule }),
        );
        expect(error.message).toBe(messages.generic);
      }
    },
  );

  it('fails a body whose status contradicts HTTP 200, with its message and status', async () => {
    reply({ status: 200, body: { status: 401, message: 'Token tidak valid' } });
    const error = await failure(get());
    expect(error.message).toBe('Token tidak valid');
    expect(error.statusCode).toBe(401);
  });

  it('turns a network failure into the generic text with status 0', async () => {
    reply({ network: true });
    const error = await failure(get());
    expect(error.message).toBe(messages.generic);
    expect(error.statusCode).toBe(0);
  });

  it("reads the server's text one level deeper and joins a list of texts", async () => {
    reply({ status: 400, body: { status: 400, data: { message: 'Harga tidak valid' } } });
    expect((await failure(get())).message).toBe('Harga tidak valid');
    reply({ status: 400, body: { status: 400, message: ['Nama wajib diisi.', 'Harga wajib diisi.'] } });
    expect((await failure(get())).message).toBe('Nama wajib diisi. Harga wajib diisi.');
  });

  it('uses an operation-specific fallback text', async () => {
    reply({ status: 404, body: {} });
    const error = await failure(
      http.call({
        service: 'payment',
        method: 'get',
        path: '/lytics',
        success: rules.body200,
        fallbackError: messages.analyticsNotFound,
      }),
    );
    expect(error.message).toBe('Data tidak ditemukan');
  });

  it('lets a cancelled call stay a cancellation (no Error dialog for a screen that was left)', async () => {
    reply({ status: 200, body: { status: 200, data: [] } });
    const controller = new AbortController();
    controller.abort();
    const error = await http
      .call({ service: 'main', method: 'get', path: '/x', success: rules.body200, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('CanceledError');
  });

  it('drops empty query parameters', async () => {
    reply({ status: 200, body: { status: 200, data: [] } });
    await http.call({
      service: 'main',
      method: 'get',
      path: '/x',
      query: { a: 1, b: '', c: undefined, d: null, e: 'ok' },
      success: rules.body200,
    });
    expect(lastRequest().query).toEqual({ a: '1', e: 'ok' });
  });
});
