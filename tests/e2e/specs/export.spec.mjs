import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';

import { check, eventually, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { ListPage } from '../pages/list.mjs';

test('a filtered list exports exactly its rows to CSV, with Indonesian headers and prices as numbers', async ({
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
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const file = await download;
  check(
    /^listing-\d{4}-\d{2}-\d{2}\.csv$/.test(file.suggestedFilename()),
    `name: ${file.suggestedFilename()}`,
  );
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.trim().split(/\r?\n/);
  check(lines[0].startsWith('ID Properti,Judul,Tipe,Harga (Rp),Kota,Status'), `header: ${lines[0]}`);
  check(lines.length - 1 === total, `rows ${lines.length - 1} != total ${total}`);
  check(
    lines.slice(1).every((line) => line.includes(',Terjual,')),
    'a row that is not sold',
  );
  // the price column (the fourth) holds plain digits a spreadsheet can sum, not "Rp 1.230.000.000"
  const prices = Papa.parse(csv.trim())
    .data.slice(1)
    .map((cells) => cells[3]);
  check(
    prices.every((price) => /^\d+$/.test(price)),
    `a price that is not a number: ${prices.find((price) => !/^\d+$/.test(price))}`,
  );
  await eventually(
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
  );
  check(consoleErrors.length === 0, consoleErrors.join(' | '));
});
