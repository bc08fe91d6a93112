import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../../../src/mocks/accounts';
import { drafts } from '../../../src/session/drafts';
import { renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

const user = userEvent.setup({ delay: null });
withDemoBackend();
const superadmin = DEMO_ACCOUNTS.find((one) => one.email === SUPERADMIN)?.auth_id ?? '';

describe("a deliberate sign-out and this page's unsaved forms", { timeout: 90000 }, () => {
  it('names a form of this tab with unsaved input, and goes back when asked', async () => {
    renderApp('/dashboard/master/tipe', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tambah/ }, { timeout: 30000 }));
    const form = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    await user.type(within(form).getByLabelText('Nama'), 'Ruko Sudut');
    await waitFor(() => expect(drafts.count(superadmin)).resolves.toBe(1));

    await user.hover(await screen.findByRole('button', { name: /Menu profil/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Sign Out/ }));
    // (the confirm's own title: the form's dialog is open under it)
    const title = await screen.findByText('Keluar sekarang?', { selector: '.ant-modal-confirm-title' });
    const ask = title.closest('[role="dialog"]') as HTMLElement;
    expect(ask).toHaveTextContent('1 formulir belum disimpan di tab ini.');
    expect(ask).not.toHaveTextContent('di tab lain');
    await user.click(within(ask).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByText('Keluar sekarang?')).toBeNull());
    expect(within(form).getByLabelText('Nama')).toHaveValue('Ruko Sudut');
  });
});
