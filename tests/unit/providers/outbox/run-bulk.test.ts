import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../../src/http/errors';
import { retryableOf, runBulk } from '../../../../src/providers/outbox/run-bulk';

/** A call that settles when told to, recording how many are in flight. */
function controlledCalls() {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const started: number[] = [];
  let inFlight = 0;
  let most = 0;
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      inFlight += 1;
      most = Math.max(most, inFlight);
      const settle = () => {
        inFlight -= 1;
        pending.delete(item);
      };
      pending.set(item, {
        resolve: () => {
          settle();
          resolve();
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
    });
  return { task, pending, started, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bulk runner', () => {
  it('sends one call per item, never more than 4 at a time', async () => {
    const calls = controlledCalls();
    const items = Array.from({ length: 10 }, (_, index) => index);
    const progress: number[] = [];
    const running = runBulk(items, calls.task, { onProgress: ({ done }) => progress.push(done) });
    await tick();
    expect(calls.started).toEqual([0, 1, 2, 3]);
    while (calls.pending.size > 0) {
      expect(calls.pending.size).toBeLessThanOrEqual(4);
      [...calls.pending.values()][0].resolve();
      await tick();
    }
    const result = await running;
    expect(calls.most()).toBe(4);
    expect(calls.started).toEqual(items);
    expect(result.succeeded).toEqual(items);
    expect(result.failed).toEqual([]);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps going past a failure and names each failure with its text', async () => {
    const result = await runBulk([1, 2, 3, 4, 5], async (item) => {
      if (item % 2 === 0) throw new Error(`ditolak ${item}`);
    });
    expect(result.succeeded).toEqual([1, 3, 5]);
    // an error without a status never reached a judgement: it may pass if sent again
    expect(result.failed).toEqual([
      { item: 2, message: 'ditolak 2', retryable: true },
      { item: 4, message: 'ditolak 4', retryable: true },
    ]);
  });

  it('hurried (the page is going away), starts every item still waiting at once', async () => {
    const calls = controlledCalls();
    const leaving = new AbortController();
    const items = Array.from({ length: 10 }, (_, index) => index);
    const running = runBulk(items, calls.task, { leaving: leaving.signal });
    await tick();
    calls.pending.get(0)?.resolve();
    await tick();
    expect(calls.started).toEqual([0, 1, 2, 3, 4]);
    leaving.abort();
    await tick();
    expect(calls.started).toEqual(items);
    for (const call of [...calls.pending.values()]) call.resolve();
    const result = await running;
    expect(result.succeeded).toEqual(items);
    expect(result.cancelled).toEqual([]);
  });

  it('on cancel starts nothing more; the calls in flight finish and count', async () => {
    const calls = controlledCalls();
    const controller = new AbortController();
    const running = runBulk([1, 2, 3, 4, 5, 6, 7], calls.task, { signal: controller.signal });
    await tick();
    calls.pending.get(1)?.resolve();
    await tick();
    expect(calls.started).toEqual([1, 2, 3, 4, 5]);
    controller.abort();
    for (const call of [...calls.pending.values()]) call.resolve();
    const result = await running;
    expect(calls.started).toEqual([1, 2, 3, 4, 5]);
    expect(result.succeeded).toEqual([1, 2, 3, 4, 5]);
    expect(result.cancelled).toEqual([6, 7]);
  });

  it('a retry sends only the failures that may pass: not a refusal', async () => {
    const SOLD = 'Properti yang sudah terjual tidak dapat diubah statusnya.';
    const busy = new Set([2]);
    const sent: number[] = [];
    const task = async (item: number) => {
      sent.push(item);
      if (item === 5) throw new ApiError(SOLD, 409);
      if (busy.has(item)) throw new ApiError('Server sedang sibuk.', 503);
    };
    const first = await runBulk([1, 2, 3, 4, 5], task);
    expect(first.failed.map((failure) => failure.item)).toEqual([2, 5]);
    expect(retryableOf(first)).toEqual([2]);
    sent.length = 0;
    busy.delete(2);
    const retry = await runBulk(retryableOf(first), task);
    expect(sent).toEqual([2]);
    expect(retry.succeeded).toEqual([2]);
    expect(retry.failed).toEqual([]);
    expect(retryableOf(undefined)).toEqual([]);
  });
});

describe('a bulk run stopped while its calls hang', () => {
  it('aborts the calls in flight and ends with its summary: what was done, and what was not', async () => {
    const controller = new AbortController();
    const started: string[] = [];
    // the first call answers, the others hang until aborted (as axios does, with a CanceledError)
    const task = (item: string) => {
      started.push(item);
      if (item === 'a') return Promise.resolve();
      return new Promise<void>((_, reject) =>
        controller.signal.addEventListener('abort', () =>
          reject(Object.assign(new Error('canceled'), { name: 'CanceledError' })),
        ),
      );
    };
    const run = runBulk(['a', 'b', 'c', 'd', 'e', 'f'], task, { concurrency: 3, signal: controller.signal });
    await vi.waitFor(() => expect(started).toHaveLength(4));
    controller.abort();
    const result = await run;
    expect(result.succeeded).toEqual(['a']);
    expect(result.failed).toEqual([]);
    expect(result.cancelled).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('a call that fails for its own reason while the run is stopped stays a failure', async () => {
    const controller = new AbortController();
    const task = async (item: string) => {
      if (item === 'b') {
        controller.abort();
        throw new Error('Saldo kurang');
      }
    };
    const result = await runBulk(['a', 'b', 'c'], task, { concurrency: 1, signal: controller.signal });
    expect(result).toEqual({
      succeeded: ['a'],
      // an error with no status: no answer was had, so it may pass if sent again
      failed: [{ item: 'b', message: 'Saldo kurang', retryable: true }],
      cancelled: ['c'],
    });
  });
});
