// The moderation signals' figures of `npm run bench`, on the demo grown to 1,000 listings (each with
// three photos of its own; the worker hashes those that decide a duplicate, and those of the listings
// on screen): a visit to Listing (its page's signals, and that it reads no other listing), then
// "Perlu perhatian" (the newest 1,000 read in pages of 100, the worker hashing each page's deciding
// photos while the next comes, then the signals of all 1,000 computed: from the question to the answer
// on the page, the worker's own part, the photos hashed ahead, the page's longest task meanwhile), median of `runs` fresh pages; then the review queue's next listing (compared with
// the 1,000), median of `moves` moves. Printed, not asserted. Alone, on a built dist/:
// `node scripts/bench-signals.mjs`.
import { pathToFileURL } from 'node:url';

const LISTINGS = 1000;

/** The page's `listing-signals` measures (signals-client.ts) past the first `after`. */
const measures = (page, after = 0) =>
  page.evaluate(
    (skip) =>
      performance
        .getEntriesByName('listing-signals')
        .slice(skip)
        .map((entry) => ({ duration: entry.duration, end: entry.startTime + entry.duration, ...entry.detail })),
    after,
  );

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchSignals(browser, baseURL, storageState, { runs = 3, moves = 5 } = {}) {
  console.log('\nModeration signals (worker):');
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  const wideCalls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/house-list/admin') && url.searchParams.get('limit') === '100')
      wideCalls.push(url.searchParams.get('page'));
  });
  await page.goto(`${baseURL}/dashboard/listing`);
  await page.locator('.ant-table-row').first().waitFor({ timeout: 60000 });
  const present = await page.evaluate(() => window.demoBackend.addListings(0));
  await page.evaluate((count) => window.demoBackend.addListings(count), Math.max(0, LISTINGS - present));
  const visits = [];
  const whole = [];
  for (let run = 0; run < runs; run += 1) {
    // a fresh page: a fresh worker, no photo hashed yet, nothing read
    wideCalls.length = 0;
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('listing-signals').length > 0, null, {
      timeout: 60000,
      polling: 100,
    });
    const [visit] = await measures(page);
    visits.push({ ...visit, wide: wideCalls.length });
    await page.evaluate(() => {
      window.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.longestTask = Math.max(window.longestTask, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const asked = await page.evaluate(() => performance.now());
    await page.getByRole('switch', { name: 'Perlu perhatian' }).click();
    await page.waitForFunction(
      (count) =>
        performance
          .getEntriesByName('listing-signals')
          .some((entry) => entry.detail.all && entry.detail.count >= count),
      LISTINGS,
      { timeout: 120000, polling: 100 },
    );
    const [all] = (await measures(page)).filter((entry) => entry.all && entry.count >= LISTINGS);
    whole.push({
      ...all,
      fromSwitch: all.end - asked,
      pages: wideCalls.length,
      longest: await page.evaluate(() => window.longestTask),
    });
  }
  const visit = visits.find((one) => one.duration === median(visits.map((v) => v.duration)));
  console.log(
    `  a visit to Listing: its page's signals (${visit.count} listings) ${visit.duration.toFixed(0)} ms from question to answer (worker ${visit.workerMs.toFixed(0)} ms); other listings read: ${Math.max(...visits.map((v) => v.wide))}   aim: none`,
  );
  const middle = median(whole.map((one) => one.duration));
  const chosen = whole.find((one) => one.duration === middle);
  console.log(
    `  "Perlu perhatian", ${LISTINGS.toLocaleString('en')} listings, 3 photos each: ${middle.toFixed(0)} ms from question to answer (worker ${chosen.workerMs.toFixed(0)} ms, comparing by ${chosen.photos} photos: ${chosen.hashed} hashed then in ${chosen.hashMs.toFixed(0)} ms, ${chosen.warmed} ahead while the pages came (over ${chosen.warmMs.toFixed(0)} ms); longest main-thread task meanwhile ${chosen.longest.toFixed(0)} ms)   aim < 1000 ms, off the main thread   (runs: ${whole.map((one) => one.duration.toFixed(0)).join(', ')})`,
  );
  console.log(
    `    with the reading (${chosen.pages} pages of 100): ${chosen.fromSwitch.toFixed(0)} ms from the switch to the answer`,
  );

  // the review queue: each move asks for the listing on screen and the next, against the 1,000 read
  await page.getByRole('button', { name: 'Tinjau listing' }).click();
  const heading = page.getByRole('dialog', { name: /Tinjau listing/ }).getByRole('heading', { level: 3 });
  await heading.waitFor({ timeout: 60000 });
  const before = (await measures(page)).length;
  const progress = page.locator('.review-progress');
  for (let move = 0; move < moves; move += 1) {
    const was = await progress.textContent();
    await page.keyboard.press('s');
    await page.waitForFunction(
      (text) => document.querySelector('.review-progress')?.textContent !== text,
      was,
    );
  }
  await page.waitForFunction(
    (count) => performance.getEntriesByName('listing-signals').length >= count,
    before + moves,
    { timeout: 30000 },
  );
  const next = (await measures(page, before)).filter((entry) => !entry.all && entry.asked <= 2);
  console.log(
    `  review queue, next listing (against ${next[0]?.count ?? '?'}): median ${median(next.map((one) => one.duration)).toFixed(1)} ms (worker ${median(next.map((one) => one.workerMs)).toFixed(1)} ms)   aim: no wait   (moves: ${next.map((one) => one.duration.toFixed(1)).join(', ')})`,
  );
  await context.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { benchAlone } = await import('./bench-alone.mjs');
  await benchAlone(benchSignals);
}
