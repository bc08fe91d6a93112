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
