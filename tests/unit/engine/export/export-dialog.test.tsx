import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { onDevice } from '../../support/device-clock';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

/** The files the page hands to the browser to save, read back as text, and the names it gives them. */
function catchDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return Object.assign(files, { names });
}

afterEach(() => vi.restoreAllMocks());

async function openExport() {
  await user.click(await screen.findByRole('button', { name: 'Ekspor CSV' }, { timeout: 30000 }));
  // the dialog is a chunk of its own: slow to load first on a loaded machine
  return screen.findByRole('dialog', { name: 'Ekspor CSV' }, { timeout: 30000 });
}

describe('exporting a list', { timeout: 90000 }, () => {
  it('names the columns and asks the separator before fetching; the choice is kept for the next export', async () => {
    const files = catchDownloads();
    renderScreen(
      '/dashboard/listing?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=sold',
      {
        as: SUPERADMIN,
      },
    );
    let dialog = await openExport();
    const columns = within(dialog).getByRole('list', { name: /^Kolom yang diekspor/ });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['ID Properti', 'Judul', 'Harga (Rp)', 'Status']));
    expect(within(dialog).getByRole('radio', { name: /Titik koma/ })).toBeChecked();
    const exportCalls = () =>
      callsTo(requests, '/house-list/admin').filter((url) => url.searchParams.get('limit') === '100');
    expect(exportCalls()).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /Koma \(,\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ekspor' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = (await files[0].text()).replace(/^\ufeff/, '');
    expect(csv.split('\r\n')[0]).toMatch(/^ID Properti,Judul,Tipe,Harga \(Rp\),Kota,Status/);
    const sold = db.listings.filter((one) => one.status === 'sold').length;
    expect(csv.trim().split('\r\n')).toHaveLength(sold + 1);

    // the next export starts from the choice made
    dialog = await openExport();
    expect(within(dialog).getByRole('radio', { name: /Koma \(,\)/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ekspor CSV' })).toBeNull());
    expect(files).toHaveLength(1);
  });

  it("names the file and dates the rows by the person's own calendar, in a column a spreadsheet sorts", async () => {
    const files = catchDownloads();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const dialog = await openExport();
    // 19.00 UTC on 25 Nov is 02.00 on 26 Nov in Jakarta (WIB, UTC+7)
    const end = onDevice('2026-11-25T19:00:00Z', 7);
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Ekspor' }));
      await waitFor(() => expect(files.names).toEqual(['listing-2026-11-26.csv']));
    } finally {
      end();
    }
    const [header, ...rows] = Papa.parse<string[]>((await files[0].text()).replace(/^\ufeff/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    const [code, created] = [header.indexOf('ID Properti'), header.indexOf('Dibuat')];
    expect(rows.length).toBeGreaterThan(0);
    // each listing's day in Jakarta (its instant 7 hours on, read in UTC)
    const jakartaDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);
    for (const row of rows) {
      const listing = db.listings.find((one) => one.house_id === row[code]);
      expect(row[created]).toBe(jakartaDay(listing?.created_at ?? ''));
    }
  });
});
