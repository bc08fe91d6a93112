// Part of `npm run bench` (`--visits` runs only it): for a build for real services against the local
// fake of the services (scripts/bench-real-services.mjs), on a phone (412 x 915, CPU 4x slower, 1.6
// Mbit/s down, 0.75 Mbit/s up, 150 ms round trips), the time from navigation start to the first
// record of /dashboard/listing on screen: on a first visit (signed in, nothing cached), on the next
// visit (the same browser a moment later: its HTTP cache, the app's worker and kept lists), and on a
// next visit offline. Median of BENCH_VISIT_RUNS (default 3), each run in a fresh browser profile.
// The throttling is the page's (Chromium's DevTools protocol): what the app's worker reads from its
// cache is not slowed, as on a phone; what it fetches (only /config.js) is not slowed either.
// It prints figures; it asserts nothing.
import { ACCOUNTS, DEMO_PASSWORD } from '../tests/e2e/lib/session.mjs';

const PHONE = {
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2.625,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1e6) / 8,
  uploadThroughput: (0.75 * 1e6) / 8,
};
/** A record on screen: a list's row, or a card on a phone (the address frame's first ones count too). */
const RECORD = '.resource-list tr.ant-table-row, .resource-card';
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Records, in the page, when the first record is drawn (no polling delay from here). */
function watchFirstRecord(selector) {
  const seen = () => {
    if (window.__firstRecordAt || !document.querySelector(selector)) return;
    window.__firstRecordAt = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

/** Signs in through the login form (unthrottled), leaving the session in the context's storage. */
async function signIn(context, baseURL) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await page.getByLabel('Email').fill(ACCOUNTS.superadmin);
  await page.getByLabel('Kata Sandi').fill(DEMO_PASSWORD);
  await page.getByLabel('Kata Sandi').press('Enter');
  await page.waitForURL(/\/dashboard/);
  await page.close();
}

/** One visit of /dashboard/listing in `context` on the phone profile: ms to the first record, or null. */
async function visit(context, baseURL, { offline = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...NETWORK, offline });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // offline without the app's worker: the browser's own offline page, no record
  const loaded = await page.goto(`${baseURL}/dashboard/listing`).then(
    () => true,
    () => false,
  );
  const at = !loaded
    ? null
    : await page
        .waitForFunction(() => window.__firstRecordAt, null, { timeout: 30000, polling: 100 })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    ...NETWORK,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
    offline,
  });
  return { page, at };
}

/** What a browser keeps for the next visit, once the first is done: the app's worker active, the list kept. */
async function settled(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // a build with the app's worker (its /sw.js is a script, not the page): it registers once the first
  // screen's data is on screen; wait until it is active
  const hasWorker = await page.evaluate(async () =>
    /javascript/.test((await fetch('/sw.js')).headers.get('content-type') ?? ''),
  );
  if (hasWorker)
    await page
      .waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
        null,
        { timeout: 30000, polling: 250 },
      )
      .catch(() => undefined);
  // the kept answers are written a second after the list's last change
  await page
    .waitForFunction(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('pbo-kept');
          open.onerror = () => resolve(true);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('queries')) return resolve(true);
            const count = db.transaction('queries').objectStore('queries').count();
            count.onsuccess = () => resolve(count.result > 0);
            count.onerror = () => resolve(true);
          };
        }),
      null,
      { timeout: 15000, polling: 250 },
    )
    .catch(() => undefined);
}

/** The three visits, `runs` times each in a fresh profile; prints their medians. */
export async function benchVisits(
  browser,
  baseURL,
  { runs = Number(process.env.BENCH_VISIT_RUNS || 3), name } = {},
) {
  const times = { first: [], next: [], offline: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    try {
      await context.addInitScript(watchFirstRecord, RECORD);
      // signed in on another page first, so the first visit has a session and nothing of the app cached
      await signIn(context, baseURL);
      const blank = await context.newPage();
      const cdp = await context.newCDPSession(blank);
      await cdp.send('Network.clearBrowserCache');
      // the session (local storage) stays; what the sign-in's pages left for a next visit goes
      // and so does the mark that this browser keeps some (src/providers/kept-flag.ts), read on a
      // file of the origin that runs no app code
      await blank.goto(`${baseURL}/favicon.svg`);
      await blank.evaluate(() => localStorage.removeItem('pbo.kept'));
      await cdp.send('Storage.clearDataForOrigin', {
        origin: baseURL,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      await blank.close();
      const first = await visit(context, baseURL);
      times.first.push(first.at);
      await settled(first.page);
      await first.page.close();
      const next = await visit(context, baseURL);
      times.next.push(next.at);
      await settled(next.page);
      await next.page.close();
      await context.setOffline(true);
      const offline = await visit(context, baseURL, { offline: true });
      times.offline.push(offline.at);
    } finally {
      await context.close();
    }
  }
  const show = (values) =>
    values.some((value) => value === null)
      ? `no record on screen in ${values.filter((value) => value === null).length} of ${values.length} runs (runs: ${values.map((v) => (v === null ? '-' : v.toFixed(0))).join(', ')})`
      : `${(median(values) / 1000).toFixed(2)} s (runs: ${values.map((v) => v.toFixed(0)).join(', ')} ms)`;
  console.log(
    `\n${name ?? 'Visits'}: first record of /dashboard/listing on a phone (412 x 915, CPU 4x, 1.6 Mbit/s, 150 ms RTT), median of ${runs}:`,
  );
  console.log(`  first visit, nothing cached:  ${show(times.first)}   aim: no slower than 2.7 s`);
  console.log(`  next visit:                   ${show(times.next)}   aim: <= 0.6 s`);
  console.log(`  next visit, offline:          ${show(times.offline)}   aim: the last list on screen`);
  return times;
}
