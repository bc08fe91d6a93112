import { setTimeout as networkTime } from 'node:timers/promises';

import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { ListPage } from '../pages/list.mjs';

// the first rows of a cold demo build on a loaded machine may take a while
const FIRST_ROWS = 45000;

// (both from one page load of the listing screen: a fresh signed-in load costs more than a step)
test('a hidden column stays hidden after a reload, and "Atur ulang" brings it back; a saved view restores its search on a fresh visit', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(240000);
  const { page, context, consoleErrors } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await test.step('a hidden column stays hidden after a reload, and "Atur ulang" brings it back', async () => {
    await list.waitForRows(FIRST_ROWS);
    const city = page.getByRole('columnheader', { name: 'Kota' });
    await expect(city).toBeVisible();

    await page.getByRole('button', { name: 'Kolom' }).click();
    const drawer = page.getByRole('dialog', { name: 'Atur kolom' });
    await expect(drawer.getByRole('checkbox', { name: 'Judul (selalu tampil)' })).toBeDisabled();
    // the title column cannot be hidden, yet its name reads like the others (contrast)
    const colorOf = (text) =>
      drawer.getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).color);
    expect(
      (await colorOf('Judul (selalu tampil)')) === (await colorOf('Tipe')),
      'the title column reads fainter',
    ).toBeTruthy();
    await drawer.getByRole('checkbox', { name: 'Kota' }).uncheck({ force: true });
    await expect(city).toHaveCount(0);
    await screenshotAs(page, 'list-columns-drawer');

    await page.reload();
    await list.waitForRows(FIRST_ROWS);
    await expect(page.getByRole('columnheader', { name: 'Harga' })).toBeVisible();
    await expect(city).toHaveCount(0);

    await page.getByRole('button', { name: 'Kolom' }).click();
    await drawer.getByRole('button', { name: 'Atur ulang' }).click();
    await expect(city).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: 'Kota' })).toBeChecked();
    // Escape closes it and the keyboard carries on from "Kolom"
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Kolom' })).toBeFocused();
  });

  await test.step('a saved view restores its search on a fresh visit', async () => {
    const code = (
      await list.rows.first().locator('td:not(.ant-table-selection-column)').first().innerText()
    ).trim();
    expect(code, 'no listing code in the first row').not.toBe('');
    await list.search(code);
    await expect(list.rows, `the search "${code}" did not narrow the list`).toHaveCount(1);

    await page.getByRole('button', { name: 'Simpan tampilan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Simpan tampilan' });
    await dialog.getByLabel('Nama tampilan').fill('Listing saya');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();

    // a new page of the same signed-in browser
    const fresh = await context.newPage();
    await fresh.goto('/dashboard/listing');
    const freshList = new ListPage(fresh);
    await freshList.waitForRows(FIRST_ROWS);
    expect(
      decodeURIComponent(fresh.url()).includes(code),
      'the fresh visit already names the search',
    ).toBeFalsy();
    const bar = fresh.getByRole('group', { name: 'Tampilan tersimpan' });
    // the demo's seeded views are offered beside the person's own
    await expect(bar.getByRole('button', { name: 'Listing terjual', exact: true })).toBeVisible();
    await bar.getByRole('button', { name: 'Listing saya', exact: true }).click();

    await expect
      .poll(() => decodeURIComponent(fresh.url()).includes(`[value]=${code}`), 'the search is not in the URL')
      .toBeTruthy();
    await expect(fresh.getByPlaceholder('Cari data')).toHaveValue(code);
    await expect(freshList.rows).toHaveCount(1);
    await expect(freshList.rows.first()).toContainText(code);
    await expect(bar.getByRole('button', { name: 'Listing saya', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screenshotAs(fresh, 'list-saved-view');
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

/** Where a request of the page stands: answered, failed, or still waiting. */
const howFar = (request) =>
  request.failure() ? 'failed' : request.timing().responseEnd < 0 ? 'waiting' : 'done';

test('a reload just after a column change loads the page afresh, each time', async ({ open }) => {
  test.setTimeout(180000);
  const { page, context, consoleErrors, requests } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
  });
  const list = new ListPage(page);
  await list.waitForRows(FIRST_ROWS);
  // the page itself comes over a phone's slow network: a reload stays on its way for a while, as the
  // person's did (the list's calls go to the demo backend's worker, never through here)
  await context.route(
    (url) => url.pathname === '/dashboard/listing',
    async (route) => {
      // the network's time to bring the page, not a wait of the test
      await networkTime(800);
      await route.continue();
    },
  );
  const price = page.getByRole('columnheader', { name: 'Harga' });
  await expect(price).toBeVisible();

  for (const [step, shown] of [false, true, false].entries()) {
    await page.getByRole('button', { name: 'Kolom' }).click();
    const drawer = page.getByRole('dialog', { name: 'Atur kolom' });
    const choice = drawer.getByRole('checkbox', { name: 'Harga' });
    await (shown ? choice.check({ force: true }) : choice.uncheck({ force: true }));
    await expect(price).toHaveCount(shown ? 1 : 0);
    // the page as it is now is marked (a new one has no mark); then Escape, and at once a reload
    await page.evaluate(() => (window.__beforeReload = true));
    await page.keyboard.press('Escape');
    const from = requests.length;
    // a new page is one whose document the browser has committed (its rows are waited for below; the
    // page's `load` also waits for every other file, which says nothing of whether it was reloaded)
    const reloaded = await page.reload({ waitUntil: 'commit', timeout: 30000 }).catch((error) => error);
    // (no new page: the report says whether the page stayed, and what the reload still waited for)
    if (reloaded instanceof Error)
      await test.info().attach(`reload ${step + 1}`, {
        contentType: 'text/plain',
        body: [
          `the page as it was before: ${await page.evaluate(() => window.__beforeReload === true).catch(String)}`,
          ...requests.slice(from).map((request) => `${request.method()} ${request.url()} ${howFar(request)}`),
        ].join('\n'),
      });
    expect(
      reloaded instanceof Error ? reloaded.message : reloaded?.status(),
      `reload ${step + 1} after the column change: no new page`,
    ).toBe(200);
    expect(await page.evaluate(() => window.__beforeReload === true), 'the page stayed as it was').toBe(
      false,
    );
    await list.waitForRows(FIRST_ROWS);
    await expect(price, `reload ${step + 1}: "Harga" as chosen before it`).toHaveCount(shown ? 1 : 0);
  }
  expect(consoleErrors, 'console errors').toEqual([]);
});
