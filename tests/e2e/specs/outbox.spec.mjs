// The outbox: every change is kept in the browser from the moment it is made, sent once by one tab,
// by its author only. A phone's cases on the phone's profile: a tab hidden and then killed.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS, submitLogin } from '../lib/session.mjs';
import { calls, PNG } from '../lib/ui.mjs';

const PHONE = { width: 390, height: 844 };
const MAIN = '/demo-api/main';
const deletesOf = (requests) =>
  requests.filter(
    (r) => r.method() === 'DELETE' && new URL(r.url()).pathname.startsWith(`${MAIN}/house-list/`),
  );

/**
 * Deletes the first card of the phone's list; answers its title. `beforeChoosing` runs once its menu
 * is open (its code loaded: fetching code offline is another matter); `choose` picks "Hapus".
 */
async function deleteFirstCard(
  page,
  beforeChoosing = async () => undefined,
  choose = (remove) => remove.click(),
) {
  const menu = page
    .locator('.resource-card')
    .first()
    .getByRole('button', { name: /^Aksi untuk / });
  await menu.waitFor({ timeout: 60000 });
  const title = (await menu.getAttribute('aria-label')).replace(/^Aksi untuk /, '');
  await menu.click();
  const remove = page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Hapus' });
  await remove.waitFor();
  await beforeChoosing();
  await choose(remove);
  await page.getByRole('button', { name: 'Urungkan' }).waitFor();
  return title;
}

/** The demo socket's clients MSW keeps in IndexedDB (for its other tabs): their addresses. */
const socketClientsOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('msw-websocket-clients');
        request.onupgradeneeded = () => request.transaction.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('clients')) return resolve([]);
          const all = db.transaction('clients').objectStore('clients').getAll();
          all.onsuccess = () => resolve(all.result.map((client) => client.url));
          db.close();
        };
      }),
  );
/** Whether a socket client's address holds a token. */
const holdsToken = (url) => new URL(url).searchParams.has('token');

/**
 * A delete made on a phone, the tab hidden, then killed (no pagehide, no beforeunload): answers the
 * deleted listing's title, what the device kept (local storage and IndexedDB, read just before the
 * kill: a killed tab writes nothing more) and the calls the demo's service had taken by then.
 */
async function leaveDeleteBehind(open) {
  const { page, context, served } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
    keepApp: true,
  });
  const title = await deleteFirstCard(page);
  // the demo's socket is stored by MSW for its other tabs, its address without the session's token
  await expect
    .poll(async () => {
      const clients = await socketClientsOf(page);
      return clients.length > 0 && !clients.some(holdsToken);
    }, 'a socket client kept with its token')
    .toBe(true);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const kept = await context.storageState({ indexedDB: true });
  // (read before the kill: the demo's service worker runs in the killed tab's renderer and goes with it)
  const answered = await served();
  const cdp = await context.newCDPSession(page);
  const crashed = new Promise((resolve) => page.once('crash', resolve));
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await context.close();
  return { title, kept, answered };
}

test('a delete made, the tab hidden and then killed: the app opened again on the device sends it, once', async ({
  open,
}) => {
  test.setTimeout(120_000);
  // the person switches to another app within the undo window: the page is hidden, then the phone
  // kills it (no pagehide, no beforeunload)
  const { title, kept, answered } = await leaveDeleteBehind(open);
  const before = deletesOf(answered).length;

  // The app opened again on what the device kept. (A new tab of the killed tab's own browser context
  // is not used: after Chromium's `Page.crash` its navigation has waited over a minute on the
  // service worker the crashed renderer held, three tabs in a row on the loaded 2-core machine.)
  const { page: again, served: later } = await open('/dashboard/listing', {
    viewport: PHONE,
    touch: true,
    storageState: kept,
  });
  await expect(again.getByText(`Perubahan tertunda sudah dikirim: Hapus: ${title}`)).toBeVisible({
    timeout: 60000,
  });
  const sent = [...deletesOf(answered), ...deletesOf(await later())];
  expect(sent, `${sent.length} DELETE calls for the delete made before the tab was killed`).toHaveLength(1);
  expect(before, 'the hidden tab sent it before it was killed, and the new one again').toBe(0);
  expect((await sent[0].response())?.status()).toBe(200);
  // the server has it: the list read afresh no longer shows it, and a reload sends nothing more
  await expect(again.getByRole('button', { name: `Aksi untuk ${title}` })).toHaveCount(0);
  await again.reload();
  await again.locator('.resource-card').first().waitFor({ timeout: 60000 });
  await expect(again.getByRole('button', { name: `Aksi untuk ${title}` })).toHaveCount(0);
  expect(deletesOf(await later())).toHaveLength(1);
  // the killed tab's socket client, stored while its socket was open, holds no token either, and
  // nor does this tab's
  expect(
    JSON.stringify(kept.origins.map((origin) => origin.indexedDB ?? [])),
    'the killed tab left a socket address with its token',
  ).not.toMatch(/[?&]token=/);
  await expect
    .poll(
      async () => (await socketClientsOf(again)).filter(holdsToken),
      'a socket client kept with its token',
    )
    .toEqual([]);
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
  // not stored by the form's leave guard: the login page, not a signed-in screen without a session
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

test('a delete made offline on a phone waits, the card still gone, and is sent once when the network is back', async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, context, served } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
    keepApp: true,
  });
  // the pointer rests where the toast opens (as a machine's fonts put "Hapus" there): a toast drawn
  // under a still pointer does not hold its window
  const underTheToast = async (remove) => {
    await page.mouse.move(PHONE.width / 2, PHONE.height - 60);
    await remove.dispatchEvent('click');
  };
  // the page's timers on Playwright's clock: the undo window ends when the test says, not waited
  await page.clock.install();
  const title = await deleteFirstCard(page, () => context.setOffline(true), underTheToast);
  // its undo window ends offline: nothing leaves, and the card stays gone
  await page.clock.fastForward('00:10');
  await page.getByRole('button', { name: 'Urungkan' }).waitFor({ state: 'hidden', timeout: 30000 });
  await expect(page.getByRole('button', { name: `Aksi untuk ${title}` })).toHaveCount(0);
  expect(deletesOf(await served()), 'a DELETE left while offline').toHaveLength(0);
  // the one place that says the app is offline counts what waits
  await expect(page.getByRole('status').filter({ hasText: 'Tidak ada koneksi.' })).toHaveText(
    'Tidak ada koneksi. 1 perubahan akan dikirim saat online.',
  );
  await context.setOffline(false);
  await expect(page.getByText(`Perubahan tertunda sudah dikirim: Hapus: ${title}`)).toBeVisible({
    timeout: 30000,
  });
  const deletes = deletesOf(await served());
  expect(deletes, 'not one DELETE once online').toHaveLength(1);
  expect((await deletes[0].response())?.status()).toBe(200);
  await expect(page.getByRole('button', { name: `Aksi untuk ${title}` })).toHaveCount(0);
});

// (A withdrawal approved offline is not sent, then or once online, and the person is told where it
// was made: tests/unit/engine/actions/money-offline.test.tsx.)

// (A delete left behind over a record changed since is asked about before it is sent, and another
// user signed in never sends one: tests/unit/engine/outbox/outbox-keeper.test.tsx; a delete left
// behind by a killed tab and sent by the next page is the first test above.)

test('phone, offline: "Simpan" on a form keeps the app, closes into the outbox, the card says it waits, and the edit is sent once online; an edit over a record changed since asks first', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(150_000);
  const { page, context, served } = await open('/dashboard/master/tipe', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
    keepApp: true,
  });
  const puts = async () => calls(await served(), 'PUT', /\/house-type\/[^/]+$/);
  const banner = page.getByRole('status').filter({ hasText: 'Tidak ada koneksi.' });
  const form = page.getByRole('dialog', { name: 'Ubah Tipe Properti' });
  /** Opens the form of the `index`th card online (its code loaded), types a new name; answers both names. */
  const editCard = async (index) => {
    const menu = page
      .locator('.resource-card')
      .nth(index)
      .getByRole('button', { name: /^Aksi untuk / });
    await menu.waitFor({ timeout: 60000 });
    const name = (await menu.getAttribute('aria-label')).replace(/^Aksi untuk /, '');
    await menu.tap();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Ubah' }).tap();
    await form.getByLabel('Nama').fill(`${name} Lapangan`);
    return { name, typed: `${name} Lapangan` };
  };
  // a mark on this page: gone if the page is reloaded
  await page.evaluate(() => (window.stayedMark = true));

  const first = await editCard(0);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Simpan' }).tap();
  await expect(page.getByText('Disimpan di perangkat. Akan dikirim saat online.')).toBeVisible();
  await expect(form, 'the form stayed open').toHaveCount(0);
  await expect(banner).toHaveText('Tidak ada koneksi. 1 perubahan akan dikirim saat online.');
  const card = page.locator('.resource-card').filter({ hasText: first.typed });
  await expect(card.getByRole('status', { name: 'Perubahan data ini menunggu dikirim' })).toBeVisible();
  await screenshotAs(page, 'outbox-form-offline');
  // the banner opens the outbox's list: the change named in words, with Kirim (offline: not yet), Batalkan, Buang
  await page.getByRole('button', { name: 'Lihat perubahan' }).tap();
  const list = page.getByRole('dialog', { name: 'Perubahan di perangkat ini' });
  await expect(list.getByText(`Ubah Tipe Properti: ${first.typed}`)).toBeVisible();
  await expect(
    list.getByRole('button', { name: `Kirim: Ubah Tipe Properti: ${first.typed}` }),
  ).toBeDisabled();
  await expect(
    list.getByRole('button', { name: `Batalkan: Ubah Tipe Properti: ${first.typed}` }),
  ).toBeVisible();
  await screenshotAs(page, 'outbox-list');
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  expect(await puts(), 'a PUT left while offline').toHaveLength(0);
  expect(await page.evaluate(() => window.stayedMark), 'the page was reloaded').toBe(true);
  await context.setOffline(false);
  await expect(
    page.getByText(`Perubahan tertunda sudah dikirim: Ubah Tipe Properti: ${first.typed}`),
  ).toBeVisible({
    timeout: 30000,
  });
  const sent = await puts();
  expect(sent, 'not one PUT once online').toHaveLength(1);
  expect(sent[0].postDataJSON().name).toBe(first.typed);
  await expect(card.getByRole('status', { name: 'Perubahan data ini menunggu dikirim' })).toHaveCount(0);

  // the next edit waits offline while another admin renames the same record: asked before it leaves
  const second = await editCard(1);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Simpan' }).tap();
  await expect(form).toHaveCount(0);
  await page.evaluate(
    (name) => window.demoBackend.changeRecord('houseTypes', { name }, { name: `${name} Kantor` }),
    second.name,
  );
  await context.setOffline(false);
  const asked = page.getByRole('dialog', { name: '1 perubahan belum terkirim' });
  await asked.getByText(`Ubah Tipe Properti: ${second.typed}`).waitFor({ timeout: 30000 });
  await asked.getByText('Data ini sudah diubah sejak perubahan dibuat.').waitFor();
  expect(await puts(), 'sent before the person was asked').toHaveLength(1);
  await asked.getByRole('button', { name: `Kirim: Ubah Tipe Properti: ${second.typed}` }).tap();
  await expect(
    page.getByText(`Perubahan tertunda sudah dikirim: Ubah Tipe Properti: ${second.typed}`),
  ).toBeVisible({
    timeout: 30000,
  });
  expect(await puts(), 'the asked edit was not sent once').toHaveLength(2);
});

test('phone, offline: a photo added to a listing is kept on the device; once online it is uploaded, then the edit leaves with its URL, once', async ({
  open,
}) => {
  test.setTimeout(150_000);
  const { page, context, served } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
    keepApp: true,
  });
  const uploads = async () => calls(await served(), 'POST', /\/upload$/);
  const puts = async () => calls(await served(), 'PUT', /\/house-list\/[^/]+$/);
  const menu = page
    .locator('.resource-card')
    .first()
    .getByRole('button', { name: /^Aksi untuk / });
  await menu.waitFor({ timeout: 60000 });
  const title = (await menu.getAttribute('aria-label')).replace(/^Aksi untuk /, '');
  await menu.tap();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Ubah', exact: true }).tap();
  const form = page.getByRole('dialog', { name: 'Ubah Listing' });
  await form.locator('input[type=file]').waitFor({ state: 'attached', timeout: 30000 });
  await context.setOffline(true);
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'teras.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('teras.png (di perangkat, diunggah saat online)')).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'Error' }), 'the photo offline is an error').toHaveCount(0);
  await form.getByRole('button', { name: 'Simpan' }).tap();
  await expect(page.getByText('Disimpan di perangkat. Akan dikirim saat online.')).toBeVisible();
  await expect(form).toHaveCount(0);
  expect([...(await uploads()), ...(await puts())], 'sent while offline').toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByText(`Perubahan tertunda sudah dikirim: Ubah Listing: ${title}`)).toBeVisible({
    timeout: 30000,
  });
  expect(await uploads(), 'the kept photo was not uploaded once').toHaveLength(1);
  const sent = await puts();
  expect(sent, 'the edit was not sent once').toHaveLength(1);
  const photos = sent[0].postDataJSON().photos ?? [];
  expect(
    photos.some((url) => url.startsWith('data:image/png')),
    'the PUT has no uploaded photo',
  ).toBeTruthy();
  expect(
    photos.filter((url) => url.startsWith('perangkat:')),
    'a device reference was sent',
  ).toEqual([]);
});
