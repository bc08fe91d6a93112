// @vitest-environment node
// A resource declared in one module is served and seeded by the demo from its declaration alone:
// realistic Indonesian records by its fields' types and keys, its list paged, searched and sorted, its
// create, update and delete answered with the messages it declares, a required field refused in words.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db, resetDb } from '../../../src/mocks/db';
import { declaredHandlers } from '../../../src/mocks/handlers/declared';
import { startOfToday } from '../../../src/mocks/lib/dates';
import { seedDeclared } from '../../../src/mocks/seed/declared';
import { PLACES } from '../../../src/mocks/seed/regions';
import { resource as estate } from '../resources/support/housing-estate';
import { createDemoServer } from '../support/demo-server';
import { BASES, call, rows } from './support';

const server = createDemoServer(BASES);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // all it takes: the handlers follow from the declaration
  server.use(...declaredHandlers(estate, BASES));
});
beforeEach(() => {
  resetDb();
  db.declared[estate.name] = seedDeclared(estate, startOfToday());
});
afterAll(() => server.close());

const url = `${BASES.main}/housing-estate`;
const cities = new Set(PLACES.map((place) => place.city));

describe('the demo seeds a declared resource from its fields', () => {
  const records = seedDeclared(estate, startOfToday());

  it('with realistic Indonesian values by type and key', () => {
    expect(records).toHaveLength(24);
    const districts = new Set(PLACES.map((place) => place.district));
    for (const record of records) {
      expect(record._id).toMatch(/^[0-9a-f]{24}$/);
      // a name that is a place: one of the districts the regions have (a second alike is told apart)
      expect(districts.has(String(record.name).replace(/ \d+$/, '')), String(record.name)).toBe(true);
      expect(cities.has(String(record.city)), String(record.city)).toBe(true);
      expect(record.developer).toMatch(/^[A-Z][A-Za-z ]+$/);
      // a house's price in rupiah, tidy (two significant digits), within what people pay
      const price = record.price_from as number;
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(300_000_000);
      expect(price).toBeLessThanOrEqual(5_000_000_000);
      expect(String(price).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
      expect(record.units).toBeGreaterThanOrEqual(1);
      expect(record.marketing_phone).toMatch(/^\+62 8\d{2}-\d{4}-\d{4}$/);
      expect(['active', 'inactive']).toContain(record.status);
      expect(Date.parse(String(record.created_at))).toBeLessThan(Date.now());
      expect(String(record.description).length).toBeGreaterThan(10);
    }
    expect(new Set(records.map((record) => record.name)).size).toBe(records.length);
    expect(new Set(records.map((record) => record.city)).size).toBeGreaterThan(5);
  });

  it('the same on every run', () => {
    expect(seedDeclared(estate, startOfToday())).toEqual(records);
  });
});

describe('the demo answers a declared resource from its declaration', () => {
  it('lists it newest first (it has a created_at), paged, searched in its text fields', async () => {
    const listed = await call(`${url}?page=1&limit=5`);
    expect(listed.body).toMatchObject({ status: 200, document_count: 24 });
    const page = rows(listed.body);
    expect(page).toHaveLength(5);
    const dates = page.map((row) => String(row.created_at));
    expect(dates).toEqual([...dates].sort().reverse());
    const city = String(db.declared[estate.name][3].city);
    const found = rows((await call(`${url}?limit=100&search=${encodeURIComponent(city)}`)).body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => JSON.stringify(row).includes(city))).toBe(true);
  });

  it('creates, updates and deletes with the messages it declares', async () => {
    const created = await call(url, {
      method: 'POST',
      body: {
        name: 'Citra Garden',
        developer: 'Ciputra Group',
        city: 'Jakarta Barat',
        price_from: '1.250.000.000',
      },
    });
    expect(created.body).toMatchObject({
      status: 200,
      message: 'Kawasan perumahan berhasil ditambahkan.',
      // a field not sent holds its first option (a status), or nothing
      data: { name: 'Citra Garden', price_from: 1_250_000_000, status: 'active', units: 0 },
    });
    const id = (created.body.data as { _id: string })._id;
    // the server dates it; it is the newest
    expect(rows((await call(`${url}?limit=1`)).body)[0]).toMatchObject({ _id: id, name: 'Citra Garden' });

    const updated = await call(`${url}/${id}`, { method: 'PUT', body: { price_from: 1_300_000_000 } });
    expect(updated.body).toMatchObject({
      message: 'Kawasan perumahan berhasil diperbarui.',
      data: { name: 'Citra Garden', price_from: 1_300_000_000 },
    });
    const removed = await call(`${url}/${id}`, { method: 'DELETE' });
    expect(removed.body).toMatchObject({ status: 200, message: 'Kawasan perumahan berhasil dihapus.' });
    expect((await call(`${url}/${id}`, { method: 'DELETE' })).body).toMatchObject({
      status: 404,
      message: 'Data tidak ditemukan',
    });
  });

  it('refuses a required field left empty in words, and saves nothing', async () => {
    const refused = await call(url, { method: 'POST', body: { name: 'Citra Garden', developer: ' ' } });
    expect(refused).toEqual({ status: 400, body: { status: 400, message: 'Pengembang wajib diisi.' } });
    const [first] = db.declared[estate.name];
    const blanked = await call(`${url}/${String(first._id)}`, { method: 'PUT', body: { name: '' } });
    expect(blanked.body).toEqual({ status: 400, message: 'Nama wajib diisi.' });
    expect((await call(`${url}?limit=1`)).body.document_count).toBe(24);
  });
});

describe('the registered modules are served the same way', () => {
  it('Judul Properti: its titles by name, its messages verbatim', async () => {
    const titles = rows((await call(`${BASES.main}/master-trait?limit=100`)).body).map((row) => row.name);
    expect(titles).toContain('Rumah Minimalis');
    expect(titles).toEqual([...titles].sort((a, b) => String(a).localeCompare(String(b), 'id')));
    const added = await call(`${BASES.main}/master-trait`, {
      method: 'POST',
      body: { name: 'Dekat Kampus' },
    });
    expect(added.body).toMatchObject({ status: 200, message: 'Success Added Property Title' });
    expect((await call(`${BASES.main}/master-trait`, { method: 'POST', body: { name: '' } })).body).toEqual({
      status: 400,
      message: 'Nama wajib diisi.',
    });
  });

  it('Fasilitas: its facilities, its update message verbatim', async () => {
    const [carport] = rows((await call(`${BASES.main}/extra-facility?search=carport`)).body);
    const changed = await call(`${BASES.main}/extra-facility/${String(carport._id)}`, {
      method: 'PUT',
      body: { name: 'Carport 2 Mobil' },
    });
    expect(changed.body).toMatchObject({
      message: 'Success update extra facilities',
      data: { name: 'Carport 2 Mobil' },
    });
  });
});
