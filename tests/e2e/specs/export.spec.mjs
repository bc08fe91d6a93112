import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';

import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { ListPage } from '../pages/list.mjs';

test('a filtered list exports exactly its rows to CSV, its columns named first, separated by semicolons for an Indonesian spreadsheet, with prices as numbers', async ({
  open,
}) => {
  const { page, requests, consoleErrors } = await open(
    '/dashboard/listing?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=sold',
    { as: ACCOUNTS.superadmin },
  );
  const list = new ListPage(page);
  await list.waitForRows();
  const subtitle = await page.getByText(/^Total [\d.]+ data$/).textContent();
  const total = Number(subtitle.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  // before anything is fetched: the columns exported, and the separator (semicolons by default)
  const dialog = page.getByRole('dialog', { name: 'Ekspor CSV' });
  const columns = dialog.getByRole('list', { name: /^Kolom yang diekspor/ });
  await expect(columns.getByRole('listitem').filter({ hasText: /^Harga \(Rp\)$/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Titik koma/ })).toBeChecked();
  expect(
    requests.some((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/house-list/admin') && url.searchParams.get('limit') === '100';
    }),
    'rows fetched before the choice',
  ).toBeFalsy();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Ekspor', exact: true }).click();
  const file = await download;
  expect(
    /^listing-\d{4}-\d{2}-\d{2}\.csv$/.test(file.suggestedFilename()),
    `name: ${file.suggestedFilename()}`,
  ).toBeTruthy();
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(
    lines[0].startsWith('ID Properti;Judul;Tipe;Harga (Rp);Kota;Status'),
    `header: ${lines[0]}`,
  ).toBeTruthy();
  expect(lines.length - 1, `rows ${lines.length - 1} != total ${total}`).toBe(total);
  const cells = Papa.parse(csv.trim(), { delimiter: ';' }).data.slice(1);
  expect(
    cells.every((row) => row[5] === 'Terjual'),
    'a row that is not sold',
  ).toBeTruthy();
  // the price column (the fourth) holds plain digits a spreadsheet can sum, not "Rp 1.230.000.000"
  const prices = cells.map((row) => row[3]);
  expect(
    prices.every((price) => /^\d+$/.test(price)),
    `a price that is not a number: ${prices.find((price) => !/^\d+$/.test(price))}`,
  ).toBeTruthy();
  await expect
    .poll(
      () =>
        requests.some((r) => {
          const url = new URL(r.url());
          return (
            url.pathname.endsWith('/house-list/admin') &&
            url.searchParams.get('limit') === '100' &&
            url.searchParams.get('status') === 'sold'
          );
        }),
      'no export call with the filter',
    )
    .toBeTruthy();
  expect(consoleErrors, 'console errors').toEqual([]);
});
