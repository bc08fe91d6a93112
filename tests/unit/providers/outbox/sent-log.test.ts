import type { DataProvider } from '@refinedev/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/http/errors';
import { createSentLog, SENT_MS, sentKeyOf, withSentLog } from '../../../../src/providers/outbox/sent-log';
import { MemoryStorage } from '../../support/memory-storage';

afterEach(() => vi.useRealTimers());

function setUp(answer: () => Promise<unknown> = () => Promise.resolve({ data: {} })) {
  const storage = new MemoryStorage() as unknown as Storage;
  let now = Date.parse('2026-11-27T03:00:00Z');
  const log = createSentLog(storage, () => now);
  const provider = withSentLog(
    {
      update: answer,
      deleteOne: answer,
      custom: answer,
    } as unknown as DataProvider,
    {
      log,
      author: () => 'ani',
      recordAsRead: () => ({ id: 'r1', price: 1_500_000_000, title: 'Rumah Dago' }),
      baseOf: (meta) => meta?.record as Record<string, unknown> | undefined,
    },
  );
  return { storage, log, provider, later: (ms: number) => (now += ms) };
}

describe("what this device sent, for a record's story", () => {
  it('notes an edit with the fields it changed, before (as the screens read it) and after, once made', async () => {
    const { log, provider } = setUp();
    await provider.update({ resource: 'listing', id: 'r1', variables: { price: 1_400_000_000, title: 'Rumah Dago' } });
    expect(log.of('ani', 'listing', 'r1')).toEqual([
      expect.objectContaining({
        operation: 'edit',
        changes: [{ field: 'price', before: 1_500_000_000, after: 1_400_000_000 }],
        answer: { ok: true },
      }),
    ]);
  });

  it("notes a refusal with the server's words; a call with no answer is not noted (it is kept, noted when it leaves)", async () => {
    const refused = setUp(() => Promise.reject(new ApiError('Harga tidak valid.', 422)));
    await expect(
      refused.provider.custom!({ url: '', method: 'put', payload: { status: 'sold' }, meta: { resource: 'listing', action: 'sold', id: 'r1', params: { id: 'r1', status: 'active' } } }),
    ).rejects.toThrow();
    expect(refused.log.of('ani', 'listing', 'r1')).toEqual([
      expect.objectContaining({
        operation: 'sold',
        changes: [{ field: 'status', before: 'active', after: 'sold' }],
        answer: { ok: false, message: 'Harga tidak valid.' },
      }),
    ]);
    const unanswered = setUp(() => Promise.reject(new ApiError('no answer', 0)));
    await expect(unanswered.provider.deleteOne({ resource: 'listing', id: 'r1' })).rejects.toThrow();
    expect(unanswered.log.of('ani', 'listing', 'r1')).toEqual([]);
  });

  it('writes a bulk run of 1,000 together, not once each, and keeps the newest 200 for 7 days', async () => {
    vi.useFakeTimers();
    const { storage, log, provider, later } = setUp();
    const setItem = vi.spyOn(storage, 'setItem');
    await Promise.all(
      Array.from({ length: 1000 }, (_, index) => provider.deleteOne({ resource: 'listing', id: `r${index}` })),
    );
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(sentKeyOf('ani'))!)).toHaveLength(200);
    expect(log.of('ani', 'listing', 'r999')).toHaveLength(1);
    later(SENT_MS);
    expect(log.of('ani', 'listing', 'r999')).toEqual([]);
  });
});
