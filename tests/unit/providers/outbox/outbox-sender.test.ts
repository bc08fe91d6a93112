import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/http/errors';
import {
  createOutboxSender,
  PASSING_IN_A_ROW,
  type RunHow,
} from '../../../../src/providers/outbox/outbox-sender';
import { createOutbox, DONE_BATCH } from '../../../../src/providers/outbox/outbox-store';
import { TAB_ID } from '../../../../src/providers/outbox/tab-lock';
import type { ResourceDecl, Values } from '../../../../src/resources/types';
import { validToken } from '../../support/jwt';
import { MemoryStorage } from '../../support/memory-storage';
import { changeOperation, outboxProvider, senderQueryClient } from '../../support/outbox-provider';

const queryClient = senderQueryClient();

const TOKEN = validToken({ sub: 'ani' });
const decl = { name: 'listing' } as ResourceDecl;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A call the test answers when it chooses. */
function held() {
  let answer!: (error?: unknown) => void;
  const promise = new Promise<void>((resolve, reject) => {
    answer = (error) => (error ? reject(error) : resolve());
  });
  return { promise, answer };
}

/**
 * A bulk run of `count` records made on this page (in the outbox, its undo window over), and the
 * outbox's sender over it; `send` answers each record's call.
 */
function bulkRun(
  count: number,
  send: (record: Values, signal?: AbortSignal) => Promise<void>,
  { tab = TAB_ID }: { tab?: string } = {},
) {
  const storage = new MemoryStorage() as unknown as Storage;
  const outbox = createOutbox(storage);
  const records = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Rumah ${index + 1}`,
  }));
  const id = outbox.add({
    resource: 'listing',
    operation: 'delete',
    records,
    values: {},
    text: `Hapus ${count} listing`,
    author: 'ani',
    token: TOKEN,
    tab,
    state: 'waiting',
  });
  const sent: Values[] = [];
  /** Whether each call left with keepalive, in the order they started. */
  const keepalive: (boolean | undefined)[] = [];
  const refresh = vi.fn(() => Promise.resolve());
  const provider = outboxProvider({
    change: ({ record, meta }) => {
      sent.push(record);
      keepalive.push(meta.keepalive as boolean | undefined);
      return send(record, meta.signal as AbortSignal | undefined);
    },
  });
  const sender = createOutboxSender(() => ({
    outbox: () => outbox,
    provider: () => provider,
    queryClient,
    findResource: () => decl,
    author: () => ({ id: 'ani', token: TOKEN }),
    isOnline: () => true,
    rules: {
      operationOf: changeOperation,
      refresh,
      recordVerdict: () => Promise.resolve('send' as const),
      editVerdict: () => Promise.resolve({ kind: 'retry' as const }),
      saved: () => undefined,
    },
  }));
  const controls = {
    cancel: new AbortController(),
    leaving: new AbortController(),
    stop: new AbortController(),
  };
  const unfinished = new Set(records.map((record) => String(record.id)));
  const how: RunHow = {
    token: TOKEN,
    unfinished,
    cancel: controls.cancel.signal,
    leaving: controls.leaving.signal,
    stop: controls.stop.signal,
  };
  /** What a page loaded after this one was killed reads of the run. */
  const leftAfterKill = () =>
    createOutbox(storage)
      .get(id)
      ?.records.map((record) => record.id);
  return { outbox, id, sender, how, sent, keepalive, refresh, controls, unfinished, leftAfterKill };
}

describe('a bulk run sent by the outbox sender', () => {
  it('marks the records answered from the first on, whatever order they answer in: a page killed mid-run leaves only the rest', async () => {
    const slow = held();
    const run = bulkRun(120, (record) => (record.id === 61 ? slow.promise : Promise.resolve()));
    const report = run.sender.sendRun(run.id, run.how);
    // every other record answered; the 61st is still on its way
    await vi.waitFor(() => expect(run.sent).toHaveLength(120));
    await vi.waitFor(() => expect(run.unfinished).toEqual(new Set(['61'])));
    // the 60 before it are marked, those after it not yet (marks go from the first on)...
    expect(run.outbox.get(run.id)?.records.map((record) => record.id)).toEqual(range(61, 120));
    // ...and written a batch at a time: a page killed now reads those records again before sending
    // them (the run is on its way), none is sent twice
    const written = Math.floor(60 / DONE_BATCH) * DONE_BATCH;
    expect(run.leftAfterKill()).toEqual(range(written + 1, 120));
    slow.answer();
    expect(await report).toMatchObject({ sent: true, refused: false });
    // answered in full: out of the outbox, the lists read again once
    expect(run.outbox.get(run.id)).toBeUndefined();
    expect(run.leftAfterKill()).toBeUndefined();
    expect(run.refresh).toHaveBeenCalledTimes(1);
  });

  it('a refused token stops the run: nothing more starts and the rest stays, for its author', async () => {
    const run = bulkRun(10, (record) =>
      record.id === 3 ? Promise.reject(new ApiError('Unauthorized', 401)) : Promise.resolve(),
    );
    const report = await run.sender.sendRun(run.id, run.how);
    expect(report).toMatchObject({ sent: true, refused: true });
    // at most 4 on their way at once: the run stopped long before the tenth
    expect(run.sent.length).toBeLessThan(10);
    expect([...run.unfinished]).toContain('3');
    expect([...run.unfinished]).toContain('10');
    // still in the outbox, no longer on its way (the undo queue stores it for the author's next sign-in)
    expect(run.outbox.get(run.id)?.until).toBeUndefined();
    expect(run.outbox.get(run.id)?.records.map((record) => record.id)).toContain(10);
  });

  it('"Batalkan proses" aborts the calls on their way, starts no more, and keeps nothing', async () => {
    const run = bulkRun(
      10,
      (_record, signal) =>
        new Promise<void>((_, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const report = run.sender.sendRun(run.id, run.how);
    await vi.waitFor(() => expect(run.sent).toHaveLength(4));
    run.controls.cancel.abort();
    const done = await report;
    expect(done.sent && done.result.cancelled).toHaveLength(10);
    expect(run.sent).toHaveLength(4);
    expect(run.unfinished.size).toBe(0);
    expect(run.outbox.get(run.id)).toBeUndefined();
  });

  it('sends nothing of a run cancelled in the outbox\'s list meanwhile ("Dibatalkan: tidak dikirim")', async () => {
    const run = bulkRun(3, () => Promise.resolve());
    expect(run.outbox.cancel(run.id)).toBe(true);
    expect(await run.sender.sendRun(run.id, run.how)).toEqual({ sent: false });
    expect(run.sent).toHaveLength(0);
    // the list keeps it, marked not sent, until the person sends it or throws it away
    expect(run.outbox.get(run.id)).toMatchObject({ cancelled: true, state: 'stored' });
  });

  it('the page going away sends every record not started at once, with keepalive', async () => {
    const calls = Array.from({ length: 8 }, held);
    const run = bulkRun(8, (record) => calls[Number(record.id) - 1].promise);
    const report = run.sender.sendRun(run.id, run.how);
    await vi.waitFor(() => expect(run.sent).toHaveLength(4));
    // none of the first four answered: the rest would wait for a free place, but the page goes
    run.controls.leaving.abort();
    await vi.waitFor(() => expect(run.sent).toHaveLength(8));
    expect(run.keepalive).toEqual([false, false, false, false, true, true, true, true]);
    calls.forEach((call) => call.answer());
    expect(await report).toMatchObject({ sent: true, refused: false });
    expect(run.outbox.get(run.id)).toBeUndefined();
  });
});

describe("a change of many records left by a page gone, sent by the outbox's sender", () => {
  /** The same run, its page gone since (no live page keeps it): the outbox's own to send. */
  const leftBehind = (count: number, send: (record: Values) => Promise<void>) => {
    let onTheirWay = 0;
    let most = 0;
    const run = bulkRun(
      count,
      async (record) => {
        onTheirWay += 1;
        most = Math.max(most, onTheirWay);
        try {
          await send(record);
        } finally {
          onTheirWay -= 1;
        }
      },
      { tab: 'a-page-gone-since' },
    );
    return { ...run, most: () => most };
  };

  it('sends its records 4 at a time, marked from the first on; answered in full it leaves the outbox', async () => {
    const slow = held();
    const run = leftBehind(120, (record) => (record.id === 61 ? slow.promise : Promise.resolve()));
    const report = run.sender.sendDue();
    await vi.waitFor(() => expect(run.sent).toHaveLength(120));
    expect(run.most()).toBe(4);
    // the 60 before the one on its way are marked; a page killed now reads the rest again first
    await vi.waitFor(() =>
      expect(run.outbox.get(run.id)?.records.map((record) => record.id)).toEqual(range(61, 120)),
    );
    slow.answer();
    expect((await report)?.sent.map((change) => change.id)).toEqual([run.id]);
    expect(run.outbox.get(run.id)).toBeUndefined();
    expect(run.leftAfterKill()).toBeUndefined();
    // each record once
    expect(new Set(run.sent.map((record) => record.id)).size).toBe(120);
  });

  it('a record the service fails on for a moment (503, a proxy page) is kept for a retry while the others go on; the wait stays short after answers', async () => {
    const unavailable = () => Promise.reject(new ApiError('Service Unavailable', 503));
    const run = leftBehind(20, (record) =>
      record.id === 3 || record.id === 12 ? unavailable() : Promise.resolve(),
    );
    // (a change that failed a few times before: this try gets answers, so its wait starts again)
    run.outbox.update(run.id, { tries: 4 });
    const started = Date.now();
    const report = await run.sender.sendDue();
    expect(report?.sent).toEqual([]);
    expect(run.sent).toHaveLength(20);
    const kept = run.outbox.get(run.id);
    expect(kept).toMatchObject({ state: 'retry', tries: 1 });
    expect(kept!.next! - started).toBeLessThan(10_000);
    expect(kept?.records.map((record) => record.id)).toEqual([3, 12]);
    expect(run.leftAfterKill()).toEqual([3, 12]);
  });

  it(`the service down (${PASSING_IN_A_ROW} passing failures in a row) starts nothing more and keeps what was not answered, the wait growing`, async () => {
    const run = leftBehind(40, (record) =>
      Number(record.id) >= 5 ? Promise.reject(new ApiError('Bad Gateway', 502)) : Promise.resolve(),
    );
    run.outbox.update(run.id, { tries: 1 });
    await run.sender.sendDue();
    expect(run.sent.length).toBeLessThan(40);
    const kept = run.outbox.get(run.id);
    // (the 4 before answered: a wait of its first try again)
    expect(kept).toMatchObject({ state: 'retry', tries: 1 });
    const left = kept?.records.map((record) => record.id) ?? [];
    expect(left).toEqual(Array.from({ length: 36 }, (_, index) => index + 5));
    // tried again with nothing answered: the wait grows
    run.outbox.update(run.id, { next: Date.now() - 1 });
    await run.sender.sendDue();
    expect(run.outbox.get(run.id)).toMatchObject({ state: 'retry', tries: 2 });
  });

  it('a record the server refuses is kept with its words; the others are sent', async () => {
    const run = leftBehind(10, (record) =>
      record.id === 5 ? Promise.reject(new ApiError('Listing sedang diproses', 422)) : Promise.resolve(),
    );
    const report = await run.sender.sendDue();
    expect(report?.failed.map((change) => change.id)).toEqual([run.id]);
    expect(run.sent).toHaveLength(10);
    expect(run.outbox.get(run.id)).toMatchObject({ state: 'failed', error: 'Listing sedang diproses' });
    expect(run.outbox.get(run.id)?.records.map((record) => record.id)).toEqual([5]);
    expect(run.leftAfterKill()).toEqual([5]);
  });

  it('a refused token starts nothing more and stores the rest for its author', async () => {
    const run = leftBehind(20, (record) =>
      record.id === 2 ? Promise.reject(new ApiError('Unauthorized', 401)) : Promise.resolve(),
    );
    const report = await run.sender.sendDue();
    expect(report?.refused?.id).toBe('ani');
    expect(run.sent.length).toBeLessThan(20);
    expect(run.outbox.get(run.id)).toMatchObject({ state: 'stored' });
    expect(run.outbox.get(run.id)?.records.map((record) => record.id)).toEqual(
      expect.arrayContaining([2, 20]),
    );
  });
});
