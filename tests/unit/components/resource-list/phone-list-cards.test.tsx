import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { callsTo, renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

/** A phone held upright: only antd's `xs` query (max-width: 575px) matches. */
function phoneMedia(query: string) {
  return {
    matches: query.includes('max-width: 575'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

describe('the generic list on a phone', { timeout: 60000 }, () => {
  const desktop = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = phoneMedia as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it('shows each listing as a card: its title, the declared figures, its status and one actions menu', async () => {
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBeGreaterThan(0), {
      timeout: 15000,
    });
    expect(document.querySelector('.ant-table')).toBeNull();
    const card = document.querySelector('.resource-card') as HTMLElement;
    expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^\/dashboard\/listing\/./);
    expect(within(card).getByText('Harga')).toBeInTheDocument();
    expect(within(card).getByText('Kota')).toBeInTheDocument();
    expect(within(card).getByText('Dibuat')).toBeInTheDocument();
    expect(card.textContent).toMatch(/Rp\s?\d{1,3}(\.\d{3})+/);
    expect(card.querySelector('.resource-card-status .ant-tag')).not.toBeNull();
    expect(within(card).getByRole('button', { name: /^Aksi untuk \S/ })).toBeInTheDocument();
  });

  it('keeps the search on top and the other filters behind "Filter (n)"', async () => {
    renderApp('/dashboard/listing?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=sold', {
      as: SUPERADMIN,
    });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBeGreaterThan(0), {
      timeout: 15000,
    });
    expect(screen.getByRole('searchbox', { name: 'Cari data' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pilih Status' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Filter \(1\)$/ }));
    expect(await screen.findByRole('combobox', { name: 'Pilih Status' })).toBeInTheDocument();
    expect(callsTo(requests, '/house-list/admin').every((u) => u.searchParams.get('status') === 'sold')).toBe(
      true,
    );
  });

  it('chooses cards for a bulk operation: each card has a named checkbox and the bar counts them', async () => {
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBeGreaterThan(1), {
      timeout: 15000,
    });
    const boxes = screen.getAllByRole('checkbox', { name: /^Pilih \S/ });
    expect(boxes.length).toBe(document.querySelectorAll('.resource-card').length);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(await screen.findByText('2 dipilih')).toBeInTheDocument();
    await user.click(boxes[0]);
    expect(await screen.findByText('1 dipilih')).toBeInTheDocument();
  });
});
