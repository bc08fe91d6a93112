import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls } from '../lib/ui.mjs';
import { ListPage } from '../pages/list.mjs';

// (Finance: a BI check approved from its detail, its identity number masked; a withdrawal approved
// after a confirmation naming amount and account; a payment's webhook triggered; the log holding what
// was just done, newest first, by whom and in words, and an entry opened with every field: component
// tests in tests/unit/resources/finance.test.tsx.)

// (A lead added and answered with an image, a kelurahan added to an area and refused the second time,
// a type named like another refused, a visit booked from the calendar: component tests, in
// tests/unit/pages/leads/leads.test.tsx, pages/area-indicator/records.test.tsx,
// engine/form/resource-form.test.tsx and pages/schedule/schedule.test.tsx.)
test('a visit rescheduled: an impossible date is refused with its reason, Enter picks, a past time is asked first', async ({
  open,
  screenshotAs,
}) => {
  const { page, requests } = await open('/dashboard/schedule', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await list.waitForRows();
  await test.step('reschedule: an impossible date is refused with its reason, Enter picks, a past time is asked first', async () => {
    const dialog = await list.rowMenu(list.row('Terjadwal').first(), 'Jadwal Ulang', 'Jadwal Ulang');
    const field = dialog.getByLabel('Tanggal & Jam Baru');
    const sent = () => calls(requests, 'PUT', /\/schedule-house-list\/[^/]+$/);
    await field.fill('31/11/2026 09:00');
    await field.press('Enter');
    await dialog.getByText('Tanggal 31/11/2026 tidak ada: November hanya 30 hari.').waitFor();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(field, 'the refused text was replaced').toHaveValue('31/11/2026 09:00');
    // a time already past: Enter picks it (the popup closes, the form stays), Simpan asks first
    const past = new Date(Date.now() - 86_400_000);
    const typed = `${String(past.getDate()).padStart(2, '0')}/${String(past.getMonth() + 1).padStart(2, '0')}/${past.getFullYear()} 09:05`;
    await field.fill(typed);
    await field.press('Enter');
    await expect(dialog.getByText(/tidak ada/), 'the reason stays').toHaveCount(0);
    await expect(
      page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'),
      'Enter did not pick',
    ).toHaveCount(0);
    await expect(field, 'Enter did not pick the typed time').toHaveValue(/ 09:05$/);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const question = page.locator('.ant-modal-confirm').filter({ hasText: 'Waktu ini sudah lewat' });
    await question.waitFor();
    await screenshotAs(page, 'reschedule-past');
    expect(sent(), 'sent before the past time was confirmed (or on Enter, or with 31/11)').toHaveLength(0);
    await question.getByRole('button', { name: 'Kembali' }).click();
    await expect(question).toHaveCount(0);
    await expect(field, 'going back changed the field').toHaveValue(/ 09:05$/);
    expect(sent(), 'sent after going back').toHaveLength(0);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await question.getByRole('button', { name: 'Ya, simpan' }).click();
    await expect.poll(() => sent().length, 'no reschedule sent after confirming').toBe(1);
    const date = new Date(sent()[0].postDataJSON().date);
    expect(
      date.getDate() === past.getDate() && date.getHours() === 9 && date.getMinutes() === 5,
      `sent ${date.toISOString()}`,
    ).toBeTruthy();
  });
});
