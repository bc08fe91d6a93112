// The dark theme: "Gelap" in the profile menu turns the page dark, a reload paints it dark from the
// first frame (public/theme-boot.js, before the app), the login page follows the system live, the
// texts of the sider, the header, the menus, the notification panel, a table and a dialog keep 4.5:1,
// and "Loading ..." is in the app's font, centred, readable in both themes.
import { expect, test } from '../fixtures.mjs';
import { measure } from '../lib/contrast.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { chooseTheme, moveTo, SIDER, stillScreen } from '../lib/ui.mjs';

/** The relative luminance (0 black, 1 white) of an element's computed background. */
function backgroundLuminance(page, selector) {
  return page.evaluate((selector) => {
    const [r, g, b] = getComputedStyle(document.querySelector(selector))
      .backgroundColor.match(/[\d.]+/g)
      .map(Number)
      .map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, selector);
}

const isDark = async (page, selector) => (await backgroundLuminance(page, selector)) < 0.05;

/**
 * Records, on every load of the context, <html>'s theme and background when <body> is first inserted
 * (nothing of the page can paint before) and when the document is parsed, before the app's module runs.
 */
async function recordFirstFrames(context) {
  await context.addInitScript(() => {
    const frames = [];
    window.__firstFrames = frames;
    const record = (when) => {
      const root = document.documentElement;
      frames.push({
        when,
        theme: root.getAttribute('data-theme'),
        background: getComputedStyle(root).backgroundColor,
      });
    };
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      record('body');
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') record('parsed');
    });
  });
}

const firstFrames = (page) => page.evaluate(() => window.__firstFrames);

test('Gelap turns the page dark, a reload is dark from the first frame, the login page follows the system', async ({
  open,
}) => {
  test.setTimeout(180_000);
  const { page, context, consoleErrors } = await open(null, { as: ACCOUNTS.superadmin });
  await recordFirstFrames(context);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Menu profil/ }).waitFor();
  expect(await isDark(page, 'body'), 'the page is dark before Gelap was chosen').toBeFalsy();

  await chooseTheme(page, 'Gelap');
  await expect.poll(() => isDark(page, '.shell .ant-layout'), 'the layout did not turn dark').toBeTruthy();
  await expect(page.locator('html'), 'no data-theme="dark"').toHaveAttribute('data-theme', 'dark');
  expect(await isDark(page, 'body'), 'the body is not dark').toBeTruthy();
  expect(await isDark(page, '.shell-header'), 'the header is not dark').toBeTruthy();
  // the sider stays navy
  const sider = await page.evaluate(
    () => getComputedStyle(document.querySelector('.shell-sider')).backgroundColor,
  );
  expect(sider, `the sider is ${sider}, not navy`).toBe('rgb(19, 41, 75)');
  // the menu says which theme is chosen
  await page.getByRole('button', { name: /Menu profil/ }).hover();
  await page.getByRole('menuitem', { name: /^Gelap\s*\(dipilih\)$/ }).waitFor();
  await page.mouse.move(700, 500);

  // a reload: dark before the app runs, and still dark once it has
  await page.reload();
  await page.getByRole('button', { name: /Menu profil/ }).waitFor();
  const frames = await firstFrames(page);
  expect(frames, `first frames: ${JSON.stringify(frames)}`).toHaveLength(2);
  for (const frame of frames) {
    expect(
      frame.theme === 'dark' && frame.background === 'rgb(11, 18, 32)',
      `the ${frame.when} frame was ${frame.theme} on ${frame.background}`,
    ).toBeTruthy();
  }
  expect(await isDark(page, '.shell .ant-layout'), 'the layout is not dark after the reload').toBeTruthy();

  // sign out: the choice is the user's, the login page follows the system, live
  await page.getByRole('button', { name: /Menu profil/ }).hover();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByLabel('Kata Sandi').waitFor();
  await expect
    .poll(async () => !(await isDark(page, '.login')), 'the login page is not light (system light)')
    .toBeTruthy();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => isDark(page, '.login'), 'the login page did not follow the system to dark')
    .toBeTruthy();
  await stillScreen(page);
  const login = await measure(page, '.login');
  const low = login.filter((one) => one.ratio < 4.5);
  expect(low, `login texts under 4.5:1: ${JSON.stringify(low)}`).toHaveLength(0);
  await page.reload();
  await page.getByLabel('Kata Sandi').waitFor();
  expect(
    (await firstFrames(page)).every((frame) => frame.theme === 'dark'),
    `the login page's first frames: ${JSON.stringify(await firstFrames(page))}`,
  ).toBeTruthy();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect
    .poll(async () => !(await isDark(page, '.login')), 'the login page did not follow the system back')
    .toBeTruthy();
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('in the dark theme the sider, the header, the profile menu, the notification panel and a dialog reach 4.5:1', async ({
  open,
}) => {
  test.setTimeout(150_000);
  const { page, consoleErrors } = await open('/dashboard/master/tipe', { as: ACCOUNTS.superadmin });
  await page.getByRole('button', { name: /Menu profil/ }).waitFor();
  await chooseTheme(page, 'Gelap');
  await expect.poll(() => isDark(page, '.shell-header'), 'the header did not turn dark').toBeTruthy();
  await page.mouse.move(700, 500);
  const low = [];
  const record = async (part, selector, options) => {
    await stillScreen(page);
    const texts = await measure(page, selector, options);
    expect(texts.length, `${part}: nothing measured`).toBeGreaterThan(0);
    low.push(...texts.filter((one) => one.ratio < 4.5).map((one) => `${part}: ${JSON.stringify(one)}`));
    return texts;
  };
  await record('sider', `${SIDER}, .shell-brand`, { icons: true });
  await record('header', '.shell-header', { icons: true });

  // the open profile menu
  await page.getByRole('button', { name: /Menu profil/ }).hover();
  await page.getByRole('menuitem', { name: /^Terang/ }).waitFor();
  const menu = await record('profile menu', '.ant-dropdown:not(.ant-dropdown-hidden)');
  expect(
    menu.some((one) => one.text === 'Tema'),
    'the Tema group was not measured',
  ).toBeTruthy();
  await page.mouse.move(700, 500);
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });

  // the notification panel
  await page.getByRole('button', { name: /^Notifikasi/ }).hover();
  const panel = page.locator('.ant-popover:visible');
  await panel.getByText('Lihat Semua Notifikasi').waitFor();
  await record('notification panel', '.ant-popover:not(.ant-popover-hidden)');
  await page.mouse.move(700, 500);
  await panel.waitFor({ state: 'hidden' });

  // a table and a form dialog
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30000 });
  await record('table', '.ant-table');
  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Tipe Properti' });
  await dialog.waitFor();
  await record('dialog', '.ant-modal-content');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // the photo field's "Pilih berkas" is antd's button in the app's font, not the browser's own
  await moveTo(page, '/dashboard/listing');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30000 });
  await page.getByRole('button', { name: 'Tambah' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Listing' }).locator('.photo-upload-add');
  await add.waitFor();
  await record('photo button', '.photo-upload-add');
  const look = await add.evaluate((el) => {
    const style = getComputedStyle(el);
    return { font: style.fontFamily, size: style.fontSize, ground: style.backgroundColor };
  });
  const appFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(
    look.font === appFont && look.size === '14px' && look.ground === 'rgba(0, 0, 0, 0)',
    `photo button: ${JSON.stringify(look)}`,
  ).toBeTruthy();
  await page.keyboard.press('Escape');

  expect(low, `texts under 4.5:1:\n${low.join('\n')}`).toHaveLength(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('"Loading ..." is in the app\'s font, centred and readable, in the light and the dark theme', async ({
  open,
}) => {
  test.setTimeout(120_000);
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await open(null);
    await page.emulateMedia({ colorScheme });
    // the app's entry module waits: the page shows index.html's "Loading ..." with its styles
    let release;
    const stored = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await stored;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'Loading ...' });
    await loading.waitFor();
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.selectorText === '.app-loading');
        } catch {
          return false;
        }
      }),
    );
    const look = await loading.evaluate((element) => {
      const text = element.lastElementChild.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        font: style.fontFamily,
        centreX: text.left + text.width / 2 - window.innerWidth / 2,
        centreY: text.top + text.height / 2 - window.innerHeight / 2,
        theme: document.documentElement.getAttribute('data-theme'),
      };
    });
    expect(look.theme, `${colorScheme}: the page is ${look.theme}`).toBe(colorScheme);
    expect(
      /Segoe UI/.test(look.font) && !/serif$/.test(look.font.replace(/sans-serif/, '')),
      `font ${look.font}`,
    ).toBeTruthy();
    expect(
      Math.abs(look.centreX) < 40 && Math.abs(look.centreY) < 40,
      `not centred: ${JSON.stringify(look)}`,
    ).toBeTruthy();
    const texts = await measure(page, '.app-loading');
    expect(
      texts.length > 0 && texts.every((one) => one.ratio >= 4.5),
      `${colorScheme}: ${JSON.stringify(texts)}`,
    ).toBeTruthy();
    release();
    await page.getByLabel('Kata Sandi').waitFor();
  }
});
