// Every screen fits a 1366 x 850 desktop: each generic list shows all its declared columns inside
// the table, none under the fixed action column, short values whole; the header stays in view on a
// long page; a detail page keeps a price on one line; the delete confirmation stays clear.
import { check, expect, test } from '../fixtures.mjs';
import { routeParts } from '../lib/routes.mjs';
import { ACCOUNTS, submitLogin } from '../lib/session.mjs';
import { navigate } from '../lib/ui.mjs';

const VIEWPORT = { width: 1366, height: 850 };
const ROWS = '.resource-list .ant-table-tbody tr.ant-table-row';

/** What does not fit in the list on screen, as sentences (empty when everything fits). */
function misfits() {
  const out = [];
  const table = document.querySelector('.resource-list .ant-table-container');
  if (!table) return ['no table'];
  const area = table.getBoundingClientRect();
  const heads = [...table.querySelectorAll('.ant-table-thead th')].filter((th) => th.textContent.trim());
  const actionHeads = heads.filter((th) => th.textContent.trim() === 'Aksi');
  if (actionHeads.length > 1) out.push(`${actionHeads.length} "Aksi" columns`);
  const actions = actionHeads[0]?.getBoundingClientRect();
  const row = table.querySelector('.ant-table-tbody tr.ant-table-row');
  const cells = row ? [...row.children] : [];
  const headRow = heads[0]?.parentElement;
  for (const th of heads) {
    if (th === actionHeads[0]) continue;
    const name = th.textContent.trim();
    const index = [...headRow.children].indexOf(th);
    const boxes = [
      ['header', th.getBoundingClientRect()],
      ['cell', cells[index]?.getBoundingClientRect()],
    ];
    for (const [what, box] of boxes) {
      if (!box) {
        out.push(`${name}: no ${what}`);
        continue;
      }
      if (box.left < area.left - 1 || box.right > area.right + 1)
        out.push(
          `${name}: ${what} ${Math.round(box.left)}-${Math.round(box.right)} outside the table ${Math.round(area.left)}-${Math.round(area.right)}`,
        );
      if (actions && box.right > actions.left + 1)
        out.push(
          `${name}: ${what} ends at ${Math.round(box.right)}, under "Aksi" from ${Math.round(actions.left)}`,
        );
    }
  }
  // short values are whole: a figure, a date, a status or a short text is never cut
  const whole = ['money', 'number', 'date', 'datetime', 'status', 'flag', 'short'].map(
    (shape) => `.ant-table-tbody td.value-${shape}`,
  );
  for (const td of table.querySelectorAll(whole.join(','))) {
    if (td.scrollWidth > td.clientWidth + 1) out.push(`clipped cell "${td.textContent}"`);
  }
  return out;
}

// every route, in parts that run side by side
for (const part of routeParts(2)) {
  test(`every generic list fits 1366 px: all columns beside the action column, short values whole, part ${part.name}`, async ({
    open,
  }) => {
    test.setTimeout(240_000);
    const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin, viewport: VIEWPORT });
    await page.getByRole('button', { name: /Menu profil/ }).waitFor();
    const found = [];
    let lists = 0;
    for (const route of part.routes) {
      if (!route.path) continue;
      const path = `/dashboard/${route.path}`;
      // the screen being left stays until the next one is ready: only the next one's content counts
      await page.evaluate(() => document.querySelector('.page-transition')?.setAttribute('data-left', ''));
      await navigate(page, path);
      // a screen of its own without the generic list (dashboard, profile, charts) has nothing to fit
      const shown = await page
        .locator('.page-transition:not([data-left])')
        .locator(`${ROWS}, .ant-statistic, .ant-descriptions, canvas, .ant-empty`)
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown) {
        found.push(`${path}: nothing shown`);
        continue;
      }
      if ((await page.locator('.resource-list').count()) === 0) continue;
      try {
        await page.locator(ROWS).first().waitFor({ timeout: 30_000 });
      } catch {
        found.push(`${path}: no rows`);
        continue;
      }
      await page.locator('.resource-list .ant-spin-spinning').waitFor({ state: 'detached', timeout: 30_000 });
      lists += 1;
      found.push(...(await page.evaluate(misfits)).map((problem) => `${path}: ${problem}`));
    }
    check(lists >= 12, `only ${lists} generic lists were checked`);
    check(found.length === 0, `\n${found.join('\n')}`);
  });
}

test('a long list keeps its column headers in view below the top bar', async ({ open }) => {
  const { page } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin, viewport: VIEWPORT });
  await page.locator(ROWS).nth(9).waitFor({ timeout: 30_000 });
  const barBottom = await page.locator('.shell-header').evaluate((el) => el.getBoundingClientRect().bottom);
  await page.locator(ROWS).nth(6).hover();
  await page.mouse.wheel(0, 500);
  await page.waitForFunction(() => document.scrollingElement.scrollTop > 300);
  const head = page.getByRole('columnheader', { name: 'Harga' });
  const box = await head.boundingBox();
  check(box !== null, 'no "Harga" header');
  check(
    Math.abs(box.y - barBottom) <= 1,
    `the header row is at ${Math.round(box.y)} px, not below the top bar (${Math.round(barBottom)} px)`,
  );
});

test('a listing detail keeps its price on one line and labels every field in Indonesian', async ({
  open,
}) => {
  const { page } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin, viewport: VIEWPORT });
  await page.locator(ROWS).first().waitFor({ timeout: 30_000 });
  await page.locator(`${ROWS} td a[href*="/dashboard/listing/"]`).first().click();
  const price = page
    .locator('.ant-descriptions-item-label', { hasText: /^Harga$/ })
    .locator('xpath=following-sibling::*[1]')
    .locator('.value-money');
  await price.waitFor({ timeout: 30_000 });
  const lines = await price.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    return {
      rects: el.getClientRects().length,
      height: el.getBoundingClientRect().height,
      lineHeight,
      text: el.textContent,
    };
  });
  check(
    lines.rects === 1 && lines.height <= lines.lineHeight + 1,
    `"${lines.text}" spans ${lines.rects} boxes, ${lines.height} px high for a ${lines.lineHeight} px line`,
  );
  const labels = await page.locator('.ant-descriptions-item-label').allTextContents();
  const raw = labels.filter((label) => /^[a-z]+(_[a-z]+)+$/.test(label.trim()));
  check(raw.length === 0, `raw keys as labels: ${raw.join(', ')}`);
  check(labels.includes('Diperbarui'), `no "Diperbarui" among ${labels.join(', ')}`);
});

test('a delete from a row offers "Urungkan" in a notice clear of the window\'s edges; undone, nothing is sent', async ({
  open,
}) => {
  const { page, requests } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: VIEWPORT,
  });
  await page.locator(ROWS).first().waitFor({ timeout: 30_000 });
  await page.locator(ROWS).first().getByRole('button', { name: 'Hapus' }).click();
  const undo = page.getByRole('button', { name: 'Urungkan' });
  await undo.waitFor();
  const notice = page.locator('.ant-notification-notice').filter({ has: undo });
  // measured once the notice has slid in
  const marginOf = async () => {
    const box = await notice.boundingBox();
    return box
      ? Math.min(box.x, box.y, VIEWPORT.width - box.x - box.width, VIEWPORT.height - box.y - box.height)
      : -Infinity;
  };
  await expect
    .poll(marginOf, { message: "the notice's distance from the window's edge" })
    .toBeGreaterThanOrEqual(8);
  await undo.click();
  await undo.waitFor({ state: 'hidden' });
  check(!requests.some((request) => request.method() === 'DELETE'), 'an undone delete was sent');
});

test('after sign-in the shell and the screens route are fetched side by side, not one after the other', async ({
  open,
}) => {
  const { page } = await open('/', { viewport: VIEWPORT });
  await page.getByLabel('Kata Sandi').waitFor();
  const asked = {};
  const done = {};
  let clock = 0;
  const chunk = (url) => /\/assets\/(Shell|ResourceRoute)-[\w-]+\.js$/.exec(url)?.[1];
  page.on('request', (request) => {
    const name = chunk(request.url());
    if (name) asked[name] ??= clock += 1;
  });
  page.on('requestfinished', (request) => {
    const name = chunk(request.url());
    if (name) done[name] ??= clock += 1;
  });
  await submitLogin(page, ACCOUNTS.superadmin);
  await page.locator('.ant-statistic-content-value').first().waitFor({ timeout: 30_000 });
  check(asked.Shell && asked.ResourceRoute, `chunks asked: ${JSON.stringify(asked)}`);
  check(
    asked.ResourceRoute < done.Shell,
    `the screens' route was asked only after the shell had arrived (${JSON.stringify({ asked, done })})`,
  );
});
