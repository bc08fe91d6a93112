import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { formatDate, formatRupiah, optionLabel } from '../../../../src/components/format';
import { fromFormValues, toFormValues } from '../../../../src/engine/common/form-values';
import { findResource } from '../../../../src/resources';
import {
  cascadeOf,
  defaultFilters,
  isFiltered,
  requiredFilterKeys,
  toFilters,
} from '../../../../src/resources/list-filters';
import type { FieldDecl, ResourceDecl } from '../../../../src/resources/types';

const decl = (name: string) => findResource(name) as ResourceDecl;

describe('list filters read from the registry', () => {
  it('walks the parents of a village: province > city > district', () => {
    expect(cascadeOf(decl('master-slug-village'))).toEqual([
      expect.objectContaining({
        resource: 'master-slug-province',
        param: 'id_provinsi',
        parentParam: undefined,
      }),
      expect.objectContaining({ resource: 'master-slug-city', param: 'id_kota', parentParam: 'id_provinsi' }),
      expect.objectContaining({
        resource: 'master-slug-district',
        param: 'id_kecamatan',
        parentParam: 'id_kota',
      }),
    ]);
    expect(cascadeOf(decl('master-area-province'))).toEqual([]);
  });

  it('starts users on the declared default and analytics on the last 30 days', () => {
    expect(defaultFilters(decl('users'))).toEqual([{ field: 'url', operator: 'eq', value: 'agent' }]);
    const today = dayjs('2025-03-31');
    expect(defaultFilters(decl('lytics'), today)).toEqual([
      { field: 'startDate', operator: 'eq', value: '2025-03-01' },
      { field: 'endDate', operator: 'eq', value: '2025-03-31' },
    ]);
  });

  it('waits for what the call needs: the parent, the period, the path value', () => {
    expect(requiredFilterKeys(decl('master-area-city'))).toEqual(['id_provinsi']);
    expect(requiredFilterKeys(decl('lytics'))).toEqual(['startDate', 'endDate']);
    expect(requiredFilterKeys(decl('users'))).toEqual(['url']);
    expect(requiredFilterKeys(decl('house-type'))).toEqual([]);
  });

  it('counts only user-chosen filters as "filtered", and clears blank values', () => {
    const village = decl('master-slug-village');
    expect(
      isFiltered(village, toFilters({ id_provinsi: '11', id_kota: '1101', id_kecamatan: '110101' })),
    ).toBe(false);
    expect(isFiltered(decl('listing'), toFilters({ status: 'sold' }))).toBe(true);
    expect(toFilters({ status: '' })).toEqual([{ field: 'status', operator: 'eq', value: undefined }]);
  });
});

describe('formats', () => {
  it('writes rupiah the Indonesian way', () => {
    expect(formatRupiah(1250000000).replace(/\s/g, ' ')).toBe('Rp 1.250.000.000');
    expect(formatRupiah(undefined)).toBe('-');
  });

  it('writes dates with Indonesian month names', async () => {
    await import('../../../../src/theme/dayjs-setup');
    expect(formatDate('2025-08-17T03:00:00.000Z')).toBe('17 Agt 2025');
    expect(formatDate('')).toBe('-');
  });

  it('shows option labels for status values', () => {
    const field: FieldDecl = {
      key: 'status',
      label: 'Status',
      type: 'status',
      options: [{ label: 'Aktif', value: 'active' }],
    };
    expect(optionLabel(field, 'active')).toBe('Aktif');
    expect(optionLabel(field, 'sold')).toBe('Terjual');
  });
});

describe('form values', () => {
  const fields: FieldDecl[] = [
    { key: 'name', label: 'Nama' },
    { key: 'start_date', label: 'Mulai', type: 'date' },
    { key: 'created_at', label: 'Dibuat', type: 'date', inForm: false },
  ];

  it('turns a row into form values (dates as dayjs) and back (YYYY-MM-DD), leaving out blanks and read-only fields', () => {
    const values = toFormValues(fields, {
      name: 'A',
      start_date: '2025-01-05T00:00:00.000Z',
      created_at: 'x',
    });
    expect(dayjs.isDayjs(values.start_date)).toBe(true);
    expect(values).not.toHaveProperty('created_at');
    expect(fromFormValues(fields, { ...values, name: '  B ', created_at: 'y' })).toEqual({
      name: 'B',
      start_date: '2025-01-05',
    });
    expect(fromFormValues(fields, { name: '' })).toEqual({});
  });
});
