import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, SUPERADMIN, withDemoBackend } from '../support/app';
import { findDialog, tableRows } from '../support/operations';

const user = userEvent.setup({ delay: null });
withDemoBackend();

const focused = () => document.activeElement as HTMLElement;
/** Escape where the focus is (antd's drawers read the key's code, which user-event leaves out). */
const escape = () => fireEvent.keyDown(focused(), { key: 'Escape', keyCode: 27 });

describe('the keyboard finds its place', { timeout: 60000 }, () => {
  it('"Lewati ke konten" is the first stop and moves the focus to the screen, past menu and top bar', async () => {
    renderApp('/dashboard/master/tipe', { as: SUPERADMIN });
    await tableRows();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    expect(focused()).toHaveAccessibleName('Lewati ke konten');
    await user.keyboard('{Enter}');
    expect(focused()).toBe(document.getElementById('konten'));
    // the next Tab is inside the screen, not in the menu
    await user.tab();
    expect(document.getElementById('konten')?.contains(focused())).toBe(true);
    expect(focused().closest('nav, .shell-sider, .shell-header')).toBeNull();
  });

  it('a form opens with its first field focused; after a save the focus is back on "Tambah"', async () => {
    renderApp('/dashboard/master/tipe', { as: SUPERADMIN });
    await tableRows();
    const add = screen.getByRole('button', { name: 'Tambah' });
    add.focus();
    await user.keyboard('{Enter}');
    const form = await findDialog('Tambah Tipe Properti');
    const name = within(form).getByLabelText('Nama');
    await waitFor(() => expect(focused()).toBe(name));
    // typing goes into the form at once
    await user.keyboard('Ruko Sudut');
    expect(name).toHaveValue('Ruko Sudut');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Tambah' })));
  });

  it('Escape from the conversation returns to its lead; a second Escape closes the leads, focus on "Lihat leads"', async () => {
    renderApp('/dashboard/leads', { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const open = within(row).getByRole('button', { name: /Lihat leads/ });
    await user.click(open);
    const group = await findDialog(/^Leads: /);
    const talk = within((await tableRows(group))[0]).getByRole('button', { name: /Percakapan/ });
    await user.click(talk);
    const chat = await findDialog(/^Percakapan dengan /);
    // the reply box takes the focus
    await waitFor(() => expect(focused()).toBe(within(chat).getByLabelText('Balasan')));
    escape();
    const titles = () =>
      [...document.querySelectorAll('.ant-drawer-title')].map((title) => title.textContent);
    await waitFor(() => expect(titles()).toEqual([expect.stringMatching(/^Leads: /)]));
    await waitFor(() => expect(focused()).toBe(talk));
    escape();
    await waitFor(() => expect(titles()).toEqual([]));
    await waitFor(() => expect(focused()).toBe(open));
  });
});
