import { describe, expect, it } from 'vitest';

import { verdictOf } from '../../../../src/engine/outbox/outbox-rules';
import { OUTBOX_DAYS } from '../../../../src/providers/outbox/outbox-keys';
import { dueChanges, planFor, sendPlanOf } from '../../../../src/providers/outbox/outbox-plan';
import { createOutbox, type NewChange, sessionMark } from '../../../../src/providers/outbox/outbox-store';
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
