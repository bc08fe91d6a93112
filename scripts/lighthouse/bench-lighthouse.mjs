// Part of `npm run bench`: Lighthouse's mobile figures for the login page and, signed in, for
// /dashboard/listing, and the time from pressing "Masuk" to the dashboard showing its data. It prints
// figures; it asserts nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../../tests/e2e/lib/server.mjs';
import { ACCOUNTS, DEMO_PASSWORD, signInViaUi } from '../../tests/e2e/lib/session.mjs';
import { waitForData } from '../../tests/e2e/lib/ui.mjs';

/** This folder: Lighthouse is pinned by its package.json and package-lock.json, apart from the app's. */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const LIGHTHOUSE_PACKAGE = path.join(HERE, 'node_modules/lighthouse/package.json');

/** Lighthouse, installed in this folder on first use (`npm ci`: the app's install never fetches it). */
async function loadLighthouse() {
  if (!existsSync(LIGHTHOUSE_PACKAGE)) {
    console.log('Installing Lighthouse for the bench (npm ci in scripts/lighthouse) ...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: HERE, stdio: 'inherit' });
  }
  return (await import('lighthouse')).default;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const metricText = (label, value) =>
  label === 'CLS' ? value.toFixed(3) : label === 'TBT' ? `${value.toFixed(0)} ms` : seconds(value);

/** One Lighthouse run (its default settings: mobile, simulated throttling) in the browser on `port`. */
async function audit(url, port, { keepStorage, desktop = false }) {
  const lighthouse = await loadLighthouse();
  const desktopConfig = desktop
    ? (await import('lighthouse/core/config/desktop-config.js')).default
    : undefined;
  const result = await lighthouse(
    url,
    {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // a signed-in screen needs the origin's local storage, which Lighthouse clears by default
      disableStorageReset: keepStorage,
    },
    desktopConfig,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    metrics: Object.fromEntries(METRICS.map(([label, id]) => [label, lhr.audits[id].numericValue ?? NaN])),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function printAudits(name, runs) {
  const figures = [
    `performance ${median(runs.map((run) => run.scores.performance))}`,
    ...METRICS.map(
      ([label]) => `${label} ${metricText(label, median(runs.map((run) => run.metrics[label])))}`,
    ),
    `accessibility ${median(runs.map((run) => run.scores.accessibility))}`,
    `best-practices ${median(runs.map((run) => run.scores['best-practices']))}`,
  ];
  console.log(`  ${name.padEnd(20)}${figures.join('  ')}`);
  if (runs.length > 1)
    console.log(
      `  ${''.padEnd(20)}(performance per run: ${runs.map((run) => run.scores.performance).join(', ')})`,
    );
  const ended = [...new Set(runs.map((run) => new URL(run.finalUrl).pathname))];
  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  console.log(
    `  ${''.padEnd(20)}ended on ${ended.join(', ')}${warnings.length ? `; warnings: ${warnings.join(' | ')}` : ''}`,
  );
}

/**
 * Runs `use(context, port)` in a Chromium of its own on a throwaway profile, with a DevTools port that
 * Lighthouse attaches to. The persistent context is the browser's default one: the tab Lighthouse
 * opens shares its storage.
 */
async function withOwnBrowser(use) {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    // no viewport of our own: Lighthouse emulates its phone
    viewport: null,
  });
  try {
    return await use(context, port);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on the login page (first visit) and on /dashboard/listing (signed in through the UI
 * first, with the HTTP cache then emptied), `runs` times each, each run in a fresh browser profile;
 * prints the median of each figure.
 */
export async function benchLighthouse(baseURL, { runs = 3 } = {}) {
  const login = [];
  const listing = [];
  for (let i = 0; i < runs; i += 1) {
    login.push(await withOwnBrowser((context, port) => audit(`${baseURL}/`, port, { keepStorage: false })));
  }
  for (let i = 0; i < runs; i += 1) {
    listing.push(
      await withOwnBrowser(async (context, port) => {
        const page = context.pages()[0] ?? (await context.newPage());
        await signInViaUi(page, baseURL, ACCOUNTS.superadmin);
        await page.goto('about:blank');
        // signed in, but the screen's files come from the network as on a first visit
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        return audit(`${baseURL}/dashboard/listing`, port, { keepStorage: true });
      }),
    );
  }
  const benchmark = median([...login, ...listing].map((run) => run.benchmarkIndex));
  console.log(
    `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling; median of ${runs} run${runs > 1 ? 's' : ''}; this machine's benchmark index ${benchmark.toFixed(0)}, load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores):`,
  );
  printAudits('login page', login);
  printAudits('/dashboard/listing', listing);
}

/** Lighthouse on /dashboard/listing, signed in through the UI first, with the HTTP cache then emptied. */
function auditSignedIn(baseURL, { desktop = false } = {}) {
  return withOwnBrowser(async (context, port) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInViaUi(page, baseURL, ACCOUNTS.superadmin);
    await page.goto('about:blank');
    // signed in, but the screen's files come from the network as on a first visit
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    return audit(`${baseURL}/dashboard/listing`, port, { keepStorage: true, desktop });
  });
}

/**
 * The requests /dashboard/listing makes, signed in, in a fresh profile with an empty cache, from the
 * navigation until its first row shows (no throttling: the count, not the time).
 */
function requestsBeforeRows(baseURL) {
  return withOwnBrowser(async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInViaUi(page, baseURL, ACCOUNTS.superadmin);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    let count = 0;
    const counting = () => (count += 1);
    page.on('request', counting);
    await page.goto(`${baseURL}/dashboard/listing`);
    await waitForData(page, 30000);
    page.off('request', counting);
    return count;
  });
}

/** What the first row waits for on a phone: the listing's rows or cards (the address skeleton's first ones too). */
const FIRST_ROW = '.resource-list tr.ant-table-row, .resource-card';
/** The list's own rows or cards, which the person can work with (not the skeleton's). */
const LIST_ROW = '.resource-list tr.ant-table-row, .resource-list .resource-card';

/**
 * Lighthouse's slow 4G (its mobile preset) as the browser applies it to each request: the latency
 * and throughputs Lighthouse itself uses when it throttles through DevTools.
 */
async function slow4G() {
  await loadLighthouse();
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
  const bytesPerSecond = (kbps) => (kbps * 1024) / 8;
  return {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: bytesPerSecond(downloadThroughputKbps),
    uploadThroughput: bytesPerSecond(uploadThroughputKbps),
  };
}

/**
 * /dashboard/listing signed in on a phone held upright (412 x 823, the CPU 4x slower, empty cache): when
 * its first row or card shows (the address skeleton's first cards count: a person reads them), when the
 * list's own do, and the main thread's blocking time (each long task's time over 50 ms) until 3 s
 * after those. Steadier than Lighthouse's simulated TBT from run to run, so a change's effect
 * shows in a few runs. With `network`, each request also goes at that speed (`slow4G`): what waits for
 * the bytes rather than the CPU.
 */
function phoneMainThread(baseURL, { network } = {}) {
  return withOwnBrowser(async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize({ width: 412, height: 823 });
    await signInViaUi(page, baseURL, ACCOUNTS.superadmin);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.addInitScript(() => {
      window.benchLongTasks = [];
      new PerformanceObserver((list) =>
        window.benchLongTasks.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${baseURL}/dashboard/listing`);
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
    const firstRow = await page.evaluate(() => performance.now());
    await page.locator(LIST_ROW).first().waitFor({ timeout: 60_000 });
    const listRow = await page.evaluate(() => performance.now());
    await page.waitForFunction((until) => performance.now() > until, listRow + 3000, { timeout: 30_000 });
    const blocking = await page.evaluate(() =>
      window.benchLongTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    );
    return { firstRow, listRow, blocking };
  });
}

/**
 * For the signed-in /dashboard/listing of the build served at `baseURL`: Lighthouse's mobile figures
 * (performance, LCP, TBT, CLS), the requests made before the rows show and the desktop preset's
 * performance, each the median of `runs` runs in fresh profiles with an empty cache.
 */
export async function benchListingScreen(baseURL, { runs = 3, name } = {}) {
  const mobile = [];
  const desktop = [];
  const requests = [];
  const phone = [];
  const phoneOn4G = [];
  const network = await slow4G();
  // alternated, so that a busy moment of the machine does not fall on one figure alone
  for (let i = 0; i < runs; i += 1) {
    mobile.push(await auditSignedIn(baseURL));
    desktop.push(await auditSignedIn(baseURL, { desktop: true }));
    requests.push(await requestsBeforeRows(baseURL));
    phone.push(await phoneMainThread(baseURL));
    phoneOn4G.push(await phoneMainThread(baseURL, { network }));
  }
  const of = (list, pick) => median(list.map(pick));
  console.log(
    `\n${name}, signed-in /dashboard/listing, empty cache (Lighthouse ${lighthouseVersion()}, median of ${runs}; load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores):`,
  );
  console.log(
    `  mobile: performance ${of(mobile, (run) => run.scores.performance)}  LCP ${seconds(of(mobile, (run) => run.metrics.LCP))}  TBT ${of(mobile, (run) => run.metrics.TBT).toFixed(0)} ms  CLS ${of(mobile, (run) => run.metrics.CLS).toFixed(3)}   aim: >= 90, <= 2.5 s, <= 200 ms, <= 0.05`,
  );
  console.log(
    `  requests before the rows show: ${median(requests)}   aim: <= 30;  desktop preset: performance ${of(desktop, (run) => run.scores.performance)}   aim: 100`,
  );
  console.log(
    `  phone (412 px, CPU 4x slower, no Lighthouse): first row ${of(phone, (run) => run.firstRow).toFixed(0)} ms, the list's own ${of(phone, (run) => run.listRow).toFixed(0)} ms, blocking time until 3 s after the list's ${of(phone, (run) => run.blocking).toFixed(0)} ms`,
  );
  console.log(
    `  the same phone on slow 4G (${network.latency} ms a request, ${((network.downloadThroughput * 8) / 1024).toFixed(0)} Kbps down, applied by the browser): first row ${of(phoneOn4G, (run) => run.firstRow).toFixed(0)} ms, the list's own ${of(phoneOn4G, (run) => run.listRow).toFixed(0)} ms`,
  );
  console.log(
    `  (per run: mobile ${mobile.map((run) => run.scores.performance).join(', ')}; TBT ${mobile.map((run) => run.metrics.TBT.toFixed(0)).join(', ')} ms; requests ${requests.join(', ')}; phone blocking ${phone.map((run) => run.blocking.toFixed(0)).join(', ')} ms; desktop ${desktop.map((run) => run.scores.performance).join(', ')})`,
  );
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(LIGHTHOUSE_PACKAGE, 'utf8')).version;
}

/**
 * The time from pressing "Masuk" on the login page (form filled in) to the dashboard showing its data,
 * in a fresh context each run; prints the median.
 */
export async function benchSignIn(browser, baseURL, { runs = 7 } = {}) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await page.getByLabel('Email').fill(ACCOUNTS.superadmin);
      await page.getByLabel('Kata Sandi').fill(DEMO_PASSWORD);
      const button = page.getByRole('button', { name: 'Masuk', exact: true });
      await button.evaluate((element) =>
        element.addEventListener('click', () => (window.pressedAt = performance.now()), { once: true }),
      );
      await button.click();
      await page.waitForURL(/\/dashboard/);
      await waitForData(page, 20000);
      // the app goes to the dashboard without reloading: the page's clock runs on
      const ms = await page.evaluate(() => performance.now() - window.pressedAt);
      if (!Number.isFinite(ms)) throw new Error('the press on "Masuk" was not seen by the page');
      times.push(ms);
    } finally {
      await context.close();
    }
  }
  console.log(
    `\nSign-in: pressing "Masuk" to the dashboard showing its data, median over ${runs} runs: ${median(times).toFixed(0)} ms   (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
}
