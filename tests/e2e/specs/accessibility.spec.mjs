// Accessibility: no serious or critical axe-core violation on the login page in the light theme (every
// route: the route tour, all-routes.spec.mjs), on the login page and a sample of routes in the dark theme
// (the phone spec checks a sample at 390 px), and one keyboard-only path from that login page
// through sign-in, the menu, a list, a form and the bell.
import { expect, test } from '../fixtures.mjs';
import { seriousViolations } from '../lib/axe.mjs';
import { routePath, ROUTES } from '../lib/routes.mjs';
import { ACCOUNTS, DEMO_PASSWORD } from '../lib/session.mjs';
import { chooseTheme, navigate, screenSettled, SIDER, stillScreen } from '../lib/ui.mjs';

/** The serious and critical violations on each route, each prefixed with its path. */
async function violationsOn(page, routes) {
  const found = [];
  for (const route of routes) {
    const path = routePath(route);
    await navigate(page, path);
    await screenSettled(page, 10000);
    found.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
  }
  return found;
}

/** The dark theme on a sample: a screen of each kind (figures, charts, lists with and without filters, a profile, the agenda, the leads). */
const DARK_SAMPLE = [
  '',
  'listing',
  'leads',
  'schedule',
  'profile',
  'notification',
  'withdrawal',
  'master/area-indicator',
  'master-slug/village',
  'pg/logs',
  'analytics/statistic',
];

test('in the dark theme: no serious or critical axe violation on the login page and on a sample of routes', async ({
  open,
}) => {
  test.setTimeout(240_000);
  const found = [];
  // signed out, the login page follows the system
  const login = await open(null);
  await login.page.emulateMedia({ colorScheme: 'dark' });
  await login.page.goto('/');
  await login.page.getByLabel('Kata Sandi').waitFor();
  await expect(login.page.locator('html'), 'the login page is not dark').toHaveAttribute(
    'data-theme',
    'dark',
  );
  await stillScreen(login.page);
  found.push(...(await seriousViolations(login.page)).map((v) => `/ ${v}`));

  const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await page.getByRole('button', { name: /Menu profil/ }).waitFor();
  await chooseTheme(page, 'Gelap');
  await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
  await page.mouse.move(700, 500);
  const sample = ROUTES.filter((route) => DARK_SAMPLE.includes(route.path));
  expect(sample, 'a sampled route is not in the route list').toHaveLength(DARK_SAMPLE.length);
  found.push(...(await violationsOn(page, sample)));
  expect(found, `axe violations in the dark theme:\n${found.join('\n')}`).toHaveLength(0);
});

/** Presses Tab until `matches(activeElement)` holds; fails after `max` presses. */
async function tabTo(page, description, matches, max = 80) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error(`Tab never reached ${description}`);
}

/** Presses ArrowDown in the menu until the focused entry reads `text`. */
async function arrowTo(page, text, max = 40) {
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  for (let i = 0; i < max; i += 1) {
    const before = await focusedText();
    await page.keyboard.press('ArrowDown');
    // the menu moves its focus a skeleton after the key: read it once it has moved (a stale read let
    // Enter open the entry after the one read)
    await expect
      .poll(focusedText, { timeout: 2_000 })
      .not.toBe(before)
      .catch(() => {});
    if ((await focusedText()) === text) return;
  }
  throw new Error(`the arrows never reached ${text}`);
}

// (the login page's axe check from the page load the keyboard path starts on)
test('no serious or critical axe violation on the login page; a keyboard-only path: sign in, the menu, a list, a form and the bell', async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, consoleErrors } = await open('/');
  await page.getByLabel('Email').waitFor();

  await test.step('no serious or critical axe violation on the login page', async () => {
    await page.getByLabel('Kata Sandi').waitFor();
    await stillScreen(page);
    const found = await seriousViolations(page);
    expect(found, `axe violations:\n${found.join('\n')}`).toHaveLength(0);
  });

  await test.step('a keyboard-only path: sign in, the menu, a list, a form and the bell', async () => {
    // sign-in
    await tabTo(
      page,
      'the email field',
      () =>
        document.activeElement?.getAttribute('type') === 'email' ||
        document.activeElement?.id?.includes('email'),
    );
    await page.keyboard.type(ACCOUNTS.superadmin);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: /Menu profil/ }).waitFor();

    // the menu: Tab into it, arrows to the Master Data group, Enter opens it, arrows to Tipe Properti
    await tabTo(page, 'the menu', () => document.activeElement?.closest('nav') !== null);
    await arrowTo(page, 'Master Data');
    await page.keyboard.press('Enter');
    await arrowTo(page, 'Tipe Properti');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/master\/tipe/);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 20000 });

    // the list and its form: Tambah, type a name, Enter saves
    await tabTo(page, 'the Tambah button', () => document.activeElement?.textContent?.trim() === 'Tambah');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tambah Tipe Properti' });
    await dialog.waitFor();
    await tabTo(
      page,
      'the Nama field',
      () =>
        document.activeElement?.closest('.ant-modal') !== null && document.activeElement?.tagName === 'INPUT',
    );
    await page.keyboard.type('Rumah Panggung');
    await page.keyboard.press('Enter');
    await page.getByText('Success create new data').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // the bell: Enter opens the panel, Escape closes it and gives the focus back
    await tabTo(
      page,
      'the bell',
      () => document.activeElement?.getAttribute('aria-label')?.startsWith('Notifikasi') ?? false,
    );
    await page.keyboard.press('Enter');
    const panel = page.locator('.ant-popover:visible');
    await panel.getByText('Lihat Semua Notifikasi').waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label')?.startsWith('Notifikasi') ?? false,
      ),
      'the focus did not come back to the bell',
    ).toBeTruthy();
    expect(consoleErrors, 'console errors').toEqual([]);
    await page.locator(SIDER).waitFor();
  });
});
