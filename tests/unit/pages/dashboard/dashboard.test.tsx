import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { ADMIN, callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { setReplyShape } from '../../support/reply-shape';
import { renderScreen } from '../../support/screen';

const { requests } = withDemoBackend();

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
