// @vitest-environment node
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/http/errors';
import { isOnline, RECHECK_MS } from '../../../src/http/online';
import { bootUi } from '../../../src/locales/ui-boot';
import { rules } from '../../../src/resources/wire';
import { setTestNetwork } from '../support/network';
import { recorded, reply, resetWire, server, testHttp } from '../support/wire';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetWire());
afterAll(() => server.close());

const http = testHttp();
/** A call not sent because the app was offline (`offline: true`, what the outbox looks for). */
const isOfflineFailure = (error: unknown) => error instanceof ApiError && error.offline === true;

const save = () =>
  http.call({
    service: 'main',
    method: 'put',
    path: '/house-list/r1',
    body: { title: 'x' },
    success: rules.http200,
  });

describe('offline is a state the calls know (src/http/online.ts)', () => {
  it('offline, a call is not sent and fails at once with a plain text the outbox can tell', async () => {
    onlineManager.setOnline(false);
    const error = await save().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(bootUi.offlineCall);
    expect(isOfflineFailure(error)).toBe(true);
    expect(recorded).toHaveLength(0);
  });

  it('a call without any answer asks the network; when that fails too the app is offline, until it answers', async () => {
    setTestNetwork(false);
    reply({ network: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = await save().catch((e: unknown) => e);
      expect(isOfflineFailure(first)).toBe(false); // the first failure is not known to be the network yet
      await vi.waitFor(() => expect(isOnline()).toBe(false));
      // the next call is not sent
      const count = recorded.length;
      expect(isOfflineFailure(await save().catch((e: unknown) => e))).toBe(true);
      expect(recorded).toHaveLength(count);
      // still gone at the next try; back at the one after
      await vi.advanceTimersByTimeAsync(RECHECK_MS);
      expect(isOnline()).toBe(false);
      setTestNetwork(true);
      await vi.advanceTimersByTimeAsync(RECHECK_MS);
      expect(isOnline()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a service that does not answer while the network does leaves the app online', async () => {
    reply({ network: true });
    const error = await save().catch((e: unknown) => e);
    expect(isOfflineFailure(error)).toBe(false);
    await Promise.resolve();
    expect(isOnline()).toBe(true);
  });
});
