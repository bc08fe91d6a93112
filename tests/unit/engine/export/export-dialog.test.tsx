import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

/** The files the page hands to the browser to save, read back as text. */
function catchDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return files;
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
});
