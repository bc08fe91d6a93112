import { expect, test } from '../fixtures.mjs';
import { FULL_ONLY, hitsEndpoint, ROUTES } from '../lib/routes.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import {
  CURRENT_SCREEN,
  FULL_MENU,
  groupEntries,
  menuGroupsOf,
  REDUCED_OUT,
  topLevelMenu,
} from '../lib/ui.mjs';

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// (tests of one account share its first page load: a fresh signed-in load costs more than a step)
test('gro_admin gets the full menu with its groups (docs/contract.md section 2); the sider collapses, and becomes a drawer on small screens', async ({
  open,
}) => {
  const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await test.step('the full menu', async () => {
    const top = await topLevelMenu(page);
    expect(same(top, FULL_MENU), `top level: ${top.join(', ')}`).toBeTruthy();
    for (const [group, entries] of Object.entries(await menuGroupsOf('full'))) {
      if (entries.length === 0) continue;
      const found = await groupEntries(page, group);
      expect(same(found, entries), `${group}: ${found.join(', ')}`).toBeTruthy();
    }
    const width = await page.locator('.shell-sider').evaluate((el) => el.getBoundingClientRect().width);
    expect(width, `sider width ${width}`).toBe(215);
  });

  await test.step('the sider collapses', async () => {
    await page.getByRole('button', { name: 'Ciutkan menu' }).click();
    await page.getByRole('button', { name: 'Luaskan menu' }).waitFor();
    const siderWidth = () => page.locator('.shell-sider').evaluate((el) => el.getBoundingClientRect().width);
    // the sider animates to its collapsed width
    await expect.poll(() => siderWidth(), 'the sider did not collapse').toBeLessThan(100);
  });

  await test.step('a drawer on small screens', async () => {
    const small = await open('/dashboard', {
      as: ACCOUNTS.superadmin,
      viewport: { width: 390, height: 800 },
    });
    await small.page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = small.page.locator('.ant-drawer-open');
    await drawer.getByRole('link', { name: 'Listing' }).click();
    await small.page.waitForURL((url) => url.pathname === '/dashboard/listing');
    await small.page
      .locator('.ant-drawer-open')
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => undefined);
    await expect(small.page.locator('.ant-drawer-open'), 'the drawer stayed open').toBeHidden();
  });
});

// (Every full-menu screen denied to ADMIN with no data asked, and Ctrl+K following the reduced menu
// (no Withdrawal, a create form where allowed): component tests in tests/unit/layout/shell.test.tsx,
// providers/access-control.test.ts, boot/prefetch-list.test.tsx, layout/palette/palette.test.tsx and
// palette-entries.test.ts; the browser keeps the menu and an address typed, a page load of its own.)
test('ADMIN gets the reduced menu, and a full-menu URL typed gets no page and no data', async ({
  open,
  baseURL,
}) => {
  test.setTimeout(120000);
  const { page, requests } = await open('/dashboard', { as: ACCOUNTS.admin });
  await test.step('the reduced menu', async () => {
    const top = await topLevelMenu(page);
    const expected = FULL_MENU.filter((label) => !REDUCED_OUT.includes(label));
    expect(same(top, expected), `top level: ${top.join(', ')}`).toBeTruthy();
    for (const [group, entries] of Object.entries(await menuGroupsOf('reduced'))) {
      if (entries.length === 0) continue;
      const found = await groupEntries(page, group);
      expect(same(found, entries), `${group}: ${found.join(', ')}`).toBeTruthy();
    }
  });

  await test.step('a full-menu URL typed into the address bar gets no page and no data', async () => {
    // a list of the full menu (one the page's first module might fetch ahead)
    const route = ROUTES.find((one) => FULL_ONLY.has(one.path));
    await page.goto(`${baseURL}/dashboard/${route.path}`);
    await page.locator(CURRENT_SCREEN).getByText('Akses ditolak').waitFor();
    await expect(page.locator('.ant-table'), `${route.path}: a table was shown`).toHaveCount(0);
    // what the denied screen might still have asked for has gone out
    await page.waitForLoadState('networkidle');
    const leaked = requests.filter((r) => hitsEndpoint(r.url(), route, 'usr-adm-002'));
    expect(leaked, `data calls went out: ${leaked.map((r) => r.url()).join(', ')}`).toHaveLength(0);
  });
});

// (A first-time user's menu and notice need no browser: tests/unit/layout/first-time.test.tsx and
// shell.test.tsx check the one entry, the notice on every path and that no data is asked for; the
// auth spec signs such a user in and out in the browser.)
