import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { validateLogin } from '../../../../src/pages/login/LoginPage';
import { callsTo, renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';

const { requests } = withDemoBackend();
const user = userEvent.setup({ delay: null });

async function fill(email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Kata Sandi'), `${password}{Enter}`);
}

describe('the login page', { timeout: 60000 }, () => {
  it('checks the fields before calling', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email wajib diisi.',
      password: 'Kata sandi wajib diisi.',
    });
    expect(validateLogin({ email: 'bukan-email', password: 'x' })).toEqual({
      email: 'Format email tidak valid.',
    });
    expect(validateLogin({ email: ' a@b.id ', password: 'x' })).toEqual({});
  });

  it('signs in on Enter and opens the dashboard', async () => {
    renderApp('/');
    await fill(SUPERADMIN, 'demo12345');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    const [login] = requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/login'));
    expect(await login.clone().json()).toEqual({ email: SUPERADMIN, password: 'demo12345' });
    expect(await screen.findByRole('navigation', { name: 'Menu navigasi' })).toBeInTheDocument();
  });

  it('refuses a non-admin flag with the docs/contract.md message and stores nothing', async () => {
    const { providers } = renderApp('/');
    await fill('agen@demo.id', 'demo12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maaf. Akun Anda tidak terdaftar sebagai Admin. SIlahkan hubungi Admin Rumahku!',
    );
    expect(providers.store.read()).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByLabelText('Email')).toHaveValue('agen@demo.id');
  });

  it('shows the server message for a wrong password, without the Error dialog', async () => {
    renderApp('/');
    await fill(SUPERADMIN, 'salah');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.replace('Gagal masuk', '').trim()).not.toBe('');
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('shows the validation messages and makes no call for empty fields', async () => {
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(screen.getByText('Email wajib diisi.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(requests, '/api/login', 'POST')).toHaveLength(0);
  });
});
