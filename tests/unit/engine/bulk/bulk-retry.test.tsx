import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { findDialog, tableRows } from '../../support/operations';
import { testOutbox } from '../../support/outbox';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();
const ACTIVE = '/dashboard/listing?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=active';

/** Chooses the first `count` rows and answers their listings. */
async function choose(count: number) {
  await waitFor(
    () => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
    { timeout: 30000 },
  );
  const rows = (await tableRows()).slice(0, count);
  for (const row of rows) await user.click(within(row).getByRole('checkbox'));
  expect(await screen.findByText(`${count} dipilih`)).toBeInTheDocument();
  return rows.map((row) => {
    const listing = db.listings.find((one) => row.textContent?.includes(one.title));
    if (!listing) throw new Error('no listing');
    return listing;
  });
}

const bar = () => screen.getByRole('region', { name: 'Aksi untuk data yang dipilih' });
const statusPuts = () => requests.filter((r) => r.method === 'PUT' && r.url.includes('/house-list/status/'));

describe('bulk runs: what is asked first, what is tried again', { timeout: 120_000 }, () => {
  it('"Tandai Terjual" on several listings asks first, saying the sale is final after its undo window', async () => {
    holdUndoWindows();
    renderScreen(ACTIVE, { as: SUPERADMIN });
    await choose(2);
    await user.click(within(bar()).getByRole('button', { name: /Tandai Terjual/ }));
    const ask = await findDialog('Tandai Terjual: 2 data');
    expect(ask).toHaveTextContent(/tidak dapat dibatalkan setelah jendela "Urungkan"/);
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();
    fireEvent.click(within(ask).getByRole('button', { name: 'Ya, tandai terjual' }));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    endUndoWindows();
    const summary = await findDialog('Hasil: Tandai Terjual');
    await waitFor(() => expect(summary).toHaveTextContent('2 berhasil'));
  });

  it('deletes several in one run: gone at once, the selection cleared and nothing sent in the window; then one DELETE each, one message with the count and one summary', async () => {
    holdUndoWindows();
    renderScreen(ACTIVE, { as: SUPERADMIN });
    const chosen = await choose(3);
    await user.click(within(bar()).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    const listed = () => document.querySelector('.ant-table-tbody')?.textContent ?? '';
    await waitFor(() => {
      for (const one of chosen) expect(listed()).not.toContain(one.title);
    });
    expect(screen.queryByRole('region', { name: 'Aksi untuk data yang dipilih' })).toBeNull();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    endUndoWindows();
    const summary = await findDialog('Hasil: Hapus');
    await waitFor(() => expect(summary).toHaveTextContent('3 berhasil'));
    expect(await screen.findByText('Data berhasil dihapus. (3 data)')).toBeInTheDocument();
    expect(screen.queryByText('Data berhasil dihapus.', { exact: true })).toBeNull();
    const deletes = requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname);
    expect(deletes.sort()).toEqual(chosen.map((one) => `/demo-api/main/house-list/${one.id}`).sort());
  });

  it('changes the status of a mix with a sold listing: the sold one is named as skipped and not sent; one sold meanwhile is refused, named, and not offered again', async () => {
    holdUndoWindows();
    // a sold listing among the first rows of the list
    const kranji = db.listings.find((one) => one.title === 'Ruko 3 Lantai Pinggir Jalan Raya Kranji');
    if (!kranji) throw new Error('no listing in Kranji');
    Object.assign(kranji, { status: 'sold', sold: true });
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const rows = await tableRows();
    const rowOf = (id: string) => rows.find((row) => row.getAttribute('data-row-key') === id) as HTMLElement;
    const active = db.listings.filter((one) => one.status === 'active' && rowOf(one.id)).slice(0, 2);
    for (const one of [...active, kranji]) await user.click(within(rowOf(one.id)).getByRole('checkbox'));
    expect(await screen.findByText('3 dipilih')).toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: /Ubah Status/ }));
    const ask = await findDialog('Ubah Status: 2 data');
    expect(ask).toHaveTextContent('Tidak berlaku untuk 1 data, tidak dikirim:');
    expect(ask).toHaveTextContent(kranji.title);
    fireEvent.mouseDown(within(ask).getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Menunggu'));
    fireEvent.click(within(ask).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    // meanwhile another admin marks one of the two sold: the service refuses it
    Object.assign(active[1], { status: 'sold', sold: true });
    endUndoWindows();
    const summary = await findDialog('Hasil: Ubah Status');
    await waitFor(() => expect(summary).toHaveTextContent('1 berhasil · 1 gagal'));
    expect(summary).toHaveTextContent(
      `${active[1].title}: Properti yang sudah terjual tidak dapat diubah statusnya.`,
    );
    expect(summary).toHaveTextContent('Tidak berlaku untuk 1 data, tidak dikirim:');
    expect(summary).toHaveTextContent('1 ditolak oleh server dan tidak akan berhasil bila dikirim lagi');
    expect(within(summary).queryByRole('button', { name: /Coba lagi/ })).toBeNull();
    expect(
      statusPuts()
        .map((r) => new URL(r.url).pathname)
        .sort(),
    ).toEqual(active.map((one) => `/demo-api/main/house-list/status/${one.id}`).sort());
    for (const put of statusPuts()) expect(await put.clone().json()).toEqual({ status: 'pending' });
  });

  it('offers to send again only what may pass (a 503), not a refusal (a 409), and sends only that', async () => {
    holdUndoWindows();
    renderScreen(ACTIVE, { as: SUPERADMIN });
    const [ok, busy, refused] = await choose(3);
    let busyOnce = true;
    server.use(
      httpMock.put(`${config.apiUrl}/house-list/status/:id`, ({ params }) => {
        if (params.id === busy.id && busyOnce) {
          busyOnce = false;
          return HttpResponse.json({ status: 503, message: 'Layanan sedang sibuk.' }, { status: 503 });
        }
        if (params.id === refused.id)
          return HttpResponse.json({ status: 409, message: 'Status tidak dapat diubah.' }, { status: 409 });
        return undefined;
      }),
    );
    await user.click(within(bar()).getByRole('button', { name: /Ubah Status/ }));
    const ask = await findDialog('Ubah Status: 3 data');
    fireEvent.mouseDown(within(ask).getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Nonaktif'));
    fireEvent.click(within(ask).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    endUndoWindows();
    const summary = await findDialog('Hasil: Ubah Status');
    await waitFor(() => expect(summary).toHaveTextContent('1 berhasil · 2 gagal'));
    expect(summary).toHaveTextContent(`${busy.title}: Layanan sedang sibuk.`);
    expect(summary).toHaveTextContent(`${refused.title}: Status tidak dapat diubah.`);
    expect(summary).toHaveTextContent('1 ditolak oleh server dan tidak akan berhasil bila dikirim lagi');
    expect(statusPuts()).toHaveLength(3);
    expect(statusPuts().some((r) => r.url.endsWith(`/${ok.id}`))).toBe(true);
    // the outbox keeps both failed records meanwhile: closing the summary (or the tab) loses neither
    const kept = () => testOutbox().outbox().all();
    expect(kept().flatMap((change) => change.records.map((record) => record.id))).toEqual([
      busy.id,
      refused.id,
    ]);

    await user.click(within(summary).getByRole('button', { name: 'Coba lagi 1 yang gagal' }));
    await waitFor(() => expect(statusPuts()).toHaveLength(4));
    expect(statusPuts()[3].url).toMatch(new RegExp(`/house-list/status/${busy.id}$`));
    const again = await findDialog('Hasil: Ubah Status');
    await waitFor(() => expect(again).toHaveTextContent('1 berhasil'));
    expect(within(again).queryByRole('button', { name: /Coba lagi/ })).toBeNull();
    expect(statusPuts()).toHaveLength(4);
    // the retry took the one it sent from the outbox (never sent twice); the refusal waits for the person
    expect(kept()).toEqual([
      expect.objectContaining({ state: 'failed', records: [expect.objectContaining({ id: refused.id })] }),
    ]);
  });

  it('neither offers again nor sends twice a failed record the outbox sent again by itself', async () => {
    holdUndoWindows();
    renderScreen(ACTIVE, { as: SUPERADMIN });
    const [, busy] = await choose(2);
    let busyOnce = true;
    server.use(
      httpMock.delete(`${config.apiUrl}/house-list/:id`, ({ params }) => {
        if (params.id !== busy.id || !busyOnce) return undefined;
        busyOnce = false;
        return HttpResponse.json({ status: 503, message: 'Layanan sedang sibuk.' }, { status: 503 });
      }),
    );
    const deletesOf = (id: string) =>
      requests.filter((r) => r.method === 'DELETE' && r.url.endsWith(`/house-list/${id}`));
    await user.click(within(bar()).getByRole('button', { name: /Hapus/ }));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    endUndoWindows();
    const summary = await findDialog('Hasil: Hapus');
    await waitFor(() => expect(summary).toHaveTextContent('1 berhasil · 1 gagal'));
    expect(within(summary).getByRole('button', { name: 'Coba lagi yang gagal' })).toBeInTheDocument();
    // the outbox kept it and sends it again once its wait (5 s) is over: the summary follows
    expect(
      await within(summary).findByText(
        '1 yang gagal tidak menunggu lagi: sudah dikirim ulang otomatis atau dibuang.',
        {},
        { timeout: 15000 },
      ),
    ).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: /Coba lagi/ })).toBeNull();
    expect(deletesOf(String(busy.id))).toHaveLength(2);
    expect(testOutbox().outbox().all()).toEqual([]);
  });
});
