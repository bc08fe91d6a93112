import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

/** "Harga wajar: Rp 1.234.000" with whatever space the currency format puts after "Rp". */
const fairPriceText = (value: number) =>
  new RegExp(`^Harga wajar: Rp\\s?${value.toLocaleString('id-ID').replace(/\./g, '\\.')}$`);

const HEADER = 'title,type,price,id_provinsi,id_kota,id_kecamatan,id_kelurahan';
const PLACE = '36,3674,3674010,3674010001';
/** One good row among bad ones: a type and a price that are not, a price below the range and no city. */
const MIXED = `${HEADER}\nRumah Asri,Rumah,900000000,${PLACE}\nRuko Baru,Kastil,murah,${PLACE}\nVila,Rumah,1,36,,,\n`;

/** The files the page hands to the browser to save. */
function catchDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:rows';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return files;
}

afterEach(() => vi.restoreAllMocks());

async function openCsvDialog() {
  renderScreen('/dashboard/listing', { as: SUPERADMIN });
  await user.click(await screen.findByRole('button', { name: /Unggah CSV/ }, { timeout: 30000 }));
  // the dialog is a chunk of its own: its first load is slow on a loaded machine
  return screen.findByRole('dialog', { name: 'Unggah CSV' }, { timeout: 30000 });
}

describe('listing screens', { timeout: 90000 }, () => {
  it('previews a CSV before sending and keeps dialog and file when the server refuses', async () => {
    server.use(
      httpMock.post(`${config.apiUrl}/house-list/upload-csv`, () =>
        HttpResponse.json({ status: 500, message: 'Server sedang sibuk.' }, { status: 500 }),
      ),
    );
    const dialog = await openCsvDialog();
    expect(within(dialog).getByRole('link', { name: /Unduh template CSV/ })).toHaveAttribute(
      'download',
      'template-listing.csv',
    );
    const csv = `${HEADER}\nRumah Asri,Rumah,900000000,${PLACE}\nRuko Baru,Rumah,750000000,${PLACE}\n`;
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'listing.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('2 baris data')).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Rumah Asri' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Tidak ada masalah yang ditemukan.')).toBeInTheDocument();
    expect(callsTo(requests, '/house-list/upload-csv', 'POST')).toHaveLength(0);

    // a double click sends once; the failure shows the server's text, the dialog keeps the file
    const send = within(dialog).getByRole('button', { name: 'Kirim' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    fireEvent.click(send);
    expect((await screen.findAllByText('Server sedang sibuk.')).length).toBeGreaterThan(0);
    expect(callsTo(requests, '/house-list/upload-csv', 'POST')).toHaveLength(1);
    expect(within(dialog).getByText('listing.csv')).toBeInTheDocument();
    expect(within(dialog).getByText('2 baris data')).toBeInTheDocument();
  });

  it("checks the rows to be sent as the listing's form does: their scores, the weakest named, and a row alike a listing or another row pointed at, never stopping the upload", async () => {
    const listing = db.listings.find((one) => one.address && one.id_kelurahan);
    if (!listing) throw new Error('no listing with an address and a village');
    const quoted = (value: unknown) => `"${String(value).replace(/"/g, '""')}"`;
    const row = [listing.title, listing.type, listing.price, listing.address]
      .map(quoted)
      .concat([listing.id_provinsi, listing.id_kota, listing.id_kecamatan, listing.id_kelurahan])
      .join(',');
    const other = `"Tanah Kavling Siap Bangun",Tanah,250000000,"Jl. Lain No. 1",${PLACE}`;
    const dialog = await openCsvDialog();
    await user.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File(
        [`${HEADER.replace('price,', 'price,address,')}\n${row}\n${row}\n${other}\n`],
        'dua-kali.csv',
        {
          type: 'text/csv',
        },
      ),
    );
    const checks = await within(dialog).findByRole(
      'region',
      { name: 'Pemeriksaan listing' },
      { timeout: 30000 },
    );
    expect(
      within(checks).getByText(/^Skor kualitas rata-rata \d+ dari 100 \(tanpa foto\)$/),
    ).toBeInTheDocument();
    expect(within(checks).getAllByText(/^Baris [234]: skor \d+/)).toHaveLength(3);
    // the file's first row (line 2) is the listing again, and line 3 is line 2 again
    const warning = await within(checks).findByText('2 baris perlu diperiksa', {}, { timeout: 30000 });
    const said = warning.closest('.ant-alert') as HTMLElement;
    // compared with the newest listings once read: the listing, for each of the two rows
    expect(
      await within(said).findAllByText(new RegExp(`^Mirip ${listing.house_id}: alamat sama, judul mirip`)),
    ).toHaveLength(2);
    expect(within(said).getAllByText(/^Mirip baris [23]: alamat sama, judul mirip/)).toHaveLength(2);
    // compared with the listings read: the file's rows are not counted among them
    expect(said.textContent).toContain(`(dibandingkan dengan semua ${db.listings.length} listing)`);
    expect(said.textContent).not.toContain(`${db.listings.length + 3} listing`);
    const links = within(said).getAllByRole('link', { name: /Buka listing yang mirip/ });
    // the listing has a page (in a new tab); another row of the file has none yet
    expect(links.map((link) => link.getAttribute('target'))).toEqual(links.map(() => '_blank'));
    expect(links.every((link) => link.getAttribute('href')?.includes(String(listing.slug)))).toBe(true);
    expect(within(said).queryByText(/Tanah Kavling/)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kirim' })).toBeEnabled());
  });

  it('says why in one line per problem, and gives the bad rows back as the file holds them, with their reasons', async () => {
    const files = catchDownloads();
    const dialog = await openCsvDialog();
    // the picker renders a fresh input after each choice
    const choose = (text: string, name: string) =>
      user.upload(
        dialog.querySelector('input[type=file]') as HTMLInputElement,
        new File([text], name, { type: 'text/csv' }),
      );
    const send = within(dialog).getByRole('button', { name: 'Kirim' });

    // a required column the file lacks ("nama" and "harga" are paired with Judul and Harga): fixed here, not in the file
    await choose('nama,harga\nRumah Asri,900000000\n', 'salah.csv');
    expect(
      await within(dialog).findByText('Kolom wajib Tipe belum dipasangkan dengan kolom berkas.'),
    ).toBeVisible();
    expect(send).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /Unduh .* baris bermasalah/ })).toBeNull();

    await choose(MIXED, 'campur.csv');
    expect(await within(dialog).findByText('Harga bukan angka: baris 3')).toBeVisible();
    expect(within(dialog).getByText('Tipe "Kastil" tidak dikenal di Master Data: baris 3')).toBeVisible();
    expect(
      within(dialog).getByText('Harga di luar batas 1.000.000 sampai 1.000.000.000.000: baris 4'),
    ).toBeVisible();
    expect(within(dialog).getByText('Kota kosong: baris 4')).toBeVisible();
    expect(
      within(dialog).getByText(/^4 masalah ditemukan pada 2 baris\. 1 baris lainnya benar/),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Unduh 2 baris bermasalah' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const given = await files[0].text();
    // a BOM, the file's own headers and cells, and the reasons in a last column
    expect(given.startsWith('\ufeff')).toBe(true);
    expect(given.slice(1).split('\r\n')).toEqual([
      'title;type;price;id_provinsi;id_kota;id_kecamatan;id_kelurahan;Alasan',
      'Ruko Baru;Kastil;murah;36;3674;3674010;3674010001;"Tipe ""Kastil"" tidak dikenal di Master Data; Harga bukan angka"',
      'Vila;Rumah;1;36;;;;"Harga di luar batas 1.000.000 sampai 1.000.000.000.000; Kota kosong"',
      '',
    ]);
    expect(callsTo(requests, '/house-list/upload-csv', 'POST')).toHaveLength(0);

    // every row bad: only the download is offered
    await choose(`${HEADER}\nRuko Baru,Kastil,murah,${PLACE}\nVila,Rumah,1,36,,,\n`, 'buruk.csv');
    expect(
      await within(dialog).findByText(/^4 masalah ditemukan; tidak ada baris yang dapat dikirim/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Unduh 2 baris bermasalah' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Kirim' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /baris yang benar/ })).toBeNull();

    // every row good: it may go, nothing to give back
    await choose(`${HEADER}\nRumah Asri,Rumah,900000000,${PLACE}\n`, 'baik.csv');
    expect(await within(dialog).findByText('1 baris data')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kirim' })).toBeEnabled());
    expect(within(dialog).queryByRole('button', { name: /Unduh .* baris bermasalah/ })).toBeNull();
    expect(callsTo(requests, '/house-list/upload-csv', 'POST')).toHaveLength(0);
  });

  it('sends the good rows of a file with bad ones, and keeps the bad ones to download', async () => {
    const dialog = await openCsvDialog();
    await user.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File([MIXED], 'campur.csv', { type: 'text/csv' }),
    );
    const sendGood = await within(dialog).findByRole('button', { name: 'Kirim 1 baris yang benar' });
    await waitFor(() => expect(sendGood).toBeEnabled());
    fireEvent.click(sendGood);
    expect(
      await screen.findByText('Data listing sedang di proses. Silahkan refresh secara berkala.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/house-list/upload-csv', 'POST')).toHaveLength(1);
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/house-list/upload-csv'));
    // the CSV the server takes, as for a file without problems, with the good row only
    expect(await ((await post?.clone().formData())?.get('file') as File).text()).toBe(
      'title,type,price,id_provinsi,id_kota,id_kecamatan,id_kelurahan,trait,address,land_area,building_area,bedrooms,bathrooms,floors,certificate,facilities,description\n' +
        'Rumah Asri,Rumah,900000000,36,3674,3674010,3674010001,,,,,,,,,,\n',
    );
    // the dialog stays for the bad rows; the good ones are not offered twice
    expect(
      await within(dialog).findByText(
        '1 baris yang benar sudah dikirim. Unduh baris bermasalah untuk diperbaiki.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Kirim' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Unduh 2 baris bermasalah' })).toBeEnabled();
  });

  it('pairs columns as the person corrected them, and offers that pairing for the next file with the same headers', async () => {
    const choose = (dialog: HTMLElement, text: string) =>
      user.upload(
        dialog.querySelector('input[type=file]') as HTMLInputElement,
        new File([text], 'properti.csv', { type: 'text/csv' }),
      );
    const select = (dialog: HTMLElement, column: string) =>
      within(dialog).getByRole('combobox', { name: `Kolom listing untuk "${column}"` });
    const shown = (control: HTMLElement) =>
      control.closest('.ant-select')?.querySelector('.ant-select-selection-item')?.getAttribute('title');
    const rows =
      'Nama Properti,Harga,Kota,Jenis,Catatan Agen\nRumah Dago,"1,5 M",Bandung,Rumah,Dekat kampus\n';
    let dialog = await openCsvDialog();
    await choose(dialog, rows);
    // guessed: the four known headers; "Catatan Agen" names nothing of ours
    await waitFor(() => expect(shown(select(dialog, 'Nama Properti'))).toBe('Judul *'));
    expect(shown(select(dialog, 'Catatan Agen'))).toBe('Abaikan');
    fireEvent.mouseDown(select(dialog, 'Catatan Agen'));
    const items = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option[title="Deskripsi"]')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    fireEvent.click(items[items.length - 1]);
    const send = within(dialog).getByRole('button', { name: 'Kirim' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(
      await screen.findByText('Data listing sedang di proses. Silahkan refresh secara berkala.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/house-list/upload-csv'));
    const sent = await ((await post?.clone().formData())?.get('file') as File).text();
    expect(sent.split('\n')[1]).toBe('Rumah Dago,Rumah,1500000000,32,3273,,,,,,,,,,,,Dekat kampus');

    // the same headers in another order: paired as last time
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unggah CSV' })).toBeNull());
    await user.click(screen.getByRole('button', { name: /Unggah CSV/ }));
    dialog = await screen.findByRole('dialog', { name: 'Unggah CSV' }, { timeout: 30000 });
    await choose(
      dialog,
      'Catatan Agen,Kota,Jenis,Harga,Nama Properti\nDekat pasar,Bandung,Rumah,900 jt,Rumah B\n',
    );
    await waitFor(() => expect(shown(select(dialog, 'Catatan Agen'))).toBe('Deskripsi'));
    expect(
      within(dialog).getByText(/Pasangan kolom terakhir untuk judul kolom yang sama dipakai lagi/),
    ).toBeVisible();
  });

  it('shows a listing by slug with every field, the fair-price badge beside the price, the agent and photos', async () => {
    const listing = db.listings.find((one) => one.isFairPrice && one.status === 'active');
    if (!listing) throw new Error('no fair-priced listing');
    listing.photos = ['data:image/png;base64,iVBORw0KGgo='];
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    expect(
      await screen.findByRole('heading', { name: listing.title }, { timeout: 30000 }),
    ).toBeInTheDocument();
    expect(callsTo(requests, `/house-list/by/${listing.slug}`)).toHaveLength(1);
    expect(screen.getByText('Harga wajar')).toBeInTheDocument();
    expect(screen.getByText(fairPriceText(listing.fairprice))).toBeInTheDocument();
    expect(screen.getByText(`Agen: ${listing.agent_name}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Foto 1: ${listing.title}` })).toBeInTheDocument();
    expect(screen.getByText(listing.village)).toBeInTheDocument();
    expect(screen.getByText(listing.house_id)).toBeInTheDocument();
    // the slug is named for a person, not by its internal name
    expect(screen.getByText('Alamat Halaman')).toBeInTheDocument();
    expect(screen.queryByText('Slug')).toBeNull();
    // the actions follow the signed-in menu, known a moment after the record
    await screen.findByRole('button', { name: /Ubah Status/ });
    for (const name of [/Ubah Status/, /Tandai Terjual/, 'Ubah', 'Hapus']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('says so for an unknown slug', async () => {
    renderScreen('/dashboard/listing/tidak-ada-999', { as: SUPERADMIN });
    // the server's text, in the Error dialog and in place of the record
    expect(
      (await screen.findAllByText('Properti tidak ditemukan', {}, { timeout: 30000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('shows a premium listing with the same detail view and its status and sold actions', async () => {
    const premium = db.listings.find((one) => one.is_premium && one.status === 'active');
    if (!premium) throw new Error('no premium listing');
    holdUndoWindows();
    renderScreen(`/dashboard/listing-premium/${premium.slug}`, { as: SUPERADMIN });
    expect(
      await screen.findByRole('heading', { name: premium.title }, { timeout: 30000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(fairPriceText(premium.fairprice))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Tandai Terjual/ }));
    const sure = await screen.findByRole('dialog', { name: 'Tandai Terjual' });
    await user.click(within(sure).getByRole('button', { name: 'Ya, tandai terjual' }));
    // shown sold at once (neither action is offered any more), sent when the undo window ends
    await waitFor(() => expect(screen.queryByRole('button', { name: /Tandai Terjual/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /Ubah Status/ })).toBeNull();
    expect(callsTo(requests, `/house-list/${premium.id}`, 'PUT')).toHaveLength(0);
    endUndoWindows();
    expect(
      await screen.findByText('Success updated sold property.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(callsTo(requests, `/house-list/${premium.id}`, 'PUT')).toHaveLength(1);
    // the refreshed record is sold: the action stays away
    expect(screen.queryByRole('button', { name: /Tandai Terjual/ })).toBeNull();
  });
});
