// The route tour: every route of docs/contract.md section 2, reached inside the running app at
// 1366 x 850 as the full-menu user. Each one calls its endpoint, shows its data with its menu entry
// selected and no console error; a generic list shows every declared column inside the table beside
// "Aksi", short values whole; axe finds no serious or critical violation. Written in parts that run
// side by side; each route is reached once for all of it.
import { expect, test } from '../fixtures.mjs';
import { seriousViolations } from '../lib/axe.mjs';
import { misfits, ROWS, VIEWPORT } from '../lib/fit.mjs';
import { hitsEndpoint, routeParts, routeUrl } from '../lib/routes.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { CURRENT_SCREEN, EMPTY_LIST, moveTo, screenSettled, SIDER } from '../lib/ui.mjs';

const AUTH_ID = 'usr-gro-001';

/** What is wrong on the route just reached (empty when nothing is); `lists` counts the generic lists. */
async function problemsOf(page, route, { called, consoleErrors, lists }) {
  try {
    await called;
  } catch {
    return [`no GET ${route.endpoint}`];
  }
  // a screen of its own without the generic list (dashboard, profile, charts) shows figures or a record
  const shown = await page
    .locator(CURRENT_SCREEN)
    .locator(`${ROWS}, .ant-statistic, .ant-descriptions, canvas, ${EMPTY_LIST}`)
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return ['nothing shown'];
  const problems = [];
  if (route.label) {
    const selected = await page
      .locator(`${SIDER} .ant-menu-item-selected`)
      .getByText(route.label, { exact: true })
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!selected) problems.push(`menu entry "${route.label}" not selected`);
  }
  if ((await page.locator('.resource-list').count()) > 0) {
    const rows = await page
      .locator(ROWS)
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!rows) problems.push('no rows');
    else {
      lists.count += 1;
      await page.locator('.resource-list .ant-spin-spinning').waitFor({ state: 'detached', timeout: 30_000 });
      // the table lines its columns up over a few frames after the rows arrive: what still does not
      // fit once it has had the time a person takes to look is the problem
      let misfit = [];
      await expect
        .poll(async () => (misfit = await page.evaluate(misfits)), { timeout: 5_000 })
        .toHaveLength(0)
        .catch(() => {});
      problems.push(...misfit);
    }
  }
  await screenSettled(page);
  problems.push(...(await seriousViolations(page)).map((violation) => `axe ${violation}`));
  if (consoleErrors.length) problems.push(`console errors: ${consoleErrors.join(' | ')}`);
  return problems;
}

for (const part of routeParts(2)) {
  test(`the route tour, part ${part.name}: each route calls its endpoint, shows its data, fits 1366 px and passes axe`, async ({
    open,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // start on a page of no route, then move through the routes inside the running app
    const { page, consoleErrors } = await open('/dashboard/mulai', {
      as: ACCOUNTS.superadmin,
      viewport: VIEWPORT,
    });
    await page.getByText('Halaman tidak ditemukan').waitFor();
    const found = [];
    const lists = { count: 0 };
    for (const route of part.routes) {
      consoleErrors.length = 0;
      const called = page.waitForRequest(
        (request) => request.method() === 'GET' && hitsEndpoint(request.url(), route, AUTH_ID),
        { timeout: 10_000 },
      );
      // the screen being left stays until the next one is ready: only the next one's content counts
      await moveTo(page, new URL(routeUrl(baseURL, route)).pathname);
      const problems = await problemsOf(page, route, { called, consoleErrors, lists });
      found.push(...problems.map((problem) => `/dashboard/${route.path}: ${problem}`));
    }
    expect(lists.count, `only ${lists.count} generic lists were checked`).toBeGreaterThanOrEqual(12);
    expect(found, `\n${found.join('\n')}`).toHaveLength(0);
  });
}
