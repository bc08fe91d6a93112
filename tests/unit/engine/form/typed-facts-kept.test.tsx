import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { listingFromInput } from '../../../../src/mocks/domain/listing-input';
import { PLACES } from '../../../../src/mocks/seed/regions';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

/** A listing the demo made from a create body, as the form sent it ("120,5" is sent as 120.5). */
function createdListing() {
  const place = PLACES[0];
  const made = listingFromInput(
    {
      title: 'Rumah Uji Luas Pecahan',
      type: 'Rumah',
      price: 900_000_000,
      fairprice: 900_000_000,
      id_provinsi: place.id_provinsi,
      id_kota: place.id_kota,
      id_kecamatan: place.id_kecamatan,
      id_kelurahan: place.id_kelurahan,
      land_area: 120.5,
      building_area: 45.25,
      certificate: '',
      description: '',
    },
    { auth_id: 'usr-gro-001', name: 'Rina Wijaya' },
  );
  if (made instanceof Response) throw new Error('refused');
  db.listings.push(made);
  return made;
}

describe('a listing opens in "Ubah" as it was typed', { timeout: 90000 }, () => {
  it('shows 120,5 m² and 45,25 m², leaves the blanks blank, and sends 120.5 again', async () => {
    const listing = createdListing();
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: 'Ubah' }, { timeout: 30000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Listing' });
    expect(within(dialog).getByLabelText('Luas Tanah')).toHaveValue('120,5');
    expect(within(dialog).getByLabelText('Luas Bangunan')).toHaveValue('45,25');
    expect(within(dialog).getByLabelText('Jumlah Lantai')).toHaveValue('');
    expect(within(dialog).getByLabelText('Deskripsi')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(callsTo(requests, `/house-list/${listing.id}`, 'PUT')).toHaveLength(1), {
      timeout: 15000,
    });
    const request = requests.find(
      (r) => r.method === 'PUT' && new URL(r.url).pathname.endsWith(`/house-list/${listing.id}`),
    );
    const body = (await request?.clone().json()) as Record<string, unknown>;
    expect(body).toMatchObject({ land_area: 120.5, building_area: 45.25 });
    expect(body.floors).toBeUndefined();
    expect(body.certificate).toBeUndefined();
    expect(await screen.findByText('Success updated property.')).toBeInTheDocument();
    expect(db.listings.find((one) => one.id === listing.id)).toMatchObject({
      land_area: 120.5,
      building_area: 45.25,
      floors: null,
      certificate: '',
      description: '',
    });
  });
});
