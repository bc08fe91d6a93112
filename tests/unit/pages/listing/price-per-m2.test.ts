import { describe, expect, it } from 'vitest';

import {
  findArea,
  formatRupiahShort,
  priceAgainstIndicator,
} from '../../../../src/pages/listing/quality/price-per-m2';

const kebayoran = {
  name: 'Kebayoran Baru',
  area: 'Jakarta Selatan',
  land_price: 10_000_000,
  building_price: 5_000_000,
  apartment_price: 40_000_000,
  kelurahan: [{ id_kelurahan: '3171071001', name: 'Senayan' }],
};

describe('the price per m² against the area indicator', () => {
  it('writes rupiah the Indonesian short way', () => {
    expect(formatRupiahShort(14_230_000)).toBe('Rp 14,2 jt');
    expect(formatRupiahShort(850_000)).toBe('Rp 850 rb');
    expect(formatRupiahShort(1_500_000_000)).toBe('Rp 1,5 M');
  });

  it('compares land by the land price', () => {
    const line = priceAgainstIndicator(
      { type: 'Tanah', price: 1_420_000_000, land_area: 100 },
      kebayoran,
      undefined,
    );
    expect(line?.text).toBe('Rp 14,2 jt/m², 42% di atas indikator Kebayoran Baru');
  });

  it('compares a house per m² of land by the land price plus its building on it (numbers as text)', () => {
    // indicator: 10 jt + 5 jt * 100 / 200 = 12,5 jt per m² of land; asked 2 M / 200 = 10 jt
    const line = priceAgainstIndicator(
      { type: 'Rumah', price: '2000000000', land_area: '200', building_area: '100' },
      kebayoran,
      undefined,
    );
    expect(line?.text).toBe('Rp 10 jt/m², 20% di bawah indikator Kebayoran Baru');
  });

  it('compares an apartment by the apartment price per m² of its unit', () => {
    const line = priceAgainstIndicator(
      { type: 'Apartemen', price: 2_000_000_000, building_area: 50, land_area: '' },
      kebayoran,
      undefined,
    );
    expect(line?.text).toBe('Rp 40 jt/m², sesuai indikator Kebayoran Baru');
  });

  it('says when the area has no indicator, or no area or size is known', () => {
    expect(
      priceAgainstIndicator({ type: 'Rumah', price: 1e9, land_area: 100 }, undefined, 'Cilandak')?.text,
    ).toBe('Belum ada indikator harga untuk Cilandak');
    expect(
      priceAgainstIndicator(
        { type: 'Tanah', price: 1e9, land_area: 100 },
        { name: 'Tebet', land_price: 0 },
        undefined,
      )?.text,
    ).toBe('Belum ada indikator harga untuk Tebet');
    expect(
      priceAgainstIndicator({ type: 'Rumah', price: 1e9, land_area: 100 }, undefined, undefined)?.kind,
    ).toBe('noArea');
    expect(
      priceAgainstIndicator({ type: 'Rumah', price: 1e9, land_area: '' }, kebayoran, undefined)?.kind,
    ).toBe('noSize');
    expect(priceAgainstIndicator({ type: 'Rumah', price: '' }, kebayoran, undefined)).toBeUndefined();
  });

  it('finds the area by the village code, else by the district name, tolerating rows without villages', () => {
    const rows = [{ name: 'Tebet' }, kebayoran, { name: 'Cilandak', kelurahan: 'none' }];
    expect(findArea(rows, { id_kelurahan: '3171071001' })?.name).toBe('Kebayoran Baru');
    expect(findArea(rows, { district: 'cilandak' })?.name).toBe('Cilandak');
    expect(findArea(rows, { district: '' })).toBeUndefined();
  });
});
