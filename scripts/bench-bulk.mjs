// The bulk figures of `npm run bench`: on a 100-row listing page, the time to select every row and
// the time from "Hapus" on the selection bar until the rows are gone with "Urungkan" offered (the run
// undone afterwards), and the longest main-thread task meanwhile. Printed, not asserted.
// Alone, on a built dist/: `node scripts/bench-bulk.mjs`.
import { pathToFileURL } from 'node:url';

const ROWS = 100;

export async function benchBulk(browser, baseURL, storageState) {
  console.log('\nBulk selection:');
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/dashboard/listing?pageSize=${ROWS}&currentPage=1`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.nth(ROWS - 1).waitFor({ timeout: 60000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const bar = page.getByRole('region', { name: 'Aksi untuk data yang dipilih' });
  let started = Date.now();
  await page.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }).check();
  await bar.getByText(`${ROWS} dipilih`).waitFor({ timeout: 30000 });
  const selected = Date.now() - started;
  started = Date.now();
  await bar.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('button', { name: 'Urungkan' }).waitFor({ timeout: 30000 });
  await page.getByText('Belum ada data.').or(page.locator('.ant-empty')).first().waitFor({ timeout: 30000 });
  const runStarted = Date.now() - started;
  const longest = await page.evaluate(() => window.__longest);
  await page.getByRole('button', { name: 'Urungkan' }).click();
  console.log(
    `  ${ROWS}-row page: all selected after ${selected} ms, bulk delete started (rows gone, "Urungkan" offered) after ${runStarted} ms, longest main-thread task ${longest.toFixed(0)} ms   aim: no task > 200 ms`,
  );
  await context.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { launchBrowser, startPreview } = await import('../tests/e2e/lib/server.mjs');
  const { ACCOUNTS, createSessionCache } = await import('../tests/e2e/lib/session.mjs');
  const server = await startPreview();
  const browser = await launchBrowser();
  try {
    const superadmin = await createSessionCache(browser, server.baseURL)(ACCOUNTS.superadmin);
    await benchBulk(browser, server.baseURL, superadmin);
  } finally {
    await browser.close();
    server.stop();
  }
}
