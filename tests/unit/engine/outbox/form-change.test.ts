import { describe, expect, it } from 'vitest';

import { editVerdictOf, formChangeText } from '../../../../src/engine/outbox/form-change';
import { dueChanges, planFor, sendPlanOf } from '../../../../src/providers/outbox/outbox-plan';
import {
  createOutbox,
  type NewChange,
  type OutboxChange,
  sessionMark,
} from '../../../../src/providers/outbox/outbox-store';
import { isWaitingRow, withOptimistic } from '../../../../src/providers/outbox/undo-queue';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl } from '../../../../src/resources/types';
import { MemoryStorage } from '../../support/memory-storage';

const types = findResource('house-type') as ResourceDecl;
const base = { id: 3, name: 'Rumah' };
const author = { id: 'ani', token: 'token-1' };

/** An edit's save as the data provider keeps it (outbox-writes.ts). */
const saved = (over: Partial<OutboxChange> = {}): OutboxChange => ({
  v: 3,
  id: 'x',
  at: 1,
  author: author.id,
  session: sessionMark(author.token),
  tab: 'tab-a',
  state: 'waiting',
  resource: types.name,
  operation: 'edit',
  save: 'edit',
  records: [base],
  values: { name: 'Ruko' },
  text: 'Ubah',
  ...over,
});

describe("a form's save in the outbox", () => {
  it('is named by its resource and record', () => {
    expect(formChangeText(types, 'Ubah', { name: 'Ruko' })).toBe('Ubah Tipe Properti: Ruko');
    expect(formChangeText(types, 'Tambah', {})).toBe('Tambah Tipe Properti');
  });

  it('is always due (the outbox owns it, no page keeps it), and an edit is read again first', () => {
    const live = new Set(['tab-a']);
    expect(dueChanges([saved()], live)).toHaveLength(1);
    expect(sendPlanOf(saved(), 'token-1')).toBe('check');
    const create = saved({ save: 'create', operation: 'create', records: [] });
    expect(sendPlanOf(create, 'token-1')).toBe('send');
    // tried once without an answer: never created twice unseen
    expect(sendPlanOf({ ...create, state: 'sending' }, 'token-1')).toBe('ask');
    expect(sendPlanOf({ ...create, state: 'stored' }, 'token-1')).toBe('ask');
  });

  it('a cancelled change is never sent by itself, nor counted as leaving; it stays for its author', () => {
    const plan = planFor(
      [saved({ cancelled: true }), saved({ id: 'y' }), saved({ id: 'z', author: 'budi' })],
      'ani',
    );
    expect(plan.send.map((one) => one.id)).toEqual(['y']);
  });

  it('the re-read before an edit: a field changed here and elsewhere asks; another field is kept; gone or unread waits', () => {
    const found = (record: object) => ({ kind: 'found' as const, record: { ...base, ...record } });
    expect(editVerdictOf(types, base, { name: 'Ruko' }, found({ name: 'Gudang' }))).toEqual({ kind: 'ask' });
    expect(editVerdictOf(types, base, { name: 'Ruko' }, found({}))).toEqual({
      kind: 'send',
      body: { name: 'Ruko' },
    });
    // changed elsewhere to what this person sends: nothing to ask
    expect(editVerdictOf(types, base, { name: 'Ruko' }, found({ name: 'Ruko' })).kind).toBe('send');
    expect(editVerdictOf(types, base, { name: 'Ruko' }, { kind: 'gone' })).toEqual({ kind: 'gone' });
    expect(editVerdictOf(types, base, {}, { kind: 'failed', error: { statusCode: 401 } })).toEqual({
      kind: 'refused',
    });
    expect(editVerdictOf(types, base, {}, { kind: 'failed', error: { statusCode: 0 } })).toEqual({
      kind: 'retry',
    });
  });
});

describe('the outbox count', () => {
  const change = (authorId: string, over: Partial<NewChange> = {}): NewChange => ({
    resource: 'listing',
    operation: 'delete',
    records: [{ id: 7 }],
    values: {},
    text: 'Hapus',
    author: authorId,
    token: 't',
    tab: 'a',
    state: 'stored',
    ...over,
  });

  it("counts the signed-in author's changes only, and none cancelled or dropped; the login page counts all", () => {
    const outbox = createOutbox(new MemoryStorage());
    outbox.add(change('ani'));
    outbox.add(change('ani', { cancelled: true }));
    outbox.add(change('budi'));
    outbox.add(change('ani', { discarded: true }));
    expect(outbox.count('ani')).toBe(1);
    expect(outbox.count('budi')).toBe(1);
    expect(outbox.count('citra')).toBe(0);
    expect(outbox.count()).toBe(2);
    // (cancelled: still kept, for its author to send or throw away)
    expect(outbox.all()).toHaveLength(4);
  });
});

describe('a row whose change waits in the outbox', () => {
  it('shows the change as made and carries the waiting mark (not a field: never sent)', () => {
    const rows = withOptimistic(
      [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
      new Map([
        ['1', { kind: 'changed' as const, record: { id: 1, name: 'A2' }, waiting: true as const }],
        ['2', { kind: 'changed' as const, record: { id: 2, name: 'B2' } }],
      ]),
      (row) => row.id,
    );
    expect(rows.map((row) => [row.name, isWaitingRow(row)])).toEqual([
      ['A2', true],
      ['B2', false],
    ]);
    expect(JSON.stringify(rows[0])).toBe('{"id":1,"name":"A2"}');
  });
});
