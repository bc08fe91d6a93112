// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { db } from '../../../src/mocks/db';
import { formatDay, shiftDay, startOfToday } from '../../../src/mocks/lib/dates';
import { createSeed } from '../../../src/mocks/seed';
import { uploadedUrlOf } from '../../../src/resources/uploads';
import { pngBytes, SVG_WITH_SCRIPT } from '../support/photo-bytes';
import { BASES, bearer, call, rows, setReplyShapeInNode, withDemoServer } from './support';

withDemoServer();

const main = BASES.main;
const payment = BASES.payment;

describe('demo leads, schedules and requests', () => {
  it('groups leads by property and adds leads from a requestCusts array', async () => {
    const groups = await call(`${main}/request-cust/group-property_id?limit=5`);
    const first = rows(groups.body)[0];
    expect(first).toMatchObject({ _id: first.property_id });
    expect(first.total_leads).toBe(db.leads.filter((lead) => lead.property_id === first.property_id).length);

    const propertyId = String(first.property_id);
    const added = await call(`${main}/request-cust`, {
      method: 'POST',
      body: {
        property_id: propertyId,
        requestCusts: [
          { name: 'Dewi Lestari', phone: '+62 812-1111-2222', email: 'dewi@mail.com', note: 'Nego?' },
        ],
      },
    });
    expect(added.body).toMatchObject({ status: 200, message: 'Success Added Lead' });
    const filtered = await call(`${main}/request-cust?property_id=${propertyId}&limit=100`);
    expect(filtered.body.document_count).toBe(Number(first.total_leads) + 1);

    const invalid = await call(`${main}/request-cust`, {
      method: 'POST',
      body: { property_id: propertyId, requestCusts: [] },
    });
    expect(invalid.status).toBe(400);
  });

  it('returns a lead conversation oldest first and appends a message with 201', async () => {
    const lead = db.leads.find(
      (candidate) => db.leadMessages.filter((m) => m.request_id === candidate._id).length >= 2,
    )!;
    const thread = await call(`${main}/message-request/request-id/${lead._id}`);
    const dates = rows(thread.body).map((message) => String(message.created_at));
    expect(dates).toEqual([...dates].sort());
    const posted = await call(`${main}/message-request`, {
      method: 'POST',
      body: { request_id: lead._id, message: 'Baik, kami tunggu.' },
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      status: 201,
      data: { request_id: lead._id, message: 'Baik, kami tunggu.' },
    });
    const after = await call(`${main}/message-request/request-id/${lead._id}`);
    expect(rows(after.body).at(-1)?.message).toBe('Baik, kami tunggu.');
  });

  it('serves agents, members and the admin accounts, and 404 for other user kinds', async () => {
    const agents = await call(`${main}/user/agent?limit=100`);
    expect(agents.body.document_count).toBe(40);
    expect(rows(agents.body).every((user) => user.role === 'agent')).toBe(true);
    expect((await call(`${main}/user/member`)).body.document_count).toBe(80);
    const admins = await call(`${main}/user/admin`);
    expect(
      rows(admins.body)
        .map((user) => user.name)
        .sort(),
    ).toEqual(['Budi Santoso', 'Rina Wijaya', 'Sari Lestari']);
    expect((await call(`${main}/user/owner`)).status).toBe(404);
  });

  it('updates a BI checking status and a schedule', async () => {
    const bi = db.biChecking.find((item) => item.status === 'pending')!;
    const updated = await call(`${main}/bi-checking/status/${bi._id}`, {
      method: 'PUT',
      body: { status: 'approved' },
    });
    expect(updated.body).toMatchObject({ status: 200, data: { status: 'approved' } });
    const pending = await call(`${main}/bi-checking?status=pending&limit=100`);
    expect(rows(pending.body).some((item) => item._id === bi._id)).toBe(false);

    const created = await call(`${main}/schedule-house-list`, {
      method: 'POST',
      body: {
        property_id: db.listings[0].id,
        customer_name: 'Joko',
        phone: '+62 811-0000-1111',
        date: '2030-01-05T03:00:00.000Z',
      },
    });
    expect(created.body).toMatchObject({
      status: 200,
      data: { status: 'scheduled', title: db.listings[0].title },
    });
    const id = String((created.body.data as { _id: string })._id);
    const done = await call(`${main}/schedule-house-list/${id}`, { method: 'PUT', body: { status: 'done' } });
    expect(done.body).toMatchObject({ status: 200, data: { status: 'done' } });
    expect((await call(`${main}/schedule-house-list/${id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('demo master data', () => {
  it('creates and renames a property type, refusing an empty name', async () => {
    const empty = await call(`${main}/house-type`, { method: 'POST', body: { name: '  ' } });
    expect(empty).toEqual({ status: 400, body: { status: 400, message: 'Nama wajib diisi.' } });
    const created = await call(`${main}/house-type`, { method: 'POST', body: { name: 'Kondotel' } });
    expect(created.body).toMatchObject({ status: 200, data: { name: 'Kondotel' } });
    const id = String((created.body.data as { _id: string })._id);
    const renamed = await call(`${main}/house-type/${id}`, { method: 'PUT', body: { name: 'Condotel' } });
    expect(renamed.body).toMatchObject({ status: 200, data: { _id: id, name: 'Condotel' } });
    expect((await call(`${main}/house-type?search=condo`)).body.document_count).toBe(1);
  });

  it('adds a kelurahan to an area indicator with 201', async () => {
    const area = db.areaMasters[0];
    const response = await call(`${main}/area-master/add`, {
      method: 'POST',
      body: { _id: area._id, id_kelurahan: '3171010001', name: 'Senayan' },
    });
    expect(response).toEqual({
      status: 201,
      body: { status: 201, message: 'Data Kelurahan berhasil disimpan' },
    });
    expect(db.areaMasters[0].kelurahan.some((village) => village.id_kelurahan === '3171010001')).toBe(true);
  });

  it('keeps packages, fair prices and popular areas behind CRUD with body status 200', async () => {
    const pkg = await call(`${main}/master-subscribe`, {
      method: 'POST',
      body: { name: 'Diamond', price: 1_999_000, duration_days: 30 },
    });
    expect(pkg.body).toMatchObject({ status: 200, data: { name: 'Diamond', price: 1_999_000 } });
    const id = String((pkg.body.data as { id: string }).id);
    expect((await call(`${main}/master-subscribe/${id}`, { method: 'DELETE' })).body.status).toBe(200);
    const fair = await call(`${main}/fair-price-calculator`, {
      method: 'POST',
      body: { city: 'Bandung', property_type: 'Rumah', catatan: 'baru' },
    });
    expect(fair.body).toMatchObject({ status: 200, data: { city: 'Bandung', catatan: 'baru' } });
    expect(
      (await call(`${main}/special-area/${db.specialAreas[0]._id}`, { method: 'PUT', body: { name: '' } }))
        .status,
    ).toBe(400);
  });
});

describe('demo notifications', () => {
  it('lists a user scope with count, count_unread, document_count and totalPage', async () => {
    const mine = db.notifications.filter((notification) => notification.user_id === 'usr-gro-001');
    const unread = mine.filter((notification) => !notification.read).length;
    const page = await call(`${main}/notification/usr-gro-001?limit=15&page=3`);
    expect(page.body).toMatchObject({
      status: 200,
      count: 10,
      count_unread: unread,
      document_count: 40,
      totalPage: 3,
    });
    expect(unread).toBeGreaterThan(5);
    expect(unread).toBeLessThan(25);
  });

  it("marks the caller's notifications read and blasts to everyone with 201", async () => {
    expect((await call(`${main}/notification/read`)).body).toEqual({ status: 200, message: 'OK' });
    expect((await call(`${main}/notification/usr-gro-001`)).body.count_unread).toBe(0);
    expect((await call(`${main}/notification/usr-adm-002`)).body.count_unread).toBeGreaterThan(0);

    const before = db.notifications.length;
    const blast = await call(`${main}/notification`, {
      method: 'POST',
      body: { text: 'Promo paket Gold 50%' },
    });
    expect(blast).toEqual({
      status: 201,
      body: { status: 201, message: 'Successfully blast notification!' },
    });
    expect(db.notifications.length - before).toBe(4 + db.users.length - 1);
    const single = await call(`${main}/notification`, {
      method: 'POST',
      body: { text: 'Halo', user_id: 'usr-adm-002' },
    });
    expect(single.status).toBe(201);
    expect((await call(`${main}/notification?limit=1`)).body.document_count).toBe(db.notifications.length);
  });
});

describe('demo finance and payment services', () => {
  it('processes a withdrawal with errors null, 404 for an unknown one', async () => {
    const list = await call(`${main}/withdrawal/admin?status=pending`);
    expect(list.body).toMatchObject({ status: 200, errors: null, message: 'OK' });
    const id = String(rows(list.body)[0].id);
    const done = await call(`${main}/withdrawal/${id}`, { method: 'PUT', body: { status: 'approved' } });
    expect(done.body).toMatchObject({
      status: 200,
      errors: null,
      message: 'Success proses withdraw',
      data: { id, status: 'approved' },
    });
    const missing = await call(`${main}/withdrawal/nope`, { method: 'PUT', body: { status: 'approved' } });
    expect(missing).toEqual({
      status: 404,
      body: { status: 404, errors: 'Withdrawal tidak ditemukan', message: 'Withdrawal tidak ditemukan' },
    });
  });

  it('uses the result/pagination envelope for report-share and data/count for activity', async () => {
    const shares = await call(`${main}/report-share?page=2&limit=20`);
    expect(shares.body).toMatchObject({ status: 200, pagination: { total: 150, page: 2, limit: 20 } });
    expect(rows(shares.body, 'result')).toHaveLength(20);
    const activity = await call(`${payment}/activity?limit=5`);
    expect(activity.body).toMatchObject({ status: 200, count: 250 });
    const id = String(rows(activity.body)[0]._id);
    expect((await call(`${payment}/activity/${id}`)).body).toMatchObject({ status: 200, data: { _id: id } });
  });

  it('triggers a payment webhook and filters subscribe transactions', async () => {
    const pending = db.payments.find((item) => item.status === 'pending')!;
    const response = await call(`${payment}/webhook/trigger-manual`, {
      method: 'POST',
      body: { order_id: pending.order_id },
    });
    expect(response.body).toEqual({ status: 200, message: 'Webhook berhasil dipicu.' });
    const paid = await call(`${main}/subscribe-transaction/status?status=paid&limit=1000`);
    expect(rows(paid.body).some((item) => item.order_id === pending.order_id)).toBe(true);
    expect(
      (await call(`${payment}/webhook/trigger-manual`, { method: 'POST', body: { order_id: 'INV/0/0' } }))
        .status,
    ).toBe(404);
  });

  it('answers lytics for a date range and 404 for a missing or empty one', async () => {
    const today = startOfToday();
    const start = formatDay(shiftDay(today, -6));
    const end = formatDay(today);
    const week = await call(`${payment}/lytics?startDate=${start}&endDate=${end}`);
    const days = rows(week.body);
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => formatDay(shiftDay(today, i - 6))),
    );
    expect(Object.keys(days[0]).sort()).toEqual(['date', 'leads', 'new_listings', 'page_views', 'visitors']);
    const missing = await call(`${payment}/lytics?startDate=${start}`);
    expect(missing).toEqual({ status: 404, body: { status: 404, message: 'Data tidak ditemukan' } });
    expect((await call(`${payment}/lytics?startDate=1990-01-01&endDate=1990-01-31`)).status).toBe(404);
  });
});

describe('demo upload service', () => {
  const upload = (form: FormData) =>
    fetch(`${BASES.upload}/upload`, { method: 'POST', body: form, headers: bearer() }).then(
      async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }),
    );

  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

  it('answers a data: URL for a photo, typed by its bytes', async () => {
    const form = new FormData();
    // a PNG named .jpg is stored as the PNG it is
    form.append('file', new File([pngBytes(20)], 'denah.jpg', { type: 'image/jpeg' }));
    form.append('folder', 'message');
    const { status, body } = await upload(form);
    expect(status).toBe(200);
    expect(body).toEqual({
      error: null,
      data: {
        url: `data:image/png;base64,${base64(pngBytes(20))}`,
        folder: 'message',
        filename: 'denah.jpg',
        size: 20,
      },
    });
  });

  it('refuses what is no JPEG, PNG or WebP by its bytes: an SVG named foto.jpg, a text', async () => {
    for (const file of [
      new File([SVG_WITH_SCRIPT], 'foto.jpg', { type: 'image/jpeg' }),
      new File(['halo'], 'catatan.txt', { type: 'text/plain' }),
    ]) {
      const form = new FormData();
      form.append('file', file);
      form.append('folder', 'listing');
      expect(await upload(form)).toEqual({
        status: 400,
        body: { error: 'File harus berupa foto JPG, PNG atau WebP.', data: null },
      });
    }
  });

  it('answers as a storage service in the variant shape: the address under Location, which the app reads', async () => {
    setReplyShapeInNode('variant');
    const form = new FormData();
    form.append('file', new File([pngBytes(20)], 'denah.png', { type: 'image/png' }));
    form.append('folder', 'listing');
    const { status, body } = await upload(form);
    expect(status).toBe(200);
    const data = body.data as Record<string, unknown>;
    expect(data).not.toHaveProperty('url');
    expect(data.Location).toBe(`data:image/png;base64,${base64(pngBytes(20))}`);
    expect(uploadedUrlOf(body)).toBe(data.Location);
  });

  it('refuses a missing file and one over 5 MB', async () => {
    expect(await upload(new FormData())).toEqual({
      status: 400,
      body: { error: 'File wajib diunggah.', data: null },
    });
    const big = new FormData();
    big.append('file', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'besar.jpg', { type: 'image/jpeg' }));
    expect(await upload(big)).toEqual({
      status: 413,
      body: { error: 'Ukuran file maksimal 5 MB.', data: null },
    });
  });
});

describe('demo seed', () => {
  it('is deterministic for a given anchor', () => {
    const anchor = new Date(2025, 0, 15);
    expect(createSeed(anchor)).toEqual(createSeed(anchor));
  });
});
