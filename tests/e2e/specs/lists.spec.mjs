import { expect, test } from '../fixtures.mjs';
import { seriousViolations } from '../lib/axe.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { chooseTheme, moveTo, stillScreen } from '../lib/ui.mjs';
import { FormDialog } from '../pages/form.mjs';
import { ListPage } from '../pages/list.mjs';

// (A list's page, sort and filter sent to the server and kept in the URL, and read from the URL when
// the address is opened anew (as a reload does), rupiah prices, the rows of a filter: component tests
// in tests/unit/engine/list/resource-list.test.tsx.)

// (Create, edit and delete with the registry messages, a type's "Nama wajib diisi.", the edit form
// starting from its row, a delete that asks nothing and leaves after its undo window: component tests
// in tests/unit/engine/form/resource-form.test.tsx.)

// (the village filters' cascade and a failed list's Error dialog are component tests:
// tests/unit/engine/form/region-cascade.test.tsx and tests/unit/engine/list/resource-list.test.tsx)

// (A list worked by keyboard only: the arrows and j/k move the focus, x and Shift+arrow choose, Delete
// deletes with "Urungkan" and z undoes, Enter opens the focused row, "?" shows the shortcuts: component
// tests in tests/unit/engine/list/list-keyboard.test.tsx.)
test('the keyboard shortcut sheet ("?" on a list): nothing serious for axe in the light and the dark theme', async ({
  open,
}) => {
  test.setTimeout(150_000);
  const { page, consoleErrors } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await list.waitForRows(30_000);

  await test.step('"?" shows the shortcuts, with nothing serious for axe in the light theme', async () => {
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Pintasan keyboard' });
    await expect(sheet.getByRole('cell', { name: 'Ubah baris' })).toBeVisible();
    await stillScreen(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });

  await test.step('the shortcut sheet in the dark theme: nothing serious for axe', async () => {
    await chooseTheme(page, 'Gelap');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // the profile menu closes; the focus leaves it
    await page.mouse.move(700, 500);
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Pintasan keyboard' });
    await expect(sheet.getByRole('cell', { name: 'Ubah baris' })).toBeVisible();
    await stillScreen(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('Back with a form open closes the form, not the screen; what was typed comes back as its draft', async ({
  open,
}) => {
  const { page, consoleErrors } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await page.getByRole('link', { name: 'Listing', exact: true }).click();
  const list = new ListPage(page);
  await list.waitForRows(30_000);
  await page.getByRole('button', { name: /Tambah$/ }).click();
  const form = new FormDialog(page, 'Tambah Listing');
  await form.waitFor();
  await form.field('Deskripsi').fill('Dekat stasiun.');
  await page.goBack();
  await form.waitForClosed();
  await expect(page).toHaveURL(/\/dashboard\/listing$/);
  await expect(list.rows.first()).toBeVisible();
  await page.getByRole('button', { name: /Tambah$/ }).click();
  await form.dialog.getByText('Draf dipulihkan').waitFor();
  await expect(form.field('Deskripsi')).toHaveValue('Dekat stasiun.');
  // closed by its own button, the form takes its history entry back: Back then leaves the screen
  await form.dialog.getByRole('button', { name: 'Buang draf' }).click();
  await form.dialog.getByRole('button', { name: 'Batal' }).click();
  await form.waitForClosed();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('reloaded with a dialog open, the next dialog closes at the first Back, and the Back after it leaves the screen', async ({
  open,
}) => {
  const { page, consoleErrors } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await page.getByRole('link', { name: 'Listing', exact: true }).click();
  const list = new ListPage(page);
  await list.waitForRows(30_000);
  const sheet = page.getByRole('dialog', { name: 'Pintasan keyboard' });
  await page.keyboard.press('?');
  await expect(sheet).toBeVisible();
  // the browser keeps the dialog's history entry, and its state, across the reload
  await page.reload();
  await list.waitForRows(30_000);
  await expect(sheet).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet, 'the first Back did not close the dialog').toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/listing$/);
  await expect(list.rows.first()).toBeVisible();
  await page.goBack();
  await expect(page, 'the next Back did not leave Listing').toHaveURL(/\/dashboard$/);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("a laptop's 1280 px holds Listing's columns without scrolling sideways; 1366 px holds a property's leads with their conversation; the menu shows the keyboard's place", async ({
  open,
}) => {
  const { page, consoleErrors } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: { width: 1280, height: 800 },
  });
  const list = new ListPage(page);
  await list.waitForRows(30_000);
  const body = page.locator('.ant-table-body, .ant-table-content').first();
  const widths = await body.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(widths[0], `the table is ${widths[0]} px in ${widths[1]} px`).toBeLessThanOrEqual(widths[1]);
  // the toolbar's actions wrap beside the title, which stays whole ("Listing", not "Li s..")
  const title = await page
    .getByRole('heading', { level: 1, name: 'Listing' })
    .evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight)]);
  expect(title[0], 'the title "Listing" takes more than one line').toBeLessThan(title[1] * 1.5);

  await test.step("the menu's focused item has a ring that shows on the navy", async () => {
    await page.getByRole('link', { name: 'Dashboard', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const item = document.activeElement?.closest('.ant-menu-item');
      const style = item && getComputedStyle(item);
      return style ? `${style.outlineStyle} ${style.outlineColor} ${style.outlineWidth}` : 'no item';
    });
    expect(ring).toBe('solid rgb(255, 255, 255) 2px');
  });

  await test.step("at 1366 px a property's leads show each lead's Percakapan whole", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await moveTo(page, '/dashboard/leads');
    await list.waitForRows(30_000);
    await list.rows.first().getByRole('button', { name: 'Lihat leads' }).click();
    const talk = page.locator('.ant-drawer-content').getByRole('button', { name: 'Percakapan' }).first();
    await talk.waitFor();
    const box = await talk.boundingBox();
    expect(box.x + box.width, 'Percakapan cut at the window edge').toBeLessThanOrEqual(1366);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});
