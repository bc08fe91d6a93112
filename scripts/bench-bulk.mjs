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
  // the controls are found before the clock starts, and what follows is waited for with a plain
  // selector: Playwright's role and text queries run on the page's main thread, and over a 100-row
  // table one takes ~200 ms, which the long-task observer would count as the app's
  const selectAll = await page
    .getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' })
    .elementHandle();
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const shown = (selector, text) =>
    page.waitForFunction(
      ([css, expected]) =>
        [...document.querySelectorAll(css)].some((element) => element.textContent?.trim() === expected),
      [selector, text],
      { timeout: 30000, polling: 'raf' },
    );
  let started = Date.now();
  await selectAll.click();
  await shown('.bulk-count', `${ROWS} dipilih`);
  const selected = Date.now() - started;
  const longestWhileSelecting = await page.evaluate(() => window.__longest);
  const remove = await page.locator('.bulk-bar button', { hasText: 'Hapus' }).elementHandle();
  await page.evaluate(() => (window.__longest = 0));
  started = Date.now();
  await remove.click();
  await shown('button', 'Urungkan');
  await page.locator('.ant-table-tbody .ant-empty').first().waitFor({ timeout: 30000 });
  const runStarted = Date.now() - started;
  const longest = Math.max(longestWhileSelecting, await page.evaluate(() => window.__longest));
  await page.getByRole('button', { name: 'Urungkan' }).click();
  console.log(
    `  ${ROWS}-row page: all selected after ${selected} ms, bulk delete started (rows gone, "Urungkan" offered) after ${runStarted} ms, longest main-thread task ${longest.toFixed(0)} ms   aim: no task > 200 ms`,
  );
  await context.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { benchAlone } = await import('./bench-alone.mjs');
  await benchAlone(benchBulk);
}
