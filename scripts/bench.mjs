// `npm run bench`: builds the demo bundle, then prints what the login page and each route load
// (gzip size of JS and CSS, measured in Chromium) and the median load time of the login page and
// the dashboard. It prints figures; it asserts nothing. `--skip-build` measures the current dist/;
// `--sizes` prints only the sizes (no flood, listings, load-time or Lighthouse runs); `--modules` also
// lists the largest modules of the login page's files and of the app files the first list screen
// (/dashboard/listing) loads. It also prints Lighthouse's mobile figures
// (performance, FCP, LCP, TBT, CLS, Speed Index, accessibility, best practices) for the login page and
// the signed-in /dashboard/listing (median of BENCH_LIGHTHOUSE_RUNS, default 3) and the median time from
// pressing "Masuk" to the dashboard's data; `--lighthouse` prints only those two. Before them it prints
// the main-thread time a 1,000-record bulk delete costs the page the outbox sends it from
// (scripts/bench-outbox.mjs; also for the build for real services, after its Lighthouse figures), how
// soon the viewing agenda shows its first day with 2,000 schedules to read, against its last page read
// (scripts/bench-agenda.mjs; for both builds too; `--agenda` prints only those two), the time from the
// last keystroke in Ctrl+K to the first record result (scripts/bench-palette.mjs), and
// the time to compute the moderation signals of 1,000 listings and of the review queue's next listing
// (scripts/bench-signals.mjs), and the time to score 1,000 listings and to compute the dashboard's
// answer times per agent of 10,000 leads (scripts/bench-trade.mjs). Lighthouse is pinned
// in scripts/lighthouse/ (its own package.json and lock) and installed there on first use, so that the
// app's `npm ci` does not fetch its 170 MB. Last, for the signed-in /dashboard/listing of the demo build
// and of a build for real services (VITE_DEMO=false, served beside a local fake of the services made of
// the demo's own handlers: scripts/bench-real-services.mjs), it prints Lighthouse's mobile performance,
// LCP, TBT and CLS, the requests made before the rows show and the desktop preset's performance;
// `--real` prints only those. Last, a phone's first visit, next visit and next visit offline of that
// build (scripts/bench-visits.mjs), taking turns with the stock Refine + antd template when a built copy
// of it is found (BENCH_STOCK_DIR; scripts/bench-stock.mjs); `--visits` prints only those.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROUTES, routeUrl } from '../tests/e2e/lib/routes.mjs';
import { buildApp, launchBrowser, ROOT, startPreview } from '../tests/e2e/lib/server.mjs';
import { ACCOUNTS, createSessionCache, DEMO_PASSWORD } from '../tests/e2e/lib/session.mjs';
import { waitForData } from '../tests/e2e/lib/ui.mjs';
import { benchAgenda } from './bench-agenda.mjs';
import { benchBulk } from './bench-bulk.mjs';
import { floodFigures } from './bench-flood.mjs';
import { benchListings } from './bench-listings.mjs';
import { benchOutbox } from './bench-outbox.mjs';
import { benchPalette } from './bench-palette.mjs';
import { buildRealServices, startFakeServices } from './bench-real-services.mjs';
import { benchSignals } from './bench-signals.mjs';
import { startStockTemplate, STOCK_DIR, stockBuilt } from './bench-stock.mjs';
import { benchTrade } from './bench-trade.mjs';
import { benchVisits } from './bench-visits.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const skipBuild = process.argv.includes('--skip-build');
const sizesOnly = process.argv.includes('--sizes');
const listModules = process.argv.includes('--modules');
const lighthouseOnly = process.argv.includes('--lighthouse');
const realOnly = process.argv.includes('--real');
const visitsOnly = process.argv.includes('--visits');
const agendaOnly = process.argv.includes('--agenda');
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The files of dist/ the demo backend alone needs, and those of the app without it (Vite's manifest). */
function demoOnlyFiles() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/.vite/manifest.json'), 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      const entry = manifest[key];
      if (!entry || seen.has(key)) return;
      seen.add(key);
      for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const demoKeys = Object.keys(manifest).filter((key) => key.startsWith('src/mocks/'));
  const demo = closure(demoKeys);
  const appRoots = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry || manifest[key].isEntry,
  );
  const app = new Set();
  for (const key of appRoots.filter((key) => !key.startsWith('src/mocks/'))) {
    // the app's own graph, without walking into the demo backend
    const visit = (k) => {
      if (app.has(k) || k.startsWith('src/mocks/')) return;
      const entry = manifest[k];
      if (!entry) return;
      app.add(k);
      for (const next of entry.imports ?? []) visit(next);
    };
    visit(key);
  }
  const demoOnly = new Set([...demo].filter((key) => !app.has(key)).map((key) => manifest[key].file));
  return { demoOnly, app: new Set([...app].map((key) => manifest[key].file)) };
}

/** The lazy chunks a source module brings alone (its file and the imports no other chunk shares). */
function lazyChunkOf(source) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/.vite/manifest.json'), 'utf8'));
  const entry = manifest[source];
  if (!entry) return { files: [], gzip: 0 };
  const importers = new Map();
  for (const [key, value] of Object.entries(manifest)) {
    for (const next of value.imports ?? []) importers.set(next, [...(importers.get(next) ?? []), key]);
  }
  const own = [
    source,
    ...(entry.imports ?? []).filter((key) => (importers.get(key) ?? []).every((by) => by === source)),
  ];
  const files = own.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  const gzip = files.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(ROOT, 'dist', file))).length,
    0,
  );
  return { files, gzip };
}

/**
 * The files a build without the demo backend loads for the login page: the entry, the app it imports
 * at once (src/entry.ts imports main.tsx) and the login page's chunk, with what they import statically
 * (a chunk the demo backend shares with a lazy screen, e.g. socket.io's parser, is fetched on the
 * demo's login page but is not the login page's), and the page's own scripts (theme-boot.js, config.js):
 * every script the login page loads before its form is usable (issue 55: at most 150 KiB gzip).
 */
function loginPageFiles() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.imports ?? []).forEach(visit);
  };
  Object.keys(manifest)
    .filter(
      (key) => manifest[key].isEntry || key === 'src/main.tsx' || key === 'src/pages/login/LoginPage.tsx',
    )
    .forEach(visit);
  // and the page's own classic scripts (public/theme-boot.js, the runtime configuration /config.js)
  const page = readFileSync(path.join(ROOT, 'dist/index.html'), 'utf8');
  for (const [, file] of page.matchAll(/<script src="\/([^"]+)"><\/script>/g)) files.add(file);
  return files;
}

const isMarkdown = (source) => /node_modules[\\/]react-markdown[\\/]/.test(source);
const isRefineAntd = (source) => /node_modules[\\/]@refinedev[\\/]antd[\\/]/.test(source);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The generated characters of each source in a source map (from its mappings). */
function bytesPerSource(map, code) {
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    let column = 0;
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push({ column, source: values.length > 1 ? source : -1 });
    }
    const length = lines[row]?.length ?? 0;
    segments.forEach((item, index) => {
      if (item.source < 0) return;
      const end = segments[index + 1]?.column ?? length;
      const name = map.sources[item.source];
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - item.column));
    });
  });
  return bytes;
}

/** For each JS file of dist/ with a source map: its modules and their (minified) size. */
function modulesOfChunks() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/.vite/manifest.json'), 'utf8'));
  const files = new Set(Object.values(manifest).map((entry) => entry.file));
  const out = new Map();
  for (const file of files) {
    const mapFile = path.join(ROOT, 'dist', `${file}.map`);
    if (!file.endsWith('.js') || !existsSync(mapFile)) continue;
    const code = readFileSync(path.join(ROOT, 'dist', file), 'utf8');
    out.set(file, bytesPerSource(JSON.parse(readFileSync(mapFile, 'utf8')), code));
  }
  return out.size ? out : null;
}

function loadsModule(modules, loaded, test) {
  return [...loaded.keys()].some((name) =>
    [...(modules.get(name.replace(/^\//, ''))?.keys() ?? [])].some(test),
  );
}

/** The largest modules (minified size) of the given files of dist/, by package or folder. */
function printLargestModules(modules, files, title = 'the login page') {
  const total = new Map();
  for (const file of files) {
    for (const [source, bytes] of modules.get(file) ?? []) {
      const match = source.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](.*)/);
      const key = match
        ? `${match[1]} ${match[2].split(/[\\/]/).slice(0, 2).join('/')}`
        : source.replace(/^(\.\.\/)+/, '');
      total.set(key, (total.get(key) ?? 0) + bytes);
    }
  }
  console.log(`  largest modules of ${title} (minified, before gzip):`);
  for (const [key, bytes] of [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_MODULES || 40)))
    console.log(`    ${kib(bytes).padStart(10)}  ${key}`);
}

/** Loads `url` in a fresh context and returns the JS and CSS files it fetched with their gzip size. */
async function assetsOf(browser, url, { storageState, ready, settle = true }) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { pathname } = new URL(response.url());
    try {
      files.set(pathname, { type, gzip: gzipSync(await response.body()).length });
    } catch {
      // a body that is gone (navigation) is not counted
    }
  });
  await page.goto(url);
  await ready(page);
  if (settle) await page.waitForLoadState('networkidle');
  await context.close();
  return new Map(files);
}

function sum(files, type, filter = () => true) {
  let total = 0;
  for (const [name, file] of files) if (file.type === type && filter(name)) total += file.gzip;
  return total;
}

async function timeTo(browser, url, { storageState, ready }) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

/** The sign-in time and Lighthouse's figures (Lighthouse is loaded only then: `--sizes` stays quick). */
async function benchMeasured(browser, baseURL) {
  const { benchLighthouse, benchSignIn } = await import('./lighthouse/bench-lighthouse.mjs');
  await benchSignIn(browser, baseURL, { runs: RUNS });
  await benchLighthouse(baseURL, { runs: LIGHTHOUSE_RUNS });
}

/**
 * A phone's first visit, next visit and next visit offline of /dashboard/listing, for the build for
 * real services (BENCH_VISITS_DIST: another build of it, e.g. an older commit's) against the fake.
 */
async function benchRealVisits(browser) {
  const fake = await startFakeServices(
    process.env.BENCH_VISITS_DIST ? { dist: process.env.BENCH_VISITS_DIST } : {},
  );
  // the stock template takes turns with it, when built (scripts/bench-stock.mjs)
  const stock = stockBuilt() ? await startStockTemplate() : undefined;
  if (!stock)
    console.log(
      `\n(the stock template is not measured: set BENCH_STOCK_DIR to a built copy of it${STOCK_DIR ? ` (${STOCK_DIR} is not one)` : ''})`,
    );
  try {
    await benchVisits(browser, fake.baseURL, {
      name: "Real-services build, a phone's visits",
      alongside: stock ? [stock] : [],
    });
  } finally {
    await fake.stop();
    await stock?.stop();
  }
}

/** The real-services build's name in the figures: served beside the fake. */
const REAL_NAME = 'real-services build against the local fake of the services';

/** The agenda's figure on the demo build (served at `demoURL`), then on a real-services build. */
async function benchAgendas(browser, demoURL) {
  await benchAgenda(browser, demoURL, await createSessionCache(browser, demoURL)(ACCOUNTS.superadmin));
  if (!skipBuild) {
    console.log('\nBuilding for real services (VITE_DEMO=false) ...');
    await buildRealServices();
  }
  const fake = await startFakeServices();
  try {
    const superadmin = await createSessionCache(browser, fake.baseURL)(ACCOUNTS.superadmin);
    await benchAgenda(browser, fake.baseURL, superadmin, { name: REAL_NAME });
  } finally {
    await fake.stop();
  }
}

/**
 * The first list screen's figures on the demo build (served at `demoURL`) and on a real-services build,
 * and on the latter the outbox's send of a 1,000-record bulk delete and the agenda's first day (signed
 * in against the fake).
 */
async function benchListingScreens(browser, demoURL) {
  const { benchListingScreen } = await import('./lighthouse/bench-lighthouse.mjs');
  await benchListingScreen(demoURL, { runs: LIGHTHOUSE_RUNS, name: 'Demo build' });
  if (!skipBuild) {
    console.log('\nBuilding for real services (VITE_DEMO=false) ...');
    await buildRealServices();
  }
  const fake = await startFakeServices();
  try {
    await benchListingScreen(fake.baseURL, {
      runs: LIGHTHOUSE_RUNS,
      name: 'Real-services build against the local fake of the services',
    });
    const superadmin = await createSessionCache(browser, fake.baseURL)(ACCOUNTS.superadmin);
    await benchOutbox(browser, fake.baseURL, superadmin, { name: REAL_NAME, served: fake.served });
    await benchAgenda(browser, fake.baseURL, superadmin, { name: REAL_NAME });
  } finally {
    await fake.stop();
  }
}

const loginReady = (page) => page.getByLabel('Kata Sandi').waitFor();
const screenReady = (page) => waitForData(page, 20000);

async function main() {
  if (visitsOnly) {
    if (!skipBuild && !process.env.BENCH_VISITS_DIST) {
      console.log('Building for real services (VITE_DEMO=false) ...');
      await buildRealServices();
    }
    const browser = await launchBrowser();
    try {
      await benchRealVisits(browser);
    } finally {
      await browser.close();
    }
    return;
  }
  if (!skipBuild) {
    console.log('Building (vite build --manifest) ...');
    // hidden source maps name the modules of each chunk without changing the served files
    await buildApp({ extraArgs: ['--manifest', '--sourcemap', 'hidden'] });
  }
  if (agendaOnly) {
    const server = await startPreview();
    const browser = await launchBrowser();
    try {
      await benchAgendas(browser, server.baseURL);
    } finally {
      await browser.close();
      server.stop();
    }
    return;
  }
  if (lighthouseOnly || realOnly) {
    const server = await startPreview();
    const browser = await launchBrowser();
    try {
      if (lighthouseOnly) await benchMeasured(browser, server.baseURL);
      await benchListingScreens(browser, server.baseURL);
    } finally {
      await browser.close();
      server.stop();
    }
    return;
  }
  const { demoOnly: demoFiles, app: appFiles } = demoOnlyFiles();
  const isApp = (name) => appFiles.has(name.replace(/^\//, ''));
  const modules = modulesOfChunks();
  if (modules) {
    const markdown = [...modules].filter(([, sources]) => [...sources.keys()].some(isMarkdown));
    console.log(
      `Chunks containing react-markdown: ${markdown.length ? `YES: ${markdown.map(([file]) => file).join(', ')}` : 'none'}   aim: none`,
    );
  } else {
    console.log('Modules per chunk unknown (no source maps in dist/: build without --skip-build)');
  }
  const isDemo = (name) => demoFiles.has(name.replace(/^\//, ''));
  const server = await startPreview();
  const browser = await launchBrowser();
  try {
    const { baseURL } = server;
    const storageStateOf = createSessionCache(browser, baseURL);
    const superadmin = await storageStateOf(ACCOUNTS.superadmin);

    console.log('\nWhat each page loads (gzip; "app" leaves out the embedded demo backend):');
    const login = await assetsOf(browser, `${baseURL}/`, { ready: loginReady });
    const loginFiles = loginPageFiles();
    if (listModules && modules) printLargestModules(modules, loginFiles);
    const appJs = sum(login, 'script', (name) => loginFiles.has(name.replace(/^\//, '')));
    console.log(
      `  login page            JS ${kib(sum(login, 'script'))} (app ${kib(appJs)}, the demo backend and what it shares ${kib(sum(login, 'script') - appJs)}), CSS ${kib(sum(login, 'stylesheet'))}   aim: app JS <= 150 KiB`,
    );
    const chart = lazyChunkOf('src/components/charts/ChartCanvas.tsx');
    const chartFiles = new Set(chart.files.map((file) => `/${file}`));
    const loadsChart = (files) => [...files.keys()].some((name) => chartFiles.has(name));
    const listing = await assetsOf(browser, `${baseURL}/dashboard/listing`, {
      storageState: superadmin,
      ready: screenReady,
    });
    if (listModules && modules) {
      const listingFiles = [...listing.keys()]
        .filter((name) => listing.get(name).type === 'script' && isApp(name))
        .map((name) => name.replace(/^\//, ''));
      printLargestModules(modules, listingFiles, '/dashboard/listing (app files)');
    }
    console.log(
      `  chart chunk (Chart.js, lazy)  JS+CSS ${kib(chart.gzip)} in ${chart.files.join(', ')}   aim: <= 120 KiB; loaded by the login page: ${loadsChart(login) ? 'YES' : 'no'}, by a screen without charts (/dashboard/listing): ${loadsChart(listing) ? 'YES' : 'no'}`,
    );
    const shell = await assetsOf(browser, routeUrl(baseURL, ROUTES[0]), {
      storageState: superadmin,
      ready: screenReady,
    });
    const loaded = new Map();
    for (const route of ROUTES) {
      const files =
        route.path === ''
          ? shell
          : await assetsOf(browser, routeUrl(baseURL, route), {
              storageState: superadmin,
              ready: screenReady,
            });
      loaded.set(route, files);
    }
    // how many routes load each file the dashboard does not: a file of one route is that route's own
    const routesOf = new Map();
    for (const files of loaded.values()) {
      for (const name of files.keys())
        if (!shell.has(name)) routesOf.set(name, (routesOf.get(name) ?? 0) + 1);
    }
    let largestOwn = { route: '', bytes: 0 };
    const refineAntd = [];
    for (const [route, files] of loaded) {
      const beyond = sum(files, 'script', (name) => !shell.has(name));
      const own = sum(files, 'script', (name) => routesOf.get(name) === 1);
      if (own > largestOwn.bytes) largestOwn = { route: route.path, bytes: own };
      if (modules && loadsModule(modules, files, isRefineAntd)) refineAntd.push(`/dashboard/${route.path}`);
      console.log(
        `  /dashboard${route.path ? `/${route.path}` : ''}`.padEnd(40) +
          `JS ${kib(sum(files, 'script', (name) => !isDemo(name)))} (app ${kib(sum(files, 'script', isApp))}): +${kib(beyond)} beyond the dashboard, ${kib(own)} its own; CSS ${kib(sum(files, 'stylesheet'))}`,
      );
    }
    console.log(
      '  ("app": the files of the app without the demo backend; aim for the first list screen: <= 300 KiB)',
    );
    console.log(
      `  largest JS of one route alone: ${kib(largestOwn.bytes)} (/dashboard/${largestOwn.route})   aim: < 50 KiB beyond the shared code`,
    );

    if (modules) {
      const loginLoads = loadsModule(modules, login, isRefineAntd);
      console.log(
        `  @refinedev/antd loaded by the login page: ${loginLoads ? 'YES' : 'no'}; by ${refineAntd.length} of ${ROUTES.length} routes: ${refineAntd.join(' ') || 'none'}`,
      );
    }
    if (sizesOnly) return;

    const flood = await floodFigures(browser, baseURL, superadmin, {
      email: ACCOUNTS.superadmin,
      password: DEMO_PASSWORD,
    });
    console.log(
      `\nNotification flood: ${flood.count} pushed in ${(flood.sentMs / 1000).toFixed(1)} s to "Notifikasi Saya": longest task ${flood.longest.toFixed(0)} ms (aim <= 200), list GETs ${flood.gets} (aim <= 10), JS heap after ${flood.heapMiB.toFixed(1)} MiB`,
    );

    await benchListings(browser, baseURL, superadmin, { screenReady });
    await benchBulk(browser, baseURL, superadmin);
    await benchOutbox(browser, baseURL, superadmin);
    await benchAgenda(browser, baseURL, superadmin);
    await benchPalette(browser, baseURL, superadmin);
    await benchSignals(browser, baseURL, superadmin);
    await benchTrade();

    console.log(`\nMedian load time over ${RUNS} runs (navigation start to usable screen):`);
    const loginTimes = [];
    const dashboardTimes = [];
    for (let i = 0; i < RUNS; i += 1) {
      loginTimes.push(await timeTo(browser, `${baseURL}/`, { ready: loginReady }));
      dashboardTimes.push(
        await timeTo(browser, `${baseURL}/dashboard`, { storageState: superadmin, ready: screenReady }),
      );
    }
    console.log(
      `  login page: ${median(loginTimes).toFixed(0)} ms   (runs: ${loginTimes.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  dashboard:  ${median(dashboardTimes).toFixed(0)} ms   (runs: ${dashboardTimes.map((t) => t.toFixed(0)).join(', ')})`,
    );

    await benchMeasured(browser, baseURL);
    await benchListingScreens(browser, baseURL);
    // the build for real services was made just now by benchListingScreens
    await benchRealVisits(browser);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
