// The browser specs' test API, on @playwright/test. A spec (tests/e2e/specs/*.spec.mjs) imports
// `test`, `expect`, `check` and `eventually` from here and gets these fixtures:
//
//   open(url, { as, viewport, motion, touch })
//                                a page in a fresh context (signed in as the account `as`), with the
//                                requests it made and its console errors: { page, context, consoleErrors, requests };
//                                the context asks for reduced motion (the app then shows dialogs, drawers
//                                and colour changes at once) unless `motion: true`; `touch: true` gives
//                                it a touch screen (`locator.tap()`)
//   screenshot(page, name)       a picture in test-results/<name>.png, attached to the report
//                                (named `screenshotAs` in a test of Playwright's own forms)
//   baseURL, browser             the served build's origin and the shared Chromium
//   storageStateOf(email)        the browser storage of a signed-in account, signed in once per worker
//
//   import { check, test } from '../fixtures.mjs';
//   test('does a thing', async ({ open }) => {
//     const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
//     ...
//   });
//
// Besides Playwright's own forms, `test(name, fn, { timeout })` is accepted (the first runner's form).
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test as base } from '@playwright/test';

import { ROOT } from './lib/server.mjs';
import { createSessionCache, preloadStorage } from './lib/session.mjs';

export { expect };
export const RESULTS = path.join(ROOT, 'test-results');

const extended = base.extend({
  storageStateOf: [
    async ({ browser }, use, workerInfo) => {
      await use(createSessionCache(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker' },
  ],

  open: async ({ browser, baseURL, storageStateOf }, use) => {
    const contexts = [];
    /**
     * Opens `url` (relative to baseURL; null opens nothing) in a fresh context. `as`: an account
     * email, signed in beforehand. Returns the page, the requests it made and its console errors.
     */
    const open = async (
      url,
      { as, viewport = { width: 1366, height: 850 }, motion = false, touch = false } = {},
    ) => {
      const context = await browser.newContext({
        viewport,
        hasTouch: touch,
        locale: 'id-ID',
        baseURL,
        reducedMotion: motion ? 'no-preference' : 'reduce',
      });
      contexts.push(context);
      if (as) await preloadStorage(context, await storageStateOf(as));
      const page = await context.newPage();
      const consoleErrors = [];
      const requests = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
      page.on('request', (request) => requests.push(request));
      if (url !== null) await page.goto(new URL(url, baseURL).href);
      return { page, context, consoleErrors, requests };
    };
    await use(open);
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  },

  // (`screenshot` is Playwright's own option, the screenshot-on-failure mode: the first runner's
  // `screenshot` fixture is handed to its tests under that name by `test` below)
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  screenshotAs: async ({}, use, testInfo) => {
    await use(async (page, name) => {
      mkdirSync(RESULTS, { recursive: true });
      const file = path.join(RESULTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

/** The test's first parameter destructures `screenshot` (the first runner's fixture). */
function usesLegacyScreenshot(fn) {
  const source = fn.toString();
  const params = source.slice(source.indexOf('('), source.indexOf(')') + 1);
  return /\bscreenshot\b/.test(params);
}

/**
 * `test(name, fn, { timeout })` as the first runner took it, or any of Playwright's forms. Playwright
 * records where a test is declared from the frame that called it: the spec's line, not this file's.
 */
export function test(name, fn, options) {
  let args = [name, fn, options].filter((arg) => arg !== undefined);
  if (typeof fn === 'function' && (options?.timeout || usesLegacyScreenshot(fn))) {
    const timeout = options?.timeout;
    // Playwright reads the fixtures a test uses from its first parameter's destructuring
    const body = async ({ open, screenshotAs, baseURL, browser, storageStateOf }, testInfo) => {
      if (timeout) testInfo.setTimeout(timeout);
      await fn({ open, screenshot: screenshotAs, baseURL, browser, storageStateOf }, testInfo);
    };
    args = [name, body];
  }
  const capture = Error.captureStackTrace;
  Error.captureStackTrace = function captureWithoutThisFrame(target) {
    // (Playwright restores both after reading the stack, which formats it lazily)
    const prepare = Error.prepareStackTrace;
    Error.stackTraceLimit += 1;
    Error.prepareStackTrace = (error, frames) => prepare(error, [frames[0], ...frames.slice(2)]);
    capture(target, captureWithoutThisFrame);
  };
  try {
    return extended(...args);
  } finally {
    Error.captureStackTrace = capture;
  }
}
// test.describe, test.step, test.skip, test.use, ... as Playwright's
for (const key of [
  'describe',
  'beforeEach',
  'afterEach',
  'beforeAll',
  'afterAll',
  'step',
  'skip',
  'fixme',
  'fail',
  'slow',
  'only',
  'use',
  'info',
  'setTimeout',
  'extend',
  'expect',
])
  test[key] = extended[key];

/** Fails with `message` unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Waits until `predicate()` is truthy (polling), else fails with `message`. */
export async function eventually(predicate, message, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      last = await predicate();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${message}${last instanceof Error ? ` (${last.message})` : ''}`);
}
