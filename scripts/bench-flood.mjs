// The notification flood (`npm run bench`): 1,000 notifications for the signed-in person pushed within
// 10 s to their tab showing "Notifikasi Saya"; prints the longest main-thread task, the GETs the page
// sent for its list, and the JS heap after. Printed, not asserted (aims: no task over 200 ms, at most 10
// GETs). Each is sent to that person (`user_id`): a blast to everyone would also write one for every
// other user, and the demo backend, taking ~0.17 s for each, would spread the 1,000 over ~3 minutes.
// Alone: `node scripts/bench-flood.mjs` on the demo build in dist/.
import { pathToFileURL } from 'node:url';

const COUNT = 1000;
const WITHIN_MS = 10_000;

export async function floodFigures(browser, baseURL, storageState, { email, password }) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const listGets = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      request.method() === 'GET' &&
      /\/notification\/[^/]+$/.test(pathname) &&
      !pathname.endsWith('/read')
    ) {
      listGets.push(Date.now());
    }
  });
  await page.goto(`${baseURL}/dashboard/notification-own`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const before = listGets.length;
  // the blast of the demo backend reaches every open bell live, as the real one does over the socket
  const sentMs = await page.evaluate(
    async ({ count, within, email, password }) => {
      const login = await fetch('/demo-api/auth/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((response) => response.json());
      const token = typeof login.token === 'string' ? login.token : login.token.access_token;
      const me = login.auth_id ?? login.data?.auth_id;
      const started = performance.now();
      const gap = within / count;
      const sends = [];
      for (let i = 0; i < count; i += 1) {
        sends.push(
          fetch('/demo-api/main/notification', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ text: `Banjir notifikasi ${i + 1}`, user_id: me }),
          }),
        );
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, gap * 10));
      }
      await Promise.all(sends);
      return performance.now() - started;
    },
    { count: COUNT, within: WITHIN_MS, email, password },
  );
  await page.waitForTimeout(3000);
  const longest = await page.evaluate(() => window.__longest);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  return { count: COUNT, sentMs, longest, gets: listGets.length - before, heapMiB: usedSize / (1024 * 1024) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { benchAlone } = await import('./bench-alone.mjs');
  const { ACCOUNTS, DEMO_PASSWORD } = await import('../tests/e2e/lib/session.mjs');
  await benchAlone(async (browser, baseURL, state) => {
    const flood = await floodFigures(browser, baseURL, state, {
      email: ACCOUNTS.superadmin,
      password: DEMO_PASSWORD,
    });
    console.log(flood);
  });
}
