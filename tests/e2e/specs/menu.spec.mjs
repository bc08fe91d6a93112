import { check, eventually, test } from '../fixtures.mjs';
import { FULL_ONLY, hitsEndpoint, ROUTES } from '../lib/routes.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import {
  FULL_GROUPS,
  FULL_MENU,
  groupEntries,
  navigate,
  REDUCED_OUT,
  SIDER,
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
    check(same(top, FULL_MENU), `top level: ${top.join(', ')}`);
    for (const [group, entries] of Object.entries(FULL_GROUPS)) {
      const found = await groupEntries(page, group);
      check(same(found, entries), `${group}: ${found.join(', ')}`);
    }
    const width = await page.locator('.shell-sider').evaluate((el) => el.getBoundingClientRect().width);
    check(width === 215, `sider width ${width}`);
  });

  await test.step('the sider collapses', async () => {
    await page.getByRole('button', { name: 'Ciutkan menu' }).click();
    await page.getByRole('button', { name: 'Luaskan menu' }).waitFor();
    const siderWidth = () => page.locator('.shell-sider').evaluate((el) => el.getBoundingClientRect().width);
    // the sider animates to its collapsed width
    await eventually(async () => (await siderWidth()) < 100, 'the sider did not collapse');
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
    check(!(await small.page.locator('.ant-drawer-open').isVisible()), 'the drawer stayed open');
  });
});

test('ADMIN gets the reduced menu, and typing full-menu URLs gets no page and no data', async ({
  open,
  baseURL,
}) => {
  const { page, requests } = await open('/dashboard', { as: ACCOUNTS.admin });
  await test.step('the reduced menu', async () => {
    const top = await topLevelMenu(page);
    const expected = FULL_MENU.filter((label) => !REDUCED_OUT.includes(label));
    check(same(top, expected), `top level: ${top.join(', ')}`);
    const masterData = await groupEntries(page, 'Master Data');
    check(
      same(
        masterData,
        FULL_GROUPS['Master Data'].filter((l) => l !== 'Package Subsc'),
      ),
      `Master Data: ${masterData}`,
    );
  });

  await test.step('full-menu URLs typed', async () => {
    const fullOnly = ROUTES.filter((route) => FULL_ONLY.has(route.path));
    // typed into the address bar: a full page load; the others inside the running app
    await page.goto(`${baseURL}/dashboard/${fullOnly[0].path}`);
    for (const route of fullOnly) {
      await navigate(page, `/dashboard/${route.path}`);
      await page.waitForURL((url) => url.pathname === `/dashboard/${route.path}`);
      await page.getByText('Akses ditolak').waitFor();
      check((await page.locator('.ant-table').count()) === 0, `${route.path}: a table was shown`);
    }
    // what the denied screens might still have asked for has gone out
    await page.waitForLoadState('networkidle');
    const leaked = requests.filter((r) =>
      fullOnly.some((route) => hitsEndpoint(r.url(), route, 'usr-adm-002')),
    );
    check(leaked.length === 0, `data calls went out: ${leaked.map((r) => r.url()).join(', ')}`);
  });
});

test('a first-time user sees only Pendaftaran, which keeps them on the registration notice', async ({
  open,
}) => {
  const { page, requests } = await open('/dashboard', { as: ACCOUNTS.firstTime });
  const top = await topLevelMenu(page);
  check(same(top, ['Pendaftaran']), `top level: ${top.join(', ')}`);
  const notice = page.getByRole('heading', { name: 'Pendaftaran akun belum selesai' });
  await notice.waitFor();
  await page.locator(SIDER).getByRole('link', { name: 'Pendaftaran' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/completing-register');
  await notice.waitFor();
  check((await page.getByText('Halaman tidak ditemukan').count()) === 0, 'the not-found page was shown');
  check((await page.getByText('Akses ditolak').count()) === 0, 'the denied page was shown');
  check(
    !requests.some((r) => r.url().includes('/house-list/admin-statistic')),
    'the dashboard data was fetched',
  );
});
