import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../../../../src/mocks/accounts';
import { drafts } from '../../../../src/session/drafts';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();
const superadmin = DEMO_ACCOUNTS.find((one) => one.email === SUPERADMIN)?.auth_id ?? '';
const DRAFT = { user: superadmin, resource: 'house-type' };

async function openCreate() {
  renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
  await user.click(await screen.findByRole('button', { name: /Tambah/ }, { timeout: 30000 }));
  return screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
}

describe('drafts of the generic form', { timeout: 90000 }, () => {
  it('keeps what is typed, offers it back when the form opens again after the page went, and "Buang draf" clears it', async () => {
    let dialog = await openCreate();
    await user.type(within(dialog).getByLabelText('Nama'), 'Ruko Sudut');
    await waitFor(() => expect(drafts.count(superadmin)).resolves.toBe(1));
    // the page goes (a reload, a closed tab) and the app starts again
    cleanup();
    dialog = await openCreate();
    expect(await within(dialog).findByText('Draf dipulihkan')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('Ruko Sudut');
    await user.click(within(dialog).getByRole('button', { name: 'Buang draf' }));
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('');
    expect(within(dialog).queryByText('Draf dipulihkan')).toBeNull();
    // the button went with its notice: the keyboard's place is the form's first field, not the page
    await waitFor(() => expect(within(dialog).getByLabelText('Nama')).toHaveFocus());
    await waitFor(() => expect(drafts.count(superadmin)).resolves.toBe(0));
  });

  it('a save clears the draft', async () => {
    await drafts.write(DRAFT, { name: 'Kondotel' });
    const dialog = await openCreate();
    await waitFor(() => expect(within(dialog).getByLabelText('Nama')).toHaveValue('Kondotel'));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(callsTo(requests, '/house-type', 'POST')).toHaveLength(1));
    await waitFor(() => expect(drafts.count(superadmin)).resolves.toBe(0));
  });

  it("another user's draft of the same form is not offered", async () => {
    await drafts.write({ ...DRAFT, user: 'usr-lain' }, { name: 'Punya orang lain' });
    const dialog = await openCreate();
    await user.type(within(dialog).getByLabelText('Nama'), 'R');
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('R');
    expect(within(dialog).queryByText('Draf dipulihkan')).toBeNull();
  });
});
