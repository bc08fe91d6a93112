import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';

const user = userEvent.setup({ delay: null });
withDemoBackend();

const optionLabels = () =>
  within(screen.getByRole('listbox', { name: 'Layar yang cocok' }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.palette-label')?.textContent);

async function shell() {
  renderApp('/dashboard', { as: SUPERADMIN });
  return screen.findByRole('button', { name: 'Cari layar (Ctrl+K)' }, { timeout: 30000 });
}

describe('the command palette', { timeout: 120000 }, () => {
  it('takes the typing at once after Ctrl+K, and finds Schedule List by "jadwal"', async () => {
    await shell();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: /Ketik nama layar/ }, { timeout: 15000 });
    await waitFor(() => expect(input).toHaveFocus());
    // typed where the focus is, as a person would
    await user.keyboard('jadwal');
    expect(input).toHaveValue('jadwal');
    await waitFor(() => expect(optionLabels()).toEqual(['Schedule List', 'Tambah Jadwal Kunjungan']));
    await user.clear(input);
    await user.keyboard('TAMBAH Jadwal');
    await waitFor(() => expect(optionLabels()).toEqual(['Tambah Jadwal Kunjungan']));
    await user.clear(input);
    await user.keyboard('penarikan');
    await waitFor(() => expect(optionLabels()).toEqual(['Withdrawal']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/withdrawal'));
  });

  it('gives the focus back to the search button when it closes', async () => {
    const opener = await shell();
    await user.click(opener);
    const input = await screen.findByRole('combobox', { name: /Ketik nama layar/ }, { timeout: 15000 });
    await waitFor(() => expect(input).toHaveFocus());
    // rc-dialog reads the key code
    fireEvent.keyDown(input, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.queryByRole('combobox', { name: /Ketik nama layar/ })).toBeNull();
  });
});
