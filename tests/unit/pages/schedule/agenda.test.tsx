import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import type { Schedule } from '../../../../src/mocks/types';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';
import { dayRegion, pastVisits, placedListing, readStatus as status, visit, visitsIn } from './visits';

const { requests, server } = withDemoBackend();

// the screens' chunks, transformed once before the tests (slow on a cold machine)
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/pages/schedule/SchedulePage'),
    import('../../../../src/pages/schedule/VisitAgenda'),
  ]);
}, 120_000);

const MAPS = 'https://www.google.com/maps/search/?api=1&query=';

describe('the agenda of viewings', { timeout: 60000 }, () => {
  it("shows today's visits alone under 'Hari ini', grouped by time, each with its call, WhatsApp and directions links", async () => {
    const kenanga = placedListing('Rumah Kenanga Asri', {
      address: 'Jl. Kenanga No. 7',
      village: 'Sukajadi',
      district: 'Cidadap',
      city: 'Bandung',
    });
    db.schedules = [
      visit(-1, '09:00', 'Eko Prasetyo', kenanga),
      visit(0, '13:30', 'Citra Lestari', kenanga),
      visit(0, '09:00', 'Andi Wijaya', kenanga, { phone: '0812-1111-0001', note: 'Bawa dokumen KPR' }),
      // the address on the schedule itself, and a landline: a call, no WhatsApp
      visit(0, '09:00', 'Budi Santoso', kenanga, {
        phone: '(022) 555-1234',
        address: 'Jl. Melati No. 12, Dago, Bandung',
      } as Partial<Schedule>),
      visit(0, '15:00', 'Dewi Anggraini', kenanga, { status: 'cancelled' }),
      visit(1, '09:00', 'Fajar Nugroho', kenanga),
    ];
    renderScreen('/dashboard/schedule?view=agenda', { as: SUPERADMIN });
    const today = await dayRegion(/^Hari ini, /);
    expect(today).toHaveAccessibleName(`Hari ini, ${dayjs().format('dddd, D MMMM YYYY')}`);
    await waitFor(() => expect(visitsIn(today)).toHaveLength(3));
    // grouped by time, in time order; the cancelled visit is left out and said so
    expect(
      within(today)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['09.00 · 2 kunjungan', '13.30 · 1 kunjungan']);
    const nine = within(today).getByRole('region', { name: 'Pukul 09.00' });
    expect(visitsIn(nine).map((one) => one.getAttribute('aria-label'))).toEqual([
      'Andi Wijaya, Rumah Kenanga Asri',
      'Budi Santoso, Rumah Kenanga Asri',
    ]);
    expect(within(today).getByText('1 jadwal dibatalkan tidak ditampilkan')).toBeInTheDocument();
    // yesterday's and tomorrow's are not today's
    for (const other of ['Eko Prasetyo', 'Fajar Nugroho', 'Dewi Anggraini'])
      expect(screen.queryByText(other)).not.toBeInTheDocument();

    const andi = within(nine).getByRole('article', { name: /^Andi Wijaya/ });
    expect(within(andi).getByRole('link', { name: 'Telepon Andi Wijaya' })).toHaveAttribute(
      'href',
      'tel:+6281211110001',
    );
    const whatsApp = within(andi).getByRole('link', { name: 'Kirim WhatsApp ke Andi Wijaya' });
    const chat = new URL(whatsApp.getAttribute('href') ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/6281211110001');
    expect(chat.searchParams.get('text')).toContain('Andi Wijaya');
    expect(chat.searchParams.get('text')).toContain('"Rumah Kenanga Asri"');
    expect(andi).toHaveTextContent('Catatan: Bawa dokumen KPR');
    // the listing's address, read from the listing found by its title
    const directions = await within(andi).findByRole('link', {
      name: 'Rute ke Rumah Kenanga Asri',
    });
    expect(directions).toHaveAttribute(
      'href',
      `${MAPS}${encodeURIComponent('Jl. Kenanga No. 7, Sukajadi, Cidadap, Bandung')}`,
    );
    expect(andi).toHaveTextContent('Jl. Kenanga No. 7, Sukajadi, Cidadap, Bandung');
    expect(
      callsTo(requests, '/house-list/admin').some((url) => url.searchParams.get('search') === kenanga.title),
    ).toBe(true);

    const budi = within(nine).getByRole('article', { name: /^Budi Santoso/ });
    expect(within(budi).getByRole('link', { name: 'Telepon Budi Santoso' })).toHaveAttribute(
      'href',
      'tel:+62225551234',
    );
    expect(within(budi).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(budi).getByRole('link', { name: 'Rute ke Rumah Kenanga Asri' })).toHaveAttribute(
      'href',
      `${MAPS}${encodeURIComponent('Jl. Melati No. 12, Dago, Bandung')}`,
    );

    // no phone and no note: no call, no WhatsApp, no "Catatan" with nothing after it
    const citra = within(today).getByRole('article', { name: /^Citra Lestari/ });
    expect(within(citra).queryByRole('link', { name: /Telepon|WhatsApp/ })).not.toBeInTheDocument();
    expect(citra).not.toHaveTextContent('Catatan');

    // one read, newest date first, of the list the contract gives
    const [call] = callsTo(requests, '/schedule-house-list');
    expect(Object.fromEntries(call.searchParams)).toEqual({
      page: '1',
      limit: '100',
      sort: 'date',
      order: 'desc',
    });
    expect(status()).toBe('Semua 6 jadwal sudah dibaca.');
  });

  it('says a day without visits, and shows tomorrow and the week by their own tabs', async () => {
    const listing = placedListing('Rumah Anggrek', { address: 'Jl. Anggrek No. 3', city: 'Depok' });
    db.schedules = [visit(-1, '10:00', 'Eko Prasetyo', listing), visit(1, '11:00', 'Fajar Nugroho', listing)];
    renderScreen('/dashboard/schedule?view=agenda', { as: SUPERADMIN });
    const today = await dayRegion(/^Hari ini, /);
    expect(await within(today).findByText('Tidak ada jadwal hari ini')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Besok' }));
    const tomorrow = await dayRegion(/^Besok, /);
    expect(await within(tomorrow).findByRole('article', { name: /^Fajar Nugroho/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Hari ini, / })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '7 hari' }));
    await waitFor(() => expect(document.querySelectorAll('.agenda-day')).toHaveLength(7));
    const later = dayjs().startOf('day').add(2, 'day');
    expect(screen.getByRole('region', { name: later.format('dddd, D MMMM YYYY') })).toHaveTextContent(
      `Tidak ada jadwal pada ${later.format('dddd, D MMMM')}`,
    );
    // the days come from the one read: no second call for another tab
    expect(callsTo(requests, '/schedule-house-list')).toHaveLength(1);
  });

  it('shows the first day while a later page is still being read, and stops once a page is all older than today', async () => {
    const listing = placedListing('Rumah Cemara', { address: 'Jl. Cemara No. 9', city: 'Bogor' });
    db.schedules = [
      ...pastVisits(250, listing),
      visit(1, '10:00', 'Fajar Nugroho', listing),
      visit(1, '14:00', 'Gita Permata', listing),
      visit(0, '09:00', 'Andi Wijaya', listing),
      visit(0, '11:00', 'Budi Santoso', listing),
      visit(0, '16:30', 'Citra Lestari', listing),
      visit(2, '10:00', 'Hadi Saputra', listing),
      visit(3, '10:00', 'Intan Sari', listing),
    ];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(/\/schedule-house-list$/, async ({ request }) => {
        // the second page waits; the demo's own handler answers it then
        if (new URL(request.url).searchParams.get('page') === '2') await held;
      }),
    );
    renderScreen('/dashboard/schedule?view=agenda', { as: SUPERADMIN });
    const today = await dayRegion(/^Hari ini, /);
    await waitFor(() => expect(visitsIn(today)).toHaveLength(3));
    // page 1 reached back to the 93rd past day; page 2 is asked and not answered yet
    const page1Oldest = dayjs().startOf('day').subtract(93, 'day').format('D MMM YYYY');
    expect(status()).toBe(`Membaca jadwal, dari tanggal terbaru… Sudah dibaca sampai ${page1Oldest}.`);
    await waitFor(() =>
      expect(callsTo(requests, '/schedule-house-list').map((url) => url.searchParams.get('page'))).toEqual([
        '1',
        '2',
      ]),
    );
    expect(visitsIn(today).map((one) => one.getAttribute('aria-label'))).toEqual([
      'Andi Wijaya, Rumah Cemara',
      'Budi Santoso, Rumah Cemara',
      'Citra Lestari, Rumah Cemara',
    ]);
    release();
    // page 2 is all older than today: the read stops there, the third page is never asked
    const page2Oldest = dayjs().startOf('day').subtract(193, 'day').format('D MMM YYYY');
    await waitFor(() => expect(status()).toBe(`Sudah dibaca sampai ${page2Oldest}.`));
    expect(callsTo(requests, '/schedule-house-list')).toHaveLength(2);
    expect(screen.getByText(/Server tidak dapat menyaring jadwal per tanggal/)).toBeInTheDocument();
  });

  it('reads every page, and says so, when the service does not give the schedules newest first', async () => {
    const listing = placedListing('Rumah Flamboyan', { address: 'Jl. Flamboyan No. 1', city: 'Bekasi' });
    db.schedules = [
      ...pastVisits(120, listing),
      // named last: on the second page of a list sorted by name
      visit(0, '10:00', 'Yusuf Maulana', listing),
      visit(0, '10:00', 'Zainal Arifin', listing),
    ];
    // a service that ignores `sort`: pages by the customer's name
    server.use(
      http.get(/\/schedule-house-list$/, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const [page, limit] = [Number(query.get('page')), Number(query.get('limit'))];
        const rows = [...db.schedules].sort((a, b) => a.customer_name.localeCompare(b.customer_name));
        return HttpResponse.json({
          status: 200,
          message: 'OK',
          data: rows.slice((page - 1) * limit, page * limit),
          document_count: rows.length,
        });
      }),
    );
    renderScreen('/dashboard/schedule?view=agenda', { as: SUPERADMIN });
    const today = await dayRegion(/^Hari ini, /);
    await waitFor(() => expect(visitsIn(today)).toHaveLength(2));
    expect(callsTo(requests, '/schedule-house-list').map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(status()).toBe('Semua 122 jadwal sudah dibaca.');
    expect(screen.getByText(/Server tidak mengirim jadwal urut tanggal/)).toBeInTheDocument();
  });

  it('says in Indonesian when the schedules cannot be read, and reads them on "Coba lagi"', async () => {
    const listing = placedListing('Rumah Teratai', { address: 'Jl. Teratai No. 5', city: 'Bekasi' });
    db.schedules = [visit(0, '10:00', 'Andi Wijaya', listing)];
    let refuse = true;
    server.use(
      http.get(/\/schedule-house-list$/, () =>
        refuse ? HttpResponse.json({ status: 500, message: 'Gangguan server' }, { status: 500 }) : undefined,
      ),
    );
    renderScreen('/dashboard/schedule?view=agenda', { as: SUPERADMIN });
    const alert = await screen.findByRole('alert', {}, { timeout: 30000 });
    expect(alert).toHaveTextContent('Jadwal gagal dibaca');
    expect(alert).toHaveTextContent('Gangguan server');
    const today = await dayRegion(/^Hari ini, /);
    expect(today).toHaveTextContent('Jadwal hari ini belum terbaca seluruhnya.');
    expect(status()).toBe('Belum ada jadwal yang terbaca.');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(today).findByRole('article', { name: /^Andi Wijaya/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the dashboard's day cards", { timeout: 60000 }, () => {
  it('count what the agenda shows for today and tomorrow, and open it in one tap', async () => {
    // the demo seed as it is: its visits of yesterday, today and tomorrow
    const day = (offset: number) => dayjs().startOf('day').add(offset, 'day');
    const shownOn = (offset: number) =>
      db.schedules.filter((one) => dayjs(one.date).isSame(day(offset), 'day') && one.status !== 'cancelled')
        .length;
    expect(shownOn(-1), 'visits yesterday in the seed').toBeGreaterThan(0);
    expect(shownOn(0), 'visits today in the seed').toBeGreaterThan(0);
    expect(shownOn(1), 'visits tomorrow in the seed').toBeGreaterThan(0);

    renderScreen('/dashboard', { as: SUPERADMIN });
    const region = await screen.findByRole('region', { name: 'Perlu tindakan' });
    const todayCard = await within(region).findByRole(
      'link',
      { name: `${shownOn(0)} Jadwal hari ini` },
      { timeout: 30000 },
    );
    const tomorrowCard = await within(region).findByRole('link', { name: `${shownOn(1)} Jadwal besok` });
    expect(todayCard).toHaveAttribute('href', '/dashboard/schedule?view=agenda&range=today');
    expect(tomorrowCard).toHaveAttribute('href', '/dashboard/schedule?view=agenda&range=tomorrow');

    fireEvent.click(todayCard);
    const today = await dayRegion(/^Hari ini, /);
    await waitFor(() => expect(visitsIn(today)).toHaveLength(shownOn(0)));
    fireEvent.click(screen.getByRole('link', { name: 'Besok' }));
    const tomorrow = await dayRegion(/^Besok, /);
    await waitFor(() => expect(visitsIn(tomorrow)).toHaveLength(shownOn(1)));
    // the dashboard and the agenda share one read of the list: no page is asked twice
    const pages = callsTo(requests, '/schedule-house-list').map((url) => url.searchParams.get('page'));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('keep the page on its way when the card is tapped: the agenda takes it, nothing is asked twice', async () => {
    const listing = placedListing('Rumah Cemara', { address: 'Jl. Cemara No. 9', city: 'Bogor' });
    db.schedules = [
      ...pastVisits(150, listing),
      visit(0, '09:00', 'Andi Wijaya', listing),
      visit(0, '11:00', 'Budi Santoso', listing),
    ];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(/\/schedule-house-list$/, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
      }),
    );
    renderScreen('/dashboard', { as: SUPERADMIN });
    const card = await screen.findByRole('link', { name: '2 Jadwal hari ini' }, { timeout: 30000 });
    await waitFor(() => expect(callsTo(requests, '/schedule-house-list')).toHaveLength(2));
    fireEvent.click(card);
    const today = await dayRegion(/^Hari ini, /);
    await waitFor(() => expect(visitsIn(today)).toHaveLength(2));
    release();
    await waitFor(() => expect(status()).toBe('Semua 152 jadwal sudah dibaca.'));
    expect(callsTo(requests, '/schedule-house-list').map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });
});
