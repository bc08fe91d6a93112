// Part of `npm run bench` (`--visits` runs only it): for a build for real services against the local
// fake of the services (scripts/bench-real-services.mjs), on a phone (412 x 915, CPU 4x slower, 1.6
// Mbit/s down, 0.75 Mbit/s up, 150 ms round trips), the time from navigation start to the first
// record of /dashboard/listing on screen: on a first visit (signed in, nothing cached), on the next
// visit (the same browser a moment later: its HTTP cache, the app's worker and kept lists), and on a
// next visit offline. Median of BENCH_VISIT_RUNS (default 3), each run in a fresh browser profile;
// other targets (the stock template's /posts: bench-stock.mjs) take turns with it, run by run.
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
/** A record on screen: a list's row, or a card on a phone (the address skeleton's first ones count too). */
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
async function signInToApp(context, baseURL) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await page.getByLabel('Email').fill(ACCOUNTS.superadmin);
  await page.getByLabel('Kata Sandi').fill(DEMO_PASSWORD);
  await page.getByLabel('Kata Sandi').press('Enter');
  await page.waitForURL(/\/dashboard/);
  await page.close();
}

/** One visit of `path` in `context` on the phone profile: ms to the first record, or null. */
async function visit(context, baseURL, { offline = false, path = '/dashboard/listing' } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...NETWORK, offline });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // offline without the app's worker: the browser's own offline page, no record
  const loaded = await page.goto(`${baseURL}${path}`).then(
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
  // the persisted answers are written a second after the list's last change
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

/** The three visits of `target` in a fresh profile: ms to the first record of each, or null. */
async function visitsOf(browser, { baseURL, path, record, signIn }) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(watchFirstRecord, record);
    // signed in on another page first, so the first visit has a session and nothing of the app cached
    await signIn(context, baseURL);
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    await cdp.send('Network.clearBrowserCache');
    // the session (local storage) stays; what the sign-in's pages left for a next visit goes
    // and so does the mark that this browser keeps some (src/providers/persisted-flag.ts), read on a
    // file of the origin that runs no app code
    await blank.goto(`${baseURL}/favicon.svg`);
    await blank.evaluate(() => localStorage.removeItem('pbo.kept'));
    await cdp.send('Storage.clearDataForOrigin', {
      origin: baseURL,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await blank.close();
    const first = await visit(context, baseURL, { path });
    await settled(first.page);
    await first.page.close();
    const next = await visit(context, baseURL, { path });
    await settled(next.page);
    await next.page.close();
    await context.setOffline(true);
    const offline = await visit(context, baseURL, { offline: true, path });
    return { first: first.at, next: next.at, offline: offline.at };
  } finally {
    await context.close();
  }
}

const show = (values) =>
  values.some((value) => value === null)
    ? `no record on screen in ${values.filter((value) => value === null).length} of ${values.length} runs (runs: ${values.map((v) => (v === null ? '-' : v.toFixed(0))).join(', ')})`
    : `${(median(values) / 1000).toFixed(2)} s (runs: ${values.map((v) => v.toFixed(0)).join(', ')} ms)`;

/**
 * The three visits of each target (`{ name, baseURL, path, record, signIn }`), `runs` times each in a
 * fresh profile, the targets taking turns in each round (the machine's load falls on all alike);
 * prints each one's medians and returns its times.
 */
export async function benchVisitTargets(
  browser,
  targets,
  { runs = Number(process.env.BENCH_VISIT_RUNS || 3) } = {},
) {
  const times = targets.map(() => ({ first: [], next: [], offline: [] }));
  for (let run = 0; run < runs; run += 1) {
    for (const [at, target] of targets.entries()) {
      const got = await visitsOf(browser, target);
      for (const visitName of ['first', 'next', 'offline']) times[at][visitName].push(got[visitName]);
    }
  }
  for (const [at, target] of targets.entries()) {
    console.log(
      `\n${target.name}: first record of ${target.path} on a phone (412 x 915, CPU 4x, 1.6 Mbit/s, 150 ms RTT), median of ${runs}:`,
    );
    const aims = target.aims ?? {};
    console.log(`  first visit, nothing cached:  ${show(times[at].first)}${aims.first ?? ''}`);
    console.log(`  next visit:                   ${show(times[at].next)}${aims.next ?? ''}`);
    console.log(`  next visit, offline:          ${show(times[at].offline)}${aims.offline ?? ''}`);
  }
  return times;
}

/** The app at `baseURL` as a target of benchVisitTargets: its /dashboard/listing, signed in by its form. */
export function appTarget(baseURL, name = 'Visits') {
  return {
    name,
    baseURL,
    path: '/dashboard/listing',
    record: RECORD,
    signIn: signInToApp,
    aims: {
      first: '   aim: no slower than 2.7 s',
      next: '   aim: <= 0.6 s',
      offline: '   aim: the last list on screen',
    },
  };
}

/** The app's three visits of /dashboard/listing at `baseURL`; `alongside`: targets that take turns with it. */
export async function benchVisits(browser, baseURL, { runs, name, alongside = [] } = {}) {
  const [times] = await benchVisitTargets(browser, [appTarget(baseURL, name), ...alongside], { runs });
  return times;
}
