// The production build behind Debian's nginx with the repository's configuration (deploy/), as the
// container serves it: runtime configuration written by the entrypoint, SPA fallback, cache headers,
// security headers and a Content-Security-Policy the app runs under without a single violation.
import path from 'node:path';

import { expect, test } from '../fixtures.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { ROOT } from '../lib/server.mjs';
import { ACCOUNTS } from '../lib/session.mjs';

const PRODUCT = 'Griya Nusantara';
let site;

// both tests on one worker: each worker would start its own nginx on the project's one port, and the
// first to finish would stop the server the other is still reading
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  site = await startNginx({
    htmlDir: path.join(ROOT, 'dist'),
    port: Number(process.env.E2E_NGINX_PORT),
    env: { PRODUCT_NAME: PRODUCT, SESSION_SECRET: 'rahasia-nginx' },
  });
});

test.afterAll(() => site?.stop());

/** Collects the page's CSP violations (the event the browser fires for each), from the first script on. */
async function watchCsp(context) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

test('a deep link is served by nginx with its headers, the runtime configuration and no CSP violation', async ({
  open,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page, context, consoleErrors } = await open(null, { as: ACCOUNTS.superadmin });
  await watchCsp(context);
  const responses = [];
  page.on('response', (response) => responses.push(response));

  const document = await page.goto(`${baseURL}/dashboard/master/tipe`);
  expect(document.status()).toBe(200);
  const headers = document.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self';");

  // the list of the deep link shows its rows, under the product name of the runtime configuration
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 60000 });
  await expect(page.locator('.shell-brand')).toHaveText(`${PRODUCT} Admin`);
  await expect(page).toHaveTitle(`Tipe Properti · ${PRODUCT} Admin`);

  // every hashed asset came from nginx, cached for good, and gzipped when over nginx's 1 KiB minimum
  const assets = responses.filter((response) => new URL(response.url()).pathname.startsWith('/assets/'));
  expect(assets.length, `only ${assets.length} assets loaded`).toBeGreaterThan(3);
  let gzipped = 0;
  for (const asset of assets) {
    expect(asset.status(), asset.url()).toBe(200);
    expect(asset.headers()['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
    if (/\.(js|css)$/.test(asset.url()) && (await asset.body()).length > 1024) {
      expect(asset.headers()['content-encoding'], asset.url()).toBe('gzip');
      gzipped += 1;
    }
  }
  expect(gzipped, 'no asset was gzipped').toBeGreaterThan(0);
  const config = responses.find((response) => new URL(response.url()).pathname === '/config.js');
  expect(config?.headers()['cache-control']).toBe('no-cache');

  // sign-in state, the demo worker and the socket all work under the policy: nothing was blocked
  const violations = await page.evaluate(() => window.__cspViolations);
  expect(violations, `CSP violations: ${violations.join(' | ')}`).toHaveLength(0);
  const policyErrors = consoleErrors.filter((text) => /Content Security Policy/i.test(text));
  expect(policyErrors, policyErrors.join(' | ')).toHaveLength(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a chunk of an older deploy is a 404 (not index.html), and unknown paths fall back to the app', async ({
  open,
  baseURL,
}) => {
  const { page } = await open(null);
  const missing = await page.request.get(`${baseURL}/assets/Shell-0ld0ld.js`);
  expect(missing.status()).toBe(404);
  const deep = await page.request.get(`${baseURL}/dashboard/master-area/village?page=2`);
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('<div id="root">');
});
