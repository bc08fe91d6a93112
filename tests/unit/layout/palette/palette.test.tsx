import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { readRecent } from '../../../../src/session/recent-records';
import { ADMIN, callsTo, httpMock, renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

const optionLabels = () =>
  within(screen.getByRole('group', { name: 'Layar' }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.palette-label')?.textContent);

async function shell() {
  renderApp('/dashboard', { as: SUPERADMIN });
  return screen.findByRole('button', { name: 'Cari layar atau data (Ctrl+K)' }, { timeout: 30000 });
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
    await waitFor(() => expect(optionLabels()).toEqual(['Schedule List', 'Tambah Schedule List']));
    await user.clear(input);
    await user.keyboard('TAMBAH Jadwal');
    await waitFor(() => expect(optionLabels()).toEqual(['Tambah Schedule List']));
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

  it('finds a listing by its code under "Listing", Enter opens its detail, and it is offered again before typing', async () => {
    // the users' list fails: the other resources still show what they found
    server.use(
      httpMock.get(`${config.apiUrl}/user/:url`, () =>
        HttpResponse.json({ status: 500, message: 'Server pengguna sedang sibuk' }, { status: 500 }),
      ),
    );
    const listing = db.listings[3];
    const opener = await shell();
    await user.click(opener);
    const input = await screen.findByRole('combobox', { name: /Ketik nama layar/ }, { timeout: 15000 });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard(listing.house_id);
    const found = await screen.findByRole('group', { name: 'Listing' }, { timeout: 15000 });
    const option = await within(found).findByRole('option', { name: new RegExp(listing.title) });
    expect(option).toHaveAttribute('href', `/dashboard/listing/${listing.slug}`);
    expect(callsTo(requests, '/house-list/admin').map((url) => url.searchParams.get('search'))).toContain(
      listing.house_id,
    );
    // the failing list says so in Indonesian, with the server's text
    expect(await screen.findByText(/Gagal mencari: Server pengguna sedang sibuk/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Gagal mencari di Users/);
    // Ctrl+Enter opens it in a new tab, this one stays
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(opened).toHaveBeenCalledWith(`/dashboard/listing/${listing.slug}`, '_blank', 'noopener');
    opened.mockRestore();
    expect(input).toBeInTheDocument();
    // the record is the only choice: Enter opens it
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/dashboard/listing/${listing.slug}`));
    expect(readRecent(window.localStorage, 'usr-gro-001').map((one) => one.title)).toEqual([listing.title]);

    await user.keyboard('{Control>}k{/Control}');
    const recent = await screen.findByRole('group', { name: 'Baru dibuka' }, { timeout: 15000 });
    expect(within(recent).getByRole('option', { name: new RegExp(listing.title) })).toHaveAttribute(
      'href',
      `/dashboard/listing/${listing.slug}`,
    );
  });

  it('searches only what the reduced menu may see: no withdrawal or payment is asked', async () => {
    renderApp('/dashboard', { as: ADMIN });
    const opener = await screen.findByRole(
      'button',
      { name: 'Cari layar atau data (Ctrl+K)' },
      { timeout: 30000 },
    );
    await user.click(opener);
    const input = await screen.findByRole('combobox', { name: /Ketik nama layar/ }, { timeout: 15000 });
    await waitFor(() => expect(input).toHaveFocus());
    const agent = db.users.find((one) => one.role === 'agent');
    await user.keyboard(agent?.email ?? '');
    const users = await screen.findByRole('group', { name: 'Users' }, { timeout: 15000 });
    expect(within(users).getByRole('option', { name: new RegExp(agent?.name ?? '') })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/data ditemukan/));
    expect(callsTo(requests, '/user/agent').length).toBeGreaterThan(0);
    expect(callsTo(requests, '/withdrawal/admin')).toHaveLength(0);
    expect(callsTo(requests, '/payment')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Withdrawal' })).toBeNull();
  });
});
