import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { demoTestHooks } from '../../../../src/mocks/test-hooks';
import { SUPERADMIN, withDemoBackend } from '../../support/app';
import { onPhone } from '../../support/media';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

afterEach(() => onlineManager.setOnline(true));

const MAIN = /^\/demo-api\/main/;
const pathOf = (request: Request) => new URL(request.url).pathname.replace(MAIN, '');
const calls = (method: string, pattern: RegExp) =>
  requests.filter((request) => request.method === method && pattern.test(pathOf(request)));
const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

/** The demo listing a row shows, by its key (two listings may share a title). */
function listingOf(row: HTMLElement) {
  const listing = db.listings.find((one) => row.getAttribute('data-row-key') === String(one.id));
  if (!listing) throw new Error('no listing on the row');
  return { ...listing };
}

/** The row of a listing, as it is drawn now. */
async function rowOf({ id }: { id: string }): Promise<HTMLElement> {
  const row = (await tableRows()).find((one) => one.getAttribute('data-row-key') === String(id));
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

const rupiah = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;
// the rupiah of a cell, whatever space antd's formatter puts after "Rp"
const shows = (element: HTMLElement, value: number) =>
  expect(element.textContent?.replace(/\s/g, ' ')).toContain(rupiah(value).replace(/\s/g, ' '));

/** Opens the price of a listing in its cell: its input, named by the record, with the focus. */
async function openPrice(listing: { id: string; title: string }) {
  const row = await rowOf(listing);
  await user.click(within(row).getByRole('button', { name: `Ubah Harga: ${listing.title}` }));
  const input = await within(row).findByLabelText(`Harga baru: ${listing.title}`);
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

describe("a listing's price changed in its cell", { timeout: 120_000 }, () => {
  it('"1,5 M" and Enter: shown at once with "Urungkan", the focus back on the cell; after the window one PUT of the whole listing with 1500000000', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const listing = listingOf((await tableRows())[0]);
    const input = await openPrice(listing);
    await user.clear(input);
    await user.type(input, '1,5 M');
    // read as the form reads it, said under the box
    await waitFor(() => expect(input).toHaveAccessibleDescription(/^= Rp\s?1\.500\.000\.000$/));
    await user.keyboard('{Enter}');

    const undo = await screen.findByRole('button', { name: 'Urungkan' });
    expect(screen.getByText(`Ubah Harga: ${listing.title}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(`Harga baru: ${listing.title}`)).toBeNull());
    const button = within(await rowOf(listing)).getByRole('button', {
      name: `Ubah Harga: ${listing.title}`,
    });
    await waitFor(() => expect(button).toHaveFocus());
    shows(await rowOf(listing), 1_500_000_000);
    expect(calls('PUT', /^\/house-list\//)).toHaveLength(0);
    expect(undo).toBeInTheDocument();

    endUndoWindows();
    await waitFor(() => expect(calls('PUT', /^\/house-list\//)).toHaveLength(1));
    const [put] = calls('PUT', /^\/house-list\//);
    expect(pathOf(put)).toBe(`/house-list/${listing.id}`);
    const body = await bodyOf(put);
    // the update takes the listing whole: read first, sent with the price changed and the rest as it is
    expect(body).toMatchObject({ price: 1_500_000_000, title: listing.title, type: listing.type });
    await waitFor(() => expect(db.listings.find((one) => one.id === listing.id)?.price).toBe(1_500_000_000));
  });

  it('"Urungkan" puts the price back and sends nothing', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const listing = listingOf((await tableRows())[1]);
    const input = await openPrice(listing);
    await user.clear(input);
    await user.type(input, '750 jt');
    await user.click(screen.getByRole('button', { name: `Simpan Harga: ${listing.title}` }));
    await waitFor(async () => shows(await rowOf(listing), 750_000_000));
    await user.click(await screen.findByRole('button', { name: 'Urungkan' }));
    await waitFor(async () => shows(await rowOf(listing), listing.price));
    endUndoWindows();
    expect(calls('PUT', /^\/house-list\//)).toHaveLength(0);
    expect(db.listings.find((one) => one.id === listing.id)?.price).toBe(listing.price);
  });

  it('a wrong value is refused in words in the cell and nothing is sent; Escape leaves it, the price as it was and the focus on the cell', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const listing = listingOf((await tableRows())[0]);
    const input = await openPrice(listing);
    await user.clear(input);
    await user.type(input, '12 ribu{Enter}');
    // below the property price's range (Rp 1.000.000)
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Harga paling sedikit Rp\s?1\.000\.000\./));
    await user.clear(input);
    await user.type(input, 'murah{Enter}');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Harga harus berupa angka, misalnya 1.500.000 atau 1,5 M.'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // left empty where a price is due: refused in words too, never sent as nothing
    await user.clear(input);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Harga wajib diisi.'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText(`Harga baru: ${listing.title}`)).toBeNull());
    const row = await rowOf(listing);
    expect(within(row).getByRole('button', { name: `Ubah Harga: ${listing.title}` })).toHaveFocus();
    shows(row, listing.price);
    endUndoWindows();
    expect(calls('PUT', /^\/house-list\//)).toHaveLength(0);
    expect(calls('GET', /^\/house-list\/by\//)).toHaveLength(0);
  });

  it("by the list's keys: F2 on a row opens its price, Enter with the price unchanged sends nothing", async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const row = (await tableRows())[1];
    const listing = listingOf(row);
    row.focus();
    await user.keyboard('{F2}');
    const input = await screen.findByLabelText(`Harga baru: ${listing.title}`);
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByLabelText(`Harga baru: ${listing.title}`)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('offline: the change waits like any change ("Menunggu dikirim"), nothing leaves; once online it is sent once', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const listing = listingOf((await tableRows())[2]);
    act(() => onlineManager.setOnline(false));
    const input = await openPrice(listing);
    await user.clear(input);
    await user.type(input, '2,25 M{Enter}');
    await screen.findByRole('button', { name: 'Urungkan' });
    endUndoWindows();
    const row = await rowOf(listing);
    expect(await within(row).findByText('Menunggu dikirim')).toBeInTheDocument();
    shows(row, 2_250_000_000);
    expect(calls('PUT', /^\/house-list\//)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(calls('PUT', /^\/house-list\//)).toHaveLength(1), { timeout: 30000 });
    expect(pathOf(calls('PUT', /^\/house-list\//)[0])).toBe(`/house-list/${listing.id}`);
    expect(await bodyOf(calls('PUT', /^\/house-list\//)[0])).toMatchObject({ price: 2_250_000_000 });
    await waitFor(() => expect(db.listings.find((one) => one.id === listing.id)?.price).toBe(2_250_000_000));
  });
});

describe('a price changed elsewhere meanwhile', { timeout: 120_000 }, () => {
  it('is asked about before anything shows or leaves: "Kembali ke formulir" keeps what was typed in the cell, "Simpan pilihan" saves it as any change', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const listing = listingOf((await tableRows())[0]);
    const input = await openPrice(listing);
    await user.clear(input);
    await user.type(input, '2 M');
    // another admin, meanwhile
    await demoTestHooks.changeRecord('listings', { slug: listing.slug }, { price: 999_000_000 });
    await user.keyboard('{Enter}');
    const title = await screen.findByText('Data ini sudah diubah orang lain', {}, { timeout: 10000 });
    const conflict = title.closest('[role=dialog]') as HTMLElement;
    const harga = within(conflict).getByRole('radiogroup', { name: 'Harga' });
    expect(within(harga).getByRole('radio', { name: /Nilai Anda\s*Rp\s?2\.000\.000\.000/ })).toBeChecked();
    expect(
      within(harga).getByRole('radio', { name: /Nilai terbaru\s*Rp\s?999\.000\.000/ }),
    ).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Kembali ke formulir' }));
    await waitFor(() => expect(screen.queryByText('Data ini sudah diubah orang lain')).toBeNull());
    expect(screen.getByLabelText(`Harga baru: ${listing.title}`)).toHaveValue('2 M');
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();

    await user.click(screen.getByRole('button', { name: `Simpan Harga: ${listing.title}` }));
    const again = (await screen.findByText('Data ini sudah diubah orang lain')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Simpan pilihan' }));
    await screen.findByRole('button', { name: 'Urungkan' });
    expect(calls('PUT', /^\/house-list\//)).toHaveLength(0);
    endUndoWindows();
    await waitFor(() => expect(calls('PUT', /^\/house-list\//)).toHaveLength(1));
    expect(await bodyOf(calls('PUT', /^\/house-list\//)[0])).toMatchObject({ price: 2_000_000_000 });
  });
});

describe("a listing's status stays its status call's", { timeout: 120_000 }, () => {
  it('its cell offers no change in place: the update never changes it', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const listing = listingOf(row);
    expect(within(row).getByRole('button', { name: `Ubah Harga: ${listing.title}` })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Ubah Status: ${listing.title}` })).toBeNull();
  });
});

describe("an area's prices changed in their cells", { timeout: 120_000 }, () => {
  it('one price sent with the others as the area has them (integers, status true), never one of them as 0', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/master/area-indicator', { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const area = db.areaMasters.find((one) => row.textContent?.includes(one.name));
    if (!area) throw new Error('no area on the row');
    await user.click(within(row).getByRole('button', { name: `Ubah Harga Bangunan / m²: ${area.name}` }));
    const input = await screen.findByLabelText(`Harga Bangunan / m² baru: ${area.name}`);
    await user.clear(input);
    await user.type(input, '4,5 jt{Enter}');
    await screen.findByRole('button', { name: 'Urungkan' });
    endUndoWindows();
    await waitFor(() => expect(calls('PUT', /^\/area-master\//)).toHaveLength(1));
    expect(await bodyOf(calls('PUT', /^\/area-master\//)[0])).toMatchObject({
      name: area.name,
      building_price: 4_500_000,
      land_price: area.land_price,
      apartment_price: area.apartment_price,
      status: true,
    });
  });
});

describe("a price changed on a phone's card", { timeout: 120_000 }, () => {
  onPhone();

  it('its button on the card opens the input in place; saved, the card shows it and "Urungkan" is offered', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBeGreaterThan(0), {
      timeout: 30000,
    });
    const card = document.querySelector('.resource-card') as HTMLElement;
    const title = card.querySelector('.resource-card-title')?.textContent ?? '';
    const listing = db.listings.find((one) => one.title === title);
    if (!listing) throw new Error('no listing on the card');
    await user.click(within(card).getByRole('button', { name: `Ubah Harga: ${title}` }));
    const input = await within(card).findByLabelText(`Harga baru: ${title}`);
    await user.clear(input);
    await user.type(input, '900 jt');
    await user.click(within(card).getByRole('button', { name: `Simpan Harga: ${title}` }));
    await screen.findByRole('button', { name: 'Urungkan' });
    await waitFor(() => shows(card, 900_000_000));
    endUndoWindows();
    await waitFor(() => expect(calls('PUT', /^\/house-list\//)).toHaveLength(1));
    expect(await bodyOf(calls('PUT', /^\/house-list\//)[0])).toMatchObject({ price: 900_000_000 });
  });
});
