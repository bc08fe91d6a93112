// Reading the shell and the generic screens the way a user sees them.
import { viteModules } from '../../../scripts/vite-modules.mjs';
import { expect } from '../fixtures.mjs';

export const SIDER = 'nav[aria-label="Menu navigasi"]';

/** docs/contract.md section 2: the full menu's top level, in order. */
export const FULL_MENU = [
  'Dashboard',
  'Listing',
  'Subscribes',
  'Potensi Leads',
  'Schedule List',
  'Carikan Properti',
  'BI Checking',
  'Users',
  'Master Data',
  'Master Slug',
  'Master Area',
  'Payment',
  'Analytics',
  'Report Share',
  'Withdrawal',
  'Notification',
  'Profil',
];

let registryLoad;

/**
 * Each sider group's entries for `menu` ('full', 'reduced'), in order, as the registry declares them
 * (src/resources/, read in Node through Vite): a resource added as one module is expected with no
 * list here to change.
 */
export async function menuGroupsOf(menu) {
  registryLoad ??= (async () => {
    const { load, close } = await viteModules();
    try {
      return await load('/src/resources/index.ts');
    } finally {
      await close();
    }
  })();
  const { groups, registry, refineMetaOf } = await registryLoad;
  return Object.fromEntries(
    groups.map((group) => [
      group.label,
      registry
        .filter((decl) => decl.group === group.name && decl.menus.includes(menu) && !refineMetaOf(decl).hide)
        .map((decl) => decl.label),
    ]),
  );
}

/** docs/contract.md section 2: what the reduced menu leaves out. */
export const REDUCED_OUT = [
  'Subscribes',
  'BI Checking',
  'Master Area',
  'Payment',
  'Analytics',
  'Report Share',
  'Withdrawal',
];

/**
 * Goes to `path` inside the running app, as a link would (no reload: the demo backend and its data
 * stay, and the test does not pay for a fresh start).
 */
export async function navigate(page, path) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The screen shown, not one being left (see `moveTo`). */
export const CURRENT_SCREEN = '.page-transition:not([data-left])';

/**
 * Moves inside the running app to `path` (no page load) and waits until the next screen is mounted:
 * the screen being left stays until the next one is ready, so it is marked first.
 */
export async function moveTo(page, path) {
  await page.evaluate(() => document.querySelector('.page-transition')?.setAttribute('data-left', ''));
  await navigate(page, path);
  await page.locator(CURRENT_SCREEN).waitFor({ state: 'attached' });
}

/** The labels of the sider's top-level entries. */
export async function topLevelMenu(page) {
  const root = page.locator(`${SIDER} ul.ant-menu-root`);
  await root.waitFor();
  await page.locator(`${SIDER} ul.ant-menu-root > li`).first().waitFor();
  return root.evaluate((ul) =>
    [...ul.children]
      .filter((li) => li.matches('li.ant-menu-item, li.ant-menu-submenu'))
      .map((li) => (li.querySelector(':scope > .ant-menu-submenu-title') ?? li).textContent.trim()),
  );
}

/** Opens a sider group and returns its entries' labels. */
export async function groupEntries(page, group) {
  const submenu = page.locator(`${SIDER} li.ant-menu-submenu`).filter({
    has: page.locator(':scope > .ant-menu-submenu-title', { hasText: group }),
  });
  const title = submenu.locator(':scope > .ant-menu-submenu-title');
  if (!(await submenu.evaluate((li) => li.classList.contains('ant-menu-submenu-open')))) await title.click();
  const items = submenu.locator('ul li.ant-menu-item');
  await items.first().waitFor();
  return items.allTextContents().then((texts) => texts.map((text) => text.trim()));
}

/** Waits until the screen shows data: table rows, statistics or a record. */
export async function waitForData(page, timeout = 15000) {
  await page
    .locator('.ant-table-tbody tr.ant-table-row, .ant-statistic-content-value, .ant-descriptions-item-label')
    .first()
    .waitFor({ timeout });
}

/**
 * What a screen shows once loaded: rows or cards, an empty list (not one under a first load's
 * spinner), figures, a record, the agenda, or the result page of a refused or missing screen.
 */
export const EMPTY_LIST = '.ant-empty:not(.ant-spin-blur *)';
const SCREEN_CONTENT = `.resource-card, .ant-table-tbody tr.ant-table-row, ${EMPTY_LIST}, .ant-statistic-content-value, .ant-descriptions-item-label, .schedule-agenda, .ant-result`;

/**
 * Waits until nothing on the page moves: no entrance, exit or colour change running (what axe or a
 * contrast check reads mid-way is not what a person sees; antd's popups start their zoom paused, hence
 * the motion classes); a spinner's endless turn does not count.
 */
export async function stillScreen(page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          // driven by a scroll, not by time (a phone's row of actions fading at its edge): it moves
          // only while something scrolls
          animation.timeline !== document.timeline,
      ) && !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]'),
  );
}

/**
 * Waits for a screen's content (failing when none appears: axe or a contrast check on an empty
 * screen proves nothing), the end of its calls, and a still page.
 */
export async function screenSettled(page, timeout = 15000) {
  await expect(page.locator(SCREEN_CONTENT).first(), 'no content appeared on the screen').toBeVisible({
    timeout,
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await stillScreen(page);
}

/** The visible text of the open Error dialog. */
export function errorDialog(page) {
  return page.getByRole('dialog', { name: 'Error' });
}

/** Chooses a theme ("Terang", "Gelap", "Ikuti sistem") in the profile menu, as a person does. */
export async function chooseTheme(page, name) {
  await page.getByRole('button', { name: /Menu profil/ }).hover();
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
}

/** The requests of `method` whose path matches `pattern`. */
export const calls = (requests, method, pattern) =>
  requests.filter((r) => r.method() === method && pattern.test(new URL(r.url()).pathname));

/** The open modal or drawer titled `title`. */
export const dialogTitled = (page, title) =>
  page.locator('.ant-modal-content, .ant-drawer-content').filter({
    has: page.locator('.ant-modal-title, .ant-drawer-title').filter({ hasText: title }),
  });

/**
 * Closes the open `dialog` with Escape, as a person does once the dialog holds the keyboard's focus
 * (its first field, or the dialog itself): a key pressed before goes to the button that opened it.
 */
export async function closeWithEscape(dialog) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the dialog never took the focus',
    })
    .toBe(true);
  await dialog.page().keyboard.press('Escape');
  await expect(dialog, 'Escape did not close the dialog').toHaveCount(0);
}

/**
 * The resources and calls of the answers this browser keeps for the next visit (IndexedDB `pbo-kept`),
 * per user: `listing list` for a list's rows, `listing list count` for a count only (the dashboard's).
 */
export const persistedEntries = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('pbo-kept');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () =>
            resolve(
              all.result.map((entry) =>
                entry.clientState.queries.map(
                  ({ queryKey }) => `${queryKey[2]} ${queryKey[3]}${queryKey[4]?.countOnly ? ' count' : ''}`,
                ),
              ),
            );
        };
      }),
  );

/** A 1x1 PNG, the image of the upload specs. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Picks `option` (or the first one) in the select labelled `label` inside `scope`, from that select's
 * own dropdown (the one of a select above may still be closing), once the select is enabled; returns
 * the option's text. The select's box is clicked, once it stands still (a dialog zooms in as it
 * opens): a chosen value (e.g. an area's own province) lies over the input.
 */
export async function pickOption(page, scope, label, option) {
  const input = scope.getByLabel(label, { exact: true });
  await expect(input, `${label} stays disabled`).toBeEnabled();
  await input.locator('xpath=ancestor::div[contains(@class, "ant-select-selector")][1]').click();
  const list = await input.getAttribute('aria-owns');
  const options = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden):has([id="${list}"]) .ant-select-item-option`,
  );
  const item = option ? options.filter({ hasText: option }).first() : options.first();
  await item.waitFor();
  const text = (await item.textContent()).trim();
  await item.click();
  return text;
}

/**
 * Books a visit in the open "Tambah Jadwal Kunjungan" form as a person does: the first listing, the
 * customer Agus Salim and a phone; `beforeSave(page)` (e.g. a screenshot) runs once it is filled. Waits
 * for the one POST and returns its body.
 */
export async function bookVisit(page, requests, beforeSave = async () => undefined) {
  const form = dialogTitled(page, 'Tambah Jadwal Kunjungan');
  await pickOption(page, form, 'Properti');
  await form.getByLabel('Pelanggan').fill('Agus Salim');
  await form.getByLabel('Telepon').fill('081311112222');
  await beforeSave(page);
  await form.getByRole('button', { name: 'Simpan' }).click();
  const booked = () => calls(requests, 'POST', /\/schedule-house-list$/);
  await expect.poll(() => booked(), 'no booking sent').toHaveLength(1);
  return booked()[0].postDataJSON();
}
