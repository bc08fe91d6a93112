import { expect, test } from '../fixtures.mjs';
import { figure, waitForChart } from '../lib/charts.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { errorDialog, moveTo } from '../lib/ui.mjs';

const paymentCalls = (requests, path) =>
  requests
    .filter((r) => new URL(r.url()).pathname === `/demo-api/payment${path}` && r.method() === 'GET')
    .map((r) => new URL(r.url()));

// One signed-in page goes through the four screens (a fresh page load costs more than a whole step)
test('insight screens: the dashboard trend, analytics, user logs and the profile', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(180000);
  const { page, requests } = await open('/dashboard', { as: ACCOUNTS.superadmin });

  await test.step('the dashboard draws the 30-day trend from GET /lytics and its tiles open their lists', async () => {
    await waitForChart(page, 'Pengunjung & Tayangan halaman');
    await waitForChart(page, 'Listing baru & Leads');
    await screenshotAs(page, 'insight-dashboard');
    const calls = paymentCalls(requests, '/lytics');
    expect(calls.length, 'no /lytics call').toBeGreaterThan(0);
    const { startDate, endDate } = Object.fromEntries(calls[0].searchParams);
    expect(
      (new Date(endDate) - new Date(startDate)) / 86400000,
      `not a 30-day period: ${startDate}..${endDate}`,
    ).toBe(29);
    // the text alternative: a table with one row per day, Indonesian day names
    const rows = figure(page, 'Pengunjung & Tayangan halaman').locator('tbody tr');
    await expect(rows, `table rows: ${await rows.count()}`).toHaveCount(30);
    expect(
      /^\d{1,2} \w{3}$/.test((await rows.first().locator('th').textContent()).trim()),
      'day not like "12 Nov"',
    ).toBeTruthy();

    await page.locator('.trend-card .ant-segmented-item', { hasText: '7 hari' }).click();
    await page.getByText('Tren 7 hari terakhir').waitFor();
    // the title changes at once, the rows with the new period's reply
    await expect(rows, 'the period picker did not narrow the trend').toHaveCount(7);

    await page.getByRole('link', { name: /^Listing Premium/ }).click();
    await page.waitForURL(/\/dashboard\/listing-premium/);
  });

  await test.step('analytics: the last 30 days by default, totals against the previous period, a chart per metric, the table; empty period text', async () => {
    requests.length = 0;
    await moveTo(page, '/dashboard/analytics/statistic');
    for (const metric of ['Pengunjung', 'Tayangan halaman', 'Listing baru', 'Leads'])
      await waitForChart(page, metric);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByLabel('Periode').first().waitFor();
    await screenshotAs(page, 'insight-analytics');
    const calls = paymentCalls(requests, '/lytics');
    expect(calls.length, 'the previous period was not asked for').toBeGreaterThanOrEqual(2);
    // both ends count: the last 30 days are today and the 29 days before it
    const days = Math.max(
      ...calls.map(
        (u) =>
          Math.round(
            (new Date(u.searchParams.get('endDate')) - new Date(u.searchParams.get('startDate'))) / 86400000,
          ) + 1,
      ),
    );
    expect(days, `period of ${days} days`).toBe(30);
    const change = await page.locator('.total-change[data-metric="visitors"]').textContent();
    expect(/%\s*dibanding 30 hari sebelumnya/.test(change), `no change shown: ${change}`).toBeTruthy();

    // a custom period before the demo data: the empty text, and no error dialog
    await page.locator('.ant-segmented-item', { hasText: 'Pilih tanggal' }).click();
    requests.length = 0;
    await page.locator('.ant-picker-range input').first().click();
    await page.locator('.ant-picker-range input').first().fill('1 Jan 2020');
    await page.locator('.ant-picker-range input').nth(1).fill('10 Jan 2020');
    await page.locator('.ant-picker-range input').nth(1).press('Enter');
    await page.getByText('Data tidak ditemukan').waitFor();
    await expect
      .poll(
        () => paymentCalls(requests, '/lytics').some((u) => u.searchParams.get('startDate') === '2020-01-01'),
        'no call for the custom period',
      )
      .toBeTruthy();
    await expect(errorDialog(page), 'an error dialog for an empty period').toBeHidden();
  });

  await test.step('user logs: a breakdown by event, page and device for the period of the list', async () => {
    requests.length = 0;
    await moveTo(page, '/dashboard/analytics/user');
    for (const caption of ['Per event', 'Per halaman', 'Per perangkat']) await waitForChart(page, caption);
    await screenshotAs(page, 'insight-user-logs');
    const breakdown = paymentCalls(requests, '/usytics').find((u) => u.searchParams.get('limit') === '1000');
    expect(
      breakdown?.searchParams.get('startDate') && breakdown.searchParams.get('endDate'),
      'no period on the breakdown',
    ).toBeTruthy();
    const devices = await figure(page, 'Per perangkat').locator('tbody th').allTextContents();
    expect(devices.includes('Android'), `devices: ${devices}`).toBeTruthy();
  });

  await test.step('profile: the card and the views chart', async () => {
    requests.length = 0;
    await moveTo(page, '/dashboard/profile');
    await page.getByRole('heading', { name: 'Rina Wijaya' }).waitFor();
    await waitForChart(page, 'Tayangan listing per hari');
    await screenshotAs(page, 'insight-profile');
    const main = (path) =>
      requests.some((r) => new URL(r.url()).pathname.startsWith(`/demo-api/main${path}`));
    expect(main('/agent-profile/') && main('/view-house-list/views'), 'profile calls missing').toBeTruthy();
    // the page's own name style does not reach the top bar's name (it grew to 20 px)
    const topName = page.locator('.shell-header').getByText('Rina Wijaya');
    const size = await topName.evaluate((el) => getComputedStyle(el).fontSize);
    expect(size, `top bar name at ${size}`).toBe('14px');
  });
});
