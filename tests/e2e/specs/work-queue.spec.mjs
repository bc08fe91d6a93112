// The dashboard's work queue ("Perlu tindakan"): each count is the total of the list it opens, the
// reduced menu sees only its own cards, and on a phone it comes before the traffic charts.
import { expect, test } from '../fixtures.mjs';
import { measure } from '../lib/contrast.mjs';
import { ACCOUNTS } from '../lib/session.mjs';

const COUNTED = ['Listing menunggu', 'BI Checking menunggu', 'Withdraw menunggu'];
const queue = (page) => page.getByRole('region', { name: 'Perlu tindakan' });
const cardLabels = (page) => queue(page).locator('.queue-card-label').allTextContents();

test('work queue: each count is the "Total N data" of the filtered list it opens; its texts reach 4.5:1 in both themes', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120000);
  const { page, consoleErrors } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  for (const label of COUNTED) {
    const card = queue(page).getByRole('link', { name: new RegExp(`^\\d[\\d.]* ${label}$`) });
    const count = await card.locator('.queue-card-count').textContent();
    await card.click();
    await page.waitForURL(/filters\[0\]\[value\]=pending/);
    await expect(page.getByText(`Total ${count} data`), `${label}: the list's total`).toBeVisible();
    await page.goBack();
  }
  // the contract has no time filter for the leads: said, never guessed
  await expect(
    queue(page).getByRole('link', { name: 'tidak tersedia Leads baru sejak kunjungan terakhir' }),
  ).toBeVisible();
  // nor a date filter for the schedules: the agenda's read counts a day, and the card opens it
  for (const [label, range] of [
    ['Jadwal hari ini', 'today'],
    ['Jadwal besok', 'tomorrow'],
  ])
    await expect(
      queue(page).getByRole('link', { name: new RegExp(`^\\d[\\d.]* ${label}$`) }),
    ).toHaveAttribute('href', `/dashboard/schedule?view=agenda&range=${range}`);
  await queue(page)
    .getByRole('link', { name: /^\d[\d.]* Withdraw menunggu$/ })
    .waitFor();
  await screenshotAs(page, 'work-queue-light');
  for (const theme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const low = (await measure(page, '.work-queue')).filter((one) => one.ratio < 4.5);
    expect(low, `texts under 4.5:1 in the ${theme} theme`).toEqual([]);
  }
  await screenshotAs(page, 'work-queue-dark');
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('work queue at 390 px: above the traffic charts, in the first screen; the reduced menu sees only its cards', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120000);
  const viewport = { width: 390, height: 844 };
  const full = await open('/dashboard', { as: ACCOUNTS.superadmin, viewport });
  await queue(full.page)
    .getByRole('link', { name: /^\d[\d.]* Listing menunggu$/ })
    .waitFor();
  const charts = full.page.locator('.trend-card');
  await charts.waitFor();
  const [queueBox, chartsBox] = [await queue(full.page).boundingBox(), await charts.boundingBox()];
  expect(queueBox.y + queueBox.height, 'the queue ends above the charts').toBeLessThanOrEqual(chartsBox.y);
  expect(queueBox.y + queueBox.height, 'the whole queue in the first screen').toBeLessThanOrEqual(
    viewport.height,
  );
  await screenshotAs(full.page, 'work-queue-phone');

  const reduced = await open('/dashboard', { as: ACCOUNTS.admin, viewport });
  await queue(reduced.page)
    .getByRole('link', { name: /^\d[\d.]* Listing menunggu$/ })
    .waitFor();
  expect(await cardLabels(reduced.page)).toEqual([
    'Listing menunggu',
    'Jadwal hari ini',
    'Jadwal besok',
    'Leads baru sejak kunjungan terakhir',
  ]);
  const asked = reduced.requests.map((r) => new URL(r.url()).pathname);
  expect(
    asked.filter((path) => /\/bi-checking|\/withdrawal/.test(path)),
    'calls the menu does not allow',
  ).toEqual([]);
});
