import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS, submitLogin } from '../lib/session.mjs';
import { SIDER } from '../lib/ui.mjs';

// (The login form: its Indonesian labels, empty fields refused before any call, a wrong password's
// server message, the agent account refused with the not-an-admin message and nothing stored: component
// tests in tests/unit/pages/login/login.test.tsx.)
// (the sign-ins and the signed-out redirects share one page: a fresh load costs more than a step)
test('sign in with Enter as each admin account and sign out from the profile menu; a first-time account lands on the registration notice and signs out from it; signed out, deep links go to / and come back after signing in', async ({
  open,
  screenshotAs,
}) => {
  // five sign-ins and four sign-outs on one page
  test.setTimeout(120_000);
  const { page, requests, consoleErrors } = await open('/');
  for (const [who, email, name, initials] of [
    ['gro_admin', ACCOUNTS.superadmin, 'Rina Wijaya', 'RW'],
    ['ADMIN', ACCOUNTS.admin, 'Budi Santoso', 'BS'],
  ]) {
    await test.step(`sign in with Enter as the ${who} account, then sign out from the profile menu opened by hover`, async () => {
      requests.length = 0;
      await submitLogin(page, email);
      await page.waitForURL(/\/dashboard$/);
      await page.getByRole('button', { name: 'Menu profil' }).getByText(name).waitFor();
      await expect(page.getByRole('button', { name: 'Menu profil' }).locator('.ant-avatar')).toHaveText(
        initials,
      );
      const login = requests.find((r) => r.url().endsWith('/demo-api/auth/api/login'));
      expect(login && login.method() === 'POST', 'no POST /api/login').toBeTruthy();
      expect(JSON.parse(login.postData()).email, 'login body lacks the email').toBe(email);

      await page.getByRole('button', { name: 'Menu profil' }).hover();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByLabel('Kata Sandi').waitFor();
      // the person's preferences stay for their next sign-in (docs/contract.md section 4: pbo.pref.*,
      // the dashboard's last visit among them); nothing of the session does
      await expect
        .poll(
          () => page.evaluate(() => Object.keys(localStorage).filter((key) => !key.startsWith('pbo.pref.'))),
          'local storage was not cleared',
        )
        .toEqual([]);
    });
  }
  await test.step('signed out, /dashboard sends back to the login page', async () => {
    await page.goto(new URL('/dashboard', page.url()).href);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel('Kata Sandi').waitFor();
  });

  await test.step('a first-time account lands on the registration notice and signs out from it', async () => {
    requests.length = 0;
    await submitLogin(page, ACCOUNTS.firstTime);
    await page.waitForURL(/\/dashboard$/);
    const login = requests.find((r) => r.url().endsWith('/demo-api/auth/api/login'));
    expect(JSON.parse(login.postData()).email, 'login body lacks the email').toBe(ACCOUNTS.firstTime);
    const notice = page.getByRole('heading', { name: 'Pendaftaran akun belum selesai' });
    // the registration screen's chunk loads on its first sign-in
    await expect(notice).toBeVisible({ timeout: 45000 });
    await expect(page.getByText(/hubungi Admin Rumahku/)).toBeVisible();
    await expect(page.getByText('Masuk sebagai baru@demo.id')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu profil' }).getByText('Sari Lestari')).toBeVisible();
    await screenshotAs(page, 'registration-pending');
    // the Pendaftaran entry keeps them there: no not-found page, no way back to a denied one
    await page.locator(SIDER).getByRole('link', { name: 'Pendaftaran' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/completing-register');
    await expect(notice).toBeVisible();
    await expect(page.getByText('Halaman tidak ditemukan')).toHaveCount(0);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByLabel('Kata Sandi')).toBeVisible();
    // (the preferences kept for each account's next sign-in aside, as above)
    await expect
      .poll(
        () => page.evaluate(() => Object.keys(localStorage).filter((key) => !key.startsWith('pbo.pref.'))),
        'the session was kept',
      )
      .toEqual([]);
  });

  await test.step('signed-out users are sent to /, also from deep links, and come back after signing in', async () => {
    requests.length = 0;
    await page.goto(new URL('/dashboard/master/tipe', page.url()).href);
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('to') === '/dashboard/master/tipe',
    );
    await page.goto(new URL('/somewhere/else', page.url()).href);
    await page.waitForURL((url) => url.pathname === '/');
    expect(
      requests.some((r) => r.url().includes('/demo-api/main/')),
      'a data call went out while signed out',
    ).toBeFalsy();

    await page.goto(new URL('/dashboard/master/tipe', page.url()).href);
    await page.waitForURL((url) => url.searchParams.has('to'));
    await submitLogin(page, ACCOUNTS.superadmin);
    await page.waitForURL((url) => url.pathname === '/dashboard/master/tipe');
    await page.getByRole('heading', { name: 'Tipe Properti' }).waitFor();
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

// (a signed-in user who opens / goes to /dashboard: the first step of the dashboard's test in
// routes.spec.mjs, which opens / rather than a page load of its own)
