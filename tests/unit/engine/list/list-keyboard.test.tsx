import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

const rows = () => tableRows(document, 3);
const titleOf = (row: Element) => row.querySelector('a')?.textContent ?? '';
const checkboxOf = (row: Element) => row.querySelector('input[type=checkbox]') as HTMLInputElement;

describe('a list worked by keyboard', { timeout: 90000 }, () => {
  it('moves the focus from row to row, chooses rows, opens the form, and never fires while typing', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const list = await rows();
    // one row takes the Tab: the first
    expect(list.map((row) => row.tabIndex).filter((tab) => tab === 0)).toHaveLength(1);
    expect(list[0].tabIndex).toBe(0);

    await user.keyboard('j');
    expect(document.activeElement).toBe(list[0]);
    await user.keyboard('j');
    expect(document.activeElement).toBe(list[1]);
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(document.activeElement).toBe(list[1]);
    expect(list[1].tabIndex).toBe(0);
    expect(list[0].tabIndex).toBe(-1);

    await user.keyboard('x');
    await waitFor(() => expect(checkboxOf(list[1])).toBeChecked());
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(document.activeElement).toBe(list[2]);
    await waitFor(() => expect(checkboxOf(list[2])).toBeChecked());
    expect(checkboxOf(list[1])).toBeChecked();
    expect(checkboxOf(list[0])).not.toBeChecked();
    await user.keyboard(' ');
    await waitFor(() => expect(checkboxOf(list[2])).not.toBeChecked());
    expect(screen.getByText(/1 dipilih|1 data dipilih/)).toBeInTheDocument();

    // "/" goes to the search; what is typed there is text, not a shortcut
    await user.keyboard('/');
    const search = screen.getByLabelText('Cari data');
    expect(document.activeElement).toBe(search);
    await user.keyboard('jex');
    expect(search).toHaveValue('jex');
    expect(screen.queryByRole('dialog')).toBeNull();

    // e opens the focused row's form
    list[1].focus();
    await user.keyboard('e');
    const form = await screen.findByRole('dialog', { name: 'Ubah Listing' });
    const title = within(form).getByDisplayValue(titleOf(list[1]));
    // the form puts the caret in its first field once it is ready (then the person moves on)
    await waitFor(() => expect(document.activeElement).toBe(title));
    // keys in an open dialog are the dialog's, even on its buttons
    const cancel = within(form).getByRole('button', { name: 'Batal' });
    cancel.focus();
    await user.keyboard('j?');
    expect(document.activeElement).toBe(cancel);
    expect(screen.queryByRole('dialog', { name: 'Pintasan keyboard' })).toBeNull();
  });

  it('deletes the focused row with Delete, undoes it with z, and opens a row with Enter', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    let list = await rows();
    const title = titleOf(list[0]);
    list[0].focus();
    await user.keyboard('{Delete}');
    expect(await screen.findByText(new RegExp(`Hapus.*${title}`))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: title })).toBeNull());
    // the focus stays in the list, on the row now in its place
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-list-row')).toBe(true));
    await user.keyboard('z');
    expect(await screen.findByRole('link', { name: title })).toBeInTheDocument();
    endUndoWindows();
    expect(
      callsTo(requests, `/house-list/${db.listings.find((one) => one.title === title)?.id}`, 'DELETE'),
    ).toHaveLength(0);

    list = await rows();
    list[1].focus();
    const second = titleOf(list[1]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/dashboard\/listing\/[\w-]+$/));
    expect(await screen.findByRole('heading', { name: second })).toBeInTheDocument();
  });

  it('shows the shortcuts with ?', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Pintasan keyboard' });
    for (const what of [
      'Buka detail baris',
      'Ubah baris',
      'Hapus baris (dengan Urungkan)',
      'Ke kolom pencarian',
    ])
      expect(within(sheet).getByRole('cell', { name: what })).toBeInTheDocument();
  });
});
