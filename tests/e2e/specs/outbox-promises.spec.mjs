// What the outbox tells a person holds at its edges: a sign-out leaves no token on the device.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { ListPage } from '../pages/list.mjs';

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

// ("Batalkan" on a change waiting behind a slow one keeps it unsent while the others leave once, and
// "Batalkan" then "Kirim" within the undo window sends once though the window ends meanwhile: the
// outbox's component tests, tests/unit/engine/outbox/outbox-promises.test.tsx ("the outbox keeps its
// word"). Changes made offline waiting in the outbox and sent once online: outbox.spec.mjs.)
test('a sign-out with a change still waiting leaves no token in any storage of the origin', async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, requests } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  const [title] = await titles(list, 1);
  const bearer = requests
    .map((request) => request.headers().authorization)
    .find((value) => value?.startsWith('Bearer '));
  expect(bearer, 'a call carried the session token').toBeTruthy();
  const token = bearer.slice('Bearer '.length);
  // the service hangs: the sign-out cannot send the delete, which stays for its author
  await page.evaluate(() => window.demoBackend.replyWith('delete', '/house-list/[^/?]+$', 'hang'));
  await deleteRow(page, list, title);
  await page.getByRole('button', { name: 'Menu profil' }).hover();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('1 perubahan belum terkirim: dikirim dulu sebelum keluar.').waitFor();
  await page.getByRole('button', { name: 'Tetap keluar' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60000 });
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
  const [, payload, signature] = token.split('.');
  for (const part of [token, payload, signature])
    expect(
      stored.filter((text) => text.includes(part)),
      'the token is still on the device',
    ).toEqual([]);
});
