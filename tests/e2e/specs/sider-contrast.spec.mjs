// The sider's texts reach WCAG AA (4.5:1) in every state: the open group of the current screen, the
// selected entry, hover, the collapsed sider and its popup groups. axe misses the open group's title
// (navy on navy once), so the ratio is computed here from the colours a person sees.
import { expect, test } from '../fixtures.mjs';
import { measure } from '../lib/contrast.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { navigate, SIDER, stillScreen } from '../lib/ui.mjs';

const POPUP = '.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)';

test('every sider text reaches 4.5:1: open group, selected entry, hover, collapsed sider and its popups', async ({
  open,
}) => {
  test.setTimeout(180_000);
  const { page, consoleErrors } = await open('/dashboard/master/area-indicator', { as: ACCOUNTS.superadmin });
  const sider = page.locator(SIDER);
  // by their text: the icons' own labels are part of the entries' accessible names
  const group = (name) =>
    sider.locator('li.ant-menu-submenu > .ant-menu-submenu-title').filter({ hasText: name });
  const entry = (root, name) => root.locator('li.ant-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
  const low = [];
  const record = async (state, selector = SIDER, options) => {
    await stillScreen(page);
    const texts = await measure(page, selector, options);
    expect(texts.length, `${state}: no text measured`).toBeGreaterThan(0);
    low.push(
      ...texts
        .filter((one) => one.ratio < 4.5)
        .map((one) => `${state}: "${one.text}" ${one.fg} on ${one.bg} = ${one.ratio}`),
    );
    return texts;
  };

  // inside a group: the open group's title and the selected entry
  await sider.locator('li.ant-menu-submenu-selected').filter({ hasText: 'Master Data' }).waitFor();
  const opened = await record('Master Data > Area Indikator');
  for (const text of ['Master Data', 'Area Indikator', 'Dashboard', 'Listing']) {
    expect(
      opened.some((one) => one.text === text),
      `"${text}" was not measured`,
    ).toBeTruthy();
  }

  // hover: a plain entry, the open group's title, another group's title, the selected entry
  for (const target of [
    entry(sider, 'Listing'),
    group('Master Data'),
    group('Payment'),
    entry(sider, 'Area Indikator'),
  ]) {
    await target.hover();
    await record(`hover "${(await target.textContent()).trim()}"`);
  }

  // another group: Payment > Logs
  await navigate(page, '/dashboard/pg/logs');
  await sider.locator('li.ant-menu-submenu-selected').filter({ hasText: 'Logs' }).waitFor();
  await page.mouse.move(900, 500);
  await record('Payment > Logs');

  // the collapsed sider: the brand, the icons (the current group's too), then a group's popup
  await page.getByRole('button', { name: 'Ciutkan menu' }).click();
  await page.locator('.ant-menu-inline-collapsed').waitFor();
  await page.mouse.move(900, 500);
  await record('collapsed', `${SIDER}, .shell-brand`, { icons: true });
  await group('Payment').hover();
  const popup = page.locator(POPUP);
  await entry(popup, 'Logs').waitFor();
  const popupTexts = await record('collapsed popup "Payment"', POPUP);
  expect(
    popupTexts.some((one) => one.text === 'Logs'),
    'the selected "Logs" was not measured in the popup',
  ).toBeTruthy();
  await entry(popup, 'Payment').hover();
  await record('hover in the collapsed popup', POPUP);

  expect(low, `texts under 4.5:1:\n${low.join('\n')}`).toHaveLength(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});
