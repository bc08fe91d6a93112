// Work from the field: offline is a state the app says in one place and code not on the device keeps
// the page; a hung call shows its wait and can be left.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls, dialogTitled, errorDialog } from '../lib/ui.mjs';
import { ListPage } from '../pages/list.mjs';

const PHONE = { width: 390, height: 844 };

test('phone, offline on Schedule: the banner says so, "Jadwal Ulang", whose code has not reached the device, keeps the app and says its code cannot load, and opens once online; "Simpan" offline closes into the outbox and it is sent once online', async ({
  open,
  screenshotAs,
}) => {
  const { page, context, served } = await open(null, {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
    keepApp: true,
  });
  // the app's worker keeps every part of the app on the device soon after the first screen: the code
  // of the action dialogs (FormActionDialog) is held off the device and the page until the test lets it
  const actionDialogCode = /\/assets\/FormActionDialog-[\w-]+\.js$/;
  await context.route(actionDialogCode, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard/schedule');
  const menu = page.locator('.resource-card-menu').first();
  await menu.waitFor({ timeout: 45000 });
  // a mark on this page: gone if the page is reloaded (onto the browser's offline page, or at all)
  await page.evaluate(() => (window.stayedMark = true));
  const stayed = () => page.evaluate(() => window.stayedMark === true).catch(() => false);
  const banner = page.getByRole('status').filter({ hasText: 'Tidak ada koneksi.' });
  await expect(banner, 'a banner while online').toHaveCount(0);

  await context.setOffline(true);
  await expect(banner, 'no offline banner').toBeVisible();
  await menu.tap();
  await page.getByRole('menuitem', { name: 'Jadwal Ulang' }).tap();
  const notice = page.getByRole('status').filter({ hasText: 'belum tersimpan di perangkat' });
  await expect(notice, 'the part that cannot load does not say so').toBeVisible();
  const box = await notice.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, JSON.stringify(box)).toBeTruthy();
  await screenshotAs(page, 'field-offline-part');
  // the page stays: no reload onto the browser's offline page, the list still there
  expect(await stayed(), 'the page was reloaded').toBe(true);
  await expect(page.locator('.resource-card').first()).toBeVisible();

  await context.unroute(actionDialogCode);
  await context.setOffline(false);
  const dialog = dialogTitled(page, 'Jadwal Ulang');
  await expect(dialog, 'the dialog did not come once online').toBeVisible();
  await expect(dialog.getByLabel('Tanggal & Jam Baru')).toBeVisible();
  await expect(banner, 'the banner stays online').toHaveCount(0);
  await expect(notice).toHaveCount(0);
  expect(await stayed(), 'the page was reloaded').toBe(true);

  // saved offline: not stored unseen with a spinner; it waits in the outbox, the dialog closes with a
  // plain word, the card says it waits, and it leaves once online, once
  const puts = async () => calls(await served(), 'PUT', /\/schedule-house-list\//);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).tap();
  await expect(page.getByText('Disimpan di perangkat. Akan dikirim saat online.')).toBeVisible();
  await expect(dialog, 'the dialog stayed').toHaveCount(0);
  await expect(banner).toHaveText('Tidak ada koneksi. 1 perubahan akan dikirim saat online.');
  const waiting = page.getByRole('status', { name: 'Perubahan data ini menunggu dikirim' });
  await expect(waiting).toHaveCount(1);
  expect(await puts(), 'a change was sent offline').toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByText(/^Perubahan tertunda sudah dikirim: Jadwal Ulang: /)).toBeVisible({
    timeout: 30000,
  });
  expect(await puts(), 'not sent once').toHaveLength(1);
  await expect(waiting).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  expect(await stayed(), 'the page was reloaded').toBe(true);
});

test('a hung re-read before "Tandai Terjual" shows its wait; past 15 s "Batalkan" aborts it, closes the dialog and says nothing was sent', async ({
  open,
  screenshotAs,
}) => {
  const { page, served } = await open(null, { as: ACCOUNTS.superadmin });
  // the app's timers on Playwright's clock: 15 s pass when the test says, not by waiting them
  await page.clock.install();
  await page.goto('/dashboard/listing');
  const list = new ListPage(page);
  await list.waitForRows(45000);
  const first = list.rows.first();
  const title = (await first.locator('a').first().textContent()).trim();
  await first.getByRole('link', { name: title }).click();
  const sold = page.getByRole('button', { name: /Tandai Terjual/ });
  await sold.waitFor();
  await page.evaluate(() => window.demoBackend.replyWith('get', '/house-list/by/[^/?]+', 'hang'));
  const failed = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await sold.click();
  // a sale is final after its undo window: asked first, then the record is read again, its wait
  // shown on the dialog's button
  const ask = page.getByRole('dialog', { name: 'Tandai Terjual' });
  await ask.getByRole('button', { name: 'Ya, tandai terjual' }).click();
  await expect(ask.locator('.ant-btn-loading'), 'the re-read shows nothing').toBeVisible();
  await page.clock.fastForward('00:16');
  const still = page.getByRole('status').filter({ hasText: 'Masih menunggu jawaban server' });
  await expect(still, 'no word after 15 s').toBeVisible();
  await expect(still.getByRole('button', { name: 'Tetap tunggu' })).toBeVisible();
  // asked for less motion, the button's spinner turned once and holds still, still shown
  await expect(ask.locator('.ant-btn-loading .anticon-loading')).toBeVisible();
  await expect
    .poll(
      () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
      'an animation still runs on',
    )
    .toBe(0);
  await screenshotAs(page, 'field-long-wait');
  await still.getByRole('button', { name: 'Batalkan' }).click();
  await expect(still).toHaveCount(0);
  await expect(ask, 'the dialog stayed open').toBeHidden();
  await expect(page.getByText('Dibatalkan: tidak ada yang dikirim.')).toBeVisible();
  await expect
    .poll(() => failed.filter((url) => /\/house-list\/by\//.test(url)).length, 'the call was not aborted')
    .toBe(1);
  await expect(errorDialog(page), 'a cancel is no error').toHaveCount(0);
  await expect(sold, 'the listing was marked sold').toBeVisible();
  expect(calls(await served(), 'PUT', /\/house-list\//), 'a change was sent').toHaveLength(0);
});

// (An HTML page answered 200 to a withdrawal decision: an error with the generic text, never "Success
// proses withdraw": tests/unit/resources/finance.test.tsx, and every success rule given an HTML page in
// tests/unit/http/http.test.ts.)
