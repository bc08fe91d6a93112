// The sider's texts reach WCAG AA (4.5:1) in every state: the open group of the current screen, the
// selected entry, hover, the collapsed sider and its popup groups. axe misses the open group's title
// (navy on navy once), so the ratio is computed here from the colours a person sees.
import { check, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { navigate, SIDER } from '../lib/ui.mjs';

const POPUP = '.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)';

/**
 * Waits until no transition or animation runs and no antd motion (a popup's zoom, which starts
 * paused) is under way, so the colours read are the ones that stay.
 */
async function settle(page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]'),
  );
}

/**
 * Every visible text (and, with `icons`, every icon) inside `selector`, with its colour, its
 * effective background (the first ancestor with a background colour, blended over those below when
 * translucent) and the WCAG contrast ratio of the two.
 */
function measure(page, selector, { icons = false } = {}) {
  return page.evaluate(
    ({ selector, icons }) => {
      const parse = (value) => {
        const [r, g, b, a = 1] = value.match(/[\d.]+/g).map(Number);
        return { r, g, b, a };
      };
      const over = (top, bottom) => ({
        r: top.r * top.a + bottom.r * (1 - top.a),
        g: top.g * top.a + bottom.g * (1 - top.a),
        b: top.b * top.a + bottom.b * (1 - top.a),
        a: 1,
      });
      const background = (element) => {
        const layers = [];
        for (let node = element; node; node = node.parentElement) {
          const colour = parse(getComputedStyle(node).backgroundColor);
          if (colour.a > 0) layers.push(colour);
          if (colour.a >= 1) break;
        }
        return layers.reduceRight((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
      };
      const luminance = ({ r, g, b }) => {
        const [lr, lg, lb] = [r, g, b].map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const opacity = (element) => {
        let value = 1;
        for (let node = element; node; node = node.parentElement)
          value *= Number(getComputedStyle(node).opacity);
        return value;
      };
      const seen = (element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      };
      const elements = new Set();
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.textContent.trim() && text.parentElement) elements.add(text.parentElement);
        }
        if (icons) root.querySelectorAll('.anticon').forEach((icon) => elements.add(icon));
      }
      return [...elements].filter(seen).map((element) => {
        const bg = background(element);
        const colour = parse(getComputedStyle(element).color);
        const fg = over({ ...colour, a: colour.a * opacity(element) }, bg);
        const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
        const name = element.textContent.trim() || element.getAttribute('aria-label') || 'icon';
        return {
          text: name,
          fg: `rgb(${[fg.r, fg.g, fg.b].map(Math.round).join(',')})`,
          bg: `rgb(${[bg.r, bg.g, bg.b].map(Math.round).join(',')})`,
          ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
        };
      });
    },
    { selector, icons },
  );
}

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
    await settle(page);
    const texts = await measure(page, selector, options);
    check(texts.length > 0, `${state}: no text measured`);
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
    check(
      opened.some((one) => one.text === text),
      `"${text}" was not measured`,
    );
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
  check(
    popupTexts.some((one) => one.text === 'Logs'),
    'the selected "Logs" was not measured in the popup',
  );
  await entry(popup, 'Payment').hover();
  await record('hover in the collapsed popup', POPUP);

  check(low.length === 0, `texts under 4.5:1:\n${low.join('\n')}`);
  check(consoleErrors.length === 0, consoleErrors.join(' | '));
});
