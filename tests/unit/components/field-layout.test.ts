import { describe, expect, it } from 'vitest';

import {
  actionColumnWidth,
  columnWidthOf,
  headerWidth,
  minColumnWidth,
  shapeOf,
  tableScrollWidth,
} from '../../../src/components/field-layout';
import { columnsOf } from '../../../src/engine/list/columns';
import { labelOfKey } from '../../../src/locales/labels';
import { field } from '../../../src/resources/builders';
import type { FieldDecl } from '../../../src/resources/types';

describe('column widths from the field type', () => {
  it('gives figures, dates and statuses room to stay whole on one line', () => {
    const price = field('price', { type: 'money' });
    const created = field('created_at', { type: 'date' });
    const paid = field('paid_at', { type: 'datetime' });
    expect(shapeOf(price)).toBe('money');
    expect(columnWidthOf(price)).toBe(minColumnWidth.money);
    // "Rp 11.560.000.000" and "22 Nov 2026 17.35" need more than a date or a flag
    expect(minColumnWidth.money).toBeGreaterThan(minColumnWidth.date);
    expect(minColumnWidth.datetime).toBeGreaterThan(minColumnWidth.date);
    expect(columnWidthOf(created)).toBe(minColumnWidth.date);
    expect(columnWidthOf(paid)).toBe(minColumnWidth.datetime);
    expect(shapeOf(field('status', { type: 'status' }))).toBe('status');
    expect(shapeOf(field('is_active', { type: 'boolean' }))).toBe('flag');
  });

  it('reads a plain text as short and a textarea or the linked title as long', () => {
    const title = field('title');
    expect(shapeOf(title)).toBe('short');
    expect(shapeOf(title, 'title')).toBe('long');
    expect(shapeOf(field('text', { type: 'textarea' }))).toBe('long');
    // a phone number and a property's code are read whole ("HL-" / "000104" broke over two lines)
    expect(shapeOf(field('phone', { type: 'phone' }))).toBe('code');
    expect(shapeOf(field('house_id', { code: true }))).toBe('code');
    // a masked identity number is a short text whatever its type
    expect(shapeOf(field('nik', { type: 'number', masked: true }))).toBe('short');
    expect(columnWidthOf(title, 'title')).toBe(minColumnWidth.long);
  });

  it('widens a column whose header has a long word, more with a sorter', () => {
    const verified: FieldDecl = { key: 'is_verified', label: 'Terverifikasi', type: 'boolean' };
    expect(columnWidthOf(verified)).toBe(headerWidth('Terverifikasi'));
    expect(columnWidthOf(verified)).toBeGreaterThan(minColumnWidth.flag);
    expect(headerWidth('Dibuat', true)).toBeGreaterThan(headerWidth('Dibuat'));
    // a title wraps between words: only its longest word counts
    expect(headerWidth('Harga Tanah / m²')).toBe(headerWidth('Harga'));
  });

  it('makes the action column as wide as its icon buttons, and sums the scroll width', () => {
    expect(actionColumnWidth(0)).toBe(0);
    expect(actionColumnWidth(1)).toBe(32 + 16);
    expect(actionColumnWidth(4)).toBe(4 * 32 + 3 * 4 + 16);
    // a column without a width of its own counts as a short text
    expect(tableScrollWidth([100, 'auto', undefined, 50])).toBe(150 + 2 * minColumnWidth.short);
  });

  it('gives every list column its width and the class that keeps its values whole', () => {
    const columns = columnsOf(
      [field('title'), field('price', { type: 'money' }), field('city'), field('note', { inList: false })],
      [],
      { key: 'title', urlOf: () => undefined },
    );
    expect(columns.map((column) => column.key)).toEqual(['title', 'price', 'city']);
    // the long title takes the room the others leave, at least its least width
    expect(columns.map((column) => column.width)).toEqual([
      undefined,
      minColumnWidth.money,
      minColumnWidth.short,
    ]);
    expect(columns[0].minWidth).toBe(minColumnWidth.long);
    expect(columns.map((column) => column.className)).toEqual(['value-long', 'value-money', 'value-short']);
  });
});

describe('labels of record keys', () => {
  it('reads a declared key in Indonesian, updated_at included', () => {
    expect(labelOfKey('updated_at')).toBe('Diperbarui');
    expect(labelOfKey('created_at')).toBe('Dibuat');
    expect(labelOfKey('house_id')).toBe('ID Properti');
    expect(labelOfKey('joined_at')).toBe('Bergabung');
    expect(field('updated_at').label).toBe('Diperbarui');
  });

  it('makes an unknown key readable instead of showing it raw', () => {
    expect(labelOfKey('house_code_extra')).toBe('House code extra');
    expect(labelOfKey('lastSeenIp')).toBe('Last seen IP');
    expect(labelOfKey('id_kota')).toBe('ID kota');
    expect(field('mystery_key').label).toBe('Mystery key');
  });
});
