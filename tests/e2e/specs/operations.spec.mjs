import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls, dialogTitled, moveTo } from '../lib/ui.mjs';
import { ListPage } from '../pages/list.mjs';

const pending = 'filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=pending';

// One signed-in page per group of screens, moving inside the app between them (a fresh page load
// costs more than a whole step)
test('finance: a BI check approved from its detail, a withdrawal approved, a webhook triggered, a log entry opened', async ({
  open,
  screenshotAs,
}) => {
  // the whole BI list: a decided check stays in it, so the detail follows its new status
  const { page, requests } = await open('/dashboard/bi-checking', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await test.step('approve a pending BI check from its detail', async () => {
    await list.waitForRows();
    await list.row('Menunggu').first().getByRole('button', { name: 'Lihat detail' }).click();
    const detail = dialogTitled(page, 'Detail:');
    await detail.getByText('Nomor Identitas (NIK)').waitFor();
    expect(/\d{4}•+\d{4}/.test(await detail.textContent()), 'the identity number is not masked').toBeTruthy();
    await screenshotAs(page, 'bi-check-detail');
    await detail.getByRole('button', { name: 'Setujui' }).click();
    const form = dialogTitled(page, 'Setujui');
    await form.getByLabel('Catatan (opsional)').fill('Lolos verifikasi');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Success update BiChecking').waitFor();
    const body = calls(requests, 'PUT', /\/bi-checking\/status\//)[0].postDataJSON();
    expect(body.status === 'approved' && body.note === 'Lolos verifikasi', JSON.stringify(body)).toBeTruthy();
    await detail.getByText('Disetujui').waitFor();
    await expect(detail.getByRole('button', { name: 'Setujui' }), 'approve still offered').toHaveCount(0);
  });
  await test.step('approve a pending withdrawal after checking amount and account', async () => {
    await moveTo(page, `/dashboard/withdrawal?${pending}`);
    await list.waitForRows();
    await list.rowMenu(list.rows.first(), 'Setujui', 'Setujui');
    const dialog = dialogTitled(page, 'Setujui');
    await dialog.getByText('Nomor Rekening').waitFor();
    expect(/Rp\s?[\d.]+/.test(await dialog.textContent()), 'no rupiah amount').toBeTruthy();
    await screenshotAs(page, 'withdrawal-confirm');
    await dialog.getByRole('button', { name: 'Ya, lanjutkan' }).click();
    await page.getByText('Success proses withdraw').waitFor();
    expect(calls(requests, 'PUT', /\/withdrawal\//)[0].postDataJSON().status, 'wrong body').toBe('approved');
  });
  await test.step('trigger the webhook of an unpaid payment', async () => {
    await moveTo(page, `/dashboard/pg/payment?${pending}`);
    await list.waitForRows();
    const orderId = (await list.rows.first().locator('td').first().textContent()).trim();
    await list.rows.first().getByRole('button', { name: 'Picu webhook' }).click();
    // it says what it does: the order becomes paid (the service replays a successful payment)
    const webhook = dialogTitled(page, 'Picu webhook');
    await webhook.getByText(`Pesanan: ${orderId}`).waitFor();
    await webhook.getByText(/statusnya menjadi Lunas/).waitFor();
    await webhook.getByRole('button', { name: 'Ya, tandai Lunas' }).click();
    await page.getByText('Webhook berhasil dipicu.').waitFor();
    expect(
      calls(requests, 'POST', /\/webhook\/trigger-manual$/)[0].postDataJSON().order_id,
      'wrong order',
    ).toBe(orderId);
    await expect(list.row(orderId), 'the paid order is still listed').toHaveCount(0);
  });
  await test.step('the log holds what was just done, newest first, by whom; open its entry with every field', async () => {
    await moveTo(page, '/dashboard/pg/logs');
    await list.waitForRows();
    // the superadmin (Rina Wijaya) decided the BI check, then the withdrawal, then triggered the webhook
    const newest = await list.rows.evaluateAll((rows) => rows.slice(0, 3).map((row) => row.textContent));
    // the actions in a person's words (labels.ts: activityActionLabels), not the service's
    const done = [
      ['Memicu webhook', 'Payment'],
      ['Menyetujui', 'Withdrawal'],
      ['Menyetujui', 'BI Checking'],
    ];
    done.forEach(([action, module], at) => {
      for (const part of ['Rina Wijaya', action, module])
        expect(newest[at], `log entry ${at + 1}: ${newest[at]}`).toContain(part);
    });
    await list.rows.first().getByRole('link', { name: 'Lihat detail' }).click();
    await page.getByText(/memicu webhook pembayaran INV\//).waitFor();
    await page.getByText('Perangkat (User Agent)').waitFor();
    await page.getByText(/Mozilla\/5\.0/).waitFor();
    for (const label of ['Deskripsi', 'Alamat IP', 'Dibuat'])
      await page.getByText(label, { exact: true }).first().waitFor();
    expect(calls(requests, 'GET', /\/activity\/[^/]+$/), 'no GET /activity/{id}').toHaveLength(1);
    // titled by what was done, in words, not the log's own "webhook" (the newest entry: the webhook)
    await expect(page.getByRole('heading', { name: /^(login|approve|webhook)$/ })).toHaveCount(0);
    await page.getByRole('heading', { name: 'Memicu webhook', exact: true }).waitFor();
    await screenshotAs(page, 'log-detail');
  });
});

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
