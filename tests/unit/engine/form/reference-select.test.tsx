import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

async function openCreate(path: string, title: string) {
  renderScreen(path, { as: SUPERADMIN });
  await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull(), {
    timeout: 15000,
  });
  await user.click(screen.getByRole('button', { name: /Tambah/ }));
  return screen.findByRole('dialog', { name: title });
}

/** Opens an antd select by its label and clicks the option titled `option`. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const found = await waitFor(() => {
    const items = [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)];
    expect(items.length).toBeGreaterThan(0);
    return items[items.length - 1] as HTMLElement;
  });
  fireEvent.click(found);
}

function shownValue(dialog: HTMLElement, label: string): string {
  const select = within(dialog).getByLabelText(label).closest('.ant-select') as HTMLElement;
  return select.querySelector('.ant-select-selection-item')?.getAttribute('title') ?? '';
}

describe('reference selects in the generic form', { timeout: 120000 }, () => {
  it('cascades province -> city -> district -> village and clears the children of a new parent', async () => {
    const dialog = await openCreate('/dashboard/listing', 'Tambah Listing');
    const [province, otherProvince] = db.masterSlug.provinces;
    const city = db.masterSlug.cities.find((one) => one.id_provinsi === province.id_provinsi);
    const district = db.masterSlug.districts.find((one) => one.id_kota === city?.id_kota);
    if (!city || !district) throw new Error('no region seed');

    // nothing below the province is offered before it is chosen
    expect(within(dialog).getByLabelText('Kota')).toBeDisabled();
    expect(within(dialog).getByText('Pilih Provinsi dulu')).toBeInTheDocument();
    await choose(dialog, 'Provinsi', province.name);
    await waitFor(() =>
      expect(
        callsTo(requests, '/master-city').some(
          (url) => url.searchParams.get('id_provinsi') === province.id_provinsi,
        ),
      ).toBe(true),
    );
    await choose(dialog, 'Kota', city.name);
    await waitFor(() =>
      expect(
        callsTo(requests, '/master-district').some((url) => url.searchParams.get('id_kota') === city.id_kota),
      ).toBe(true),
    );
    await choose(dialog, 'Kecamatan', district.name);
    expect(shownValue(dialog, 'Kecamatan')).toBe(district.name);

    // another province empties the city and, in turn, the district
    await choose(dialog, 'Provinsi', otherProvince.name);
    await waitFor(() => expect(shownValue(dialog, 'Kota')).toBe(''));
    await waitFor(() => expect(shownValue(dialog, 'Kecamatan')).toBe(''));
    expect(within(dialog).getByLabelText('Kecamatan')).toBeDisabled();
  });

  it('creates an ad from a server-searched listing (title and code shown, its id sent), a package, a budget and dates', async () => {
    const listing = db.listings.find((one) => one.status === 'active');
    if (!listing) throw new Error('no listing');
    const dialog = await openCreate('/dashboard/ads-premium', 'Tambah Iklan Premium');
    const input = within(dialog).getByLabelText('Properti');
    fireEvent.mouseDown(input);
    await user.type(input, listing.house_id);
    // debounced: one search call with the whole text
    await waitFor(() =>
      expect(
        callsTo(requests, '/house-list/admin').some(
          (url) => url.searchParams.get('search') === listing.house_id,
        ),
      ).toBe(true),
    );
    const searches = callsTo(requests, '/house-list/admin').filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual([listing.house_id]);
    const label = `${listing.title} (${listing.house_id})`;
    const option = await waitFor(() => {
      const found = document.querySelector(`.ant-select-item-option[title="${label}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    fireEvent.click(option);
    expect(shownValue(dialog, 'Properti')).toBe(label);

    // the rest of the ad: package from a select, budget in rupiah, an end not before the start
    await choose(dialog, 'Paket Iklan', 'Top Listing');
    await user.type(within(dialog).getByLabelText('Anggaran'), '2500000');
    expect(within(dialog).getByLabelText('Anggaran')).toHaveValue('2.500.000');
    await user.type(within(dialog).getByLabelText('Tanggal Mulai'), '10 Des 2026{Enter}');
    await user.type(within(dialog).getByLabelText('Tanggal Selesai'), '1 Des 2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByText('Tanggal Selesai tidak boleh sebelum tanggal mulai.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/premium-ads', 'POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Tanggal Selesai'));
    // Enter in a date field picks the date; it does not send the form
    await user.type(within(dialog).getByLabelText('Tanggal Selesai'), '24 Des 2026{Enter}');
    expect(callsTo(requests, '/premium-ads', 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success created ads.')).toBeInTheDocument();
    const post = requests.find(
      (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/premium-ads'),
    );
    expect(await post?.clone().json()).toEqual({
      property_id: listing.id,
      package: 'Top Listing',
      budget: 2500000,
      start_date: '2026-12-10',
      end_date: '2026-12-24',
    });
    expect(
      db.premiumAds.some(
        (ad) => ad.property_id === listing.id && ad.house_id === listing.house_id && ad.budget === 2500000,
      ),
    ).toBe(true);
  });
});

describe('reference selects in list filters and lookups', { timeout: 120000 }, () => {
  it('filters Carikan Properti by a city chosen from the city lookup (read whole), sending its name', async () => {
    const wish = db.findProperties[0];
    renderScreen('/dashboard/find-properti', { as: SUPERADMIN });
    const filter = await screen.findByRole('combobox', { name: 'Pilih Kota' });
    fireEvent.mouseDown(filter);
    // the whole lookup in one call, not the backend's default page of 10
    await waitFor(() =>
      expect(callsTo(requests, '/master-city').some((url) => url.searchParams.get('limit') === '1000')).toBe(
        true,
      ),
    );
    await user.type(filter, wish.city.split(' ').slice(-1)[0]);
    const option = await waitFor(() => {
      const found = document.querySelector(`.ant-select-item-option[title="${wish.city}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    fireEvent.click(option);
    await waitFor(() =>
      expect(
        callsTo(requests, '/find-properties').some((url) => url.searchParams.get('city') === wish.city),
      ).toBe(true),
    );
    // the filter is a city, never free text: the list shows that city's wishes only
    await waitFor(() => {
      const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
      expect(rows.length).toBeGreaterThan(0);
      rows.forEach((row) => expect(row.textContent).toContain(wish.city));
    });
  });

  it('reads a lookup whole (its largest page), not the backend default page of 10', async () => {
    const dialog = await openCreate('/dashboard/listing', 'Tambah Listing');
    fireEvent.mouseDown(within(dialog).getByLabelText('Tipe'));
    await waitFor(() => expect(callsTo(requests, '/house-type').length).toBeGreaterThan(0));
    expect(callsTo(requests, '/house-type').every((url) => url.searchParams.get('limit') === '100')).toBe(
      true,
    );
  });
});
