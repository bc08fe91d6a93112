import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { CURRENT_SCREEN, moveTo, SIDER, stillScreen } from '../lib/ui.mjs';

// (one signed-in page with the motion on: a fresh load costs more than a step)
test('a signed-in user who opens / goes to /dashboard; the dashboard shows the admin statistics and is screenshotted; unknown paths show the not-found page inside the shell; page changes are animated over 0.5 s', async ({
  open,
  baseURL,
  screenshotAs,
}) => {
  const { page } = await open('/', { as: ACCOUNTS.superadmin, motion: true });

  await test.step('a signed-in user who opens / goes to /dashboard, which shows the admin statistics', async () => {
    await page.waitForURL(/\/dashboard$/);
    await page.locator(SIDER).waitFor();
    for (const title of ['Listing Standar', 'Listing Premium', 'Iklan Premium']) {
      await page
        .locator('.ant-statistic')
        .filter({ hasText: title })
        .locator('.ant-statistic-content-value')
        .waitFor();
    }
    await stillScreen(page); // the entrance ends before the picture
    await screenshotAs(page, 'dashboard');
  });

  await test.step('unknown paths show the not-found page inside the shell', async () => {
    // typed into the address bar (a page load), then inside the running app, under /dashboard and not
    await page.goto(`${baseURL}/dashboard/tidak-ada`);
    await page.getByText('Halaman tidak ditemukan').waitFor();
    await expect(page.locator(SIDER), 'no sider around the not-found page').toBeVisible();
    await moveTo(page, '/apa/saja');
    await page.locator(CURRENT_SCREEN).getByText('Halaman tidak ditemukan').waitFor();
    await expect(page.locator(SIDER), '/apa/saja: no sider around the not-found page').toBeVisible();
  });

  await test.step('page changes are animated over 0.5 s', async () => {
    await page.locator(SIDER).getByRole('link', { name: 'Listing' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/listing');
    await page.getByRole('heading', { name: 'Listing' }).waitFor();
    const duration = await page
      .locator('.page-transition')
      .evaluate((el) => getComputedStyle(el).animationDuration);
    expect(duration, `animation-duration ${duration}`).toBe('0.5s');
  });
});
