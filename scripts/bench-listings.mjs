// The listing figures of `npm run bench`: JS of the listing detail route and of the upload dialog
// chunks, and a 100,000-row CSV (about 15 MB) read in the upload dialog's Web Worker: time until the
// first rows and the count show, and the longest main-thread task meanwhile. Printed, not asserted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const CSV_ROWS = 100_000;

function bigCsv() {
  const header =
    'title,type,price,id_kota,id_kecamatan,id_kelurahan,address,land_area,building_area,bedrooms,bathrooms,floors,certificate,facilities,description';
  const lines = [header];
  for (let i = 1; i <= CSV_ROWS; i += 1) {
    lines.push(
      `Rumah Minimalis Contoh ${i},Rumah,${1_000_000_000 + i * 1000},3674,,,Jl. Merpati No. ${i % 200} Blok A,120,90,3,2,2,SHM,"Carport, Taman",Rumah siap huni dekat stasiun dan tol.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Records the gzip size of every script the context fetches (pages and workers). */
function recordScripts(context) {
  const files = new Map();
  context.on('response', async (response) => {
    if (!['script', 'other'].includes(response.request().resourceType())) return;
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    try {
      files.set(pathname, gzipSync(await response.body()).length);
    } catch {
      // gone with a navigation
    }
  });
  return files;
}

const total = (files, skip = new Set()) =>
  [...files].filter(([name]) => !skip.has(name)).reduce((sum, [, bytes]) => sum + bytes, 0);

export async function benchListings(browser, baseURL, storageState, { screenReady }) {
  console.log('\nListings:');
  // the detail route: what it loads beyond the listing screen
  const context = await browser.newContext({ storageState });
  const scripts = recordScripts(context);
  const page = await context.newPage();
  await page.goto(`${baseURL}/dashboard/listing`);
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  const listScripts = new Set(scripts.keys());
  const href = await page
    .locator('.ant-table-tbody a[href*="/dashboard/listing/"]')
    .first()
    .getAttribute('href');
  await page.locator(`.ant-table-tbody a[href="${href}"]`).first().click();
  await page.getByText('Harga wajar:', { exact: false }).waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  const detailOwn = new Map([...scripts].filter(([name]) => !listScripts.has(name)));
  console.log(
    `  listing detail (${href}): JS +${kib(total(detailOwn))} beyond the list (${detailOwn.size} files)`,
  );

  // the CSV dialog: its chunks, then the worker and the big file
  await page.goto(`${baseURL}/dashboard/listing`);
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  const beforeDialog = new Set(scripts.keys());
  await page.getByRole('button', { name: /Unggah CSV/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Unggah CSV' });
  await dialog.waitFor();
  await page.waitForLoadState('networkidle');
  const dialogOwn = new Map([...scripts].filter(([name]) => !beforeDialog.has(name)));

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-csv-'));
  const file = path.join(dir, 'listing-100k.csv');
  const csv = bigCsv();
  writeFileSync(file, csv);
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const started = Date.now();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.locator('.csv-preview tbody tr.ant-table-row').first().waitFor({ timeout: 60000 });
  const firstRows = Date.now() - started;
  await dialog
    .getByText(`${CSV_ROWS.toLocaleString('id-ID')} baris data`, { exact: true })
    .waitFor({ timeout: 120000 });
  const counted = Date.now() - started;
  const workerOwn = new Map([...scripts].filter(([name]) => !beforeDialog.has(name) && !dialogOwn.has(name)));
  const longest = await page.evaluate(() => window.__longest);
  console.log(
    `  CSV upload dialog: JS +${kib(total(dialogOwn))} (${dialogOwn.size} files), parse worker +${kib(total(workerOwn))}`,
  );
  console.log(
    `  ${CSV_ROWS.toLocaleString('en')}-row CSV (${(csv.length / 1024 / 1024).toFixed(1)} MB): first rows after ${firstRows} ms, count after ${counted} ms, longest main-thread task ${longest.toFixed(0)} ms   aim: first rows < 1000 ms, no task > 100 ms`,
  );
  rmSync(dir, { recursive: true, force: true });
  await context.close();
}
