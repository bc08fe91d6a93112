// What the app does with a stored session it cannot trust (tampered, expired, or refused by the server),
// what a page load fetches for a stored one, and a page load whose app chunk does not come.
import AES from 'crypto-js/aes.js';

import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';

/** The built-in secret (src/config.ts): the demo build sets no VITE_SESSION_SECRET. */
const SECRET = 'pbo-session-7f3c9a2e';
const KEY = 'pbo.session';

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.c2lnbmF0dXJl`;

function storedSession(accessToken) {
  const session = {
    access_token: accessToken,
    id_token: accessToken,
    email: 'superadmin@demo.id',
    name: 'Rina Wijaya',
    flag: 'gro_admin',
    avatar: '',
    auth_id: 'usr-gro-001',
    signin: true,
    first_time: false,
  };
  return AES.encrypt(JSON.stringify(session), SECRET).toString();
}

/** Puts `value` in the session key of the page's origin, then goes to a deep link. */
async function withStoredSession(page, baseURL, value) {
  await page.evaluate(([key, stored]) => window.localStorage.setItem(key, stored), [KEY, value]);
  await page.goto(`${baseURL}/dashboard/listing`);
}

async function expectSignedOut(page) {
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByLabel('Kata Sandi').waitFor();
  await expect
    .poll(
      () => page.evaluate((key) => window.localStorage.getItem(key), KEY),
      'the untrusted session was kept',
    )
    .toBe(null);
}

// (the three from one signed-out page: each is a page load of its own, a fresh context is not needed)
test('a stored session the app cannot trust signs out to the login page: tampered (not a blank page), expired (before any data is fetched), refused by the server (401)', async ({
  open,
  baseURL,
}) => {
  const { page, requests } = await open('/');
  await page.getByLabel('Email').waitFor();
  const listingRead = () => requests.some((r) => r.url().includes('/house-list/admin'));

  await test.step('a tampered session is discarded: the login page, not a blank one', async () => {
    requests.length = 0;
    await withStoredSession(page, baseURL, 'U2FsdGVkX1+this-is-not-a-session');
    await expectSignedOut(page);
    expect(listingRead(), 'listing data was fetched').toBeFalsy();
  });

  await test.step('an expired access token signs out before any data is fetched', async () => {
    requests.length = 0;
    const expired = jwt({ sub: 'usr-gro-001', exp: Math.floor(Date.now() / 1000) - 60 });
    await withStoredSession(page, baseURL, storedSession(expired));
    await expectSignedOut(page);
    expect(listingRead(), 'listing data was fetched').toBeFalsy();
  });

  await test.step('a token the server refuses (401) signs the user out', async () => {
    requests.length = 0;
    // undecodable: the app counts it as not expired (docs/contract.md section 4), the server answers 401
    await withStoredSession(page, baseURL, storedSession('garbage-token'));
    await expectSignedOut(page);
    expect(
      requests.some((r) => r.url().includes('/demo-api/main/')),
      'no call reached the server',
    ).toBeTruthy();
    await page.getByLabel('Email').fill('superadmin@demo.id');
    await page.getByLabel('Kata Sandi').fill('demo12345');
    await page.getByLabel('Kata Sandi').press('Enter');
    await page.waitForURL(/\/dashboard/);
  });
});

// the page's first module (src/entry.ts) asks for a stored session's code beside the app's own chunk,
// and on a signed-in address for the screens' code too
test("a page load with a stored session asks for the session's and the screens' code before the app's chunk has come; the login page does not", async ({
  open,
}) => {
  /**
   * Opens `path` with the app's chunk held back, until the page's first module has run (the page's
   * DOMContentLoaded waits for it, not for the app it imports): the code asked for by then.
   */
  async function loadHoldingTheApp(as, path) {
    const { page, requests } = await open(null, { as });
    let release = () => undefined;
    const stored = new Promise((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await stored;
      await route.continue();
    });
    const asked = (chunk) => requests.filter((request) => chunk.test(request.url()));
    const sessionCode = () => asked(/\/assets\/session-[\w-]+\.js$/);
    const screensCode = () => asked(/\/assets\/signed-in-[\w-]+\.js$/);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return { page, sessionCode, screensCode, release };
  }

  await test.step('signed in: asked for while the app is stored, and the list shows once it comes', async () => {
    const { page, sessionCode, screensCode, release } = await loadHoldingTheApp(
      ACCOUNTS.superadmin,
      '/dashboard/listing',
    );
    await expect.poll(() => sessionCode().length, "the session's code waited for the app").toBe(1);
    await expect.poll(() => screensCode().length, "the screens' code waited for the app").toBe(1);
    release();
    await page.locator('.ant-table-row, .resource-card').first().waitFor();
    // each fetched once: the app's imports took what the first module fetched
    expect(sessionCode()).toHaveLength(1);
    expect(screensCode()).toHaveLength(1);
  });

  await test.step('signed out: not asked for by the first module; the login page once the app comes', async () => {
    const { page, sessionCode, screensCode, release } = await loadHoldingTheApp(undefined, '/');
    await expect(page.getByText('Loading ...')).toBeVisible();
    expect(sessionCode(), "the login page's first module fetched a session's code").toHaveLength(0);
    expect(screensCode(), "the login page's first module fetched the screens' code").toHaveLength(0);
    release();
    await page.getByLabel('Kata Sandi').waitFor();
  });
});

test("the app's chunk cut off at each page load: the page reloads once, then says so with a reload button", async ({
  open,
}) => {
  const { page, consoleErrors } = await open(null);
  await page.route(/\/assets\/boot-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  let loads = 0;
  page.on('request', (request) => request.isNavigationRequest() && (loads += 1));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Versi baru aplikasi tersedia' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Muat ulang halaman' })).toBeVisible();
  await expect(page.getByText('Loading ...')).toHaveCount(0);
  // the first load and the one reload, not a loop
  expect(loads).toBe(2);
  expect(consoleErrors.filter((error) => error.startsWith('page error'))).toHaveLength(0);
});
