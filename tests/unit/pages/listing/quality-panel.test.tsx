import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server } = withDemoBackend();

const firstRow = async () => (await tableRows())[0];

/** The listing of the list's first row, opened in its edit form after `prepare` set its area. */
async function editFirst(prepare: (listing: (typeof db.listings)[number]) => void) {
  renderScreen('/dashboard/listing', { as: SUPERADMIN });
  const row = await firstRow();
  const listing = db.listings.find((one) => row.textContent?.includes(one.title));
  if (!listing) throw new Error('no listing in the first row');
  prepare(listing);
  await user.click(within(row).getByRole('button', { name: 'Ubah' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah Listing' }, { timeout: 30000 });
  return { listing, dialog };
}

describe("the listing form's quality check", { timeout: 90000 }, () => {
  it('scores a new listing as it is typed, and each fix focuses its field', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Listing' }, { timeout: 30000 });
    const panel = await within(dialog).findByRole('region', { name: 'Kualitas listing' }, { timeout: 30000 });
    expect(within(panel).getByText(/^Skor kualitas \d+ dari 100$/)).toHaveTextContent(
      'Skor kualitas 0 dari 100',
    );
    await user.type(within(dialog).getByLabelText('Luas Bangunan'), '90');
    await waitFor(() =>
      expect(within(panel).getByText(/^Skor kualitas \d+ dari 100$/)).toHaveTextContent(
        'Skor kualitas 10 dari 100',
      ),
    );
    expect(within(panel).queryByRole('button', { name: 'Isi luas bangunan' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Isi luas tanah' }));
    expect(within(dialog).getByLabelText('Luas Tanah')).toHaveFocus();
    // never blocks the save: "Simpan" stays enabled with a low score
    expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });

  it("puts the price per m² beside its area's indicator, read from the area master", async () => {
    const { listing, dialog } = await editFirst((one) => {
      Object.assign(one, { type: 'Tanah', price: 1_420_000_000, land_area: 100 });
      const area = db.areaMasters[0];
      Object.assign(area, { name: one.district, land_price: 10_000_000, kelurahan: [] });
    });
    // the row was read before the listing changed: its price and land area are typed (its type is the row's)
    const price = within(dialog).getByLabelText('Harga');
    await user.clear(price);
    await user.type(price, '1420000000');
    const area = within(dialog).getByLabelText('Luas Tanah');
    await user.clear(area);
    await user.type(area, '100');
    expect(
      await within(dialog).findByText(/^Rp [\d,]+ (jt|rb|M)\/m², (\d+% di (atas|bawah)|sesuai) indikator /),
    ).toHaveTextContent(new RegExp(`indikator ${listing.district}$`));
  });

  it('points at a listing already there as one alike is typed, in a new tab, without stopping the save', async () => {
    let other: (typeof db.listings)[number] | undefined;
    const { dialog } = await editFirst((one) => {
      other = db.listings.find((candidate) => candidate !== one && candidate.id_kota === one.id_kota);
    });
    if (!other) throw new Error('no other listing in the same city');
    const typeOver = async (label: string, text: string) => {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.type(input, text);
    };
    await typeOver('Judul', other.title);
    await typeOver('Alamat', `${other.address}`);
    await typeOver('Harga', String(other.price));
    const note = await within(dialog).findByRole(
      'note',
      { name: 'Periksa sebelum menyimpan' },
      { timeout: 30000 },
    );
    expect(within(note).getByText('Mungkin duplikat')).toBeInTheDocument();
    expect(within(note).getByText(new RegExp(`^Mirip ${other.house_id}: .*judul mirip`))).toBeInTheDocument();
    const link = within(note).getByRole('link', { name: /Buka listing yang mirip/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toContain(String(other.slug ?? other.id));
    // what the score's fixes say (an empty field) is not told again here
    expect(within(note).queryByText('Kurang lengkap')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });

  it('says when the area has no indicator', async () => {
    const { listing, dialog } = await editFirst((one) => {
      for (const area of db.areaMasters) {
        if (area.name === one.district) area.name = 'Tempat Lain';
        area.kelurahan = [];
      }
    });
    expect(
      await within(dialog).findByText(
        `Belum ada indikator harga untuk ${listing.district}`,
        {},
        { timeout: 30000 },
      ),
    ).toBeInTheDocument();
  });

  it('never says an area has no indicator when the indicators could not be read', async () => {
    server.use(
      http.get(`${config.apiUrl}/area-master`, () =>
        HttpResponse.text('<html>Bad Gateway</html>', { status: 502 }),
      ),
    );
    const { listing, dialog } = await editFirst(() => undefined);
    expect(
      await within(dialog).findByText('Indikator harga area belum terbaca', {}, { timeout: 30000 }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(`Belum ada indikator harga untuk ${listing.district}`)).toBeNull();
  });
});
