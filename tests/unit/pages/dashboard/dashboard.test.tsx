import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { daysBack } from '../../../../src/pages/leads/lead-clock-read';
import { ADMIN, callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { setReplyShape } from '../../support/reply-shape';
import { renderScreen } from '../../support/screen';

const { requests, server } = withDemoBackend();

// the screens and the lazy chart chunk, transformed once before the tests (slow on a cold machine)
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/pages/profile/ProfilePage'),
    import('../../../../src/components/charts/ChartCanvas'),
  ]);
}, 120_000);

describe('the home dashboard and the profile', { timeout: 60000 }, () => {
  it('shows the counts of standard, premium and ad listings from GET /house-list/admin-statistic', async () => {
    renderScreen('/dashboard', { as: SUPERADMIN });
    expect(await screen.findByText('Selamat datang, Rina Wijaya')).toBeInTheDocument();
    for (const title of ['Listing Standar', 'Listing Premium', 'Iklan Premium']) {
      const tile = (await screen.findByText(title)).closest('.ant-statistic') as HTMLElement;
      await waitFor(() => expect(within(tile).getByText(/^\d[\d.]*$/)).toBeInTheDocument());
    }
    expect(callsTo(requests, '/house-list/admin-statistic')).toHaveLength(1);
  });

  it('reads the counts under the other names a statistic may use ({ listing: { count } })', async () => {
    setReplyShape('variant');
    renderScreen('/dashboard', { as: SUPERADMIN });
    const expected = {
      'Listing Standar': db.listings.filter((listing) => !listing.is_premium).length,
      'Listing Premium': db.listings.filter((listing) => listing.is_premium).length,
      'Iklan Premium': db.premiumAds.length,
    };
    for (const [title, count] of Object.entries(expected)) {
      const tile = (await screen.findByText(title)).closest('.ant-statistic') as HTMLElement;
      await waitFor(() =>
        expect(tile.querySelector('.ant-statistic-content-value')).toHaveTextContent(
          new Intl.NumberFormat('id-ID').format(count),
        ),
      );
    }
  });

  it('shows the signed-in agent profile card from GET /agent-profile/{auth_id} and asks for the views', async () => {
    renderScreen('/dashboard/profile', { as: SUPERADMIN });
    expect(await screen.findByRole('heading', { name: 'Rina Wijaya' })).toBeInTheDocument();
    expect(screen.getByText(/superadmin@demo\.id/)).toBeInTheDocument();
    expect(callsTo(requests, '/agent-profile/usr-gro-001')).toHaveLength(1);
    expect(screen.getByText('Agensi')).toBeInTheDocument();
    const titles = [...document.querySelectorAll('.profile-page .ant-statistic-title')].map(
      (el) => el.textContent,
    );
    expect(titles).toEqual(['Listing', 'Listing premium', 'Leads']);
    expect(await screen.findByRole('figure', { name: 'Tayangan listing per hari' })).toBeInTheDocument();
    expect(callsTo(requests, '/view-house-list/views')[0].searchParams.get('limit')).toBe('1000');
  });

  it('links each count to its list and draws the 30-day trend from GET /lytics', async () => {
    renderScreen('/dashboard', { as: SUPERADMIN });
    const link = await screen.findByRole('link', { name: /^Listing Premium/ });
    expect(link).toHaveAttribute('href', '/dashboard/listing-premium');
    // the figure is named by its caption; its data table is the text alternative
    const figure = await screen.findByRole('figure', { name: 'Pengunjung & Tayangan halaman' });
    expect(within(figure).getAllByRole('row')).toHaveLength(31);
    const [call] = callsTo(requests, '/lytics');
    const days = dayjs(call.searchParams.get('endDate')).diff(
      dayjs(call.searchParams.get('startDate')),
      'day',
    );
    expect(days).toBe(29);
    expect(call.searchParams.get('endDate')).toBe(dayjs().format('YYYY-MM-DD'));
  });

  it('keeps the trend and the lists the reduced menu lacks off the dashboard', async () => {
    renderScreen('/dashboard', { as: ADMIN });
    expect(await screen.findByRole('link', { name: /^Listing Standar/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Listing Premium/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Tren \d+ hari/)).not.toBeInTheDocument();
    expect(callsTo(requests, '/lytics')).toHaveLength(0);
  });
});

describe('the work queue ("Perlu tindakan")', { timeout: 60000 }, () => {
  const pending = <T extends { status: string }>(records: readonly T[]) =>
    records.filter((record) => record.status === 'pending').length;
  const card = (name: RegExp) => screen.findByRole('link', { name });

  it("counts what waits from each list's own call, one row a page, and links to the list filtered alike", async () => {
    renderScreen('/dashboard', { as: SUPERADMIN });
    const region = await screen.findByRole('region', { name: 'Perlu tindakan' });
    const expected: [string, string, number][] = [
      ['Listing menunggu', '/house-list/admin', pending(db.listings)],
      ['BI Checking menunggu', '/bi-checking', pending(db.biChecking)],
      ['Withdraw menunggu', '/withdrawal/admin', pending(db.withdrawals)],
    ];
    for (const [label, path, count] of expected) {
      expect(count, label).toBeGreaterThan(0);
      const link = await within(region).findByRole('link', { name: `${count} ${label}` });
      expect(link.getAttribute('href')).toMatch(
        /\?filters\[0\]\[field\]=status&filters\[0\]\[operator\]=eq&filters\[0\]\[value\]=pending$/,
      );
      const [call] = callsTo(requests, path);
      expect(Object.fromEntries(call.searchParams), label).toMatchObject({
        status: 'pending',
        limit: '1',
        page: '1',
      });
    }
    // no time filter for the leads in the contract: said, not guessed, and nothing asked
    expect(
      within(region).getByRole('link', { name: 'tidak tersedia Leads baru sejak kunjungan terakhir' }),
    ).toBeInTheDocument();
    expect(within(region).getByText('Kunjungan pertama di perangkat ini')).toBeInTheDocument();
    expect(callsTo(requests, '/request-cust/group-property_id')).toHaveLength(0);
    // the schedules have no date filter either: the day cards count the agenda's read of the list
    for (const label of ['Jadwal hari ini', 'Jadwal besok'])
      expect(
        await within(region).findByRole('link', { name: new RegExp(`^\\d+ ${label}$`) }),
      ).toHaveAttribute('href', expect.stringMatching(/^\/dashboard\/schedule\?view=agenda&range=/));
    expect(Object.fromEntries(callsTo(requests, '/schedule-house-list')[0].searchParams)).toEqual({
      page: '1',
      limit: '100',
      sort: 'date',
      order: 'desc',
    });
  });

  it('counts the leads waiting past 2 hours by their clock, read in the background, and opens them', async () => {
    const since = daysBack(30);
    const answered = new Set(db.leadMessages.filter((m) => m.sender === 'admin').map((m) => m.request_id));
    const late = db.leads.filter(
      (lead) =>
        Date.parse(lead.created_at) >= since &&
        Date.now() - Date.parse(lead.created_at) > 2 * 3_600_000 &&
        !answered.has(lead._id),
    ).length;
    expect(late).toBeGreaterThan(0);
    renderScreen('/dashboard', { as: SUPERADMIN });
    const link = await screen.findByRole(
      'link',
      { name: `${late} Leads menunggu balasan lebih dari 2 jam` },
      { timeout: 20000 },
    );
    expect(link).toHaveAttribute('href', '/dashboard/leads?tampilan=belum-dibalas&lewat=1');
    expect(link).toHaveAccessibleDescription(/Dihitung dari lead 30 hari terakhir\./);
    // the leads newest first, and each one's messages
    expect(callsTo(requests, '/request-cust')[0].searchParams.get('sort')).toBe('created_at');
    expect(requests.some((r) => /\/message-request\/request-id\//.test(r.url))).toBe(true);
  });

  it('shows the reduced menu only its own cards, and asks nothing of the lists it lacks', async () => {
    renderScreen('/dashboard', { as: ADMIN });
    await card(/^\d+ Listing menunggu$/);
    expect(screen.queryByRole('link', { name: /BI Checking menunggu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Withdraw menunggu/ })).not.toBeInTheDocument();
    expect(await card(/^\d+ Jadwal hari ini$/)).toBeInTheDocument();
    expect(callsTo(requests, '/bi-checking')).toHaveLength(0);
    expect(callsTo(requests, '/withdrawal/admin')).toHaveLength(0);
  });

  it('asks the counts again when a live notification says something changed', async () => {
    const { providers } = renderScreen('/dashboard', { as: SUPERADMIN });
    const before = pending(db.listings);
    await card(new RegExp(`^${before} Listing menunggu$`));
    const listing = db.listings.find((one) => one.status === 'active');
    if (!listing) throw new Error('no active listing in the seed');
    listing.status = 'pending';
    providers.liveProvider.publish?.({
      channel: 'notifications',
      type: 'notification',
      payload: {
        kind: 'one',
        item: { _id: 'n-1', text: 'Listing baru menunggu.', read: false, created_at: '', user_id: '' },
        ids: ['n-1'],
      },
      date: new Date(),
    });
    expect(await card(new RegExp(`^${before + 1} Listing menunggu$`))).toBeInTheDocument();
  });

  it('shows a failed count in its card with a retry, the other cards unharmed', async () => {
    let refuse = true;
    server.use(
      http.get(/\/bi-checking$/, () =>
        refuse ? HttpResponse.json({ status: 500, message: 'Gangguan server' }, { status: 500 }) : undefined,
      ),
    );
    renderScreen('/dashboard', { as: SUPERADMIN });
    await card(/^Gagal memuat BI Checking menunggu$/);
    expect(await card(/^\d+ Listing menunggu$/)).toBeInTheDocument();
    // no Error dialog for a card: the card says it
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi BI Checking menunggu' }));
    expect(await card(new RegExp(`^${pending(db.biChecking)} BI Checking menunggu$`))).toBeInTheDocument();
  });
});
