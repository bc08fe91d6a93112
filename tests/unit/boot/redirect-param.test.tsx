import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { isSafeRedirect, withoutUnsafeRedirect } from '../../../src/boot/redirect-param';
import { renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

const ORIGIN = 'http://localhost:3000';

describe('the `to` parameter', () => {
  it('accepts only same-origin paths under /dashboard that survive decoding', () => {
    expect(isSafeRedirect('/dashboard', ORIGIN)).toBe(true);
    expect(isSafeRedirect('/dashboard/listing?page=2', ORIGIN)).toBe(true);
    expect(isSafeRedirect('%2Fdashboard%2Flisting', ORIGIN)).toBe(true);
    expect(isSafeRedirect('%', ORIGIN)).toBe(false);
    expect(isSafeRedirect('/dashboard?to=%', ORIGIN)).toBe(false);
    expect(isSafeRedirect('//evil.example/dashboard', ORIGIN)).toBe(false);
    expect(isSafeRedirect('https://evil.example/dashboard', ORIGIN)).toBe(false);
    expect(isSafeRedirect('/dashboardx', ORIGIN)).toBe(false);
    expect(isSafeRedirect('/login', ORIGIN)).toBe(false);
    expect(isSafeRedirect('/dashboard\\..\\x', ORIGIN)).toBe(false);
    expect(isSafeRedirect('javascript:alert(1)', ORIGIN)).toBe(false);
  });

  it('is dropped from the query string when unsafe, keeping the other parameters', () => {
    expect(withoutUnsafeRedirect('?to=%2Fdashboard%2Flisting', ORIGIN)).toBeNull();
    expect(withoutUnsafeRedirect('?page=2', ORIGIN)).toBeNull();
    expect(withoutUnsafeRedirect('?to=%25', ORIGIN)).toBe('');
    expect(withoutUnsafeRedirect('?page=2&to=https%3A%2F%2Fevil.example', ORIGIN)).toBe('?page=2');
    expect(withoutUnsafeRedirect('?to=%2Fdashboard&to=%2Fdashboard', ORIGIN)).toBe('');
  });
});

describe('a malformed `to` in the address', { timeout: 60000 }, () => {
  withDemoBackend();

  it('shows the login page at /?to=%25 instead of a white page', async () => {
    renderApp('/?to=%25');
    expect(await screen.findByLabelText('Kata Sandi')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('shows the dashboard at /dashboard?to=%25 for a signed-in user', async () => {
    renderApp('/dashboard?to=%25', { as: SUPERADMIN });
    expect(await screen.findByRole('navigation', { name: 'Menu navigasi' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('takes a signed-in user on the login page on to its `to`, not to the dashboard (both redirects agree)', async () => {
    renderApp('/?to=%2Fdashboard%2Fmaster%2Ftipe', { as: SUPERADMIN });
    expect(await screen.findByRole('heading', { name: 'Tipe Properti' }, { timeout: 20000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/master/tipe');
  });
});
