import { describe, expect, it } from 'vitest';

import { numberProblem, rangeProblem } from '../../../src/engine/common/number-field';
import { registry } from '../../../src/resources';
import { numberRangeOf, numberRanges } from '../../../src/resources/number-ranges';
import type { FieldDecl, ResourceDecl } from '../../../src/resources/types';

/** Every number or money field a form of the registry asks for (record forms and action forms). */
function formNumberFields(): { where: string; field: FieldDecl }[] {
  const out: { where: string; field: FieldDecl }[] = [];
  const add = (where: string, fields: readonly FieldDecl[] | undefined) => {
    for (const field of fields ?? [])
      if (field.inForm !== false && (field.type === 'number' || field.type === 'money'))
        out.push({ where: `${where}.${field.key}`, field });
  };
  for (const decl of registry as readonly ResourceDecl[]) {
    if (decl.create || decl.update) add(decl.name, decl.fields);
    for (const [name, action] of Object.entries(decl.actions ?? {}))
      if (action.ui?.ask.kind === 'form') add(`${decl.name}:${name}`, action.ui.ask.fields);
  }
  return out;
}

const field = (resource: string, key: string): FieldDecl => {
  const found = registry.find((decl) => decl.name === resource)?.fields?.find((one) => one.key === key);
  if (!found) throw new Error(`no ${resource}.${key}`);
  return found;
};

describe('number ranges from the registry', () => {
  it('every number and money field of a form declares its plausible range, exact in a double', () => {
    const fields = formNumberFields();
    expect(fields.length).toBeGreaterThan(10);
    for (const { where, field: one } of fields) {
      expect(one.max, `${where} declares no max`).toBeDefined();
      const range = numberRangeOf(one);
      expect(range.min, where).toBeLessThan(range.max);
      expect(range.max, where).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
      if (one.type === 'money') expect(range.whole, where).toBe(true);
    }
  });

  it('declares the kinds the listing and the area indicator use', () => {
    expect(numberRangeOf(field('listing', 'price'))).toEqual({
      min: 1_000_000,
      max: 1_000_000_000_000,
      whole: true,
      positive: true,
    });
    expect(numberRangeOf(field('listing', 'bedrooms'))).toMatchObject({ min: 0, max: 50, whole: true });
    expect(numberRangeOf(field('listing', 'land_area'))).toMatchObject({ whole: false, positive: true });
    for (const key of ['building_price', 'land_price', 'apartment_price'])
      expect(numberRangeOf(field('area-master', key))).toMatchObject(numberRanges.pricePerM2);
    expect(field('listing', 'price').farFrom).toEqual({ field: 'fairprice', percent: 50 });
  });

  it('falls back on its type for a field that declares none', () => {
    expect(numberRangeOf({ key: 'a', label: 'A', type: 'money' })).toEqual({
      min: 0,
      max: 1e15,
      whole: true,
      positive: false,
    });
    expect(numberRangeOf({ key: 'b', label: 'B', type: 'number' })).toMatchObject({ max: 1e9, whole: false });
  });

  it('refuses outside the range with the bound as a person reads it', () => {
    const price = field('listing', 'price');
    expect(rangeProblem(price, 1_000_000)).toBeUndefined();
    expect(rangeProblem(price, 1_000_000_000_000)).toBeUndefined();
    expect(rangeProblem(price, 999_999)).toBe('Harga paling sedikit Rp\u00a01.000.000.');
    expect(rangeProblem(price, 1_000_000_000_001)).toBe('Harga paling banyak Rp\u00a01.000.000.000.000.');
    expect(rangeProblem(price, 0)).toBe('Harga harus lebih dari 0.');
    const rooms = field('listing', 'bedrooms');
    expect(rangeProblem(rooms, 99_999_999_999)).toBe('Kamar Tidur paling banyak 50 kamar.');
    expect(rangeProblem(rooms, -1)).toBe('Kamar Tidur tidak boleh kurang dari 0.');
    expect(rangeProblem(rooms, 2.5)).toBe('Kamar Tidur harus bilangan bulat, tanpa koma.');
    const days = field('master-subscribe', 'duration_days');
    expect(rangeProblem(days, 3_651)).toBe('Durasi (hari) paling banyak 3.650.');
    const area = field('listing', 'land_area');
    expect(rangeProblem(area, 10_000_001)).toBe('Luas Tanah paling banyak 10.000.000 m².');
  });

  it('says past MAX_SAFE_INTEGER what it says past the range', () => {
    expect(numberProblem(field('area-master', 'land_price'), '9'.repeat(21))).toBe(
      'Harga Tanah / m² paling banyak Rp\u00a01.000.000.000.',
    );
  });
});
