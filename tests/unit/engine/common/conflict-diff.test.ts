import { describe, expect, it } from 'vitest';

import {
  changedFields,
  diffConflicts,
  mergeChoices,
  sameValue,
} from '../../../../src/engine/common/conflict-diff';
import type { FieldDecl } from '../../../../src/resources/types';

const title: FieldDecl = { key: 'title', label: 'Judul' };
const description: FieldDecl = { key: 'description', label: 'Deskripsi', type: 'textarea' };
const price: FieldDecl = { key: 'price', label: 'Harga', type: 'money' };
const type: FieldDecl = {
  key: 'type',
  label: 'Tipe',
  type: 'select',
  reference: { resource: 'house-type', optionLabel: 'name', optionValue: 'name' },
};
const property: FieldDecl = {
  key: 'property_id',
  label: 'Properti',
  type: 'select',
  reference: { resource: 'listing', optionLabel: 'title', optionValue: 'id' },
};
const facilities: FieldDecl = {
  key: 'facilities',
  label: 'Fasilitas',
  type: 'select',
  reference: { resource: 'extra-facility', optionLabel: 'name', optionValue: 'name', multiple: true },
};
const photos: FieldDecl = { key: 'photos', label: 'Foto', type: 'images' };
const visit: FieldDecl = { key: 'date', label: 'Tanggal', type: 'datetime' };
const fields = [title, description, price, type, facilities, photos];

const opened = {
  id: 'l1',
  title: 'Rumah Asri',
  description: 'Dekat taman.',
  price: 1_500_000_000,
  type: 'Rumah',
  facilities: ['Kolam Renang', 'Garasi'],
  photos: ['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg'],
  updated_at: '2026-11-20T10:00:00.000Z',
};
const keys = (list: readonly { key: string }[]) => list.map((one) => one.key);
const conflictKeys = (diff: ReturnType<typeof diffConflicts>) => diff.conflicts.map((one) => one.field.key);

describe('the conflict diff', () => {
  it('asks about a field both changed, takes one changed elsewhere only, and keeps one changed here only', () => {
    const mine = { ...opened, title: 'Rumah Asri Baru', description: 'Dekat taman dan sekolah.' };
    const fresh = {
      ...opened,
      title: 'Rumah Asri Bogor',
      price: 1_450_000_000,
      updated_at: '2026-11-21T08:00:00.000Z',
    };
    const diff = diffConflicts({ fields, opened, mine, fresh });
    expect(conflictKeys(diff)).toEqual(['title']);
    expect(diff.conflicts[0]).toMatchObject({ mine: 'Rumah Asri Baru', theirs: 'Rumah Asri Bogor' });
    expect(keys(diff.taken)).toEqual(['price']);
    // the form would have sent the old price: the record's is sent instead, without a question
    expect(diff.body).toMatchObject({ price: 1_450_000_000, description: 'Dekat taman dan sekolah.' });
    expect(diff.body.title).toBe('Rumah Asri Baru');
  });

  it('settles each conflict as chosen: this person keeps theirs, or takes the record', () => {
    const mine = { ...opened, title: 'Mine', description: 'Deskripsi saya.' };
    const fresh = { ...opened, title: 'Theirs', description: 'Deskripsi mereka.', updated_at: 'later' };
    const diff = diffConflicts({ fields, opened, mine, fresh });
    expect(conflictKeys(diff)).toEqual(['title', 'description']);
    expect(mergeChoices(diff, { title: 'theirs', description: 'mine' })).toMatchObject({
      title: 'Theirs',
      description: 'Deskripsi saya.',
    });
    // by default (no choice made) this person's value stays
    expect(mergeChoices(diff, {})).toMatchObject({ title: 'Mine', description: 'Deskripsi saya.' });
  });

  it('is no conflict when both made the same change, or when only this person changed a field', () => {
    const mine = { ...opened, title: 'Sama', price: 1_600_000_000 };
    const fresh = { ...opened, title: 'Sama', updated_at: 'later' };
    const diff = diffConflicts({ fields, opened, mine, fresh });
    expect(diff.conflicts).toEqual([]);
    expect(diff.taken).toEqual([]);
    expect(diff.body).toEqual(mine);
  });

  it('trusts the same updated_at (or updatedAt) over values read in another shape', () => {
    const mine = { ...opened, title: 'Mine' };
    // the detail answers the type as a record and the price as text, with the same updated_at
    const sameVersion = { ...opened, title: 'Other', type: { _id: 't1', name: 'Rumah' } };
    expect(diffConflicts({ fields, opened, mine, fresh: sameVersion }).conflicts).toEqual([]);
    const camel = { title: 'Rumah Asri', updatedAt: 1_700_000_000 };
    expect(
      diffConflicts({
        fields: [title],
        opened: camel,
        mine: { title: 'Mine' },
        fresh: { ...camel, title: 'X' },
      }).conflicts,
    ).toEqual([]);
    // a newer updated_at compares the values
    const newer = { ...sameVersion, updated_at: '2026-11-22T00:00:00.000Z' };
    expect(conflictKeys(diffConflicts({ fields, opened, mine, fresh: newer }))).toEqual(['title']);
  });

  it('compares values when the record has no updated_at', () => {
    const { updated_at: _, ...plain } = opened;
    const diff = diffConflicts({
      fields,
      opened: plain,
      mine: { ...plain, description: 'Mine' },
      fresh: { ...plain, description: 'Theirs' },
    });
    expect(conflictKeys(diff)).toEqual(['description']);
  });

  it('reads a reference by its key whether it comes as an id or as a record', () => {
    expect(sameValue(type, 'Rumah', { _id: 't1', name: 'Rumah' })).toBe(true);
    expect(sameValue(type, 'Rumah', { _id: 't2', name: 'Ruko' })).toBe(false);
    expect(sameValue(property, 'l1', { _id: 'l1', title: 'Rumah Asri' })).toBe(true);
    expect(sameValue(property, 'l1', { id: 'l1' })).toBe(true);
    expect(sameValue(property, 'l1', { _id: 'l2', title: 'Rumah Lain' })).toBe(false);
    // several records: the same set in any order, read as names or records
    expect(sameValue(facilities, ['Garasi', 'Kolam Renang'], [{ name: 'Kolam Renang' }, 'Garasi'])).toBe(
      true,
    );
    expect(sameValue(facilities, ['Garasi'], ['Garasi', 'Taman'])).toBe(false);
    // taken from a record, a reference is sent by its key as the form sends it
    const diff = diffConflicts({
      fields: [type],
      opened: { type: 'Rumah' },
      mine: { type: 'Rumah' },
      fresh: { type: { _id: 't2', name: 'Ruko' } },
    });
    expect(diff.body).toEqual({ type: 'Ruko' });
  });

  it('compares photos in their order, by URL whatever shape each comes in', () => {
    const [a, b] = opened.photos;
    expect(sameValue(photos, [a, b], [{ url: a }, { location: b }])).toBe(true);
    // the first photo is the cover: another order is a change
    expect(sameValue(photos, [a, b], [b, a])).toBe(false);
    const added = [{ url: a }, { url: b }, { secure_url: 'https://cdn.test/c.jpg' }];
    const diff = diffConflicts({
      fields,
      opened,
      mine: opened,
      fresh: { ...opened, photos: added, updated_at: 'x' },
    });
    expect(keys(diff.taken)).toEqual(['photos']);
    expect(diff.body.photos).toEqual([a, b, 'https://cdn.test/c.jpg']);
    // a photo added here and another added elsewhere: a conflict of the whole list
    const mine = { ...opened, photos: [a, b, 'https://cdn.test/mine.jpg'] };
    const both = diffConflicts({
      fields,
      opened,
      mine,
      fresh: { ...opened, photos: added, updated_at: 'x' },
    });
    expect(conflictKeys(both)).toEqual(['photos']);
    expect(mergeChoices(both, { photos: 'theirs' }).photos).toEqual([a, b, 'https://cdn.test/c.jpg']);
  });

  it('reads numbers, blanks and dates the way the form sends them', () => {
    expect(sameValue(price, '1500000000', 1_500_000_000)).toBe(true);
    expect(sameValue(description, '', null)).toBe(true);
    expect(sameValue(description, undefined, '  ')).toBe(true);
    expect(sameValue(photos, [], undefined)).toBe(true);
    expect(sameValue(visit, '2026-11-24T03:00:00.000Z', '2026-11-24T10:00:00+07:00')).toBe(true);
    expect(sameValue(visit, '2026-11-24T03:00:00.000Z', '2026-11-24T04:00:00.000Z')).toBe(false);
  });

  it('asks about a field emptied here and changed elsewhere; taking the record sends its value', () => {
    const mine = { ...opened, description: '' };
    const fresh = { ...opened, description: 'Baru dari admin lain.', updated_at: 'x' };
    const diff = diffConflicts({ fields, opened, mine, fresh });
    expect(conflictKeys(diff)).toEqual(['description']);
    expect(mergeChoices(diff, { description: 'mine' }).description).toBe('');
    expect(mergeChoices(diff, { description: 'theirs' }).description).toBe('Baru dari admin lain.');
    // emptied elsewhere, untouched here: sent empty the way the form empties a text
    const emptied = diffConflicts({
      fields,
      opened,
      mine: opened,
      fresh: { ...opened, description: null, updated_at: 'x' },
    });
    expect(emptied.body.description).toBe('');
  });

  it('adds nothing the form does not send, and never replaces a value the screen fixes', () => {
    const mine = { title: 'Rumah Asri', property_id: 'l9' };
    const fresh = { ...opened, description: 'Baru.', property_id: 'l1', updated_at: 'x' };
    const diff = diffConflicts({
      fields: [title, description, property],
      opened: { ...opened, property_id: 'l1' },
      mine,
      fresh,
      keep: ['property_id'],
    });
    expect(keys(diff.taken)).toEqual(['description']);
    expect(diff.body).toEqual(mine);
    expect(diff.conflicts).toEqual([]);
  });

  it('names the watched fields an action finds changed, none when updated_at is the same', () => {
    const status: FieldDecl = { key: 'status', label: 'Status', type: 'status' };
    const shown = { id: 'l1', status: 'active', updated_at: 'a' };
    expect(keys(changedFields([status], shown, { ...shown, status: 'sold', updated_at: 'b' }))).toEqual([
      'status',
    ]);
    expect(changedFields([status], shown, { ...shown, title: 'Lain', updated_at: 'b' })).toEqual([]);
    expect(changedFields([status], shown, { ...shown, status: 'sold' })).toEqual([]);
  });
});
