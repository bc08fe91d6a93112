// `npm run test:e2e`: builds the app (unless --skip-build or E2E_SKIP_BUILD=1), serves it with
// `vite preview` on a free port, runs every tests/e2e/specs/*.spec.mjs in one Chromium (a fresh
// context per test), prints "N passed, M failed" and exits non-zero on any failure. The server is
// always stopped. `--grep <text>` runs the tests whose file or name contains <text>;
// E2E_WORKERS sets how many tests run at once (default 1).
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registeredTests, setCurrentFile } from './harness.mjs';
import { createSessionCache } from './lib/session.mjs';
import { ROOT, buildApp, launchBrowser, startPreview } from './lib/server.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build') || process.env.E2E_SKIP_BUILD === '1';
const grepIndex = args.indexOf('--grep');
const grep = grepIndex >= 0 ? args[grepIndex + 1]?.toLowerCase() : undefined;
const SPECS = path.join(ROOT, 'tests/e2e/specs');
// one at a time by default: on 2 cores, two at once gain little and stretch time-sensitive tests
// (the demo socket's periodic leads); E2E_WORKERS=2 runs two at once
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 1));
export const RESULTS = path.join(ROOT, 'test-results');

function withTimeout(promise, ms, name) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${name}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadSpecs() {
  const files = readdirSync(SPECS)
    .filter((file) => file.endsWith('.spec.mjs'))
    .sort();
  for (const file of files) {
    setCurrentFile(file);
    await import(pathToFileURL(path.join(SPECS, file)).href);
  }
  const all = registeredTests();
  return grep ? all.filter((t) => `${t.file} ${t.name}`.toLowerCase().includes(grep)) : all;
}

/** What a test gets: pages in fresh contexts (signed in with `as`), console errors, screenshots. */
function fixturesFor(browser, baseURL, storageStateOf) {
  const contexts = [];
  const problems = [];
  return {
    fixtures: {
      browser,
      baseURL,
      /**
       * Opens `url` (relative to baseURL) in a fresh context. `as`: an account email, signed in
       * beforehand. Returns the page, the requests it made and its console errors.
       */
      async open(url, { as, viewport = { width: 1366, height: 850 } } = {}) {
        const storageState = as ? await storageStateOf(as) : undefined;
        const context = await browser.newContext({ viewport, storageState, locale: 'id-ID' });
        contexts.push(context);
        const page = await context.newPage();
        const consoleErrors = [];
        const requests = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
        page.on('request', (request) => requests.push(request));
        problems.push(consoleErrors);
        if (url !== null) await page.goto(new URL(url, baseURL).href);
        return { page, context, consoleErrors, requests };
      },
      async screenshot(page, name) {
        mkdirSync(RESULTS, { recursive: true });
        await page.screenshot({ path: path.join(RESULTS, `${name}.png`), fullPage: false });
      },
    },
    /** Pictures of every page the test opened, for a failure. */
    async captureFailure(name) {
      const dir = path.join(RESULTS, 'failures');
      mkdirSync(dir, { recursive: true });
      const pages = contexts.flatMap((context) => context.pages());
      const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await Promise.all(
        pages.map((page, index) =>
          page.screenshot({ path: path.join(dir, `${slug}-${index + 1}.png`) }).catch(() => undefined),
        ),
      );
    },
    async cleanup() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    },
  };
}

async function main() {
  rmSync(path.join(RESULTS, 'failures'), { recursive: true, force: true });
  const tests = await loadSpecs();
  if (tests.length === 0) {
    console.log('No browser tests matched.');
    console.log('0 passed, 0 failed');
    return 0;
  }
  if (!skipBuild) {
    console.log('Building the app (vite build) ...');
    await buildApp();
  }
  const server = await startPreview();
  let browser;
  let passed = 0;
  const failures = [];
  try {
    browser = await launchBrowser();
    const storageStateOf = createSessionCache(browser, server.baseURL);
    console.log(`Running ${tests.length} browser tests against ${server.baseURL} (${WORKERS} at a time)\n`);
    // with several workers, the long tests (a larger timeout) first, so the workers finish together
    const queue = WORKERS > 1 ? [...tests].sort((a, b) => b.timeout - a.timeout) : [...tests];
    const worker = async () => {
      for (let t = queue.shift(); t; t = queue.shift()) {
        const started = Date.now();
        const { fixtures, cleanup, captureFailure } = fixturesFor(browser, server.baseURL, storageStateOf);
        try {
          await withTimeout(t.fn(fixtures), t.timeout, t.name);
          passed += 1;
          console.log(`  ✓ ${t.file} › ${t.name} (${Date.now() - started} ms)`);
        } catch (error) {
          failures.push({ t, error });
          await captureFailure(`${t.file}-${t.name}`);
          const detail = String(error?.stack ?? error)
            .split('\n')
            .slice(0, 6)
            .join('\n      ');
          console.log(`  ✗ ${t.file} › ${t.name} (${Date.now() - started} ms)\n      ${detail}`);
        } finally {
          await cleanup();
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    await browser?.close().catch(() => undefined);
    server.stop();
  }
  console.log('');
  console.log(`${passed} passed, ${failures.length} failed`);
  return failures.length === 0 ? 0 : 1;
}

process.on('SIGINT', () => process.exit(130));
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
