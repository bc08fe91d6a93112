import { check, test } from '../fixtures.mjs';
import { hitsEndpoint, ROUTES, routeUrl } from '../lib/routes.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { navigate, SIDER, stillScreen, waitForData } from '../lib/ui.mjs';

const AUTH_ID = 'usr-gro-001';

test(
  'every route of docs/contract.md section 2 opens, calls its endpoint and shows data without console errors',
  async ({ open, baseURL }) => {
    // start on a page of no route, then move through every route inside the running app
    const { page, requests, consoleErrors } = await open('/dashboard/mulai', { as: ACCOUNTS.superadmin });
    await page.getByText('Halaman tidak ditemukan').waitFor();
    const failures = [];
    for (const route of ROUTES) {
      requests.length = 0;
      consoleErrors.length = 0;
      const called = page.waitForRequest(
        (r) => r.method() === 'GET' && hitsEndpoint(r.url(), route, AUTH_ID),
        {
          timeout: 10000,
        },
      );
      await navigate(page, new URL(routeUrl(baseURL, route)).pathname);
      try {
        await called;
      } catch {
        failures.push(`${route.path || '(index)'}: no GET ${route.endpoint}`);
        continue;
      }
      try {
        await waitForData(page);
        if (route.label)
          await page
            .locator(`${SIDER} .ant-menu-item-selected`)
            .getByText(route.label, { exact: true })
            .waitFor({ timeout: 3000 });
      } catch (error) {
        failures.push(`${route.path || '(index)'}: no data or menu entry (${error.message.split('\n')[0]})`);
        continue;
      }
      if (consoleErrors.length)
        failures.push(`${route.path || '(index)'}: console errors: ${consoleErrors.join(' | ')}`);
    }
    check(failures.length === 0, `\n${failures.join('\n')}`);
  },
  { timeout: 120000 },
);

test('the dashboard shows the admin statistics and is screenshotted', async ({ open, screenshot }) => {
  const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  for (const title of ['Listing Standar', 'Listing Premium', 'Iklan Premium']) {
    await page
      .locator('.ant-statistic')
      .filter({ hasText: title })
      .locator('.ant-statistic-content-value')
      .waitFor();
  }
  await stillScreen(page); // the entrance ends before the picture
  await screenshot(page, 'dashboard');
});

test('unknown paths show the not-found page inside the shell', async ({ open, baseURL }) => {
  const { page } = await open('/dashboard/tidak-ada', { as: ACCOUNTS.superadmin });
  await page.getByText('Halaman tidak ditemukan').waitFor();
  check(await page.locator(SIDER).isVisible(), 'no sider around the not-found page');
  await page.goto(`${baseURL}/apa/saja`);
  await page.getByText('Halaman tidak ditemukan').waitFor();
  check(await page.locator(SIDER).isVisible(), 'no sider around the not-found page');
});

test('page changes are animated over 0.5 s', async ({ open }) => {
  const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await page.locator(SIDER).getByRole('link', { name: 'Listing' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/listing');
  await page.getByRole('heading', { name: 'Listing' }).waitFor();
  const duration = await page
    .locator('.page-transition')
    .evaluate((el) => getComputedStyle(el).animationDuration);
  check(duration === '0.5s', `animation-duration ${duration}`);
});
