import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

/** Calls to `urls` wait for the demo backend until the function returned is called. */
function holdCalls(...urls: string[]): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // a handler that answers nothing passes the call on to the demo backend
  for (const url of urls) server.use(httpMock.get(url, () => held));
  return release;
}

/** What a select shows as its chosen value. */
function shownValue(dialog: HTMLElement, label: string): string {
  const select = within(dialog).getByLabelText(label).closest('.ant-select') as HTMLElement;
  return select.querySelector('.ant-select-selection-item')?.textContent ?? '';
}

/** The listing the property select does not offer before a search: the oldest one. */
function oldestListing() {
  const [oldest] = [...db.listings].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return oldest;
}

/** Every viewing is of `property` (titled `title`): the first row's edit form is opened. */
async function editViewingOf(property: string, title: string) {
  for (const visit of db.schedules) Object.assign(visit, { property_id: property, title });
  renderScreen('/dashboard/schedule', { as: SUPERADMIN });
  const [row] = await tableRows();
  await user.click(within(row).getByRole('button', { name: 'Ubah' }));
  return screen.findByRole('dialog', { name: 'Ubah Jadwal Kunjungan' });
}

describe("a reference's name in an edit form, never its id", { timeout: 120000 }, () => {
  it("names a viewing's listing by the title the viewing carries, at once", async () => {
    const listing = oldestListing();
    const dialog = await editViewingOf(listing.id, listing.title);
    expect(shownValue(dialog, 'Properti')).toBe(listing.title);
    expect(dialog).not.toHaveTextContent(listing.id);
  });

  it('reads the listing once when the viewing carries no title, saying so meanwhile', async () => {
    const listing = oldestListing();
    const release = holdCalls(`${config.apiUrl}/house-list/admin`);
    const dialog = await editViewingOf(listing.id, '');
    await waitFor(() => expect(shownValue(dialog, 'Properti')).toBe('Memuat nama...'));
    expect(dialog).not.toHaveTextContent(listing.id);
    release();
    await waitFor(() =>
      expect(shownValue(dialog, 'Properti')).toBe(`${listing.title} (${listing.house_id})`),
    );
    expect(dialog).not.toHaveTextContent(listing.id);
  });

  it('says the name cannot be read, rather than the id, for a listing the service does not have', async () => {
    const dialog = await editViewingOf('65ca329cd0bfdff7022071ff', '');
    await waitFor(() => expect(shownValue(dialog, 'Properti')).toBe('Properti (nama tidak tersedia)'));
    expect(dialog).not.toHaveTextContent('65ca329cd0bfdff7022071ff');
  });

  it('offline, names the listing by the title the viewing carries, and says when it cannot', async () => {
    const listing = oldestListing();
    // every other viewing carries its listing's title; none can be read once the network is gone
    db.schedules.forEach((visit, index) =>
      Object.assign(visit, { property_id: listing.id, title: index % 2 ? '' : listing.title }),
    );
    renderScreen('/dashboard/schedule', { as: SUPERADMIN });
    const rows = await tableRows();
    server.use(httpMock.get(`${config.apiUrl}/house-list/admin`, () => HttpResponse.error()));
    act(() => onlineManager.setOnline(false));
    const titled = rows.find((row) => row.textContent?.includes(listing.title));
    const untitled = rows.find((row) => !row.textContent?.includes(listing.title));
    if (!titled || !untitled) throw new Error('no rows with and without a title');

    await user.click(within(titled).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Jadwal Kunjungan' });
    expect(shownValue(dialog, 'Properti')).toBe(listing.title);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Jadwal Kunjungan' })).toBeNull());

    await user.click(within(untitled).getByRole('button', { name: 'Ubah' }));
    const other = await screen.findByRole('dialog', { name: 'Ubah Jadwal Kunjungan' });
    await waitFor(() => expect(shownValue(other, 'Properti')).toBe('Properti (nama tidak tersedia)'));
    expect(other).not.toHaveTextContent(listing.id);
  });

  it("shows a listing's region names while the regions are still read, never their codes", async () => {
    const listing = db.listings.find((one) => one.status === 'active' && one.province && one.village);
    if (!listing) throw new Error('no listing with its region names');
    // the regions' lookups wait until the test lets them answer (a slow device, a slow network)
    const answer = holdCalls(
      ...['master-province', 'master-city', 'master-district', 'master-village'].map(
        (path) => `${config.apiUrl}/${path}`,
      ),
    );
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: 'Ubah' }, { timeout: 30000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Listing' });
    await waitFor(() => expect(callsTo(requests, '/master-province')).not.toHaveLength(0));
    expect(shownValue(dialog, 'Provinsi')).toBe(listing.province);
    expect(shownValue(dialog, 'Kota')).toBe(listing.city);
    expect(shownValue(dialog, 'Kecamatan')).toBe(listing.district);
    expect(shownValue(dialog, 'Kelurahan')).toBe(listing.village);
    answer();
    await waitFor(() => expect(callsTo(requests, '/master-village')).not.toHaveLength(0));
    expect(shownValue(dialog, 'Kelurahan')).toBe(listing.village);
  });
});
