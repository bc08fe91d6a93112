// The outbox: every change is kept in the browser from the moment it is made, sent once by one tab,
// by its author only. A phone's cases on the phone's profile: a tab hidden and then killed.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS, submitLogin } from '../lib/session.mjs';

const PHONE = { width: 390, height: 844 };
const MAIN = '/demo-api/main';
const deletesOf = (requests) =>
  requests.filter(
    (r) => r.method() === 'DELETE' && new URL(r.url()).pathname.startsWith(`${MAIN}/house-list/`),
  );

/** Deletes the first card of the phone's list; answers its title. */
async function deleteFirstCard(page) {
  const menu = page
    .locator('.resource-card')
    .first()
    .getByRole('button', { name: /^Aksi untuk / });
  await menu.waitFor({ timeout: 60000 });
  const title = (await menu.getAttribute('aria-label')).replace(/^Aksi untuk /, '');
  await menu.click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Hapus' }).click();
  await page.getByRole('button', { name: 'Urungkan' }).waitFor();
  return title;
}

test('a delete made, the tab hidden and then killed: the app opened again in a new tab sends it, once', async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, context, requests } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
  });
  const title = await deleteFirstCard(page);
  // the person switches to another app within the undo window: the page is hidden, then the phone
  // kills it (no pagehide, no beforeunload)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const cdp = await context.newCDPSession(page);
  const crashed = new Promise((resolve) => page.once('crash', resolve));
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  const before = deletesOf(requests).length;

  const again = await context.newPage();
  const later = [];
  again.on('request', (request) => later.push(request));
  await again.goto('/dashboard/listing');
  await expect(again.getByText(`Perubahan tertunda sudah dikirim: Hapus: ${title}`)).toBeVisible({
    timeout: 60000,
  });
  const sent = [...deletesOf(requests), ...deletesOf(later)];
  expect(sent, `${sent.length} DELETE calls for the delete made before the tab was killed`).toHaveLength(1);
  expect(before, 'the hidden tab sent it before it was killed, and the new one again').toBe(0);
  expect((await sent[0].response())?.status()).toBe(200);
  // the server has it: the list read afresh no longer shows it, and a reload sends nothing more
  await expect(again.getByRole('button', { name: `Aksi untuk ${title}` })).toHaveCount(0);
  await again.reload();
  await again.locator('.resource-card').first().waitFor({ timeout: 60000 });
  await expect(again.getByRole('button', { name: `Aksi untuk ${title}` })).toHaveCount(0);
  expect(deletesOf(later)).toHaveLength(1);
});

test("the socket ending the session with a form open: the login page comes, and the typed draft is back after signing in again; another tab's sign-out says so first", async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  await page.getByRole('button', { name: /Tambah$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Listing' });
  // "Judul" alone: "Judul Properti" is another field
  const judul = () => dialog.getByRole('textbox', { name: /Judul$/ });
  await judul().fill('Rumah Kebun Cibubur');
  // the socket server ends the session (its token refused) while the form holds unsaved input
  await expect
    .poll(() => page.evaluate(() => window.demoBackend.endSocketSessions()), {
      message: 'no live socket to end',
      timeout: 30000,
    })
    .toBeGreaterThan(0);
  await page.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.').waitFor();
  // not held by the form's leave guard: the login page, not a signed-in screen without a session
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30000 });
  await submitLogin(page, ACCOUNTS.superadmin);
  await page.getByRole('button', { name: 'Menu profil' }).waitFor({ timeout: 30000 });
  await page.getByRole('link', { name: 'Listing', exact: true }).first().click();
  await page.getByRole('button', { name: /Tambah$/ }).click();
  await dialog.getByText('Draf dipulihkan').waitFor();
  await expect(judul()).toHaveValue('Rumah Kebun Cibubur');

  // "Sign Out" in another tab says first that this tab's form is not saved, and "Kembali" keeps all
  const other = await context.newPage();
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'Menu profil' }).hover();
  await other.getByRole('menuitem', { name: 'Sign Out' }).click();
  await other.getByText('1 formulir belum disimpan di tab lain.').waitFor();
  await other.getByRole('button', { name: 'Kembali' }).click();
  await expect(other.getByRole('button', { name: 'Menu profil' })).toBeVisible();
  await expect(judul()).toHaveValue('Rumah Kebun Cibubur');
  expect(page.url()).not.toMatch(/\/$/);
});
