import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { findResource } from '../../../../src/resources';
import { canUseAction } from '../../../../src/resources/access';
import { ADMIN, callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

const rows = () => tableRows();

/** The demo record shown in a row (found by its title). */
const listingIn = (row: HTMLElement) => {
  const listing = db.listings.find((one) => row.textContent?.includes(one.title));
  if (!listing) throw new Error('no listing in the row');
  return listing;
};

async function jsonOf(method: string, pattern: RegExp) {
  const request = requests.find((r) => r.method === method && pattern.test(new URL(r.url).pathname));
  return request ? ((await request.clone().json()) as Record<string, unknown>) : undefined;
}

const soldFilter = 'filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=';

describe('declared actions on rows, the toolbar and the detail view', { timeout: 60000 }, () => {
  const sold = findResource('listing')?.actions?.sold;
  const menusBefore = sold?.ui?.menus;
  afterEach(() => {
    if (sold?.ui) sold.ui.menus = menusBefore;
  });

  it('offers neither "Ubah Status" nor "Tandai Terjual" on a sold listing', async () => {
    renderScreen(`/dashboard/listing?${soldFilter}sold`, { as: SUPERADMIN });
    const soldRow = (await rows())[0];
    const more = within(soldRow).queryByRole('button', { name: 'Aksi lainnya' });
    if (more) {
      await user.click(more);
      expect(await screen.findByRole('menu')).toBeInTheDocument();
    }
    expect(screen.queryByRole('menuitem', { name: /Ubah Status|Tandai Terjual/ })).toBeNull();
    expect(within(soldRow).queryByRole('button', { name: /Ubah Status|Tandai Terjual/ })).toBeNull();
  });

  it('asks before marking sold (final once the undo window ends), then shows it sold with "Urungkan" and sends the declared call', async () => {
    holdUndoWindows();
    renderScreen(`/dashboard/listing?${soldFilter}active`, { as: SUPERADMIN });
    const row = (await rows())[0];
    const listing = listingIn(row);
    await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
    await user.click(await screen.findByRole('menuitem', { name: /Tandai Terjual/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandai Terjual' });
    expect(dialog).toHaveTextContent(`Listing: ${listing.title}`);
    expect(dialog).toHaveTextContent(/tidak dapat dibatalkan setelah jendela "Urungkan"/);
    expect(row).not.toHaveTextContent('Terjual');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, tandai terjual' }));
    // confirmed: shown sold at once, nothing sent during the undo window
    await waitFor(() => expect(row).toHaveTextContent('Terjual'));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    endUndoWindows();
    expect(
      await screen.findByText('Success updated sold property.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(callsTo(requests, `/house-list/${listing.id}`, 'PUT')).toHaveLength(1);
    expect(await jsonOf('PUT', new RegExp(`/house-list/${listing.id}$`))).toEqual({ sold: true });
  });

  it('shows a status at once; refused after the window, the row is put back and the Error dialog shows the server text', async () => {
    holdUndoWindows();
    server.use(
      httpMock.put(`${config.apiUrl}/house-list/status/:id`, () =>
        HttpResponse.json({ status: 422, message: 'Status tidak boleh diubah.' }, { status: 422 }),
      ),
    );
    renderScreen(`/dashboard/listing?${soldFilter}active`, { as: SUPERADMIN });
    const row = (await rows())[0];
    await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ubah Status/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Status' });
    const select = within(dialog).getByLabelText('Status');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Nonaktif'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(row).toHaveTextContent('Nonaktif'));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    endUndoWindows();
    expect(
      (await screen.findAllByText('Status tidak boleh diubah.', {}, { timeout: 15000 })).length,
    ).toBeGreaterThan(0);
    expect(await jsonOf('PUT', /\/house-list\/status\//)).toEqual({ status: 'inactive' });
    await waitFor(() => expect(row).toHaveTextContent('Aktif'));
  });

  it('changes a status from a row: the declared call and message once the window ends, and the row leaves a list filtered on the old status', async () => {
    holdUndoWindows();
    renderScreen(`/dashboard/listing?${soldFilter}active`, { as: SUPERADMIN });
    const row = (await rows())[0];
    const listing = listingIn(row);
    await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ubah Status/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Status' });
    fireEvent.mouseDown(within(dialog).getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Menunggu'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // shown at once, with its undo, and nothing sent during the window
    await waitFor(() => expect(row).toHaveTextContent('Menunggu'));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    endUndoWindows();
    expect(
      await screen.findByText('Success updated status property.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(callsTo(requests, `/house-list/status/${listing.id}`, 'PUT')).toHaveLength(1);
    expect(await jsonOf('PUT', /\/house-list\/status\//)).toEqual({ status: 'pending' });
    await waitFor(() =>
      expect(document.querySelector('.ant-table-tbody')?.textContent ?? '').not.toContain(listing.title),
    );
  });

  it('follows the menus an action declares', async () => {
    if (!sold?.ui) throw new Error('sold has no ui');
    sold.ui.menus = ['full'];
    expect(canUseAction('reduced', 'listing', 'sold')).toBe(false);
    expect(canUseAction('full', 'listing', 'sold')).toBe(true);
    renderScreen(`/dashboard/listing?${soldFilter}active`, { as: ADMIN });
    const row = (await rows())[0];
    // only "Ubah Status" is left for the reduced menu: its own icon button, no "more" menu
    expect(within(row).getByRole('button', { name: /Ubah Status/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Aksi lainnya' })).toBeNull();
  });

  it('draws the toolbar whole: its actions are there when the list first shows (nothing grows and moves the rows)', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    // the list's own header (the skeleton drawn before it has no "Tambah"), at the moment it first shows
    await screen.findByRole('button', { name: 'Tambah' }, { timeout: 30000 });
    expect(screen.getByRole('button', { name: /Unggah CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tinjau listing/ })).toBeInTheDocument();
  });

  it('checks a file before sending it and sends a good one as multipart', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    await user.click(screen.getByRole('button', { name: /Unggah CSV/ }));
    // the dialog is a chunk of its own: slow to load first on a loaded machine
    const dialog = await screen.findByRole('dialog', { name: 'Unggah CSV' }, { timeout: 30000 });
    // the file input is replaced after each choice
    const input = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input(), new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByText('Jenis berkas tidak didukung. Pilih berkas .csv atau .xlsx.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await user.upload(input(), new File([''], 'kosong.csv', { type: 'text/csv' }));
    expect(
      await within(dialog).findByText('Berkas kosong. Pilih berkas yang berisi data.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/house-list/upload-csv', 'POST')).toHaveLength(0);
    const csv =
      'title,type,price,id_provinsi,id_kota,id_kecamatan,id_kelurahan\nRumah,Rumah,900000000,36,3674,3674010,3674010001\n';
    await user.upload(input(), new File([csv], 'listing.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('1 baris data')).toBeInTheDocument();
    // sent once read to the end with no problem
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kirim' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(
      await screen.findByText('Data listing sedang di proses. Silahkan refresh secara berkala.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/house-list/upload-csv'));
    const form = await post?.clone().formData();
    // the CSV the server takes: every column of the form, built from the mapped rows
    expect(await (form?.get('file') as File).text()).toBe(
      'title,type,price,id_provinsi,id_kota,id_kecamatan,id_kelurahan,trait,address,land_area,building_area,bedrooms,bathrooms,floors,certificate,facilities,description\n' +
        'Rumah,Rumah,900000000,36,3674,3674010,3674010001,,,,,,,,,,\n',
    );
  });

  it('opens the detail view by slug from the title, with its actions and a way back to the filtered list', async () => {
    renderScreen(`/dashboard/listing?${soldFilter}active`, { as: SUPERADMIN });
    const row = (await rows())[0];
    const listing = listingIn(row);
    await user.click(within(row).getByRole('link', { name: listing.title }));
    expect(await screen.findByRole('heading', { name: listing.title })).toBeInTheDocument();
    expect(callsTo(requests, `/house-list/by/${listing.slug}`)).toHaveLength(1);
    expect(window.location.pathname).toBe(`/dashboard/listing/${listing.slug}`);
    expect(screen.getByRole('button', { name: /Tandai Terjual/ })).toBeInTheDocument();
    expect(screen.getByText('Luas Tanah')).toBeInTheDocument();
    expect(screen.getByText(`${listing.land_area?.toLocaleString('id-ID')} m²`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Kembali ke Listing/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/listing'));
    expect(decodeURIComponent(window.location.search)).toContain('filters[0][value]=active');
  });

  it('"Kembali ke Listing" returns to the list as it was: its search, page and sort', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    const search = screen.getByRole('searchbox', { name: 'Cari data' });
    await user.type(search, 'rumah{Enter}');
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('[value]=rumah'));
    await user.click(screen.getByRole('columnheader', { name: /Harga/ }));
    await waitFor(() =>
      expect(decodeURIComponent(window.location.search)).toContain('sorters[0][field]=price'),
    );
    await user.click(await screen.findByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(window.location.search).toContain('currentPage=2'));
    const before = window.location.search;
    const row = (await rows())[0];
    await user.click(within(row).getByRole('link', { name: listingIn(row).title }));
    await screen.findByRole('heading', { name: listingIn(row).title });
    await user.click(screen.getByRole('link', { name: /Kembali ke Listing/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/listing'));
    expect(window.location.search).toBe(before);
    // what the person sees is the list they left: the search typed, the second page
    expect(await screen.findByRole('searchbox', { name: 'Cari data' })).toHaveValue('rumah');
    await waitFor(() => expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2'));
  });
});
