import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createHttpClient } from '../../../src/http/client';
import { rules } from '../../../src/resources/wire';
import { lastRequest, resetWire, server, TEST_TOKEN, testConfig } from '../support/wire';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetWire();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => server.close());

describe('the HTTP layer in a page', () => {
  it("calls a service on the page's own origin with its bearer token, never with an XSRF cookie's value", async () => {
    // (the services behind the same host as the app, as a proxy may serve them)
    const http = createHttpClient({
      config: { ...testConfig, apiUrl: `${window.location.origin}/api` },
      getToken: () => TEST_TOKEN,
    });
    document.cookie = 'XSRF-TOKEN=cookie-value; path=/';
    await http.call({ service: 'main', method: 'delete', path: '/house-list/7', success: rules.body200 });
    const sent = lastRequest();
    expect(`${sent.host}${sent.path}`).toBe(`${window.location.origin}/api/house-list/7`);
    expect(sent.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(sent.headers.get('x-xsrf-token')).toBeNull();
  });
});
