import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FieldDescriptions } from '../../../src/engine/record/FieldDescriptions';
import { field } from '../../../src/resources/builders';
import {
  emptyFieldReporter,
  emptyFieldsOf,
  namesOf,
  readField,
  withDeclaredNames,
} from '../../../src/resources/read-field';

const count = field('total_leads', { type: 'number', accepts: ['total_leads', 'count', 'total', 'jumlah'] });

describe('the tolerant reader of the registry', () => {
  it('reads the first declared name that has a value, a dotted name into a nested record', () => {
    expect(readField({ jumlah: 4, total: 0 }, count)).toEqual({ name: 'total', value: 0 });
    expect(readField({ count: 3, total_leads: null }, count)).toEqual({ name: 'count', value: 3 });
    const standard = field('standard', { accepts: ['standard.count', 'listing.count', 'listing'] });
    expect(readField({ listing: { count: 9 } }, standard)).toEqual({ name: 'listing.count', value: 9 });
    // a name with a dot of its own is read as it is before it is read as a path
    expect(readField({ 'listing.count': 2, listing: { count: 9 } }, standard)?.value).toBe(2);
  });

  it('passes over a blank text, an empty list, null; keeps 0 and false; a key not listed comes first', () => {
    const title = field('title', { accepts: ['property_title'] });
    expect(namesOf(title)).toEqual(['title', 'property_title']);
    expect(readField({ title: '  ', property_title: 'Rumah Asri' }, title)?.value).toBe('Rumah Asri');
    expect(readField({ title: [] }, title)).toBeUndefined();
    expect(readField({ title: false }, title)?.value).toBe(false);
    expect(readField(null, title)).toBeUndefined();
    expect(readField('Rumah', title)).toBeUndefined();
  });

  it('puts each declared value under its key and leaves a record that needs nothing as it is', () => {
    const fields = [count, field('title')];
    const record = { _id: 'p1', count: 5 };
    expect(withDeclaredNames(record, fields)).toEqual({ _id: 'p1', count: 5, total_leads: 5 });
    const own = { total_leads: 2, title: 'A' };
    expect(withDeclaredNames(own, fields)).toBe(own);
    expect(withDeclaredNames({ title: 'B' }, fields)).toEqual({ title: 'B' });
  });

  it('names a column no row of the page fills, once, with the names tried', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const rows = [{ count: 1 }, { count: 2, title: '' }];
    expect(emptyFieldsOf(rows, [count, field('title')]).map((one) => one.key)).toEqual(['title']);
    expect(emptyFieldsOf([], [count])).toEqual([]);
    const reportEmptyFields = emptyFieldReporter();
    reportEmptyFields('read-field-test', rows, [count, field('city', { accepts: ['city', 'kota'] })]);
    reportEmptyFields('read-field-test', rows, [count, field('city', { accepts: ['city', 'kota'] })]);
    // another provider's reporter has told nothing yet
    emptyFieldReporter()('read-field-test', rows, [field('city', { accepts: ['city', 'kota'] })]);
    expect(info.mock.calls).toEqual([
      ['[read-field-test] no record of this page has "city"; names tried: city | kota'],
      ['[read-field-test] no record of this page has "city"; names tried: city | kota'],
    ]);
  });
});

describe('a detail view', () => {
  it('leaves out a field the record has no value for: no label with nothing or "-" after it', () => {
    const fields = [
      field('name'),
      field('email', { type: 'email' }),
      field('note', { type: 'textarea' }),
      field('bedrooms', { type: 'number' }),
      field('is_active', { type: 'boolean' }),
      field('facilities', { type: 'tags' }),
    ];
    const { container } = render(
      <FieldDescriptions
        fields={fields}
        record={{ name: 'Sri', email: '', note: null, bedrooms: 0, is_active: false, facilities: [] }}
      />,
    );
    const labels = [...container.querySelectorAll('.ant-descriptions-item-label')].map(
      (one) => one.textContent,
    );
    expect(labels).toEqual(['Nama', 'Kamar Tidur', 'Is active']);
    expect(screen.queryByText('-')).toBeNull();
  });
});
