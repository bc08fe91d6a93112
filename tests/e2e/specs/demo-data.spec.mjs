// The demo backend's data kept in the browser (IndexedDB): across reloads, between the tabs of one
// browser, back to the seed on "Reset data demo"; and a full page load of the demo logs no error.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { FormDialog } from '../pages/form.mjs';
import { ListPage } from '../pages/list.mjs';

const TYPES = '/dashboard/master/tipe';
// each test opens two pages and writes through the demo backend
test.describe.configure({ timeout: 150_000 });

/** The machine running the suite may be busy: waits for what a person sees are generous. */
const SLOW = { timeout: 20_000 };
/** What a searched list shows when nothing matches. */
const NO_MATCH = 'Tidak ada data yang cocok dengan filter.';

/** Adds a Tipe Properti through its form and waits for the service's answer. */
async function addType(page, name) {
  await page.getByRole('button', { name: 'Tambah' }).click();
  const form = new FormDialog(page, 'Tambah Tipe Properti');
  await form.waitFor();
  await form.fill({ Nama: name });
  await form.save();
  await expect(page.getByText('Success create new data')).toBeVisible(SLOW);
  await form.dialog.waitFor({ state: 'hidden', ...SLOW });
}

/** Finds `name` in the list through its search box (the list pages by name). */
async function searchList(page, name) {
  const list = new ListPage(page);
  await list.search(name);
  return list.row(name);
}

// (the second tab, the reload and the reset from the same page load: a fresh signed-in load costs more
// than a step)
test('demo data: a created Tipe Properti appears in a second tab without a reload, and is still there after a reload; "Reset data demo" brings the seed back', async ({
  open,
}) => {
  const { page, context, consoleErrors, requests } = await open(TYPES, { as: ACCOUNTS.superadmin });
  await new ListPage(page).waitForRows(30000);

  await test.step('a change in one tab appears in a second tab, without a reload', async () => {
    const second = await context.newPage();
    const secondErrors = [];
    second.on('console', (message) => message.type() === 'error' && secondErrors.push(message.text()));
    await second.goto(TYPES);
    const secondList = new ListPage(second);
    await secondList.waitForRows(30000);
    await secondList.search('Kondotel Simpan');
    await expect(second.getByText(NO_MATCH)).toBeVisible(SLOW);

    await addType(page, 'Kondotel Simpan');
    expect(
      requests.some((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/house-type')),
      'no POST /house-type',
    ).toBeTruthy();
    // the second tab shows it without a reload (the app there reads its list again)
    await expect(secondList.row('Kondotel Simpan')).toBeVisible(SLOW);
    expect(secondErrors, 'console errors in the second tab').toEqual([]);
    await second.close();
  });

  await test.step('a created Tipe Properti is still there after a reload', async () => {
    await page.reload();
    await new ListPage(page).waitForRows(30000);
    await expect(await searchList(page, 'Kondotel Simpan')).toBeVisible(SLOW);
  });

  await test.step('a fresh context still starts from the seed: nothing of the context above is carried over', async () => {
    const { page: other } = await open(TYPES, { as: ACCOUNTS.superadmin });
    await new ListPage(other).waitForRows(30000);
    await new ListPage(other).search('Kondotel Simpan');
    await expect(other.getByText(NO_MATCH)).toBeVisible(SLOW);
    await other.close();
  });

  await test.step('"Reset data demo" brings the seed back', async () => {
    // the list still shows the search for the created record
    await expect(new ListPage(page).row('Kondotel Simpan')).toBeVisible(SLOW);
    await page.getByRole('button', { name: /Menu profil/ }).hover();
    await page.getByRole('menuitem', { name: /Reset data demo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset data demo?' });
    await expect(dialog).toBeVisible(SLOW);
    await dialog.getByRole('button', { name: 'Ya, reset' }).click();
    await expect(page.getByText('Data demo dikembalikan ke data awal.')).toBeVisible(SLOW);
    // the list shown is read again: the record is gone, and stays gone after a reload
    await expect(page.getByText(NO_MATCH)).toBeVisible(SLOW);
    // (the search stays in the address)
    await page.reload();
    await expect(page.getByText(NO_MATCH)).toBeVisible(SLOW);
    await page.goto(TYPES);
    await expect(new ListPage(page).row('Apartemen')).toBeVisible(SLOW);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("demo data: a full page load logs no console error; the demo's one service worker answers the build's files and its calls", async ({
  open,
}) => {
  const { page, consoleErrors, requests } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await page.getByRole('button', { name: /Menu profil/ }).waitFor(SLOW);
  await page.reload();
  await page.getByRole('button', { name: /Menu profil/ }).waitFor(SLOW);
  requests.length = 0;
  await page.goto('/dashboard/listing');
  await new ListPage(page).waitForRows(30000);

  expect(consoleErrors, 'console errors').toEqual([]);
  // build/worker/demo-worker.ts: the page is controlled by the worker from its first request here; the
  // worker keeps the app on the device (the build's files, kept or fetched and kept as they pass)
  // and, MSW's part, answers the demo's calls
  const viaWorker = (pattern) =>
    Promise.all(
      requests
        .filter((request) => pattern.test(new URL(request.url()).pathname))
        .map(async (request) => (await request.response())?.fromServiceWorker() ?? null),
    );
  const pageLoads = await viaWorker(/^\/dashboard\/listing$/);
  expect(pageLoads, 'the page was not answered by the worker').toEqual([true]);
  const assetRequests = requests.filter((request) => new URL(request.url()).pathname.startsWith('/assets/'));
  const assets = await viaWorker(/^\/assets\//);
  expect(assets.length, 'no file of the build was loaded').toBeGreaterThan(0);
  // (a request the page dropped before its answer, as a preload overtaken by the navigation, has no
  // response at all: only an answer served around the worker counts)
  expect(
    assetRequests.filter((_, index) => assets[index] === false).map((request) => request.url()),
    `of ${assets.length} files of the build, those served around the worker`,
  ).toEqual([]);
  expect(
    (await viaWorker(/^\/demo-api\//)).includes(true),
    'no demo call was answered by the worker',
  ).toBeTruthy();
});
