import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { writePreferences, writeViews } from '../../../../src/engine/preferences/store';
import { DEMO_ACCOUNTS } from '../../../../src/mocks/accounts';
import { ADMIN, callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { readPreferences } from '../../support/list-preferences';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

const idOf = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)?.auth_id ?? '';
const rows = () =>
  waitFor(
    () => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
    {
      timeout: 40000,
    },
  );

beforeEach(() => window.localStorage.clear());

describe('a list as the signed-in user keeps it', { timeout: 120000 }, () => {
  it("offers the user's saved views, applies one through the URL, renames and deletes it", async () => {
    writeViews(window.localStorage, idOf(SUPERADMIN), 'listing', [
      { name: 'Terjual murah', filters: { status: 'sold' }, sorters: [{ field: 'price', order: 'asc' }] },
    ]);
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    const bar = screen.getByRole('group', { name: 'Tampilan tersimpan' });
    await user.click(within(bar).getByRole('button', { name: 'Terjual murah' }));
    await waitFor(() =>
      expect(
        callsTo(requests, '/house-list/admin').some(
          (u) => u.searchParams.get('status') === 'sold' && u.searchParams.get('sort') === 'price',
        ),
      ).toBe(true),
    );
    const address = decodeURIComponent(window.location.search);
    expect(address).toContain('filters[0][field]=status');
    expect(address).toContain('filters[0][value]=sold');
    expect(address).toContain('sorters[0][field]=price');
    expect(within(bar).getByRole('button', { name: 'Terjual murah' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(bar).getByRole('button', { name: 'Pilihan tampilan Terjual murah' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ganti nama' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ganti nama tampilan' });
    const name = within(dialog).getByLabelText('Nama tampilan');
    await user.clear(name);
    await user.type(name, 'Sudah terjual');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(bar).findByRole('button', { name: 'Sudah terjual' })).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Pilihan tampilan Sudah terjual' }));
    const items = await screen.findAllByRole('menuitem', { name: 'Hapus' });
    await user.click(items[items.length - 1]);
    await waitFor(() => expect(within(bar).queryByRole('button', { name: 'Sudah terjual' })).toBeNull());
  });

  it('saves the current search as a view of this user only', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    const search = screen.getByPlaceholderText('Cari data');
    await user.type(search, 'Depok{Enter}');
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('[value]=Depok'));
    await user.click(screen.getByRole('button', { name: 'Simpan tampilan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan tampilan' });
    await user.type(within(dialog).getByLabelText('Nama tampilan'), 'Di Depok');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const bar = screen.getByRole('group', { name: 'Tampilan tersimpan' });
    expect(await within(bar).findByRole('button', { name: 'Di Depok' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(window.localStorage.getItem(`pbo.pref.list.views.${idOf(ADMIN)}.listing`)).toBeNull();
    expect(window.localStorage.getItem(`pbo.pref.list.views.${idOf(SUPERADMIN)}.listing`)).toContain('Depok');
  });

  it('hides a column under "Kolom", keeps it for the user, and "Atur ulang" brings it back', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    expect(screen.getByRole('columnheader', { name: 'Kota' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kolom' }));
    const drawer = await screen.findByRole('dialog', { name: 'Atur kolom' });
    expect(within(drawer).getByRole('checkbox', { name: 'Judul (selalu tampil)' })).toBeDisabled();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Kota' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Kota' })).toBeNull());
    await user.click(within(drawer).getByRole('button', { name: 'Naikkan Harga' }));
    await user.click(within(drawer).getByRole('radio', { name: 'Rapat' }));
    expect(readPreferences(window.localStorage, idOf(SUPERADMIN), 'listing')).toMatchObject({
      hidden: ['city'],
      density: 'compact',
    });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Harga')).toBeLessThan(headers.indexOf('Tipe'));
    expect(document.querySelector('.ant-table-small')).not.toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Atur ulang' }));
    expect(await screen.findByRole('columnheader', { name: 'Kota' })).toBeInTheDocument();
    expect(readPreferences(window.localStorage, idOf(SUPERADMIN), 'listing')).toBeUndefined();
  });

  it('opens the list at the page size the user kept', async () => {
    writePreferences(window.localStorage, idOf(SUPERADMIN), 'listing', {
      order: [],
      hidden: [],
      density: 'default',
      pageSize: 20,
    });
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    await waitFor(() =>
      expect(callsTo(requests, '/house-list/admin').some((u) => u.searchParams.get('limit') === '20')).toBe(
        true,
      ),
    );
    expect(decodeURIComponent(window.location.search)).toContain('pageSize=20');
  });

  it('shows the list as declared when what was kept is corrupt or of another version', async () => {
    const id = idOf(SUPERADMIN);
    window.localStorage.setItem(`pbo.pref.list.table.${id}.listing`, '{"version":1,"value":{"hidden":"city"');
    window.localStorage.setItem(
      `pbo.pref.list.views.${id}.listing`,
      JSON.stringify({ version: 0, value: [] }),
    );
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    expect(screen.getByRole('columnheader', { name: 'Kota' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tampilan tersimpan' })).toBeInTheDocument();
  });
});
