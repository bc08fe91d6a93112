import { expect, test } from '../fixtures.mjs';
import { FULL_ONLY, hitsEndpoint, ROUTES } from '../lib/routes.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import {
  CURRENT_SCREEN,
  FULL_GROUPS,
  FULL_MENU,
  groupEntries,
  moveTo,
  REDUCED_OUT,
  topLevelMenu,
} from '../lib/ui.mjs';

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const paletteOptions = (page) => page.getByRole('group', { name: 'Layar' }).getByRole('option');

// (tests of one account share its first page load: a fresh signed-in load costs more than a step)
test('gro_admin gets the full menu with its groups (docs/contract.md section 2); the sider collapses, and becomes a drawer on small screens', async ({
  open,
}) => {
  const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await test.step('the full menu', async () => {
    const top = await topLevelMenu(page);
    expect(same(top, FULL_MENU), `top level: ${top.join(', ')}`).toBeTruthy();
    for (const [group, entries] of Object.entries(FULL_GROUPS)) {
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

test('ADMIN gets the reduced menu, Ctrl+K follows it, and typing full-menu URLs gets no page and no data', async ({
  open,
  baseURL,
}) => {
  test.setTimeout(120000);
  const { page, requests } = await open('/dashboard', { as: ACCOUNTS.admin });
  await test.step('the reduced menu', async () => {
    const top = await topLevelMenu(page);
    const expected = FULL_MENU.filter((label) => !REDUCED_OUT.includes(label));
    expect(same(top, expected), `top level: ${top.join(', ')}`).toBeTruthy();
    const masterData = await groupEntries(page, 'Master Data');
    expect(
      same(
        masterData,
        FULL_GROUPS['Master Data'].filter((l) => l !== 'Package Subsc'),
      ),
      `Master Data: ${masterData}`,
    ).toBeTruthy();
  });

  await test.step('full-menu URLs typed', async () => {
    const fullOnly = ROUTES.filter((route) => FULL_ONLY.has(route.path));
    // the first typed into the address bar (a full page load), the others moved to inside the running
    // app (moveTo waits for the next screen, which a move to the same address would never bring)
    await page.goto(`${baseURL}/dashboard/${fullOnly[0].path}`);
    for (const [at, route] of fullOnly.entries()) {
      // the screen left says "Akses ditolak" too: the next one is read once it has come
      if (at > 0) await moveTo(page, `/dashboard/${route.path}`);
      await page.waitForURL((url) => url.pathname === `/dashboard/${route.path}`);
      await page.locator(CURRENT_SCREEN).getByText('Akses ditolak').waitFor();
      await expect(page.locator('.ant-table'), `${route.path}: a table was shown`).toHaveCount(0);
    }
    // what the denied screens might still have asked for has gone out
    await page.waitForLoadState('networkidle');
    const leaked = requests.filter((r) =>
      fullOnly.some((route) => hitsEndpoint(r.url(), route, 'usr-adm-002')),
    );
    expect(leaked, `data calls went out: ${leaked.map((r) => r.url()).join(', ')}`).toHaveLength(0);
  });
  await test.step('Ctrl+K follows the reduced menu: no Analytics, no Withdrawal; it opens a create form where allowed', async () => {
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: /Ketik nama layar/ });
    await input.waitFor({ timeout: 30000 });
    const labels = await paletteOptions(page).allTextContents();
    expect(
      labels.some((l) => l.startsWith('Listing')),
      `no Listing: ${labels}`,
    ).toBeTruthy();
    expect(
      labels.some((l) => /Analytics|User Logs|Withdrawal|Report Share/.test(l)),
      `full-menu entries: ${labels}`,
    ).toBeFalsy();
    await input.fill('withdrawal');
    await page.getByText('Tidak ada layar yang cocok.').waitFor();
    await input.fill('tambah schedule');
    await input.press('Enter');
    await page.waitForURL(/\/dashboard\/schedule/);
    // (the last step: the form is left open, nothing follows it)
    await page.getByRole('dialog', { name: /Tambah/ }).waitFor({ timeout: 30000 });
  });
});

// (A first-time user's menu and notice need no browser: tests/unit/layout/first-time.test.tsx and
// shell.test.tsx check the one entry, the notice on every path and that no data is asked for; the
// auth spec signs such a user in and out in the browser.)
