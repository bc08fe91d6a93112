import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { DEMO_ACCOUNTS } from '../../../../src/mocks/accounts';
import { db } from '../../../../src/mocks/db';
import { demoTestHooks } from '../../../../src/mocks/test-hooks';
import { drafts } from '../../../../src/session/drafts';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

function activeListing() {
  const listing = db.listings.find((one) => one.status === 'active' && one.description && one.address);
  if (!listing) throw new Error('no active listing with a description and an address');
  return listing;
}

async function openListingEdit() {
  const listing = activeListing();
  renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
  await user.click(await screen.findByRole('button', { name: 'Ubah' }, { timeout: 30000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah Listing' });
  return { listing, dialog };
}

async function typeInto(input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

const reads = (slug: string) => callsTo(requests, `/house-list/by/${slug}`).length;
const puts = (id: string) => callsTo(requests, `/house-list/${id}`, 'PUT');

async function putBody(id: string) {
  await waitFor(() => expect(puts(id)).toHaveLength(1), { timeout: 15000 });
  const request = requests.find(
    (r) => r.method === 'PUT' && new URL(r.url).pathname.endsWith(`/house-list/${id}`),
  );
  return (await request?.clone().json()) as Record<string, unknown>;
}

const CONFLICT_TITLE = 'Data ini sudah diubah orang lain';

/**
 * The conflict dialog, found by its title's text: in tests antd gives every dialog's title the same id
 * ('test-id'), so a second dialog open over the form is named like the form.
 */
async function conflictDialog() {
  const title = await screen.findByText(CONFLICT_TITLE, {}, { timeout: 10000 });
  return title.closest('[role=dialog]') as HTMLElement;
}

/** The confirm dialog antd opens (modal.confirm), by its title. */
async function confirmDialog(title: string) {
  const titled = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return titled.closest('.ant-modal-confirm') as HTMLElement;
}

describe('an edit of a record changed elsewhere', { timeout: 90000 }, () => {
  it('reads it again, asks field by field, and puts the merge chosen', async () => {
    const { listing, dialog } = await openListingEdit();
    await typeInto(within(dialog).getByRole('textbox', { name: /^Judul$/ }), 'Rumah Asri Renovasi');
    await typeInto(within(dialog).getByLabelText('Deskripsi'), 'Deskripsi saya.');
    await typeInto(within(dialog).getByLabelText('Harga'), '1234000000');
    // another admin, meanwhile: the same three fields and the address
    await demoTestHooks.changeRecord(
      'listings',
      { slug: listing.slug },
      {
        title: 'Rumah Asri Bogor',
        description: 'Deskripsi admin lain.',
        price: 999_000_000,
        address: 'Jl. Pajajaran No. 9',
      },
    );
    const readsBefore = reads(listing.slug);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const conflict = await conflictDialog();
    expect(reads(listing.slug)).toBe(readsBefore + 1);
    expect(puts(listing.id)).toHaveLength(0);
    const judul = within(conflict).getByRole('radiogroup', { name: 'Judul' });
    expect(within(judul).getByRole('radio', { name: /Nilai Anda\s*Rumah Asri Renovasi/ })).toBeChecked();
    expect(within(judul).getByRole('radio', { name: /Nilai terbaru\s*Rumah Asri Bogor/ })).not.toBeChecked();
    // values as a person reads them: rupiah
    const harga = within(conflict).getByRole('radiogroup', { name: 'Harga' });
    expect(
      within(harga).getByRole('radio', { name: /Nilai terbaru\s*Rp\s?999\.000\.000/ }),
    ).toBeInTheDocument();
    expect(
      within(harga).getByRole('radio', { name: /Nilai Anda\s*Rp\s?1\.234\.000\.000/ }),
    ).toBeInTheDocument();
    // changed elsewhere only: taken, named, not asked
    expect(within(conflict).queryByRole('radiogroup', { name: 'Alamat' })).toBeNull();
    expect(within(conflict).getByText(/tetap dipakai: Alamat/)).toBeInTheDocument();

    const deskripsi = within(conflict).getByRole('radiogroup', { name: 'Deskripsi' });
    await user.click(within(deskripsi).getByRole('radio', { name: /Nilai terbaru/ }));
    await user.click(within(harga).getByRole('radio', { name: /Nilai terbaru/ }));
    await user.click(within(conflict).getByRole('button', { name: 'Simpan pilihan' }));

    const body = await putBody(listing.id);
    expect(body).toMatchObject({
      title: 'Rumah Asri Renovasi',
      description: 'Deskripsi admin lain.',
      price: 999_000_000,
      address: 'Jl. Pajajaran No. 9',
    });
    expect(await screen.findByText('Success updated property.')).toBeInTheDocument();
  });

  it('a draft saved days later is compared with the record it began from, not the one reopened', async () => {
    const superadmin = DEMO_ACCOUNTS.find((one) => one.email === SUPERADMIN)?.auth_id ?? '';
    const first = await openListingEdit();
    const { listing } = first;
    await typeInto(within(first.dialog).getByLabelText('Deskripsi'), 'Deskripsi saya.');
    await waitFor(() => expect(drafts.count(superadmin)).resolves.toBe(1));
    // the tab is closed; meanwhile another admin changes the description and the address
    cleanup();
    await demoTestHooks.changeRecord(
      'listings',
      { slug: listing.slug },
      { description: 'Deskripsi admin lain.', address: 'Jl. Pajajaran No. 9' },
    );
    const { dialog } = await openListingEdit();
    expect(await within(dialog).findByText('Draf dipulihkan')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Deskripsi')).toHaveValue('Deskripsi saya.'));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    // the description changed on both sides: asked; the address only elsewhere: kept, not reverted
    const conflict = await conflictDialog();
    const deskripsi = within(conflict).getByRole('radiogroup', { name: 'Deskripsi' });
    expect(
      within(deskripsi).getByRole('radio', { name: /Nilai terbaru\s*Deskripsi admin lain\./ }),
    ).not.toBeChecked();
    expect(within(conflict).getByText(/tetap dipakai: Alamat/)).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Simpan pilihan' }));
    expect(await putBody(listing.id)).toMatchObject({
      description: 'Deskripsi saya.',
      address: 'Jl. Pajajaran No. 9',
    });
    await waitFor(() => expect(drafts.count(superadmin)).resolves.toBe(0));
  });

  it('sends what was typed with no question when nothing it shows changed elsewhere', async () => {
    const { listing, dialog } = await openListingEdit();
    await typeInto(within(dialog).getByRole('textbox', { name: /^Judul$/ }), 'Rumah Asri Renovasi');
    // changed elsewhere only: the address is taken silently, the typed title kept
    await demoTestHooks.changeRecord('listings', { slug: listing.slug }, { address: 'Jl. Baru No. 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const body = await putBody(listing.id);
    expect(body).toMatchObject({ title: 'Rumah Asri Renovasi', address: 'Jl. Baru No. 1' });
    expect(screen.queryByText(CONFLICT_TITLE)).toBeNull();
  });

  it('"Kembali ke formulir" sends nothing and keeps what was typed', async () => {
    const { listing, dialog } = await openListingEdit();
    const judul = within(dialog).getByRole('textbox', { name: /^Judul$/ });
    await typeInto(judul, 'Judul saya');
    await demoTestHooks.changeRecord('listings', { slug: listing.slug }, { title: 'Judul mereka' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const conflict = await conflictDialog();
    await user.click(within(conflict).getByRole('button', { name: 'Kembali ke formulir' }));
    await waitFor(() => expect(screen.queryByText(CONFLICT_TITLE)).toBeNull());
    expect(judul).toHaveValue('Judul saya');
    expect(puts(listing.id)).toHaveLength(0);
  });

  it('says plainly that a record removed meanwhile is gone, sends nothing and keeps the input', async () => {
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    const row = await waitFor(
      () => {
        const first = document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row');
        expect(first).not.toBeNull();
        return first as HTMLElement;
      },
      { timeout: 15000 },
    );
    await user.click(within(row).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Tipe Properti' });
    const name = within(dialog).getByLabelText('Nama') as HTMLInputElement;
    const own = name.value;
    await typeInto(name, 'Rumah Tapak');
    // Tipe Properti has no call for one record: it is read again from its list, by its key
    await demoTestHooks.removeRecord('houseTypes', { name: own });
    const listed = callsTo(requests, '/house-type').length;
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Data ini sudah dihapus');
    expect(callsTo(requests, '/house-type').length).toBeGreaterThan(listed);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(name).toHaveValue('Rumah Tapak');
  });

  it('a failing re-read tells the person and sends only when asked to', async () => {
    const { listing, dialog } = await openListingEdit();
    await typeInto(within(dialog).getByRole('textbox', { name: /^Judul$/ }), 'Judul saya');
    server.use(httpMock.get(`${config.apiUrl}/house-list/by/:slug`, () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    let asked = await confirmDialog('Tidak dapat memeriksa perubahan terbaru');
    expect(puts(listing.id)).toHaveLength(0);
    await user.click(within(asked).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(puts(listing.id)).toHaveLength(0);
    // (the save button leaves its loading state once the question is answered)
    await user.click(await within(dialog).findByRole('button', { name: 'Simpan' }));
    asked = await confirmDialog('Tidak dapat memeriksa perubahan terbaru');
    await user.click(within(asked).getByRole('button', { name: 'Tetap simpan' }));
    expect((await putBody(listing.id)).title).toBe('Judul saya');
  });
});

describe('a status action on a record changed elsewhere', { timeout: 90000 }, () => {
  const rows = () => tableRows();
  const listingOf = (row: HTMLElement) => {
    const listing = db.listings.find((one) => one.id === row.getAttribute('data-row-key'));
    if (!listing) throw new Error('row without its listing');
    return listing;
  };

  it('asks before the status is sent when it changed meanwhile; "Batal" sends nothing', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing?status=active', { as: SUPERADMIN });
    // an active listing (the seed's newest include pending ones, whose status is already "Menunggu")
    const row = (await rows()).find((one) => listingOf(one).status === 'active');
    if (!row) throw new Error('no active listing on the first page');
    const listing = listingOf(row);
    await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ubah Status/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Status' });
    await demoTestHooks.changeRecord('listings', { id: listing.id }, { status: 'sold' });
    fireEvent.mouseDown(within(dialog).getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Menunggu'));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const asked = await confirmDialog('Data ini sudah berubah');
    expect(asked).toHaveTextContent(/Sebelumnya:\s*Aktif/);
    expect(asked).toHaveTextContent(/Sekarang:\s*Terjual/);
    await user.click(within(asked).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();
    endUndoWindows();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('"Tandai Terjual" on a listing whose status changed meanwhile asks, then goes on when told to', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing?status=active', { as: SUPERADMIN });
    const row = (await rows())[0];
    const listing = listingOf(row);
    await demoTestHooks.changeRecord('listings', { id: listing.id }, { status: 'inactive' });
    await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
    await user.click(await screen.findByRole('menuitem', { name: /Tandai Terjual/ }));
    // asked first (a sale is final), then read again
    const sure = await screen.findByRole('dialog', { name: 'Tandai Terjual' });
    await user.click(within(sure).getByRole('button', { name: 'Ya, tandai terjual' }));
    const asked = await confirmDialog('Data ini sudah berubah');
    expect(asked).toHaveTextContent(/Sekarang:\s*Nonaktif/);
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();
    await user.click(within(asked).getByRole('button', { name: 'Tetap kirim' }));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    endUndoWindows();
    await waitFor(() => expect(callsTo(requests, `/house-list/${listing.id}`, 'PUT')).toHaveLength(1), {
      timeout: 15000,
    });
  });
});
