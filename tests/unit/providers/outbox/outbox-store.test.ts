import { afterEach, describe, expect, it, vi } from 'vitest';

import { verdictOf } from '../../../../src/engine/outbox/outbox-rules';
import { OUTBOX_DAYS } from '../../../../src/providers/outbox/outbox-keys';
import { dueChanges, planFor, sendPlanOf } from '../../../../src/providers/outbox/outbox-plan';
import {
  createOutbox,
  DONE_BATCH,
  DONE_DELAY_MS,
  type NewChange,
  sessionMark,
} from '../../../../src/providers/outbox/outbox-store';
import type { FieldDecl } from '../../../../src/resources/types';
import { createSessionStore } from '../../../../src/session/session';
import { MemoryStorage } from '../../support/memory-storage';

const change = (text: string, over: Partial<NewChange> = {}): NewChange => ({
  resource: 'listing',
  operation: 'delete',
  records: [{ id: 7, title: text }],
  values: {},
  text,
  author: 'ani',
  token: 'token-1',
  tab: 'tab-a',
  state: 'waiting',
  ...over,
});

/** A storage that refuses every write once full, as a browser's does (QuotaExceededError). */
class FullStorage extends MemoryStorage {
  full = false;
  override setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

describe('the outbox store', () => {
  it('keeps a change from the moment it is added, in storage another page reads, until it is removed', () => {
    const storage = new MemoryStorage();
    const id = createOutbox(storage).add(change('Hapus: Rumah Dago'));
    // another page (a new load after the tab was killed) reads it from the same storage
    const later = createOutbox(storage);
    expect(later.all().map((one) => [one.id, one.text, one.author, one.session, one.state])).toEqual([
      [id, 'Hapus: Rumah Dago', 'ani', sessionMark('token-1'), 'waiting'],
    ]);
    later.update(id, { state: 'sending' });
    expect(createOutbox(storage).get(id)?.state).toBe('sending');
    later.remove(id);
    expect(createOutbox(storage).all()).toEqual([]);
  });

  it('moves up a change an earlier build stored, "held" read as stored, and keeps no token of it', () => {
    const storage = new MemoryStorage();
    const { token, ...older } = change('Hapus: Rumah Dago');
    storage.setItem(
      'pbo.held.v2.old-1',
      JSON.stringify({ ...older, token, v: 2, id: 'old-1', at: Date.now(), state: 'held' }),
    );
    const outbox = createOutbox(storage);
    expect(outbox.all().map((one) => [one.id, one.state, one.session, one.records])).toEqual([
      ['old-1', 'stored', sessionMark('token-1'), [{ id: 7, title: 'Hapus: Rumah Dago' }]],
    ]);
    // the token is nowhere in storage any more
    const everything = Array.from({ length: storage.length }, (_, i) =>
      storage.getItem(storage.key(i)!),
    ).join();
    expect(everything).not.toContain('token-1');
    expect(storage.getItem('pbo.held.v2.old-1')).toBeNull();
  });

  it('keeps no token at rest: a change holds a mark of its session, not its token', () => {
    const storage = new MemoryStorage();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmkifQ.signature';
    const id = createOutbox(storage).add(change('Hapus: Rumah Dago', { token }));
    const everything = Array.from({ length: storage.length }, (_, i) =>
      storage.getItem(storage.key(i)!),
    ).join();
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('signature');
    expect(createOutbox(storage).get(id)?.session).toBe(sessionMark(token));
    expect(sessionMark(token)).not.toBe(sessionMark(`${token}x`));
  });

  it("leaves a newer build's entries alone, and drops only older shapes of its own", () => {
    const storage = new MemoryStorage();
    storage.setItem('pbo.outbox.v4.n1', JSON.stringify({ v: 4, anything: true }));
    storage.setItem('pbo.outbox.v1.o1', '{}');
    createOutbox(storage).add(change('Hapus: Rumah Dago'));
    expect(createOutbox(storage).count()).toBe(1);
    expect(storage.getItem('pbo.outbox.v4.n1')).not.toBeNull();
    expect(storage.getItem('pbo.outbox.v1.o1')).toBeNull();
  });

  it('two pages adding at once keep both changes (one key each, nothing overwritten)', () => {
    const storage = new MemoryStorage();
    const a = createOutbox(storage);
    const b = createOutbox(storage);
    a.add(change('Hapus: Rumah Dago'));
    b.add(change('Hapus: Rumah Setiabudi', { tab: 'tab-b' }));
    expect(a.count()).toBe(2);
  });

  it(`drops a change after ${OUTBOX_DAYS} days, and ignores a corrupt entry or an older shape, never failing`, () => {
    let now = Date.UTC(2026, 10, 1);
    const storage = new MemoryStorage();
    storage.setItem('pbo.held.v2.x', '{not json');
    storage.setItem('pbo.held.v2.y', JSON.stringify({ v: 2, text: 'no records' }));
    storage.setItem('pbo.held.v1.ani', JSON.stringify([{ v: 1, text: 'first shape' }]));
    const outbox = createOutbox(storage, () => now);
    outbox.add(change('Hapus: Rumah Dago'));
    expect(outbox.all().map((one) => one.text)).toEqual(['Hapus: Rumah Dago']);
    expect(storage.getItem('pbo.held.v1.ani')).toBeNull();
    now += OUTBOX_DAYS * 24 * 60 * 60 * 1000;
    expect(outbox.count()).toBe(0);
  });

  it('outlives a sign-out (it clears everything else)', () => {
    const storage = new MemoryStorage();
    createOutbox(storage).add(change('Hapus: Rumah Dago'));
    createSessionStore('secret', storage).clear();
    expect(createOutbox(storage).count()).toBe(1);
  });

  it('counts what may still be sent, whoever made it, not what was dropped for another sign-in', () => {
    const outbox = createOutbox(new MemoryStorage());
    outbox.add(change('Hapus: Rumah Dago'));
    const budi = outbox.add(change('Hapus: Rumah Setiabudi', { author: 'budi' }));
    expect(outbox.count()).toBe(2);
    outbox.update(budi, { discarded: true });
    expect(outbox.count()).toBe(1);
  });

  it("a full storage never drops a change: it stays in the page's memory, and the store says it is full", () => {
    const storage = new FullStorage();
    const outbox = createOutbox(storage);
    const seen: number[] = [];
    outbox.subscribe(() => seen.push(outbox.count()));
    outbox.add(change('Hapus: Rumah Dago'));
    storage.full = true;
    const id = outbox.add(change('Hapus: Rumah Setiabudi'));
    expect(outbox.isFull()).toBe(true);
    expect(outbox.all().map((one) => one.text)).toEqual(['Hapus: Rumah Dago', 'Hapus: Rumah Setiabudi']);
    outbox.update(id, { state: 'sending' });
    expect(outbox.get(id)?.state).toBe('sending');
    // room again: the next write of it reaches the storage
    storage.full = false;
    outbox.update(id, { state: 'stored' });
    expect(outbox.isFull()).toBe(false);
    expect(createOutbox(storage).get(id)?.state).toBe('stored');
    expect(seen.length).toBeGreaterThan(0);
  });

  it("keeps a bulk run's summary for its author's next sign-in, once, through a sign-out", () => {
    const storage = new MemoryStorage();
    const outbox = createOutbox(storage);
    const summary = {
      resource: 'listing',
      operation: 'delete',
      values: {},
      succeeded: [{ id: 1 }],
      failed: [{ item: { id: 2 }, message: 'Tidak ditemukan.' }],
      cancelled: [],
      stored: [{ id: 3 }],
      skipped: [],
    };
    outbox.keepSummary('ani', summary);
    createSessionStore('secret', storage).clear();
    expect(outbox.takeSummaries('budi')).toEqual([]);
    expect(outbox.takeSummaries('ani')).toEqual([expect.objectContaining(summary)]);
    expect(outbox.takeSummaries('ani')).toEqual([]);
    storage.setItem('pbo.held.summary.v1.ani', JSON.stringify([{ v: 1, resource: 'listing' }]));
    expect(outbox.takeSummaries('ani')).toEqual([]);
    // one an earlier version wrote names its stored records `held`: it is read all the same
    const { stored, ...earlier } = summary;
    storage.setItem(
      'pbo.held.summary.v1.ani',
      JSON.stringify([{ ...earlier, held: stored, v: 1, at: Date.now() }]),
    );
    expect(outbox.takeSummaries('ani')).toEqual([expect.objectContaining(summary)]);
  });
});

/** A storage that counts the writes of each key. */
class CountingStorage extends MemoryStorage {
  writes = new Map<string, number>();
  override setItem(key: string, value: string) {
    this.writes.set(key, (this.writes.get(key) ?? 0) + 1);
    super.setItem(key, value);
  }
}

/** A bulk delete of `count` records, put in the outbox by tab-a. */
const run = (count: number): NewChange =>
  change(`Hapus: ${count} data`, {
    records: Array.from({ length: count }, (_, i) => ({ id: `r${i}`, title: `Rumah ${i}` })),
  });

describe("the outbox store's answers of a run", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`writes a run's answers together, at most once per ${DONE_BATCH} records, and wakes its listeners as seldom`, () => {
    const storage = new CountingStorage();
    const outbox = createOutbox(storage);
    const id = outbox.add(run(1000));
    outbox.claim(id, 'tab-a');
    const headKey = `pbo.outbox.v3.${id}`;
    const headWrites = storage.writes.get(headKey)!;
    let woken = 0;
    outbox.subscribe(() => (woken += 1));
    for (let i = 0; i < 1000; i += 1) {
      outbox.markDone(id);
      // this page knows each answer at once: the record answered is no longer among those left
      expect(outbox.get(id)?.records.length).toBe(999 - i);
      expect(outbox.get(id)?.records[0]?.id).toBe(i < 999 ? `r${i + 1}` : undefined);
    }
    expect(outbox.all()[0].records).toEqual([]);
    expect(storage.writes.get(headKey)! - headWrites).toBe(1000 / DONE_BATCH);
    expect(woken).toBe(1000 / DONE_BATCH);
    // the records themselves were written once, when the change was put in
    expect(storage.writes.get(`${headKey}.records`)).toBe(1);
    expect(createOutbox(storage).get(id)?.records).toEqual([]);
  });

  it(`writes the answers that wait after ${DONE_DELAY_MS} ms, when the page is hidden or left, and with the change's next write`, () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const outbox = createOutbox(storage);
    const id = outbox.add(run(100));
    outbox.claim(id, 'tab-a');
    const left = () => createOutbox(storage).get(id)?.records.length;
    outbox.markDone(id);
    outbox.markDone(id, 2);
    expect(left()).toBe(100);
    vi.advanceTimersByTime(DONE_DELAY_MS);
    expect(left()).toBe(97);
    outbox.markDone(id);
    window.dispatchEvent(new Event('pagehide'));
    expect(left()).toBe(96);
    outbox.markDone(id);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(left()).toBe(95);
    outbox.markDone(id);
    // a change of its state carries the answers with it (a retry later sends only the 94 left)
    outbox.update(id, { state: 'retry', until: undefined });
    expect(createOutbox(storage).get(id)).toMatchObject({ state: 'retry', records: { length: 94 } });
  });

  it.each([10, 60])(
    'a tab killed after %i answers leaves its change on its way: the next sender reads again each record whose answer was not written, and sends none twice',
    (count) => {
      const storage = new MemoryStorage();
      const killed = createOutbox(storage);
      const made = run(120);
      const id = killed.add({ ...made, tab: 'tab-killed' });
      // never tried, made in this session: it would leave as it is...
      expect(sendPlanOf(killed.get(id)!, 'token-1')).toBe('send');
      killed.claim(id, 'tab-killed');
      // ...but once claimed, records were answered (deleted on the server), then the tab was killed
      const answered = made.records.slice(0, count);
      for (let i = 0; i < answered.length; i += 1) killed.markDone(id);

      const next = createOutbox(storage);
      expect(dueChanges(next.all(), new Set(['tab-next'])).map((one) => one.id)).toEqual([id]);
      const left = next.get(id)!;
      // every record not answered is still there, in order, after fewer than DONE_BATCH answered ones
      const answeredIds = new Set(answered.map((record) => record.id));
      const unwrittenAnswers = left.records.filter((record) => answeredIds.has(record.id));
      expect(unwrittenAnswers.length).toBeLessThan(DONE_BATCH);
      expect(left.records).toEqual([...unwrittenAnswers, ...made.records.slice(count)]);
      // it is on its way from a page that is gone: read again first, whatever the session
      expect(left.state).toBe('sending');
      expect(sendPlanOf(left, 'token-1')).toBe('check');
      expect(sendPlanOf(left, 'token-2')).toBe('check');
      // read again, an answered delete is found gone: taken as made, not sent again
      for (const record of unwrittenAnswers)
        expect(verdictOf('delete', record, { kind: 'gone' }, [])).toBe('done');
    },
  );

  it("another tab's write of the change since wins over the answers this page has not written", () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const slow = createOutbox(storage);
    const id = slow.add(run(100));
    slow.claim(id, 'tab-a', { limitMs: 10 });
    for (let i = 0; i < 10; i += 1) slow.markDone(id);
    // tab-a seemed gone past its limit: tab-b took the change (it reads each record again first)
    vi.advanceTimersByTime(20);
    const other = createOutbox(storage);
    expect(other.claim(id, 'tab-b', { live: new Set(['tab-b']) })?.tab).toBe('tab-b');
    slow.markDone(id);
    vi.advanceTimersByTime(DONE_DELAY_MS);
    // tab-b's claim is not overwritten by tab-a's older head
    expect(createOutbox(storage).get(id)).toMatchObject({ tab: 'tab-b', state: 'sending' });
    expect(slow.get(id)?.tab).toBe('tab-b');
  });

  it('reads a head again only when its text in storage changed', () => {
    const storage = new MemoryStorage();
    const outbox = createOutbox(storage);
    const id = outbox.add(run(10));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (let i = 0; i < 100; i += 1) outbox.get(id);
      expect(parse).not.toHaveBeenCalled();
      // another page wrote it: read once
      createOutbox(storage).update(id, { state: 'stored' });
      parse.mockClear();
      expect(outbox.get(id)?.state).toBe('stored');
      expect(outbox.get(id)?.state).toBe('stored');
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('the outbox rules', () => {
  const outbox = () => createOutbox(new MemoryStorage());

  it('a change kept by a live page is not due; one whose page is gone, or stored for its author, is', () => {
    const box = outbox();
    box.add(change('alive', { tab: 'tab-a' }));
    box.add(change('killed', { tab: 'tab-gone' }));
    box.add(change('stored', { tab: 'tab-a', state: 'stored' }));
    expect(dueChanges(box.all(), new Set(['tab-a'])).map((one) => one.text)).toEqual(['killed', 'stored']);
  });

  it("sends the author's own only: another user's stay stored, untouched, for their author", () => {
    const box = outbox();
    box.add(change('ani 1'));
    box.add(change('budi 1', { author: 'budi' }));
    box.add(change('ani dropped', { discarded: true }));
    const plan = planFor(box.all(), 'ani');
    expect(plan.send.map((one) => one.text)).toEqual(['ani 1']);
    expect(plan.told.map((one) => one.text)).toEqual(['ani dropped']);
    // budi signs in: ani's are never his
    expect(planFor(box.all(), 'budi').send.map((one) => one.text)).toEqual(['budi 1']);
  });

  it('a change never tried in this session leaves as it is; one tried, stored or of an earlier session is read again first; money is asked', () => {
    const box = outbox();
    const get = (over: Partial<NewChange>) => {
      const id = box.add(change('x', over));
      return box.get(id)!;
    };
    expect(sendPlanOf(get({}), 'token-1')).toBe('send');
    expect(sendPlanOf(get({ state: 'sending' }), 'token-1')).toBe('check');
    expect(sendPlanOf(get({ state: 'stored' }), 'token-1')).toBe('check');
    expect(sendPlanOf(get({}), 'token-2')).toBe('check');
    expect(sendPlanOf(get({ money: true }), 'token-1')).toBe('ask');
  });

  it('a record read again says whether to send, ask, or take the change as made', () => {
    const fields: FieldDecl[] = [{ key: 'status', label: 'Status', type: 'text' } as FieldDecl];
    const made = { id: 1, status: 'approved', updated_at: '2026-11-01T00:00:00Z' };
    const found = (record: object) => ({ kind: 'found' as const, record: { id: 1, ...record } });
    expect(verdictOf('delete', made, found(made), fields)).toBe('send');
    expect(verdictOf('delete', made, found({ ...made, updated_at: '2026-11-02T00:00:00Z' }), fields)).toBe(
      'ask',
    );
    expect(verdictOf('delete', made, { kind: 'gone' }, fields)).toBe('done');
    expect(verdictOf('status', made, { kind: 'gone' }, fields)).toBe('gone');
    expect(verdictOf('status', made, { kind: 'failed', error: new Error('offline') }, fields)).toBe(
      'unknown',
    );
    expect(verdictOf('status', made, { kind: 'failed', error: { statusCode: 401 } }, fields)).toBe('refused');
    // no version: the fields compared
    const plain = { id: 1, status: 'approved' };
    expect(verdictOf('status', plain, found(plain), fields)).toBe('send');
    expect(verdictOf('status', plain, found({ status: 'sold' }), fields)).toBe('ask');
  });
});
