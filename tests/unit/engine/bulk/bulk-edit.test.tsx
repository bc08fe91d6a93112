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

/** "Ubah kolom" on the chosen rows: its dialog. */
async function openEdit(count: number) {
  const bar = screen.getByRole('region', { name: 'Aksi untuk data yang dipilih' });
  await user.click(within(bar).getByRole('button', { name: /Ubah kolom/ }));
  return findDialog(`Ubah kolom: ${count} data`);
}

/** "Ubah kolom" on the chosen rows: the type set to `type`, confirmed. */
async function editType(count: number, type: string) {
  const dialog = await openEdit(count);
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

describe('"Ubah kolom" over every result of the filtered list', { timeout: 120_000 }, () => {
  it('"Pilih semua 18 hasil" reads the filtered list; each listing is read first and sent whole, with the type changed, once', async () => {
    holdUndoWindows();
    renderScreen(WAREHOUSES, { as: SUPERADMIN });
    await tableRows();
    const warehouses = db.listings.filter((one) => one.type === 'Gudang').map((one) => ({ ...one }));
    expect(warehouses).toHaveLength(18);
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }));
    expect(await screen.findByText('Semua 10 di halaman ini dipilih.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pilih semua 18 hasil' }));
    expect(await screen.findByText('18 hasil dipilih.')).toBeInTheDocument();
    // the records read for the selection: the filtered list, in pages (here one of 100)
    const listReads = requests
      .map((r) => new URL(r.url))
      .filter((url) => url.pathname.endsWith('/house-list/admin') && url.searchParams.get('limit') === '100');
    expect(listReads.length).toBeGreaterThan(0);
    expect(listReads.every((url) => url.searchParams.get('type') === 'Gudang')).toBe(true);

    await editType(18, 'Ruko');
    await screen.findByRole('button', { name: 'Urungkan' });
    endUndoWindows();
    const summary = await findDialog('Hasil: Ubah Tipe');
    await waitFor(() => expect(summary).toHaveTextContent('18 berhasil'));
    expect(reads()).toHaveLength(18);
    expect(
      puts()
        .map((r) => new URL(r.url).pathname.split('/').pop())
        .sort(),
    ).toEqual(warehouses.map((one) => one.id).sort());
    const blank = (value: unknown) =>
      value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? null : value;
    for (const put of puts()) {
      const id = new URL(put.url).pathname.split('/').pop();
      const before = warehouses.find((one) => one.id === id) as unknown as Record<string, unknown>;
      const read = reads().find((r) => r.url.endsWith(`/house-list/by/${String(before.slug)}`));
      expect(read && requests.indexOf(read), `${id} was not read before its PUT`).toBeLessThan(
        requests.indexOf(put),
      );
      const body = (await put.clone().json()) as Record<string, unknown>;
      expect(body.type).toBe('Ruko');
      for (const key of [
        'title',
        'price',
        'address',
        'id_kelurahan',
        'land_area',
        'certificate',
        'photos',
        'facilities',
      ])
        expect(blank(body[key]), `${id}: ${key}`).toEqual(blank(before[key]));
      expect([body.isFairPrice, body.fairprice]).toEqual([false, null]);
    }
    expect(requests.filter((r) => r.url.includes('/house-list/status/'))).toHaveLength(0);
  });
});

describe('"Ubah kolom" needs a value; emptying a field is its own choice', { timeout: 120_000 }, () => {
  const certificates = (listings: readonly { id: string }[]) =>
    listings.map((listing) => db.listings.find((one) => one.id === listing.id)?.certificate);

  it('"Lanjut" without a value says so on the field: no confirmation, nothing read or sent', async () => {
    holdUndoWindows();
    renderScreen(WAREHOUSES, { as: SUPERADMIN });
    const chosen = await choose(2);
    const before = certificates(chosen);
    const dialog = await openEdit(2);
    await pick(dialog, 'Kolom', 'Sertifikat');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(
      await within(dialog).findByText('Isi nilai baru untuk Sertifikat, atau pilih Kosongkan.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Sertifikat')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).not.toHaveTextContent(/untuk 2 data\?/);
    expect(within(dialog).queryByRole('button', { name: /^Ya, / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();
    endUndoWindows();
    expect(reads()).toHaveLength(0);
    expect(puts()).toHaveLength(0);
    expect(certificates(chosen)).toEqual(before);
  });

  it('empties the certificate only when chosen, and sends it only after the confirmation says the old values are lost', async () => {
    holdUndoWindows();
    renderScreen(WAREHOUSES, { as: SUPERADMIN });
    const chosen = await choose(2);
    expect(certificates(chosen).every(Boolean)).toBe(true);
    const dialog = await openEdit(2);
    await pick(dialog, 'Kolom', 'Sertifikat');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kosongkan Sertifikat pada 2 data' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Sertifikat pada 2 data akan dikosongkan. Nilai lamanya hilang.'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Ya, ubah 2 data' })).toBeNull();
    expect(puts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, kosongkan Sertifikat pada 2 data' }));
    await screen.findByRole('button', { name: 'Urungkan' });
    expect(puts()).toHaveLength(0);
    endUndoWindows();
    await waitFor(() => expect(puts()).toHaveLength(2));
    const sent = await Promise.all(
      puts().map(async (r) => ({
        id: new URL(r.url).pathname.split('/').pop(),
        body: (await r.clone().json()) as Record<string, unknown>,
      })),
    );
    expect(sent.map((one) => one.id).sort()).toEqual(chosen.map((listing) => String(listing.id)).sort());
    for (const { body } of sent) {
      expect(body).toHaveProperty('certificate', null);
      expect(body.type).toBe('Gudang');
    }
  });

  it('offers no choice to empty a required field (the type): without a value it asks for one', async () => {
    holdUndoWindows();
    renderScreen(WAREHOUSES, { as: SUPERADMIN });
    const chosen = await choose(2);
    const dialog = await openEdit(2);
    await pick(dialog, 'Kolom', 'Sertifikat');
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Kosongkan Sertifikat pada 2 data' }),
    ).toBeInTheDocument();
    await pick(dialog, 'Kolom', 'Tipe');
    await within(dialog).findByLabelText('Tipe');
    expect(within(dialog).queryByRole('checkbox', { name: /Kosongkan/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(
      await within(dialog).findByText(
        'Isi nilai baru untuk Tipe. Tipe wajib diisi, jadi tidak dapat dikosongkan.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Ya, / })).toBeNull();
    endUndoWindows();
    expect(puts()).toHaveLength(0);
    expect(chosen.map((listing) => db.listings.find((one) => one.id === listing.id)?.type)).toEqual([
      'Gudang',
      'Gudang',
    ]);
  });
});
