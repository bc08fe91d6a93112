import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
