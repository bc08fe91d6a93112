import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// the whole app in the test DOM: antd's first renders are slow there
const user = userEvent.setup({ delay: null });
import { describe, expect, it, vi } from 'vitest';

import { ADMIN, callsTo, FIRST_TIME, renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

const { requests } = withDemoBackend();

const nav = () => screen.findByRole('navigation', { name: 'Menu navigasi' });
async function topLevel() {
  const menu = await nav();
  await waitFor(() => expect(menu.querySelectorAll('ul.ant-menu-root > li').length).toBeGreaterThan(0));
  return [...menu.querySelectorAll('ul.ant-menu-root > li')]
    .filter((li) => li.matches('.ant-menu-item, .ant-menu-submenu'))
    .map((li) => (li.querySelector(':scope > .ant-menu-submenu-title') ?? li).textContent?.trim());
}

describe('the shell', { timeout: 60000 }, () => {
  it('sends a signed-out user from a deep link to the login page', async () => {
    renderApp('/dashboard/listing');
    expect(await screen.findByLabelText('Kata Sandi')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(new URLSearchParams(window.location.search).get('to')).toBe('/dashboard/listing');
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(0);
  });

  it('gives gro_admin the full menu, 215 px wide, with collapsible groups', async () => {
    renderApp('/dashboard', { as: SUPERADMIN });
    expect(await topLevel()).toEqual([
      'Dashboard',
      'Listing',
      'Subscribes',
      'Potensi Leads',
      'Schedule List',
      'Carikan Properti',
      'BI Checking',
      'Users',
      'Master Data',
      'Master Slug',
      'Master Area',
      'Payment',
      'Analytics',
      'Report Share',
      'Withdrawal',
      'Notification',
      'Profil',
    ]);
    expect(document.querySelector('.shell-sider')?.getAttribute('style')).toContain('215px');
    // antd in CSS-variable mode, without hashed class names (its styles are generated once, not per theme)
    expect(document.querySelector('.shell-sider')?.className).toMatch(/\bcss-var-/);
    expect(document.querySelector('[class*="css-dev-only-do-not-override"]')).toBeNull();
    await user.click(screen.getByText('Master Data'));
    expect(await within(await nav()).findByRole('link', { name: 'Package Subsc' })).toHaveAttribute(
      'href',
      '/dashboard/master/packages',
    );
  });

  it('gives ADMIN the reduced menu (docs/contract.md section 6, as written)', async () => {
    renderApp('/dashboard', { as: ADMIN });
    const labels = await topLevel();
    expect(labels).toContain('Master Data');
    for (const gone of [
      'Subscribes',
      'BI Checking',
      'Master Area',
      'Payment',
      'Analytics',
      'Report Share',
      'Withdrawal',
    ]) {
      expect(labels).not.toContain(gone);
    }
  });

  it('gives a first-time user only Pendaftaran and no dashboard data', async () => {
    renderApp('/dashboard', { as: FIRST_TIME });
    expect(await topLevel()).toEqual(['Pendaftaran']);
    expect(await screen.findByText('Pendaftaran akun belum selesai')).toBeInTheDocument();
    expect(callsTo(requests, '/house-list/admin-statistic')).toHaveLength(0);
  });

  it('renders no page and fetches no data for a route the menu does not allow', async () => {
    renderApp('/dashboard/withdrawal', { as: ADMIN });
    expect(await screen.findByText('Akses ditolak')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(callsTo(requests, '/withdrawal/admin')).toHaveLength(0);
  });

  it('shows the not-found page inside the shell for unknown paths', async () => {
    renderApp('/dashboard/tidak-ada', { as: SUPERADMIN });
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
    expect(await nav()).toBeInTheDocument();
  });

  it('has a top bar with the bell and a profile menu that signs out', async () => {
    const { providers } = renderApp('/dashboard', { as: SUPERADMIN });
    expect(await screen.findByRole('button', { name: 'Notifikasi' })).toBeInTheDocument();
    const profile = await screen.findByRole('button', { name: /Menu profil/ });
    await waitFor(() => expect(profile).toHaveTextContent('Rina Wijaya'));
    await user.hover(profile);
    await user.click(await screen.findByText('Sign Out'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(providers.store.read()).toBeNull();
  });

  it('opens the profile menu by a touch tap that stays open, and closes it by a tap outside', async () => {
    renderApp('/dashboard', { as: SUPERADMIN });
    const profile = await screen.findByRole('button', { name: /Menu profil/ });
    await waitFor(() => expect(profile).toHaveTextContent('Rina Wijaya'));
    const touch = { pointerType: 'touch', pointerId: 2 };
    // a tap as a phone sends it: the touch pointer comes and goes, with the emulated mouse's hover
    // and click in between (some browsers end the touch pointer only after the click)
    const tap = (target: Element) => {
      fireEvent.pointerOver(target, touch);
      fireEvent.pointerDown(target, touch);
      fireEvent.pointerUp(target, touch);
      fireEvent.mouseOver(target);
      fireEvent.mouseDown(target);
      fireEvent.mouseUp(target);
      fireEvent.click(target);
      fireEvent.pointerOut(target, { ...touch, relatedTarget: document.body });
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      tap(profile);
      // past every hover delay of the menu
      act(() => vi.advanceTimersByTime(1000));
      expect(profile).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('menuitem', { name: /Sign Out/ })).toBeVisible();
      tap(screen.getByRole('heading', { level: 1 }));
      act(() => vi.advanceTimersByTime(1000));
      expect(profile).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
