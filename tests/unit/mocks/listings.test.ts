// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { db, demoSettings } from '../../../src/mocks/db';
import { LISTING_COUNT } from '../../../src/mocks/seed/listings';
import { MODERATION_CASE_COUNT } from '../../../src/mocks/seed/moderation';
import { certificates, isOneOf } from '../../../src/resources/records';
import { makeXlsx } from '../../e2e/lib/xlsx.mjs';
import { BASES, call, rows, withDemoServer } from './support';

withDemoServer();

const main = BASES.main;
/** The seeded listings and those added after them to show the moderation signals. */
const SEEDED = LISTING_COUNT + MODERATION_CASE_COUNT;

/** The first bytes of a PNG picture: its signature and the start of its header chunk. */
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

function csvForm(name: string, content: string | Uint8Array<ArrayBuffer>, type: string): FormData {
  const form = new FormData();
  form.append('file', new File([content], name, { type }));
  return form;
}

describe('demo listings', () => {
  it('pages the admin list with the data/document_count envelope', async () => {
    const first = await call(`${main}/house-list/admin?page=1&limit=25`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 200, message: 'OK', document_count: SEEDED });
    expect(rows(first.body)).toHaveLength(25);
    const last = await call(`${main}/house-list/admin?page=12&limit=25`);
    expect(rows(last.body)).toHaveLength(25);
    const beyond = await call(`${main}/house-list/admin?page=${Math.ceil(SEEDED / 25) + 1}&limit=25`);
    expect(rows(beyond.body)).toEqual([]);
    const defaults = await call(`${main}/house-list/admin`);
    expect(rows(defaults.body)).toHaveLength(10);
  });

  it('filters, searches and sorts', async () => {
    const sold = await call(`${main}/house-list/admin?status=sold&limit=1000`);
    const soldRows = rows(sold.body);
    expect(soldRows.length).toBe(sold.body.document_count);
    expect(soldRows.every((row) => row.status === 'sold')).toBe(true);
    expect(soldRows.length).toBe(db.listings.filter((listing) => listing.status === 'sold').length);

    const search = await call(`${main}/house-list/admin?search=jakarta selatan&limit=1000`);
    expect(rows(search.body).length).toBeGreaterThan(0);
    expect(
      rows(search.body).every((row) => JSON.stringify(row).toLowerCase().includes('jakarta selatan')),
    ).toBe(true);

    const cheapest = await call(`${main}/house-list/admin?sort=price&order=asc&limit=5`);
    const prices = rows(cheapest.body).map((row) => row.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...db.listings.map((listing) => listing.price)));
  });

  it('lists the premium subset and counts it in the statistic', async () => {
    const premium = await call(`${main}/house-list/premium?limit=1000`);
    const premiumRows = rows(premium.body);
    expect(premiumRows.length).toBeGreaterThan(30);
    expect(premiumRows.every((row) => row.is_premium === true)).toBe(true);
    const stats = await call(`${main}/house-list/admin-statistic`);
    expect(stats.body).toMatchObject({
      status: 200,
      data: {
        standard: { count: SEEDED - premiumRows.length },
        premium: { count: premiumRows.length },
        ads: { count: db.premiumAds.length },
        statistic: { leads: db.leads.length, schedules: db.schedules.length },
      },
    });
  });

  it('creates, reads by slug, updates, marks sold and deletes a listing', async () => {
    const created = await call(`${main}/house-list`, {
      method: 'POST',
      body: {
        title: 'Rumah Minimalis 2 Lantai di Cibubur',
        type: 'Rumah',
        price: '1500000000',
        city: 'Jakarta Timur',
        land_area: 90,
        building_area: 120,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 201, message: 'Success created property.' });
    const listing = created.body.data as {
      id: string;
      slug: string;
      house_id: string;
      province: string;
      fairprice: number;
    };
    expect(listing.house_id).toBe(`HL-000${SEEDED + 1}`);
    expect(listing.province).toBe('DKI Jakarta');
    expect(listing.fairprice).toBeGreaterThan(0);

    const bySlug = await call(`${main}/house-list/by/${listing.slug}`);
    expect(bySlug.body).toMatchObject({ status: 200, data: { id: listing.id } });

    const status = await call(`${main}/house-list/status/${listing.id}`, {
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(status.body).toMatchObject({ status: 200, data: { status: 'inactive' } });

    const update = await call(`${main}/house-list/${listing.id}`, {
      method: 'PUT',
      body: { title: 'Rumah Baru', price: 1_400_000_000 },
    });
    expect(update.body).toMatchObject({
      status: 200,
      data: { title: 'Rumah Baru', price: 1_400_000_000, slug: listing.slug },
    });

    const sold = await call(`${main}/house-list/${listing.id}`, { method: 'PUT', body: { sold: true } });
    expect(sold.body).toMatchObject({ status: 200, data: { status: 'sold' } });

    expect((await call(`${main}/house-list/${listing.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`${main}/house-list/by/${listing.slug}`)).status).toBe(404);
    expect((await call(`${main}/house-list/${listing.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('rejects a create without title or price and an unknown status', async () => {
    expect(
      (await call(`${main}/house-list`, { method: 'POST', body: { title: 'Tanpa harga' } })).status,
    ).toBe(400);
    const id = db.listings[0].id;
    const bad = await call(`${main}/house-list/status/${id}`, { method: 'PUT', body: { status: 'hilang' } });
    expect(bad.status).toBe(400);
    // a sold listing keeps its status: the demo's deterministic refusal (a bulk run's failure)
    const sold = db.listings.find((listing) => listing.status === 'sold');
    const refused = await call(`${main}/house-list/status/${sold?.id}`, {
      method: 'PUT',
      body: { status: 'active' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Properti yang sudah terjual tidak dapat diubah statusnya.',
    });
    expect(db.listings.find((listing) => listing.id === sold?.id)?.status).toBe('sold');
  });

  it("keeps each certificate by the vocabulary's name, in any of its usual spellings, and an apartment without land", async () => {
    // the seed writes only the vocabulary's names
    expect(db.listings.every((listing) => isOneOf(certificates, listing.certificate))).toBe(true);
    const create = (body: Record<string, unknown>) =>
      call(`${main}/house-list`, {
        method: 'POST',
        body: { title: 'Listing Sertifikat', price: 900_000_000, city: 'Bandung', ...body },
      });
    const apartment = await create({ type: 'Apartemen', land_area: '', certificate: 'Strata' });
    expect(apartment.status).toBe(201);
    expect(apartment.body.data).toMatchObject({ certificate: 'SHMSRS', land_area: null });
    // no certificate sent, none kept: the demo guesses none
    const zero = await create({ type: 'Apartemen', land_area: 0 });
    expect(zero.body.data).toMatchObject({ certificate: '', land_area: 0 });
    const house = await create({ type: 'Rumah', land_area: 120, certificate: 'letter-c' });
    expect(house.body.data).toMatchObject({ certificate: 'Letter C' });
    const id = (house.body.data as { id: string }).id;
    const update = await call(`${main}/house-list/${id}`, {
      method: 'PUT',
      body: { certificate: 'petok d' },
    });
    expect(update.body).toMatchObject({ status: 200, data: { certificate: 'Petok D' } });
    const unknown = await create({ type: 'Rumah', certificate: 'Sertifikat Palsu' });
    expect(unknown).toEqual({
      status: 400,
      body: { status: 400, message: 'Sertifikat properti tidak dikenal.' },
    });
    const refused = await call(`${main}/house-list/${id}`, { method: 'PUT', body: { certificate: 'Palsu' } });
    expect(refused.status).toBe(400);
    expect(db.listings.find((listing) => listing.id === id)?.certificate).toBe('Petok D');
  });

  it('keeps what was sent: areas with their fractions, and an empty field empty', async () => {
    const created = await call(`${main}/house-list`, {
      method: 'POST',
      body: {
        title: 'Rumah Uji Walk 2',
        type: 'Rumah',
        price: 850_000_000,
        city: 'Bandung',
        land_area: 72.5,
        building_area: 45.25,
        certificate: '',
        description: '',
      },
    });
    expect(created.status).toBe(201);
    const listing = created.body.data as { id: string; slug: string };
    const stored = (await call(`${main}/house-list/by/${listing.slug}`)).body.data;
    expect(stored).toMatchObject({
      land_area: 72.5,
      building_area: 45.25,
      certificate: '',
      description: '',
      floors: null,
      bedrooms: null,
      bathrooms: null,
    });
    const edited = await call(`${main}/house-list/${listing.id}`, {
      method: 'PUT',
      body: { land_area: '120.5', floors: 2, building_area: null, certificate: 'SHM' },
    });
    expect(edited.body.data).toMatchObject({ land_area: 120.5, floors: 2, building_area: null });
    // the form empties a field with '' (a text) or null (a number): the service keeps it empty
    const emptied = await call(`${main}/house-list/${listing.id}`, {
      method: 'PUT',
      body: { floors: null, certificate: '' },
    });
    expect(emptied.body.data).toMatchObject({ floors: null, certificate: '', land_area: 120.5 });
  });

  it('accepts a CSV, then adds its rows a moment later', async () => {
    demoSettings.csvImportDelayMs = 10;
    const csv =
      'title,type,price,city,land_area,building_area\nRumah Asri di Dago,Rumah,2100000000,Bandung,120,150\nTanpa Harga,Rumah,,Bandung,,\nTanpa Lokasi,Rumah,900000000,,,\n';
    const response = await call(`${main}/house-list/upload-csv`, {
      method: 'POST',
      body: csvForm('listing.csv', csv, 'text/csv'),
    });
    expect(response).toEqual({
      status: 201,
      body: { status: 201, message: 'Data listing sedang di proses. Silahkan refresh secara berkala.' },
    });
    // not at once: the rows are added a moment after the answer
    expect(db.listings).toHaveLength(SEEDED);
    await vi.waitFor(() => expect(db.listings).toHaveLength(SEEDED + 1));
    expect(db.listings.at(-1)).toMatchObject({
      title: 'Rumah Asri di Dago',
      city: 'Bandung',
      province: 'Jawa Barat',
    });
    // a row without a price or without a place is never added
    expect(db.listings.some((listing) => listing.title === 'Tanpa Lokasi')).toBe(false);
    expect(db.notifications.at(-1)?.text).toMatch(/1 listing ditambahkan, 2 baris dilewati/);
  });

  it('refuses a non-CSV upload (a picture renamed .csv too) and a non-Excel ads upload', async () => {
    const notCsv = await call(`${main}/house-list/upload-csv`, {
      method: 'POST',
      body: csvForm('foto.png', 'x', 'image/png'),
    });
    expect(notCsv).toEqual({ status: 400, body: { status: 400, message: 'File harus berformat CSV.' } });
    const renamed = await call(`${main}/house-list/upload-csv`, {
      method: 'POST',
      body: csvForm('rumah1.csv', PNG_BYTES, 'text/csv'),
    });
    expect(renamed).toEqual({ status: 400, body: { status: 400, message: 'File harus berformat CSV.' } });
    const notExcel = await call(`${main}/premium-ads/excel`, {
      method: 'POST',
      body: csvForm('data.csv', 'a,b', 'text/csv'),
    });
    expect(notExcel.status).toBe(400);
    const broken = await call(`${main}/premium-ads/excel`, {
      method: 'POST',
      body: csvForm('iklan.xlsx', 'PK', ''),
    });
    expect(broken).toEqual({ status: 400, body: { status: 400, message: 'File Excel tidak dapat dibaca.' } });
  });

  it('applies the rows of an analytics workbook to the ads, and refuses a malformed one whole', async () => {
    const ad = db.premiumAds[0];
    const workbook = (rows: (string | number)[][]) => {
      const form = new FormData();
      form.append('file', new File([makeXlsx(rows)], 'analytics.xlsx'));
      return form;
    };
    const missing = await call(`${main}/premium-ads/excel`, {
      method: 'POST',
      body: workbook([
        ['house_id', 'impressions'],
        [ad.house_id, 10],
      ]),
    });
    expect(missing).toEqual({
      status: 400,
      body: { status: 400, message: 'Kolom wajib tidak ada: clicks.' },
    });
    const badRow = await call(`${main}/premium-ads/excel`, {
      method: 'POST',
      body: workbook([
        ['house_id', 'impressions', 'clicks'],
        [ad.house_id, 'banyak', 3],
      ]),
    });
    expect(badRow.status).toBe(400);
    expect(db.premiumAds[0].impressions).toBe(ad.impressions);
    const good = await call(`${main}/premium-ads/excel`, {
      method: 'POST',
      body: workbook([
        ['house_id', 'impressions', 'clicks'],
        [ad.house_id, 12345, 678],
      ]),
    });
    expect(good).toEqual({ status: 200, body: { status: 200, message: 'Success upload excel.' } });
    expect(db.premiumAds.find((one) => one.id === ad.id)).toMatchObject({ impressions: 12345, clicks: 678 });
  });

  it('refuses a CSV without its required columns, an empty one and one over 20 MB', async () => {
    const missing = await call(`${main}/house-list/upload-csv`, {
      method: 'POST',
      body: csvForm('listing.csv', 'title,price\nRumah,100\n', 'text/csv'),
    });
    expect(missing).toEqual({ status: 400, body: { status: 400, message: 'Kolom wajib tidak ada: type.' } });
    const empty = await call(`${main}/house-list/upload-csv`, {
      method: 'POST',
      body: csvForm('listing.csv', ' ', 'text/csv'),
    });
    expect(empty.status).toBe(400);
    const huge = await call(`${main}/house-list/upload-csv`, {
      method: 'POST',
      body: csvForm('listing.csv', 'x'.repeat(20 * 1024 * 1024 + 1), 'text/csv'),
    });
    expect(huge).toEqual({ status: 413, body: { status: 413, message: 'Ukuran file CSV maksimal 20 MB.' } });
  });

  it('creates a premium ad with 201 and builds an agent profile', async () => {
    const listing = db.listings.find((candidate) => candidate.is_premium)!;
    const ad = await call(`${main}/premium-ads`, {
      method: 'POST',
      body: { property_id: listing.id, package: 'Spotlight' },
    });
    expect(ad.status).toBe(201);
    expect(ad.body).toMatchObject({ status: 201, data: { property_id: listing.id, title: listing.title } });

    const profile = await call(`${main}/agent-profile/usr-gro-001`);
    expect(profile.body).toMatchObject({
      status: 200,
      data: { auth_id: 'usr-gro-001', name: 'Rina Wijaya', avatar: '' },
    });
    const data = profile.body.data as { listing_count: number };
    expect(data.listing_count).toBe(
      db.listings.filter((candidate) => candidate.agent_id === 'usr-gro-001').length,
    );
    expect((await call(`${main}/agent-profile/usr-nobody`)).status).toBe(404);
  });
});
