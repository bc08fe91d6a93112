import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../src/config';
import { activityActionLabels } from '../../../src/locales/labels';
import { DEMO_ACCOUNTS, issueTokens } from '../../../src/mocks/accounts';
import { db } from '../../../src/mocks/db';
import { httpMock, SUPERADMIN, withDemoBackend } from '../support/app';
import { calls, errorDialogText, findDialog, lastJson, tableRows } from '../support/operations';
import { renderScreen } from '../support/screen';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

const statusFilter = (value: string) =>
  `filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=${value}`;

async function chooseFromMore(row: HTMLElement, label: RegExp) {
  await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

/** The pending BI checks, and the detail of the first one opened from its row. */
async function openFirstPendingCheck() {
  renderScreen(`/dashboard/bi-checking?${statusFilter('pending')}`, { as: SUPERADMIN });
  const row = (await tableRows())[0];
  const check = db.biChecking.find((one) => row.textContent?.includes(one.name));
  if (!check) throw new Error('no check');
  await user.click(within(row).getByRole('button', { name: 'Lihat detail' }));
  return { check, drawer: await findDialog(`Detail: ${check.name}`) };
}

describe('BI Checking', { timeout: 60000 }, () => {
  it('shows the detail from the row with the identity number masked', async () => {
    const { check, drawer } = await openFirstPendingCheck();
    expect(drawer).toHaveTextContent(`${check.nik.slice(0, 4)}`);
    expect(drawer).not.toHaveTextContent(check.nik);
    expect(drawer).toHaveTextContent('Jumlah Pinjaman');
    expect(drawer).toHaveTextContent(check.bank);
    expect(within(drawer).getByRole('button', { name: /Setujui/ })).toBeInTheDocument();
    // no call for one record exists in docs/contract.md: none is made
    expect(requests.filter((r) => /\/bi-checking\/[^/]+$/.test(new URL(r.url).pathname))).toHaveLength(0);
  });

  it('approves a pending check with a note and offers nothing on a decided one', async () => {
    renderScreen(`/dashboard/bi-checking?${statusFilter('pending')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const check = db.biChecking.find((one) => row.textContent?.includes(one.name));
    await chooseFromMore(row, /Setujui/);
    const dialog = await findDialog('Setujui');
    await user.type(within(dialog).getByLabelText('Catatan (opsional)'), 'Skor kredit baik');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success update BiChecking')).toBeInTheDocument();
    expect(new URL(calls(requests, 'PUT', /\/bi-checking\/status\//)[0].url).pathname).toMatch(
      new RegExp(`/bi-checking/status/${check?._id}$`),
    );
    expect(await lastJson(requests, 'PUT', /\/bi-checking\/status\//)).toEqual({
      status: 'approved',
      note: 'Skor kredit baik',
    });
  });

  it('approves from the detail, which then shows the decided check though it left the pending list', async () => {
    const { check, drawer } = await openFirstPendingCheck();
    expect(drawer).toHaveTextContent('Menunggu');
    await user.click(within(drawer).getByRole('button', { name: /Setujui/ }));
    const dialog = await findDialog('Setujui');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success update BiChecking')).toBeInTheDocument();
    // the list (pending only) no longer has the check; its detail shows it decided, with no decision left
    await waitFor(() =>
      expect(document.querySelector('.ant-table-tbody')?.textContent ?? '').not.toContain(check.name),
    );
    await waitFor(() => expect(drawer).toHaveTextContent('Disetujui'));
    expect(drawer).not.toHaveTextContent('Menunggu');
    expect(within(drawer).queryByRole('button', { name: /Setujui/ })).toBeNull();
  });

  it('rejects without a note; a 500 without message keeps the dialog', async () => {
    server.use(
      httpMock.put(`${config.apiUrl}/bi-checking/status/:id`, () => HttpResponse.json({}, { status: 500 })),
    );
    renderScreen(`/dashboard/bi-checking?${statusFilter('pending')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    await chooseFromMore(row, /Tolak/);
    const dialog = await findDialog('Tolak');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await errorDialogText('Maaf! Ada kesalahan. Silahkan coba lagi nanti!');
    expect(await lastJson(requests, 'PUT', /\/bi-checking\/status\//)).toEqual({
      status: 'rejected',
      note: '',
    });
    expect(dialog).toBeInTheDocument();
  });

  it('offers no decision on approved checks', async () => {
    renderScreen(`/dashboard/bi-checking?${statusFilter('approved')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    expect(within(row).queryByRole('button', { name: 'Aksi lainnya' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Setujui|Tolak/ })).toBeNull();
  });
});

/** "Setujui" or "Tolak" on the first pending withdrawal, confirmed with "Ya, lanjutkan". */
async function confirmOnFirstPendingWithdrawal(action: 'Setujui' | 'Tolak') {
  renderScreen(`/dashboard/withdrawal?${statusFilter('pending')}`, { as: SUPERADMIN });
  const row = (await tableRows())[0];
  await chooseFromMore(row, new RegExp(action));
  const dialog = await findDialog(action);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, lanjutkan' }));
}

describe('Withdrawal', { timeout: 60000 }, () => {
  it('approves after a confirmation naming agent, rupiah amount and bank account', async () => {
    renderScreen(`/dashboard/withdrawal?${statusFilter('pending')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const withdrawal = db.withdrawals.find((one) => row.textContent?.includes(one.account_number));
    if (!withdrawal) throw new Error('no withdrawal');
    await chooseFromMore(row, /Setujui/);
    const dialog = await findDialog('Setujui');
    expect(dialog).toHaveTextContent(withdrawal.agent_name);
    expect(dialog).toHaveTextContent(/Rp\s?[\d.]+/);
    expect(dialog).toHaveTextContent(withdrawal.account_number);
    expect(dialog).toHaveTextContent(withdrawal.bank);
    expect(calls(requests, 'PUT', /\/withdrawal\//)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(await screen.findByText('Success proses withdraw')).toBeInTheDocument();
    expect(await lastJson(requests, 'PUT', new RegExp(`/withdrawal/${withdrawal.id}$`))).toEqual({
      status: 'approved',
    });
  });

  it('treats `errors` not null as a failure even on HTTP 200, and shows its text', async () => {
    server.use(
      httpMock.put(`${config.apiUrl}/withdrawal/:id`, () =>
        HttpResponse.json({ status: 200, errors: 'Saldo agen tidak mencukupi.', data: null }),
      ),
    );
    await confirmOnFirstPendingWithdrawal('Tolak');
    await errorDialogText('Saldo agen tidak mencukupi.');
    expect(screen.queryByText('Success proses withdraw')).toBeNull();
    expect(await lastJson(requests, 'PUT', /\/withdrawal\//)).toEqual({ status: 'rejected' });
  });

  it('treats an HTML page answered 200 as a failure with the generic text, never "Success proses withdraw"', async () => {
    server.use(
      httpMock.put(
        `${config.apiUrl}/withdrawal/:id`,
        () =>
          new HttpResponse('<!doctype html><title>Pemeliharaan</title><h1>Sedang dalam pemeliharaan</h1>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    await confirmOnFirstPendingWithdrawal('Setujui');
    await errorDialogText('Maaf! Ada kesalahan. Silahkan coba lagi nanti!');
    expect(screen.queryByText('Success proses withdraw')).toBeNull();
    expect(calls(requests, 'PUT', /\/withdrawal\//)).toHaveLength(1);
  });

  it('shows when processed rows were processed, offers them nothing, and has no generic edit', async () => {
    renderScreen(`/dashboard/withdrawal?${statusFilter('approved')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    expect(screen.getByRole('columnheader', { name: /Diproses/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Aksi lainnya|Setujui|Tolak|Ubah/ })).toBeNull();
    expect(screen.queryByText('Menunggu', { selector: '.ant-select-item-option-content' })).toBeNull();
  });
});

describe('Payment', { timeout: 60000 }, () => {
  it('triggers the webhook of an unpaid order after a confirmation, then refreshes the list', async () => {
    renderScreen(`/dashboard/pg/payment?${statusFilter('pending')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const payment = db.payments.find((one) => row.textContent?.includes(one.order_id));
    if (!payment) throw new Error('no payment');
    const listCalls = calls(requests, 'GET', /\/payment$/).length;
    await user.click(within(row).getByRole('button', { name: /Picu webhook/ }));
    const dialog = await findDialog('Picu webhook');
    expect(dialog).toHaveTextContent(payment.order_id);
    // it says what the demo and the service do: the order becomes paid, not "a notification resent"
    expect(dialog).toHaveTextContent(`Pesanan: ${payment.order_id}`);
    expect(dialog).toHaveTextContent(/statusnya menjadi Lunas/);
    expect(dialog).not.toHaveTextContent(/dikirim ulang/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, tandai Lunas' }));
    expect(await screen.findByText('Webhook berhasil dipicu.')).toBeInTheDocument();
    expect(await lastJson(requests, 'POST', /\/webhook\/trigger-manual$/)).toEqual({
      order_id: payment.order_id,
    });
    await waitFor(() => expect(calls(requests, 'GET', /\/payment$/).length).toBeGreaterThan(listCalls));
  });

  it('does not offer the webhook on paid orders', async () => {
    renderScreen(`/dashboard/pg/payment?${statusFilter('paid')}`, { as: SUPERADMIN });
    const paidRow = (await tableRows())[0];
    expect(within(paidRow).queryByRole('button', { name: /Picu webhook/ })).toBeNull();
  });

  it('a failing webhook (network) shows an Indonesian error and keeps the confirmation', async () => {
    server.use(httpMock.post(`${config.paymentApiUrl}/webhook/trigger-manual`, () => HttpResponse.error()));
    renderScreen(`/dashboard/pg/payment?${statusFilter('pending')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    await user.click(within(row).getByRole('button', { name: /Picu webhook/ }));
    const dialog = await findDialog('Picu webhook');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, tandai Lunas' }));
    await findDialog('Error');
    expect(dialog).toBeInTheDocument();
  });

  it('a webhook whose answer was lost is never replayed unseen: the order read again, paid meanwhile, is asked about', async () => {
    // the first try reaches the gateway, which marks the order paid, but its answer never comes back
    server.use(
      httpMock.post(`${config.paymentApiUrl}/webhook/trigger-manual`, async ({ request }) => {
        const { order_id } = (await request.json()) as { order_id: string };
        const payment = db.payments.find((one) => one.order_id === order_id);
        if (payment) payment.status = 'paid';
        return HttpResponse.error();
      }),
    );
    renderScreen(`/dashboard/pg/payment?${statusFilter('pending')}`, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    await user.click(within(row).getByRole('button', { name: /Picu webhook/ }));
    const dialog = await findDialog('Picu webhook');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, tandai Lunas' }));
    const error = await findDialog('Error');
    await user.click(within(error).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    // the person tries again: the order is read first, and it is paid already
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, tandai Lunas' }));
    expect((await screen.findAllByText('Data ini sudah berubah')).length).toBeGreaterThan(0);
    expect(calls(requests, 'POST', /\/webhook\/trigger-manual$/)).toHaveLength(1);
  });
});

describe('Logs', { timeout: 60000 }, () => {
  it('holds what was just done, newest first, by whom, the actions in words', async () => {
    // the superadmin decides a BI check and a withdrawal, then triggers a payment's webhook
    const send = async (url: string, method: string, body: unknown) => {
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${issueTokens(DEMO_ACCOUNTS[0]).access_token}`,
        },
        body: JSON.stringify(body),
      });
      expect(response.status, url).toBe(200);
    };
    const check = db.biChecking.find((one) => one.status === 'pending');
    const withdrawal = db.withdrawals.find((one) => one.status === 'pending');
    const payment = db.payments.find((one) => one.status === 'pending');
    if (!check || !withdrawal || !payment) throw new Error('nothing pending in the seed');
    await send(`${config.apiUrl}/bi-checking/status/${check._id}`, 'PUT', { status: 'approved' });
    await send(`${config.apiUrl}/withdrawal/${withdrawal.id}`, 'PUT', { status: 'approved' });
    await send(`${config.paymentApiUrl}/webhook/trigger-manual`, 'POST', { order_id: payment.order_id });

    renderScreen('/dashboard/pg/logs', { as: SUPERADMIN });
    const newest = (await tableRows()).slice(0, 3).map((row) => row.textContent);
    const done = [
      ['Memicu webhook', 'Payment'],
      ['Menyetujui', 'Withdrawal'],
      ['Menyetujui', 'BI Checking'],
    ];
    done.forEach(([action, module], at) => {
      for (const part of ['Rina Wijaya', action, module])
        expect(newest[at], `entry ${at + 1}`).toContain(part);
    });
  });

  it('opens an entry (GET /activity/{id}) with user agent, description, address and time', async () => {
    renderScreen('/dashboard/pg/logs', { as: SUPERADMIN });
    const row = (await tableRows())[0];
    await user.click(within(row).getByRole('link', { name: 'Lihat detail' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/dashboard\/pg\/logs\/.+/));
    const id = window.location.pathname.split('/').at(-1);
    const log = db.activity.find((one) => one._id === id);
    if (!log) throw new Error('no log');
    expect(await screen.findByText(log.user_agent)).toBeInTheDocument();
    expect(screen.getByText(log.description)).toBeInTheDocument();
    expect(screen.getByText(log.ip)).toBeInTheDocument();
    expect(screen.getByText('Perangkat (User Agent)')).toBeInTheDocument();
    expect(calls(requests, 'GET', new RegExp(`/activity/${log._id}$`))).toHaveLength(1);
    // titled by what was done, in words ("Masuk"), not the log's own "login"
    const said = activityActionLabels[log.action];
    expect(said).toBeDefined();
    expect(screen.getByRole('heading', { name: said })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: log.action })).toBeNull();
  });
});
