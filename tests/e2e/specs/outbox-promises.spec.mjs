// What the outbox tells a person holds at its edges: a change marked "Dibatalkan: tidak dikirim" is
// never sent, "Batalkan" then "Kirim" sends once, and a sign-out leaves no token on the device.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { ListPage } from '../pages/list.mjs';

const deletesOf = (requests) =>
  requests.filter((r) => r.method() === 'DELETE' && /\/house-list\/[^/]+$/.test(new URL(r.url()).pathname));

/** The first `count` listings' titles, as the server has them. */
async function titles(list, count) {
  await list.waitForServerRows();
  const out = [];
  for (let index = 0; index < count; index += 1)
    out.push((await list.rows.nth(index).locator('a').first().textContent()).trim());
  return out;
}

/** Deletes the listing `title` from its row; its undo toast is offered. */
async function deleteRow(page, list, title) {
  await list.rowAction(title, 'Hapus');
  await list.row(title).waitFor({ state: 'detached' });
}

test('three deletes waiting, the first one slow: "Batalkan" on the third keeps it unsent, the others leave once', async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, context, served } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    keepApp: true,
  });
  const list = new ListPage(page);
  const [a, b, c] = await titles(list, 3);
  // the page's timers on Playwright's clock: the undo windows end when the test says, not waited
  await page.clock.install();
  await context.setOffline(true);
  for (const title of [a, b, c]) await deleteRow(page, list, title);
  // their undo windows end offline (their toasts close): they wait in the outbox. (The banner counts
  // them from the start: a window still open when the network returns would send from the tab.)
  await page.clock.fastForward('00:10');
  await expect(page.getByRole('button', { name: 'Urungkan' })).toHaveCount(0, { timeout: 30000 });
  await expect(page.getByRole('status').filter({ hasText: 'Tidak ada koneksi.' })).toHaveText(
    'Tidak ada koneksi. 3 perubahan akan dikirim saat online.',
  );
  await page.getByRole('button', { name: 'Lihat perubahan' }).click();
  const outbox = page.getByRole('dialog', { name: 'Perubahan di perangkat ini' });
  await outbox.waitFor();
  // the service holds its answers once the network is back: the first delete is on its way
  await page.evaluate(() => window.demoBackend.replyWith('delete', '/house-list/[^/?]+$', 'held'));
  await context.setOffline(false);
  await expect(outbox.getByText('Sedang dikirim: tidak dapat dibatalkan lagi')).toBeVisible({
    timeout: 30000,
  });
  await outbox.getByRole('button', { name: `Batalkan: Hapus: ${c}` }).click();
  await expect(outbox.locator('li', { hasText: `Hapus: ${c}` })).toContainText('Dibatalkan: tidak dikirim');
  await expect
    .poll(async () => deletesOf(await served()).map((call) => call.call), 'one delete on its way')
    .toEqual([expect.stringMatching(/ waiting$/)]);
  await page.evaluate(() => window.demoBackend.releaseReplies());
  // the others are answered and leave the list; the cancelled one stays, not sent
  await expect(outbox.locator('li')).toHaveCount(1, { timeout: 60000 });
  await expect(outbox.locator('li')).toContainText(`Hapus: ${c}`);
  await expect(outbox.locator('li')).toContainText('Dibatalkan: tidak dikirim');
  expect(deletesOf(await served()), 'DELETE calls').toHaveLength(2);
});

test('"Batalkan" then "Kirim" within the undo window sends the delete once, though the window ends while it is on its way', async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, context, served } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    keepApp: true,
  });
  const list = new ListPage(page);
  const [title] = await titles(list, 1);
  await page.evaluate(() => window.demoBackend.replyWith('delete', '/house-list/[^/?]+$', 'held'));
  // the page's timers on Playwright's clock: the undo window ends when the test says, not waited
  await page.clock.install();
  await context.setOffline(true);
  await deleteRow(page, list, title);
  await page.getByRole('button', { name: 'Lihat perubahan' }).click();
  const outbox = page.getByRole('dialog', { name: 'Perubahan di perangkat ini' });
  await outbox.getByRole('button', { name: `Batalkan: Hapus: ${title}` }).click();
  await expect(outbox.locator('li', { hasText: title })).toContainText('Dibatalkan: tidak dikirim');
  await context.setOffline(false);
  await outbox.getByRole('button', { name: `Kirim: Hapus: ${title}` }).click();
  await expect(outbox.locator('li', { hasText: title })).toContainText('Sedang dikirim');
  // its undo window ends while it is on its way: the demo's service has it and has not answered yet
  await expect
    .poll(async () => deletesOf(await served()).length, 'the delete never reached the service')
    .toBe(1);
  await page.clock.fastForward('00:10');
  const sending = deletesOf(await served()).map((call) => call.call);
  expect(sending, 'answered before its window ended').toEqual([expect.stringMatching(/ waiting$/)]);
  await page.evaluate(() => window.demoBackend.releaseReplies());
  await expect(page.getByText(`Perubahan tertunda sudah dikirim: Hapus: ${title}`)).toBeVisible({
    timeout: 60000,
  });
  await expect(page.getByRole('button', { name: 'Urungkan' })).toHaveCount(0, { timeout: 30000 });
  await expect(outbox.locator('li')).toHaveCount(0);
  expect(deletesOf(await served()), 'DELETE calls').toHaveLength(1);
});

test('a sign-out with a change still waiting leaves no token in any storage of the origin', async ({
  open,
}) => {
  test.setTimeout(120_000);
  // (what the device keeps of the app too: every storage of the origin is read)
  const { page, requests } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin, keepApp: true });
  const list = new ListPage(page);
  const [title] = await titles(list, 1);
  const bearer = requests
    .map((request) => request.headers().authorization)
    .find((value) => value?.startsWith('Bearer '));
  expect(bearer, 'a call carried the session token').toBeTruthy();
  const token = bearer.slice('Bearer '.length);
  // the service hangs: the sign-out cannot send the delete, which stays for its author
  await page.evaluate(() => window.demoBackend.replyWith('delete', '/house-list/[^/?]+$', 'hang'));
  // the page's timers on Playwright's clock: the sign-out's wait for the hung send ends when the test
  // says, not waited
  await page.clock.install();
  await deleteRow(page, list, title);
  await page.getByRole('button', { name: 'Menu profil' }).hover();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('1 perubahan belum terkirim: dikirim dulu sebelum keluar.').waitFor();
  await page.getByRole('button', { name: 'Tetap keluar' }).click();
  // the sign-out waits a bounded time for the send, then goes: two seconds pass at each look until it has
  await expect
    .poll(async () => {
      if (new URL(page.url()).pathname !== '/') await page.clock.fastForward(2_000);
      return new URL(page.url()).pathname;
    })
    .toBe('/');
  await expect(
    page.getByRole('status').filter({ hasText: 'Ada 1 perubahan yang belum terkirim' }),
  ).toBeVisible();
  const stored = await page.evaluate(async () => {
    const texts = [];
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i += 1) texts.push(`${store.key(i)}=${store.getItem(store.key(i))}`);
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of db.objectStoreNames) {
        const all = await new Promise((resolve) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve([]);
        });
        texts.push(`${name}/${storeName}=${JSON.stringify(all)}`);
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        texts.push(`${name} ${request.url} ${(await (await cache.match(request)).text()).slice(0, 100000)}`);
    }
    return texts;
  });
  // the change itself is kept for its author, named, without the token
  expect(
    stored.some((text) => text.includes(`Hapus: ${title}`)),
    'the waiting delete is kept',
  ).toBe(true);
  // and holds only what the delete needs: no address, no agent, none of the lists the server sent
  const kept = stored.filter((text) => text.startsWith('pbo.'));
  for (const field of ['"address"', '"agent_name"', '"price"'])
    expect(
      kept.filter((text) => text.includes(field)),
      `${field} kept after "Keluar"`,
    ).toEqual([]);
  expect(
    stored.filter((text) => text.startsWith('pbo-kept/') && text !== 'pbo-kept/queries=[]'),
    'the lists kept for the next visit',
  ).toEqual([]);
  const [, payload, signature] = token.split('.');
  for (const part of [token, payload, signature])
    expect(
      stored.filter((text) => text.includes(part)),
      'the token is still on the device',
    ).toEqual([]);
});

test('"Keluar" in one tab while another is busy drawing: nothing of the signed-out user is written back to the device', async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, context, served } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  await new ListPage(page).waitForServerRows();
  const other = await context.newPage();
  await other.goto('/dashboard/schedule');
  await other.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30000 });
  // the second tab gets new answers (a write of them is due in a second), then its thread is busy
  // for 1.5 s, as a phone drawing a long list
  await other.getByRole('link', { name: 'Listing', exact: true }).first().click();
  await other.locator('.ant-table-tbody tr.ant-table-row[data-list-row]').first().waitFor({ timeout: 30000 });
  await other.evaluate(() =>
    setTimeout(() => {
      const end = Date.now() + 1500;
      while (Date.now() < end);
    }, 0),
  );
  // the other tab goes quietly: no call refused for want of a session (its page's or its workers'),
  // no Error dialog
  const before = (await served()).length;
  await page.getByRole('button', { name: 'Menu profil' }).hover();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60000 });
  await other.waitForURL((url) => url.pathname === '/', { timeout: 60000 });
  await other.getByLabel('Email').waitFor();
  const since = (await served()).slice(before);
  const statuses = await Promise.all(since.map(async (call) => (await call.response()).status()));
  const refused = since.filter((_, index) => statuses[index] === 401).map((call) => call.url());
  expect(refused, 'calls refused after the sign-out').toEqual([]);
  await expect(other.getByText(/^Error/), 'an Error dialog in the other tab').toHaveCount(0);
  const kept = await page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('pbo-kept');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (![...db.objectStoreNames].includes('queries')) return [];
    const all = await new Promise((resolve) => {
      const request = db.transaction('queries').objectStore('queries').getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve([]);
    });
    db.close();
    return all;
  });
  expect(kept, "the signed-out user's lists in IndexedDB").toEqual([]);
});
