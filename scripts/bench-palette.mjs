// The palette figure of `npm run bench`: the time from the last keystroke of part of a listing's title
// in Ctrl+K to its first record result on screen (the pause before the lists are asked included),
// median of `runs`. Printed, not asserted. Alone, on a built dist/: `node scripts/bench-palette.mjs`.
import { pathToFileURL } from 'node:url';

export async function benchPalette(browser, baseURL, storageState, { runs = 5 } = {}) {
  console.log('\nCommand palette (Ctrl+K):');
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/dashboard/listing`);
  const firstTitle = page.locator('.ant-table-row a').first();
  await firstTitle.waitFor({ timeout: 60000 });
  const words = (await firstTitle.textContent()).trim().split(' ').slice(0, 3).join(' ');
  const input = page.getByRole('combobox', { name: /Ketik nama layar/ });
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await page.keyboard.press('Control+k');
    await input.waitFor();
    await input.fill(words.slice(0, -1));
    // the clock starts with the last keystroke; a record result is an option of a group other than "Layar"
    const started = Date.now();
    await page.keyboard.type(words.at(-1));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#palette-results [role="group"]')].some(
          (group) => group.getAttribute('aria-label') !== 'Layar' && group.querySelector('[role="option"]'),
        ),
      undefined,
      { timeout: 30000, polling: 'raf' },
    );
    const elapsed = Date.now() - started;
    times.push(elapsed);
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'hidden' });
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  last keystroke to the first record result ("${words}"): median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms   (runs: ${times.map((t) => t.toFixed(0)).join(', ')}; includes the 250 ms pause before the lists are asked)`,
  );
  await context.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { benchAlone } = await import('./bench-alone.mjs');
  await benchAlone(benchPalette);
}
