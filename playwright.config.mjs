// The browser suite: `npx playwright test` (or `npm run test:e2e`). Serves the production demo build
// with `vite preview` (tests/e2e/serve.mjs builds first unless dist/ was built from the same inputs;
// E2E_SKIP_BUILD=1 never builds) and runs tests/e2e/specs in Debian's Chromium. No browser is downloaded.
import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './tests/e2e/lib/server.mjs';

// one free port per run, chosen by the runner and inherited by its workers (which load this file
// again): several checkouts may run their suites on this machine at once
process.env.E2E_PORT ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// the same build behind Debian's nginx with deploy/'s configuration, started by its own spec
process.env.E2E_NGINX_PORT ||= String(await freePort());
const NGINX_SPEC = '**/nginx.spec.mjs';
// Playwright hands out a project's tests in the order of its files' names: the longest (the axe
// passes over sampled routes, the route tour's parts: 20-40 s each) are in the files named first
// (accessibility, all-routes), so the two workers end the run on short tests instead of one waiting for
// the other. One project for them all: each project's tests get workers of their own, each starting its
// browser and signing in again.

export default defineConfig({
  testDir: 'tests/e2e/specs',
  testMatch: '**/*.spec.mjs',
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  // a retrying expect(locator) or expect.poll waits up to 10 s (Playwright's default 5 s is short on
  // the loaded 2-core machine); a check that needs longer says so
  expect: { timeout: 10_000 },
  // tests share nothing (each opens fresh browser contexts on the static build): two workers run
  // them side by side on the 2-core machine. A third oversubscribed it (each test is a Chromium with
  // its renderer and the demo's worker): all 73 tests took 21.5 min with three and five failed on
  // waits a person makes (a first list, an offline form), 15.2 min with two and none failed.
  // E2E_WORKERS=1 runs one at a time
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  // every test passes on its first try: on CI a failed test runs once more, only to record a trace of
  // it (below), and a test that then passes still fails the run (flaky is a failure, never let through)
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  // the ten slowest spec files, named at the end of every run (where the suite's time goes)
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL,
    locale: 'id-ID',
    viewport: { width: 1366, height: 850 },
    // a trace records the screen all along (a third of a test's CPU time): only on the retry of a
    // failed test, for its diagnosis
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'nginx',
      testMatch: NGINX_SPEC,
      use: { baseURL: `http://127.0.0.1:${process.env.E2E_NGINX_PORT}` },
    },
    { name: 'chromium', testIgnore: NGINX_SPEC },
  ],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
