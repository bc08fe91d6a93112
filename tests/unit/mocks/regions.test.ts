// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { BASES, call, rows, withDemoServer } from './support';

withDemoServer();

const main = BASES.main;

describe('demo regions', () => {
  it('walks the master-slug hierarchy by parent code', async () => {
    const provinces = rows((await call(`${main}/master-province?limit=100`)).body);
    expect(provinces.map((province) => province.name)).toContain('DKI Jakarta');
    const jakarta = provinces.find((province) => province.name === 'DKI Jakarta')!;
    expect(jakarta).toMatchObject({ id_provinsi: '31', slug: 'dki-jakarta' });

    const cities = await call(`${main}/master-city?id_provinsi=31&limit=100`);
    expect(cities.body.document_count).toBe(5);
    expect(rows(cities.body).every((city) => city.id_provinsi === '31')).toBe(true);
    expect(rows(cities.body).map((city) => city.name)).toContain('Kota Jakarta Selatan');

    const districts = rows((await call(`${main}/master-district?id_kota=3171&limit=100`)).body);
    expect(districts.map((district) => district.name).sort()).toEqual([
      'Cilandak',
      'Jagakarsa',
      'Kebayoran Baru',
      'Tebet',
    ]);

    const kebayoran = districts.find((district) => district.name === 'Kebayoran Baru')!;
    const villages = rows(
      (await call(`${main}/master-village?id_kecamatan=${String(kebayoran.id_kecamatan)}&limit=100`)).body,
    );
    expect(villages.map((village) => village.name)).toContain('Senayan');
    expect(villages.find((village) => village.name === 'Senayan')).toMatchObject({ postal_code: '12190' });
  });

  it('serves the master-area hierarchy with the same places under other ids', async () => {
    const slugCities = rows((await call(`${main}/master-city?id_provinsi=32&limit=100`)).body);
    const areaCities = rows((await call(`${main}/cities?id_provinsi=32&limit=100`)).body);
    expect(areaCities.map((city) => city.id_kota)).toEqual(slugCities.map((city) => city.id_kota));
    expect(areaCities[0]._id).not.toBe(slugCities[0]._id);
    expect((await call(`${main}/provinces`)).body.document_count).toBe(9);
    const villages = rows((await call(`${main}/villages?id_kecamatan=3273010&limit=100`)).body);
    expect(villages.map((village) => village.name)).toContain('Dago');
    expect((await call(`${main}/districts?id_kota=9999`)).body.document_count).toBe(0);
  });
});
