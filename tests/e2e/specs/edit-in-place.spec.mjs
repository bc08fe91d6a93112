// Edit in place: a value the registry marks (`editInList`) changes in its cell, or on a phone's card, and
// is saved as every change is: shown at once with "Urungkan", sent once its window ends, kept offline.
import { expect, test } from '../fixtures.mjs';
import { seriousViolations } from '../lib/axe.mjs';
import { measure } from '../lib/contrast.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls } from '../lib/ui.mjs';
import { ListPage } from '../pages/list.mjs';

const PHONE = { width: 390, height: 844 };
const MAIN = '/demo-api/main';
/** The updates of one listing (PUT /house-list/{id}). */
const putsOf = (requests, id) => calls(requests, 'PUT', new RegExp(`^${MAIN}/house-list/${id}$`));
const rupiah = (text) => new RegExp(`Rp\\s?${text.replace(/\./g, '\\.')}`);

/** The key and title of the first `count` rows, as the server has them. */
async function listings(list, count) {
  await list.waitForServerRows();
  const out = [];
  for (let index = 0; index < count; index += 1) {
    const row = list.rows.nth(index);
    out.push({
      id: await row.getAttribute('data-row-key'),
      title: (await row.locator('a').first().textContent()).trim(),
    });
  }
  return out;
}

/** The row of a listing, by its key (two listings may share a title). */
const rowOf = (page, { id }) => page.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${id}"]`);

/** Opens a listing's price in its cell, types `text` and presses Enter. */
async function typePrice(page, listing, text) {
  const row = rowOf(page, listing);
  await row.getByRole('button', { name: `Ubah Harga: ${listing.title}` }).click();
  const input = row.getByLabel(`Harga baru: ${listing.title}`);
  await expect(input, "the cell's input did not take the focus").toBeFocused();
  await input.fill(text);
  return input;
}

test('a listing price edited in its cell: "1,5 M" reaches the service once after the undo window, "Urungkan" sends nothing, offline it waits ("Menunggu dikirim") and is sent once online', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120_000);
  const { page, context, requests, consoleErrors } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
  });
  const list = new ListPage(page);
  const [first, second, third] = await listings(list, 3);
  const undo = page.getByRole('button', { name: 'Urungkan' });

  await test.step('"1,5 M" and Enter: shown at once with "Urungkan"; one PUT with 1500000000 once the window ends', async () => {
    const input = await typePrice(page, first, '1,5 M');
    // read as the form reads it, said under the box
    await expect(input).toHaveAccessibleDescription(/= Rp\s?1\.500\.000\.000/);
    await screenshotAs(page, 'edit-in-place-typed');
    await input.press('Enter');
    await expect(undo).toBeVisible();
    await expect(page.getByText(`Ubah Harga: ${first.title}`)).toBeVisible();
    const row = rowOf(page, first);
    await expect(row.getByText(rupiah('1.500.000.000'))).toBeVisible();
    // the focus is back on the cell's button
    await expect(row.getByRole('button', { name: `Ubah Harga: ${first.title}` })).toBeFocused();
    expect(putsOf(requests, first.id), 'sent within the undo window').toHaveLength(0);
    await expect.poll(() => putsOf(requests, first.id).length, { timeout: 30000 }).toBe(1);
    const [put] = putsOf(requests, first.id);
    expect(put.postDataJSON().price, 'the price sent').toBe(1_500_000_000);
    expect(put.postDataJSON().title, 'the listing sent whole').toBe(first.title);
    expect((await put.response())?.status(), 'the update answered').toBe(200);
    await expect(undo).toHaveCount(0);
  });

  await test.step('"Urungkan" puts the price back and sends nothing', async () => {
    const row = rowOf(page, second);
    const before = (await row.locator('td.value-money').textContent()).trim();
    const input = await typePrice(page, second, '750 jt');
    await input.press('Enter');
    await expect(row.getByText(rupiah('750.000.000'))).toBeVisible();
    await undo.click();
    await expect(row.locator('td.value-money')).toHaveText(before);
    await expect(undo).toHaveCount(0);
  });

  await test.step('offline: it waits ("Menunggu dikirim"), nothing leaves; online, it is sent once', async () => {
    const banner = page.getByRole('status').filter({ hasText: 'Tidak ada koneksi.' });
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    const input = await typePrice(page, third, '2,25 M');
    await input.press('Enter');
    await expect(undo).toBeVisible();
    // the window ends: kept on the device, the row says it waits
    await expect(undo).toHaveCount(0, { timeout: 30000 });
    const row = rowOf(page, third);
    const waiting = row.getByRole('status', { name: 'Perubahan data ini menunggu dikirim' });
    await expect(waiting).toBeVisible();
    await expect(row.getByText(rupiah('2.250.000.000'))).toBeVisible();
    await expect(banner).toHaveText('Tidak ada koneksi. 1 perubahan akan dikirim saat online.');
    await screenshotAs(page, 'edit-in-place-offline');
    expect(putsOf(requests, third.id), 'sent offline').toHaveLength(0);
    await context.setOffline(false);
    await expect(page.getByText(`Perubahan tertunda sudah dikirim: Ubah Harga: ${third.title}`)).toBeVisible({
      timeout: 30000,
    });
    expect(putsOf(requests, third.id), 'not sent once').toHaveLength(1);
    expect(putsOf(requests, third.id)[0].postDataJSON().price).toBe(2_250_000_000);
    await expect(waiting).toHaveCount(0);
  });

  // by now the undone change's window is long past: it never left, and the first was sent once
  expect(putsOf(requests, second.id), 'the undone change was sent').toHaveLength(0);
  expect(putsOf(requests, first.id), 'the first change was sent again').toHaveLength(1);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("phone: a card's price changes in place by touch, its button, input, ✓ and ✕ 44 px targets; a wrong value is refused in words on the card, ✕ leaves it", async ({
  open,
  screenshotAs,
}) => {
  const { page, requests } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
  });
  const card = page.locator('.resource-card').first();
  const edit = card.getByRole('button', { name: /^Ubah Harga: / });
  await edit.waitFor({ timeout: 60000 });
  const title = (await edit.getAttribute('aria-label')).replace(/^Ubah Harga: /, '');
  const target = async (locator, what) => {
    const box = await locator.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, `${what}: ${JSON.stringify(box)}`).toBeTruthy();
    expect(box.x >= 0 && box.x + box.width <= PHONE.width, `${what} off the screen`).toBeTruthy();
  };
  await target(edit, 'the edit button');
  await edit.tap();
  const input = card.getByLabel(`Harga baru: ${title}`);
  await expect(input).toBeVisible();
  const save = card.getByRole('button', { name: `Simpan Harga: ${title}` });
  const leave = card.getByRole('button', { name: `Batalkan ubah Harga: ${title}` });
  await target(save, '✓');
  await target(leave, '✕');
  // the input's box (with its "Rp") takes the finger: measured as a field is
  await target(card.locator('.cell-edit-form .ant-input-affix-wrapper'), 'the input');

  await input.fill('murah');
  await save.tap();
  const refusal = card.getByText('Harga harus berupa angka, misalnya 1.500.000 atau 1,5 M.');
  await expect(refusal).toBeVisible();
  await screenshotAs(page, 'edit-in-place-phone-refused');
  const low = (await measure(page, '.resource-card .cell-edit-editor')).filter((one) => one.ratio < 4.5);
  expect(low, `under 4.5:1 on the card's editor: ${JSON.stringify(low)}`).toHaveLength(0);
  const violations = await seriousViolations(page);
  expect(violations, `axe, the card's editor open:\n${violations.join('\n')}`).toHaveLength(0);
  await leave.tap();
  await expect(input).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(page.getByRole('button', { name: 'Urungkan' })).toHaveCount(0);
  expect(calls(requests, 'PUT', /\/house-list\//), 'a refused value was sent').toHaveLength(0);
});
