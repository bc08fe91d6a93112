import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, FIRST_TIME, renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

const notice = () =>
  screen.findByRole('heading', { name: 'Pendaftaran akun belum selesai' }, { timeout: 30000 });

async function expectNotice() {
  expect(await notice()).toBeVisible();
  expect(screen.getByText(/hubungi Admin Rumahku/)).toBeVisible();
  expect(screen.getByText('Masuk sebagai baru@demo.id')).toBeVisible();
  expect(screen.queryByText('Akses ditolak')).toBeNull();
  expect(screen.queryByText('Halaman tidak ditemukan')).toBeNull();
}

describe('a first-time user', { timeout: 120000 }, () => {
  it('lands on the registration notice, and Pendaftaran keeps them there', async () => {
    renderApp('/dashboard', { as: FIRST_TIME });
    await expectNotice();
    expect(document.title).toMatch(/^Pendaftaran akun belum selesai/);
    const menu = await screen.findByRole('navigation', { name: 'Menu navigasi' });
    await user.click(within(menu).getByRole('link', { name: 'Pendaftaran' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/completing-register'));
    await expectNotice();
    expect(callsTo(requests, '/house-list/admin-statistic')).toHaveLength(0);
  });

  it('gets the notice on any other path too, and no data', async () => {
    renderApp('/dashboard/listing', { as: FIRST_TIME });
    await expectNotice();
    expect(screen.queryByRole('table')).toBeNull();
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(0);
  });

  it('signs out from the notice', async () => {
    const { providers } = renderApp('/dashboard/tidak-ada', { as: FIRST_TIME });
    await expectNotice();
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(providers.store.read()).toBeNull();
    expect(await screen.findByLabelText('Kata Sandi')).toBeInTheDocument();
  });

  it('is not what other users see on an unknown path', async () => {
    renderApp('/dashboard/tidak-ada', { as: SUPERADMIN });
    expect(await screen.findByText('Halaman tidak ditemukan', {}, { timeout: 30000 })).toBeVisible();
    expect(screen.queryByText('Pendaftaran akun belum selesai')).toBeNull();
  });
});
