import { describe, expect, it } from 'vitest';

import { scoreQuality } from '../../../../src/engine/quality/score';
import { listingQuality } from '../../../../src/resources/listing';
import type { QualityDecl } from '../../../../src/resources/types';

const complete = {
  title: 'Rumah 2 lantai dekat stasiun MRT Blok M',
  description: 'x'.repeat(220),
  photos: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'],
  land_area: 120,
  building_area: 90,
  certificate: 'SHM',
  id_provinsi: '31',
  id_kota: '3171',
  id_kecamatan: '317101',
  id_kelurahan: '3171011001',
  address: 'Jl. Melawai 1',
  price: 2_500_000_000,
  type: 'Rumah',
};

describe('the listing quality score', () => {
  it('gives 100 and no fix to a complete listing', () => {
    expect(scoreQuality(listingQuality, complete)).toEqual({ score: 100, fixes: [] });
  });

  it('gives 0 to an empty or missing reply, with every fix, the photos first', () => {
    const empty = scoreQuality(listingQuality, {});
    expect(empty.score).toBe(0);
    expect(empty.fixes[0].text).toBe('Tambah 5 foto lagi (minimal 5)');
    expect(empty.fixes.map((one) => one.field)).toContain('id_kelurahan');
    expect(scoreQuality(listingQuality, null).score).toBe(0);
  });

  it('counts empty strings as missing and numbers given as text as filled', () => {
    const shaped = scoreQuality(listingQuality, {
      ...complete,
      land_area: '120',
      building_area: '',
      certificate: '  ',
      price: '2500000000',
    });
    expect(shaped.fixes.map((one) => one.text)).toEqual(['Isi luas bangunan', 'Pilih sertifikat']);
    expect(shaped.score).toBe(85);
  });

  it('gives part of the points for some photos and a short description, and says how many are missing', () => {
    const partial = scoreQuality(listingQuality, {
      ...complete,
      photos: ['a.jpg', '', null, 'b.jpg'],
      description: 'Rumah bagus',
    });
    expect(partial.fixes.map((one) => one.text)).toEqual([
      'Perpanjang deskripsi, 189 karakter lagi (minimal 200)',
      'Tambah 3 foto lagi (minimal 5)',
    ]);
    // 25 * 2/5 + 20 * 11/200 of the 45 points
    expect(partial.score).toBe(66);
  });

  it("reads photos given as one comma-separated text, and leaves an apartment's land out", () => {
    const flat = scoreQuality(listingQuality, {
      ...complete,
      type: 'Apartemen',
      land_area: 0,
      photos: 'a.jpg, b.jpg,c.jpg,d.jpg,e.jpg',
    });
    expect(flat).toEqual({ score: 100, fixes: [] });
  });

  it('scores another resource by its own rules', () => {
    const own: QualityDecl = { rules: [{ field: 'name', kind: 'filled', points: 1, fix: 'Isi nama' }] };
    expect(scoreQuality(own, { name: 'A' }).score).toBe(100);
    expect(scoreQuality(own, { name: 7 }).score).toBe(100);
    expect(scoreQuality(own, {}).fixes).toEqual([{ field: 'name', text: 'Isi nama', points: 100 }]);
  });
});
