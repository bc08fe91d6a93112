// The browser specs' test API, on @playwright/test. A spec (tests/e2e/specs/*.spec.mjs) imports
// `test` and `expect` from here and gets these fixtures:
//
//   open(url, { as, viewport, motion, touch, keepApp, storageState })
//                                a page in a fresh context (signed in as the account `as`, or holding
//                                `storageState`: what context.storageState() read), with the
//                                requests it made and its console errors, and what the demo's service
//                                answered (`served()`: every tab's and worker's calls, read as requests
//                                are): { page, context, consoleErrors, requests, served };
//                                the context asks for reduced motion (the app then shows dialogs, drawers
//                                and colour changes at once) unless `motion: true`; `touch: true` gives
//                                it a touch screen (`locator.tap()`); `keepApp: true` lets the service
//                                worker keep the whole app on the device after the first screen, as
//                                for a person (left out otherwise: that download of every file of the
//                                build is a quarter of a fresh context's CPU, and only a test that goes
//                                offline or reads what the device keeps needs it)
//   screenshotAs(page, name)     a picture in test-results/<name>.png, attached to the report
//                                (Playwright's own `screenshot` is the screenshot-on-failure option)
//   baseURL, browser             the served build's origin and the shared Chromium
//   storageStateOf(email)        the browser storage of a signed-in account, signed in once per worker
//
//   import { expect, test } from '../fixtures.mjs';
//   test('does a thing', async ({ open }) => {
//     const { page, requests } = await open('/dashboard', { as: ACCOUNTS.superadmin });
//     await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
//     await expect.poll(() => requests.length, 'no call went out').toBeGreaterThan(0);
//   });
//
// Checks are Playwright's retrying `expect(locator)` and `expect.poll(fn, message)`; a long test
// sets its own time with `test.setTimeout(ms)`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect as playwrightExpect, test as base } from '@playwright/test';

import { demoCallsIn } from './lib/served.mjs';
import { ROOT } from './lib/server.mjs';
import { createSessionCache, preloadStorage } from './lib/session.mjs';

// how often `expect.poll` looks: Playwright's own slows to once a second, so that a check that
// held after 0.9 s was seen at 1.85 s
const POLL_INTERVALS = [100, 250];

/** Playwright's `expect`, whose `poll` looks every quarter of a second unless a check says otherwise. */
export const expect = Object.assign(playwrightExpect.configure({}), {
  poll: (actual, messageOrOptions) =>
    playwrightExpect.poll(actual, {
      intervals: POLL_INTERVALS,
      ...(typeof messageOrOptions === 'string' ? { message: messageOrOptions } : messageOrOptions),
    }),
});
export const RESULTS = path.join(ROOT, 'test-results');

/**
 * The page's request that the service worker keep every file (src/boot/precache-messages.ts). Named
 * here again: `npm run bench` loads this file through lib/ui.mjs in plain Node, which reads no
 * TypeScript.
 */
const PRECACHE_APP = 'PRECACHE_APP';

/** How long a served call's `response()` waits for its answer, as Playwright's waits for a request's. */
const ANSWER_WAIT_MS = 15_000;

/** The demo service's calls in `context` so far (lib/served.mjs), each read as a Playwright request is. */
async function servedIn(context) {
  return (await demoCallsIn(context)).map((call) => {
    const headers = call.authorization ? { authorization: call.authorization } : {};
    // its answer: the call read again from the log until it has one (null if none comes in time)
    const answered = async () => {
      const same = (one) => one.at === call.at && one.method === call.method && one.url === call.url;
      let status = call.status;
      if (status === null)
        await expect
          .poll(async () => (status = (await demoCallsIn(context)).find(same)?.status ?? null), {
            timeout: ANSWER_WAIT_MS,
          })
          .not.toBeNull()
          .catch(() => undefined);
      return status;
    };
    return {
      // (what a failed check prints of it)
      call: `${call.method} ${call.url} ${call.status ?? 'waiting'}`,
      method: () => call.method,
      url: () => call.url,
      headers: () => headers,
      allHeaders: async () => headers,
      postDataJSON: () => (call.body === null ? null : JSON.parse(call.body)),
      response: async () => {
        const status = await answered();
        return { status: () => status };
      },
    };
  });
}

/** In the page: its request to keep the app is not passed on (the app goes on without it). */
function leaveAppOnServer(type) {
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (message, ...rest) {
    if (message?.type === type) return undefined;
    return post.call(this, message, ...rest);
  };
}

export const test = base.extend({
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
      {
        as,
        viewport = { width: 1366, height: 850 },
        motion = false,
        touch = false,
        keepApp = false,
        storageState,
      } = {},
    ) => {
      const context = await browser.newContext({
        storageState,
        viewport,
        hasTouch: touch,
        locale: 'id-ID',
        baseURL,
        reducedMotion: motion ? 'no-preference' : 'reduce',
      });
      contexts.push(context);
      if (!keepApp) await context.addInitScript(leaveAppOnServer, PRECACHE_APP);
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
      return { page, context, consoleErrors, requests, served: () => servedIn(context) };
    };
    await use(open);
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  },

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
