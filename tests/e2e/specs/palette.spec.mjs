import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';

const options = (page) => page.getByRole('group', { name: 'Layar' }).getByRole('option');

// (Ctrl+K with the reduced menu is a step of the ADMIN test in menu.spec.mjs, on its page load)

// (one page load for the full menu's checks: a fresh signed-in load costs more than a step)
test('Ctrl+K takes the typing at once ("jadwal" then Enter opens Schedule List, Escape gives the focus back); the full menu offers Analytics; the login page loads no palette', async ({
  open,
}) => {
  test.setTimeout(120000);
  const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await page.getByRole('heading', { name: /Selamat datang/ }).waitFor({ timeout: 45000 });
  const opener = page.getByRole('button', { name: 'Cari layar atau data (Ctrl+K)' });
  const input = page.getByRole('combobox', { name: /Ketik nama layar/ });
  await test.step('"jadwal" then Enter opens Schedule List, Escape gives the focus back', async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 30000 });
    // typed where the focus is, as a person does: no click into the field first
    await page.keyboard.type('jadwal');
    await expect(options(page)).toHaveText([/^Schedule List/, /^Tambah Jadwal Kunjungan/]);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/schedule');
    await page.locator('.ant-table-row[data-list-row]').first().waitFor({ timeout: 30000 });

    await opener.click();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(opener).toBeFocused();
  });

  await test.step('the full menu offers Analytics', async () => {
    await opener.click();
    await input.waitFor({ timeout: 30000 });
    await input.fill('user logs');
    await input.press('Enter');
    await page.waitForURL(/\/dashboard\/analytics\/user/);
  });

  await test.step('the login page loads no palette', async () => {
    const { page: login, requests } = await open('/');
    await login.getByLabel('Kata Sandi').waitFor();
    await login.keyboard.press('Control+k');
    expect(
      requests.some((r) => /CommandPalette|PaletteLauncher/.test(r.url())),
      'the login page loaded the palette',
    ).toBeFalsy();
    await expect(
      login.getByRole('combobox', { name: /Ketik nama layar/ }),
      'a palette on the login page',
    ).toHaveCount(0);
  });
});

test("Ctrl+K on a list keeps every key typed at once: none reaches the list's shortcuts while the palette loads", async ({
  open,
}) => {
  const { page, consoleErrors } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  await page.locator('[data-list-row]').first().waitFor({ timeout: 45000 });
  // j puts the list's keys on a row ("e" there opens its edit form), then the palette, typed at once
  await page.keyboard.press('j');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Gubeng');
  const input = page.getByRole('combobox', { name: /Ketik nama layar/ });
  await expect(input).toHaveValue('Gubeng');
  await expect(input).toBeFocused();
  await expect(page.getByRole('dialog'), 'a dialog beside the palette').toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  expect(consoleErrors, 'console errors').toEqual([]);
});
