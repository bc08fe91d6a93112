import { afterEach, describe, expect, it, vi } from 'vitest';

import { withQuietWorkerUpdate } from '../../../src/mocks/lib/quiet-worker-update';

const NOT_FOUND =
  "Failed to update a ServiceWorker for scope ('http://localhost/') with script ('http://localhost/mockServiceWorker.js'): Not found";

/** A registration whose update meets a worker that has just unregistered itself. */
class FakeRegistration {
  update(): Promise<unknown> {
    return Promise.reject(new TypeError(NOT_FOUND));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the demo worker start', () => {
  it('keeps a failed background update check out of the console, then puts update back', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const original = FakeRegistration.prototype.update;
    try {
      // as MSW does: update() called and its promise dropped
      const result = await withQuietWorkerUpdate(async () => {
        void new FakeRegistration().update();
        return 'started';
      });
      expect(result).toBe('started');
      // the dropped promise is already rejected: Node reports it, if nobody handled it, once the
      // microtasks of this turn have run, so one turn of the event loop (no time) is enough to know
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      expect(FakeRegistration.prototype.update).toBe(original);
      // a caller that waits for the update still hears of its failure
      await withQuietWorkerUpdate(() => expect(new FakeRegistration().update()).rejects.toThrow('Not found'));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
