import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';

const { server, requests } = withDemoBackend();

// the screen and its lazy chart chunk, transformed once before the tests (slow on a cold machine)
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/pages/lytics/AnalyticsPage'),
    import('../../../../src/components/charts/ChartCanvas'),
  ]);
}, 120_000);

describe('Statistik (analytics)', { timeout: 60000 }, () => {
  it('asks for the period and the one before it, and shows totals with their change', async () => {
    renderScreen('/dashboard/analytics/statistic', { as: SUPERADMIN });
    expect(await screen.findByText('Total periode ini', {}, { timeout: 20000 })).toBeInTheDocument();
    const calls = callsTo(requests, '/lytics');
    const periods = calls.map((url) => [url.searchParams.get('startDate'), url.searchParams.get('endDate')]);
    expect(periods).toHaveLength(2);
    const [current, previous] = [...periods].sort((a, b) => String(b[0]).localeCompare(String(a[0])));
    const dayBefore = new Date(`${current[0]}T00:00:00`);
    dayBefore.setDate(dayBefore.getDate() - 1);
    expect(previous[1]).toBe(dayBefore.toLocaleDateString('sv-SE'));
    await waitFor(() =>
      expect(document.querySelector('.total-change[data-metric="visitors"]')?.textContent).toMatch(
        /(naik|turun|tetap).*%.*dibanding 30 hari sebelumnya/,
      ),
    );
    for (const metric of ['Pengunjung', 'Tayangan halaman', 'Listing baru']) {
      expect(screen.getAllByText(metric).length).toBeGreaterThan(0);
    }
    // the daily table below the charts, newest first, in rupiah-free Indonesian numbers
    expect(screen.getByText('Data harian')).toBeInTheDocument();
  });

  it('shows "Data tidak ditemukan" when the call fails without a message, and no dialog', async () => {
    server.use(
      httpMock.get(`${config.paymentApiUrl}/lytics`, () =>
        HttpResponse.json({ status: 500 }, { status: 500 }),
      ),
    );
    renderScreen('/dashboard/analytics/statistic', { as: SUPERADMIN });
    expect(await screen.findByText('Data tidak ditemukan')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Data tidak ditemukan" for a malformed body', async () => {
    server.use(httpMock.get(`${config.paymentApiUrl}/lytics`, () => HttpResponse.text('<html>oops</html>')));
    renderScreen('/dashboard/analytics/statistic', { as: SUPERADMIN });
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });
});
