// Edit in place: a value the registry marks (`editInList`) changes in its cell, or on a phone's card, and
// is saved as every change is: shown at once with "Urungkan", sent once its window ends, kept offline.
import { expect, test } from '../fixtures.mjs';
import { seriousViolations } from '../lib/axe.mjs';
import { measure } from '../lib/contrast.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls } from '../lib/ui.mjs';

const PHONE = { width: 390, height: 844 };
// (A listing's price edited in its cell at a desk: "1,5 M" shown at once with "Urungkan", the focus
// back on the cell, one PUT of the whole listing once the window ends; "Urungkan" sending nothing;
// offline, "Menunggu dikirim" and sent once online: component tests in
// tests/unit/engine/list/edit-in-place.test.tsx. The browser going offline and its banner counting
// what waits are tests/e2e/specs/outbox.spec.mjs and field.spec.mjs.)

test("phone: a card's price changes in place by touch, its button, input, ✓ and ✕ 44 px targets; a wrong value is refused in words on the card, ✕ leaves it", async ({
  open,
  screenshotAs,
}) => {
  const { page, served } = await open('/dashboard/listing', {
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
  expect(calls(await served(), 'PUT', /\/house-list\//), 'a refused value was sent').toHaveLength(0);
});
