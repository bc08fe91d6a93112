import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { findDialog, tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();
const WAREHOUSES =
  '/dashboard/listing?filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=Gudang';

/** Chooses the first `count` rows and answers their listings. */
async function choose(count: number) {
  const rows = (await tableRows()).slice(0, count);
  for (const row of rows) await user.click(within(row).getByRole('checkbox'));
  expect(await screen.findByText(`${count} dipilih`)).toBeInTheDocument();
  return rows.map((row) => {
    const listing = db.listings.find((one) => row.textContent?.includes(one.title));
    if (!listing) throw new Error('no listing');
    return { ...listing };
  });
}

/** Opens the select labelled `label` in `root` and picks its option `text`. */
async function pick(root: HTMLElement, label: string, text: string) {
  fireEvent.mouseDown(within(root).getByLabelText(label));
  let option: Element | null = null;
  await waitFor(() => {
    option = document.querySelector(`.ant-select-item-option[title="${text}"]`);
    expect(option).not.toBeNull();
  });
  fireEvent.click(option!);
}

/** "Ubah kolom" on the chosen rows: the type set to `type`, confirmed. */
async function editType(count: number, type: string) {
  const bar = screen.getByRole('region', { name: 'Aksi untuk data yang dipilih' });
  await user.click(within(bar).getByRole('button', { name: /Ubah kolom/ }));
  const dialog = await findDialog(`Ubah kolom: ${count} data`);
  await pick(dialog, 'Kolom', 'Tipe');
  await pick(dialog, 'Tipe', type);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(dialog).toHaveTextContent(`Ubah Tipe menjadi "${type}" untuk ${count} data?`));
  fireEvent.click(within(dialog).getByRole('button', { name: `Ya, ubah ${count} data` }));
}

const reads = () => requests.filter((r) => r.method === 'GET' && r.url.includes('/house-list/by/'));
const puts = () =>
  requests.filter((r) => r.method === 'PUT' && /\/house-list\/[^/]+$/.test(new URL(r.url).pathname));

describe('"Ubah kolom": one field on the chosen records', { timeout: 120_000 }, () => {
  it('shows the new type at once; "Urungkan" puts each listing\'s type back and sends nothing, not even a read', async () => {
    holdUndoWindows();
    renderScreen(WAREHOUSES, { as: SUPERADMIN });
    const chosen = await choose(2);
    await editType(2, 'Ruko');
    const undo = await screen.findByRole('button', { name: 'Urungkan' });
    for (const listing of chosen) {
      const row = (await tableRows()).find((one) => one.textContent?.includes(listing.title));
      await waitFor(() => expect(row).toHaveTextContent('Ruko'));
    }
    fireEvent.click(undo);
    for (const listing of chosen) {
      await waitFor(() => {
        const row = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].find((one) =>
          one.textContent?.includes(listing.title),
        );
        expect(row).toHaveTextContent('Gudang');
        expect(row).not.toHaveTextContent('Ruko');
      });
    }
    endUndoWindows();
    expect(reads()).toHaveLength(0);
    expect(puts()).toHaveLength(0);
    expect(chosen.map((listing) => db.listings.find((one) => one.id === listing.id)?.type)).toEqual([
      'Gudang',
      'Gudang',
    ]);
  });

  it('a listing whose read got no answer (503) fails and is offered again; tried again, each listing is sent once', async () => {
    holdUndoWindows();
    renderScreen(WAREHOUSES, { as: SUPERADMIN });
    const [first, busy, third] = await choose(3);
    let busyOnce = true;
    server.use(
      httpMock.get(`${config.apiUrl}/house-list/by/:slug`, ({ params }) => {
        if (params.slug !== busy.slug || !busyOnce) return undefined;
        busyOnce = false;
        return HttpResponse.json({ status: 503, message: 'Layanan sedang sibuk.' }, { status: 503 });
      }),
    );
    await editType(3, 'Ruko');
    await screen.findByRole('button', { name: 'Urungkan' });
    endUndoWindows();
    const summary = await findDialog('Hasil: Ubah Tipe');
    await waitFor(() => expect(summary).toHaveTextContent('2 berhasil · 1 gagal'));
    expect(summary).toHaveTextContent(`${busy.title}: Layanan sedang sibuk.`);
    expect(
      puts()
        .map((r) => new URL(r.url).pathname.split('/').pop())
        .sort(),
    ).toEqual([first.id, third.id].map(String).sort());
    await user.click(within(summary).getByRole('button', { name: 'Coba lagi yang gagal' }));
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts()[2].url).toMatch(new RegExp(`/house-list/${busy.id}$`));
    const again = await findDialog('Hasil: Ubah Tipe');
    await waitFor(() => expect(again).toHaveTextContent('1 berhasil'));
    expect(
      [first, busy, third].map((listing) => db.listings.find((one) => one.id === listing.id)?.type),
    ).toEqual(['Ruko', 'Ruko', 'Ruko']);
  });
});
