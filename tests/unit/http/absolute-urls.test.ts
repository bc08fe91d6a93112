// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/http/errors';
import { rules } from '../../../src/resources/wire';
import { recorded, resetWire, server, testHttp } from '../support/wire';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => resetWire());
afterAll(() => server.close());

describe('the HTTP layer and absolute URLs', () => {
  it.each(['https://evil.example/steal', '//evil.example/steal', 'http:/evil.example'])(
    'refuses %s: the bearer never leaves for another host',
    async (path) => {
      const error = await testHttp()
        .call({ service: 'main', method: 'get', path, success: rules.body200 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(recorded).toHaveLength(0);
    },
  );
});
