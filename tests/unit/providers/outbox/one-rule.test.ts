import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/http/errors';
import type { PhotoStore } from '../../../../src/providers/outbox/kept-photos';
import {
  createOutboxSender,
  type RunHow,
  type SendRules,
} from '../../../../src/providers/outbox/outbox-sender';
import { createOutbox, type NewChange } from '../../../../src/providers/outbox/outbox-store';
import { TAB_ID } from '../../../../src/providers/outbox/tab-lock';
import type { ResourceDecl, Values } from '../../../../src/resources/types';
import { jwt, nowSeconds, validToken } from '../../support/jwt';
import { MemoryStorage } from '../../support/memory-storage';
import { changeOperation, outboxProvider, senderQueryClient } from '../../support/outbox-provider';

const queryClient = senderQueryClient();

// a photo kept on the device lives in IndexedDB: here, in memory
const photos = new Map<string, Blob>();
const photoStore: PhotoStore = {
  get: (key) => Promise.resolve(photos.get(key)),
  set: (key, blob) => Promise.resolve(void photos.set(key, blob)),
  del: (key) => Promise.resolve(void photos.delete(key)),
};

/**
 * One rule for every change the outbox's sender lets leave, alone or in a bulk run: read again just
 * before each call, a time limit on every call (an upload too), the author's token checked before
 * each call, every failure kept until it is made or the person decides, money known from its
 * declaration.
 */

const LIMIT = 40;
const TOKEN = validToken({ sub: 'ani' });
const listing = { name: 'listing' } as ResourceDecl;
const withdrawal = {
  name: 'withdrawal',
  actions: { approve: { money: true } },
} as unknown as ResourceDecl;

/** A call the test answers when it chooses (or never). */
function held() {
  let answer!: (error?: unknown) => void;
  const promise = new Promise<void>((resolve, reject) => {
    answer = (error) => (error ? reject(error) : resolve());
  });
  return { promise, answer };
}

afterEach(() => {
  vi.useRealTimers();
  photos.clear();
});

function setUp({
  send = () => Promise.resolve(),
  upload = () => Promise.resolve({ data: { url: 'https://cdn/1.jpg' } }),
  token = () => TOKEN,
  decl = listing,
}: {
  send?: (record: Values, how: { token: string; signal?: AbortSignal }) => Promise<void>;
  upload?: () => Promise<unknown>;
  token?: () => string;
  decl?: ResourceDecl;
} = {}) {
  const storage = new MemoryStorage() as unknown as Storage;
  const outbox = createOutbox(storage);
  const sent: Values[] = [];
  const saved: Values[] = [];
  const rules: SendRules = {
    operationOf: changeOperation,
    refresh: () => Promise.resolve(),
    recordVerdict: () => Promise.resolve('send'),
    editVerdict: (_decl, _base, body) => Promise.resolve({ kind: 'send', body }),
    saved: () => undefined,
  };
  const provider = outboxProvider({
    change: ({ record, meta }) => {
      sent.push(record);
      return send(record, meta as { token: string; signal?: AbortSignal });
    },
    save: ({ record }) => {
      saved.push(record);
      return Promise.resolve();
    },
    upload,
  });
  const sender = createOutboxSender(() => ({
    outbox: () => outbox,
    provider: () => provider,
    queryClient,
    findResource: () => decl,
    author: () => ({ id: 'ani', token: token() }),
    isOnline: () => true,
    rules,
    limitMs: LIMIT,
    photos: () => photoStore,
  }));
  const add = (change: Partial<NewChange>) =>
    outbox.add({
      resource: decl.name,
      operation: 'delete',
      records: [{ id: 1, title: 'Rumah 1' }],
      values: {},
      text: 'Hapus: Rumah 1',
      author: 'ani',
      token: token(),
      tab: TAB_ID,
      state: 'waiting',
      ...change,
    });
  return { outbox, storage, sender, sent, saved, add };
}

/** A bulk run of `count` records made on this page, its undo window over. */
function bulk(count: number, options: Parameters<typeof setUp>[0] = {}) {
  const set = setUp(options);
  const records = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Rumah ${index + 1}`,
  }));
  const id = set.add({ records, text: `Hapus ${count} listing` });
  const stop = new AbortController();
  const how: RunHow = {
    token: TOKEN,
    unfinished: new Set(records.map((record) => String(record.id))),
    cancel: new AbortController().signal,
    leaving: new AbortController().signal,
    stop: stop.signal,
  };
  return { ...set, id, how, stop };
}

describe('a bulk run keeps the rules of every change', () => {
  it('calls that hang past the time limit do not let its claim lapse: the list cannot take it for cancelled', async () => {
    // every call hangs: each round of four is given up after the time limit, a hundred rounds in all
    // (far longer than this test waits, however busy the machine: the run is stopped at its end)
    const run = bulk(400, { send: () => new Promise<void>(() => undefined) });
    const report = run.sender.sendRun(run.id, run.how);
    // (polled within the calls' time limit, which ends each round of four)
    await vi.waitFor(() => expect(run.sent).toHaveLength(4), { interval: 2 });
    // past two time limits the run still goes on (it started its third round)
    await vi.waitFor(() => expect(run.sent.length).toBeGreaterThan(8), { interval: 2 });
    expect(run.sent.length).toBeLessThan(400);
    expect(run.outbox.cancel(run.id)).toBe(false);
    run.stop.abort();
    await report;
    // none answered: all kept, for a retry that reads each again first
    expect(run.outbox.get(run.id)?.records).toHaveLength(400);
  });

  it('reads the change again before each record: one cancelled meanwhile sends nothing more', async () => {
    const calls = Array.from({ length: 8 }, held);
    const run = bulk(8, { send: (record) => calls[Number(record.id) - 1].promise });
    const report = run.sender.sendRun(run.id, run.how);
    // (polled within the calls' time limit, which ends each round of four)
    await vi.waitFor(() => expect(run.sent).toHaveLength(4), { interval: 2 });
    // another tab's list marks it cancelled while the first four are on their way
    run.outbox.update(run.id, { cancelled: true });
    calls.slice(0, 4).forEach((call) => call.answer());
    await report;
    expect(run.sent.map((record) => record.id)).toEqual([1, 2, 3, 4]);
  });

  it('a 503, no answer or a refusal keeps the record in the outbox: closing the summary or the tab loses none', async () => {
    const run = bulk(10, {
      send: (record) =>
        record.id === 3
          ? Promise.reject(new ApiError('Service Unavailable', 503))
          : record.id === 5
            ? Promise.reject(new ApiError('Listing sedang diproses', 422))
            : record.id === 7
              ? new Promise<void>(() => undefined) // no answer at all
              : Promise.resolve(),
    });
    const report = await run.sender.sendRun(run.id, run.how);
    expect(report).toMatchObject({ sent: true, refused: false, keptId: run.id });
    // the summary still names them as failed...
    if (!report.sent) throw new Error('not sent');
    expect(report.result.failed.map((failure) => failure.item.id)).toEqual([3, 5, 7]);
    // ...and the outbox keeps them, tried again by itself (each read again first), as a page loaded
    // after this one was closed reads them
    expect(run.outbox.get(run.id)).toMatchObject({ state: 'retry', tries: 1 });
    expect(
      createOutbox(run.storage)
        .get(run.id)
        ?.records.map((record) => record.id),
    ).toEqual([3, 5, 7]);
  });

  it("a refusal alone waits with the server's words for the person", async () => {
    const run = bulk(4, {
      send: (record) =>
        record.id === 2 ? Promise.reject(new ApiError('Listing sedang diproses', 422)) : Promise.resolve(),
    });
    await run.sender.sendRun(run.id, run.how);
    expect(run.outbox.get(run.id)).toMatchObject({ state: 'failed', error: 'Listing sedang diproses' });
    expect(run.outbox.get(run.id)?.records.map((record) => record.id)).toEqual([2]);
  });

  it('answered in full, it leaves the outbox and keeps nothing', async () => {
    const run = bulk(6);
    const report = await run.sender.sendRun(run.id, run.how);
    expect(report).toMatchObject({ sent: true, keptId: undefined });
    expect(run.outbox.get(run.id)).toBeUndefined();
  });
});

describe("the author's token is checked before each call", () => {
  /** A token that ends `seconds` from now. */
  const ending = (seconds: number) => jwt({ sub: 'ani', exp: nowSeconds() + seconds });

  it('a run of due changes stops sending once the token comes to its last 30 s; the rest is stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = ending(45);
    // each call takes 10 s of the clock
    const run = setUp({
      token: () => token,
      send: () => {
        vi.setSystemTime(Date.now() + 10_000);
        return Promise.resolve();
      },
    });
    const ids = [1, 2, 3].map((n) =>
      run.add({ records: [{ id: n, title: `Rumah ${n}` }], text: `Hapus: Rumah ${n}`, tab: 'a-page-gone' }),
    );
    await run.sender.sendDue();
    // 45 s, then 35 s: the third would leave with 25 s of token, which it may not
    expect(run.sent.map((record) => record.id)).toEqual([1, 2]);
    expect(run.outbox.get(ids[2])).toMatchObject({ state: 'waiting' });
    expect(run.outbox.get(ids[0])).toBeUndefined();
  });

  it("this page's own change is not sent with a token in its last 30 s: stored for the author's next session", async () => {
    const token = ending(20);
    const run = setUp({ token: () => token });
    const id = run.add({});
    const report = await run.sender.sendOwn(id, { token, keepalive: false });
    expect(run.sent).toEqual([]);
    expect(report?.state).toBe('stored');
    expect(report?.refused).toBeUndefined();
    expect(run.outbox.get(id)).toMatchObject({ state: 'stored' });
  });

  it('a bulk run stops starting records when the token comes to its last moments, and keeps the rest', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = ending(60);
    const run = bulk(12, {
      token: () => token,
      send: () => {
        vi.setSystemTime(Date.now() + 5000);
        return Promise.resolve();
      },
    });
    const report = await run.sender.sendRun(run.id, { ...run.how, token });
    expect(report).toMatchObject({ sent: true, refused: false });
    expect(run.sent.length).toBeLessThan(12);
    // what was not sent stays for the author (the page's undo queue stores it)
    expect(run.how.unfinished.size).toBe(12 - run.sent.length);
    expect(run.outbox.get(run.id)?.records.map((record) => record.id)).toContain(12);
  });
});

describe('every call has a time limit, an upload too', () => {
  it('a photo kept offline whose upload hangs lets go of the change (and the send lock): it waits for a retry', async () => {
    photos.set('perangkat:abc-1-x', new Blob(['jpeg']));
    const run = setUp({ upload: () => new Promise(() => undefined) });
    const id = run.add({
      save: 'create',
      operation: 'create',
      records: [],
      values: { title: 'Rumah Dago', photos: ['perangkat:abc-1-x'] },
      text: 'Tambah: Rumah Dago',
    });
    await run.sender.sendDue();
    expect(run.saved).toEqual([]);
    // no longer on its way: another sender (another tab) may take it at its next try
    expect(run.outbox.get(id)?.until).toBeUndefined();
    expect(run.outbox.get(id)?.next).toBeGreaterThan(Date.now());
  });
});

describe('re-reads that set records aside', () => {
  it('write the records left once per batch, not once per record', async () => {
    const set = setUp();
    const records = Array.from({ length: 300 }, (_, index) => ({
      id: index + 1,
      title: `Rumah ${index + 1}`,
    }));
    // left by a page gone, tried before: each record is read again first, and each changed since
    const id = set.add({ records, tab: 'a-page-gone', state: 'sending' });
    const sender = createOutboxSender(() => ({
      outbox: () => set.outbox,
      provider: () => outboxProvider({}),
      queryClient,
      findResource: () => listing,
      author: () => ({ id: 'ani', token: TOKEN }),
      isOnline: () => true,
      limitMs: LIMIT,
      rules: {
        operationOf: changeOperation,
        refresh: () => Promise.resolve(),
        recordVerdict: () => Promise.resolve('ask'),
        editVerdict: () => Promise.resolve({ kind: 'retry' }),
        saved: () => undefined,
      },
    }));
    const setItem = vi.spyOn(set.storage, 'setItem');
    const report = await sender.sendDue();
    const recordWrites = setItem.mock.calls.filter(([key]) => key.endsWith('.records')).length;
    expect(recordWrites).toBeLessThan(12);
    // all 300 wait for the person, as a page loaded after this one reads them
    expect(report?.asked[0]?.change.records).toHaveLength(300);
    expect(createOutbox(set.storage).get(id)?.records).toHaveLength(300);
  });
});

describe('money is known from the declaration, never from storage', () => {
  it('a withdrawal approval planted in local storage with no money mark is asked about, not sent', async () => {
    const run = setUp({ decl: withdrawal });
    const id = run.add({
      operation: 'approve',
      records: [{ id: 'wd-1', amount: 5_000_000 }],
      text: 'Setujui penarikan',
      tab: 'a-page-gone',
      state: 'stored',
    });
    expect(run.outbox.get(id)?.money).toBeUndefined();
    const report = await run.sender.sendDue();
    expect(run.sent).toEqual([]);
    expect(report?.asked).toEqual([expect.objectContaining({ why: 'money' })]);
    expect(run.outbox.get(id)).toBeDefined();
  });
});

describe('one name for each state of a change', () => {
  it('a send answers the state it left the change in: the one the store keeps, or out of it', async () => {
    const answers: Record<string, () => Promise<void>> = {
      sent: () => Promise.resolve(),
      retry: () => Promise.reject(new ApiError('Layanan sedang sibuk.', 503)),
      failed: () => Promise.reject(new ApiError('Data tidak valid.', 422)),
      stored: () => Promise.reject(new ApiError('Sesi berakhir.', 401)),
    };
    for (const [expected, answer] of Object.entries(answers)) {
      const run = setUp({ send: answer });
      const id = run.add({});
      const report = await run.sender.sendOwn(id, { token: TOKEN, keepalive: false });
      expect(report?.state, expected).toBe(expected);
      expect(run.outbox.get(id)?.state ?? 'sent', expected).toBe(expected);
      // only the author's token refused ends the session
      expect(report?.refused, expected).toBe(expected === 'stored' ? true : undefined);
    }
  });
});
