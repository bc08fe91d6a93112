import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../src/config';
import { listQuery, offeredPageSize } from '../../../src/providers/request-shaping';
import { callsTo, httpMock, renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

const firstRow = () =>
  waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull(), {
    timeout: 15000,
  });

describe('list parameters from the URL', { timeout: 60000 }, () => {
  it('bring a page size back to an offered one', () => {
    expect(offeredPageSize(100000)).toBe(100);
    expect(offeredPageSize(20)).toBe(20);
    expect(offeredPageSize(35)).toBe(20);
    expect(offeredPageSize(3)).toBe(10);
    expect(offeredPageSize('abc')).toBe(10);
    expect(listQuery({ currentPage: -4, pageSize: 5000, mode: 'server' }, [], [], []).query).toEqual({
      page: 1,
      limit: 100,
    });
  });

  it('never ask the server for more than the largest offered page, nor for undeclared filters', async () => {
    const evil = 'filters[0][field]=drop_table&filters[0][operator]=eq&filters[0][value]=1';
    const name = 'filters[1][field]=search&filters[1][operator]=eq&filters[1][value]=Rumah';
    renderApp(`/dashboard/master/tipe?pageSize=100000&current=1&${evil}&${name}`, { as: SUPERADMIN });
    await firstRow();
    const calls = callsTo(requests, '/house-type');
    expect(calls.length).toBeGreaterThan(0);
    for (const url of calls) {
      expect(url.searchParams.get('limit')).toBe('100');
      expect(url.searchParams.has('drop_table')).toBe(false);
    }
    // a declared filter (the search) still goes out
    expect(calls.at(-1)?.searchParams.get('search')).toBe('Rumah');
  });
});

describe('the blast form', { timeout: 60000 }, () => {
  it('cannot be sent twice by two quick clicks', async () => {
    renderApp('/dashboard/notification', { as: SUPERADMIN });
    // the first wait of a file may also load the screen's code (slow when the machine is busy)
    await user.type(await screen.findByLabelText('Isi Notifikasi', {}, { timeout: 30000 }), 'Promo');
    const send = screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement;
    fireEvent.click(send);
    // a blast to everyone asks first; its confirmation clicked three times sends once
    const confirm = (await screen.findByText('Ya, kirim ke semua pengguna')).closest('button') as HTMLElement;
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Successfully blast notification!')).toBeInTheDocument();
    // requests are counted as they start: a second send from the later clicks would have started
    // before the first one's answer (and so its success message) came back
    expect(callsTo(requests, '/notification', 'POST')).toHaveLength(1);
  });
});

describe('a save in flight', { timeout: 60000 }, () => {
  it('can be cancelled once it left: kept on the device, its answer unknown, asked about before it is sent again, never twice unseen', async () => {
    let answered = 0;
    // the server answers late: when the test lets it, after the user has cancelled
    let answerNow = () => undefined as void;
    const answerAllowed = new Promise<void>((resolve) => (answerNow = resolve));
    server.use(
      httpMock.post(`${config.apiUrl}/house-type`, async () => {
        await answerAllowed;
        answered += 1;
        return HttpResponse.json({ status: 201, message: 'overdue' }, { status: 201 });
      }),
    );
    renderApp('/dashboard/master/tipe', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Rumah Panggung');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const cancel = await within(dialog).findByRole('button', { name: 'Batalkan penyimpanan' });
    await user.click(cancel);
    // the wait ends at once, and the person is told what became of it
    expect(
      await screen.findByText(
        'Penyimpanan dibatalkan, tetapi mungkin sudah diterima server. Perubahan disimpan di perangkat ini dan ditanyakan dulu sebelum dikirim lagi.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(answered).toBe(0);
    // asked first: the server may have made it
    const asked = await screen.findByRole('dialog', { name: '1 perubahan belum terkirim' });
    expect(asked).toHaveTextContent('Belum diketahui apakah data ini sudah tersimpan');
    answerNow();
    await waitFor(() => expect(answered).toBe(1));
    await user.click(
      within(asked).getByRole('button', { name: 'Buang: Tambah Tipe Properti: Rumah Panggung' }),
    );
    expect(answered).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    expect(screen.queryByText('Success create new data')).toBeNull();
  });
});
