import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { ListPage } from '../pages/list.mjs';

// An open list follows what other admins do: read again when the person comes back to the tab, a
// changed row marked for a moment, a row being acted on never moved under the pointer.

const LIST_CALL = '/demo-api/main/house-list/admin';
const listReads = (requests) =>
  requests.filter((r) => r.method() === 'GET' && new URL(r.url()).pathname === LIST_CALL).length;

/**
 * The person goes to another tab and comes back. A headless browser never hides its pages, so the page
 * is told as a browser tells it: hidden, then visible again (the document's own state) and focused.
 */
async function awayAndBack(page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page.evaluate(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(document, 'hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
  });
}

/** The listing code a row shows ("HL-000104"). */
async function codeOf(row) {
  const code = /HL-\d+/.exec(await row.textContent())?.[0];
  expect(code, 'a row without its listing code').toBeTruthy();
  return code;
}

test('a price another admin changed shows in the open list once the tab is back in front, without a reload', async ({
  open,
}) => {
  const { page, requests } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await list.waitForServerRows();
  const code = await codeOf(list.rows.first());
  // a mark the page would lose with a reload
  await page.evaluate(() => (window.stillTheSamePage = true));
  const reads = listReads(requests);
  // the page's timers on Playwright's clock: the moment the row stands out passes when the test says
  await page.clock.install();

  // another admin, elsewhere: this page is not told
  await page.evaluate(
    (house_id) => window.demoBackend.changeRecord('listings', { house_id }, { price: 1_234_567_000 }),
    code,
  );
  await awayAndBack(page);

  const row = list.row(code);
  await expect(row).toContainText(/Rp\s?1\.234\.567\.000/);
  expect(listReads(requests), 'the list was not read again').toBe(reads + 1);
  expect(await page.evaluate(() => window.stillTheSamePage), 'the page was loaded again').toBe(true);
  // the row stands out for a moment, and says so; asked for less motion, it does not fade
  await expect(row).toHaveClass(/list-row-updated/);
  await expect(page.getByRole('status').filter({ hasText: 'Data diperbarui' })).toHaveCount(1);
  expect(
    await row
      .locator('td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).animationName),
  ).toBe('none');
  await page.clock.fastForward('00:10');
  await expect(row).not.toHaveClass(/list-row-updated/);
});

test('a row being acted on does not move: the refresh waits for "Tampilkan"', async ({ open }) => {
  const { page, requests } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await list.waitForServerRows();
  const above = await codeOf(list.rows.nth(0));
  const chosen = await codeOf(list.rows.nth(1));
  const row = list.row(chosen);
  // the person picks the second row for a bulk action
  await row.getByRole('checkbox').check();
  const before = await row.boundingBox();
  const reads = listReads(requests);

  // another admin removes the listing above it
  await page.evaluate((house_id) => window.demoBackend.removeRecord('listings', { house_id }), above);
  await awayAndBack(page);

  // read again, and held: one row gone, another come
  await expect.poll(() => listReads(requests), 'the list was not read again').toBe(reads + 1);
  const notice = page.getByRole('status').filter({ hasText: 'perubahan baru' });
  await expect(notice).toHaveText('2 perubahan baru — Tampilkan');
  // nothing moved under the pointer: the chosen row where it was, the removed one still above it
  expect(await row.boundingBox()).toEqual(before);
  await expect(list.rows.nth(0)).toContainText(above);
  await expect(row.getByRole('checkbox')).toBeChecked();

  await notice.getByRole('button', { name: 'Tampilkan' }).click();

  await expect(list.rows.nth(0)).toContainText(chosen);
  await expect(list.row(above)).toHaveCount(0);
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(notice).toHaveCount(0);
  expect(listReads(requests), 'showing it asked the server again').toBe(reads + 1);
});
