import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { callsTo, renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';
import { onPhone } from '../../support/media';
import { testOutbox } from '../../support/outbox';
import { setReplyShape } from '../../support/reply-shape';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

const cards = () => [...document.querySelectorAll('.resource-card')] as HTMLElement[];

/** The demo listing a card shows (found by its title). */
function listingOn(card: HTMLElement) {
  const listing = db.listings.find(
    (one) => card.querySelector('.resource-card-title')?.textContent === one.title,
  );
  if (!listing) throw new Error('no listing on the card');
  return listing;
}

const titled = (title: string) =>
  cards().find((card) => card.querySelector('.resource-card-title')?.textContent === title);

describe('the generic list on a phone', { timeout: 60000 }, () => {
  onPhone();

  it('shows each listing as a card: its title, the declared figures, its status, one actions menu; a simple pager', async () => {
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBeGreaterThan(0), {
      // the first render of the listing screen in the test DOM (antd, lazy chunks) is slow on a loaded machine
      timeout: 30000,
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

    // antd's simple pager under the cards (no page-size changer): the next page asks for page 2
    const pager = document.querySelector('.resource-cards-pages') as HTMLElement;
    expect(pager).toHaveClass('ant-pagination-simple');
    expect(pager.querySelector('.ant-pagination-options')).toBeNull();
    await user.click(within(pager).getByTitle('Halaman Berikutnya'));
    await waitFor(() =>
      expect(callsTo(requests, '/house-list/admin').some((u) => u.searchParams.get('page') === '2')).toBe(
        true,
      ),
    );
  });

  it("a lead group answered { _id, property_id, count }: named by its listing's title and code, never its id", async () => {
    setReplyShape('variant');
    renderApp('/dashboard/leads', { as: SUPERADMIN });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 30000 });
    const titleOf = (card: HTMLElement) => card.querySelector('.resource-card-title')?.textContent ?? '';
    await waitFor(() => expect(db.listings.some((one) => one.title === titleOf(cards()[0]))).toBe(true));
    const card = cards()[0];
    const listing = db.listings.find((one) => one.title === titleOf(card));
    if (!listing) throw new Error('the card names no listing');
    expect(card).not.toHaveTextContent(listing.id);
    const figures = [...card.querySelectorAll('.resource-card-figure')].map((figure) => [
      figure.querySelector('dt')?.textContent,
      figure.querySelector('dd')?.textContent,
    ]);
    const count = db.leads.filter((lead) => lead.property_id === listing.id).length;
    // the code and the city are its listing's; no figure with "-"
    expect(figures).toEqual([
      ['Kode Properti', listing.house_id],
      ['Kota', listing.city],
      ['Jumlah Leads', String(count)],
    ]);
  });

  it('keeps the search on top and the other filters behind "Filter (n)"; a sold card offers what its row does', async () => {
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
    // the row's `when` rules: a sold listing's menu offers neither "Ubah Status" nor "Tandai Terjual"
    await user.click(within(cards()[0]).getByRole('button', { name: /^Aksi untuk \S/ }));
    expect(await screen.findByRole('menuitem', { name: /Hapus/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Ubah Status|Tandai Terjual/ })).toBeNull();
  });

  it("opens a card's menu from the keyboard: the menu shows, the focus stays on its button, Escape closes it", async () => {
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 15000 });
    const listing = listingOn(cards()[0]);
    const button = () =>
      within(titled(listing.title)!).getByRole('button', { name: `Aksi untuk ${listing.title}` });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    button().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /Hapus/ })).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveFocus());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(button(), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'false'));
    // and opens again from its button, its menu now set up
    await user.click(button());
    expect(await screen.findByRole('menuitem', { name: /Hapus/ })).toBeVisible();
  });

  it('chooses cards for a bulk operation: each card has a named checkbox and the bar counts them', async () => {
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBeGreaterThan(1), {
      timeout: 15000,
    });
    const boxes = screen.getAllByRole('checkbox', { name: /^Pilih \S/ });
    const shown = document.querySelectorAll('.resource-card').length;
    expect(boxes.length).toBe(shown);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(await screen.findByText('2 dipilih')).toBeInTheDocument();
    await user.click(boxes[0]);
    expect(await screen.findByText('1 dipilih')).toBeInTheDocument();
    // once a card is chosen, the bar offers the page at once; then the whole list is offered
    const page = screen.getByRole('checkbox', { name: 'Pilih semua di halaman ini' });
    await user.click(page);
    const offer = await screen.findByText(/^Semua \d+ di halaman ini dipilih\.$/);
    const onPage = Number(/\d+/.exec(offer.textContent ?? '')?.[0]);
    expect(onPage).toBe(document.querySelectorAll('.resource-card').length);
    expect(screen.getByText(`${onPage} dipilih`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pilih semua \d+ hasil$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
    await waitFor(() => expect(screen.queryByText(/dipilih/)).toBeNull());
  });

  it('deletes from a card\'s menu as from a row: gone at once, "Urungkan" sends nothing, else DELETE after the window', async () => {
    holdUndoWindows();
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(cards().length).toBeGreaterThan(1), { timeout: 15000 });
    const listing = listingOn(cards()[0]);
    const remove = async () => {
      const card = titled(listing.title);
      if (!card) throw new Error('the card is not shown');
      await user.click(within(card).getByRole('button', { name: `Aksi untuk ${listing.title}` }));
      await user.click(await screen.findByRole('menuitem', { name: /Hapus/ }));
    };

    // no "are you sure": the card leaves at once, and nothing is sent during the undo window
    await remove();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(titled(listing.title)).toBeUndefined());
    await user.click(await screen.findByRole('button', { name: 'Urungkan' }));
    await waitFor(() => expect(titled(listing.title)).toBeDefined());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    // left alone, the DELETE goes out once the window ends, and the card stays gone
    await remove();
    await waitFor(() => expect(titled(listing.title)).toBeUndefined());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    endUndoWindows();
    await waitFor(() => expect(callsTo(requests, `/house-list/${listing.id}`, 'DELETE')).toHaveLength(1), {
      timeout: 15000,
    });
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(titled(listing.title)).toBeUndefined();
  });

  it('offline, counts a card deleted out of the total at once, and keeps it out while the delete waits', async () => {
    holdUndoWindows();
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(cards().length).toBeGreaterThan(1), { timeout: 15000 });
    const total = db.listings.length;
    const counted = (n: number) => `Total ${n.toLocaleString('id-ID')} data`;
    expect(await screen.findByText(counted(total))).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    const listing = listingOn(cards()[0]);
    await user.click(within(cards()[0]).getByRole('button', { name: `Aksi untuk ${listing.title}` }));
    await user.click(await screen.findByRole('menuitem', { name: /Hapus/ }));
    await waitFor(() => expect(titled(listing.title)).toBeUndefined());
    expect(await screen.findByText(counted(total - 1))).toBeInTheDocument();
    // its undo window over, the delete waits in the outbox for the network: still not counted
    endUndoWindows();
    await waitFor(() => expect(testOutbox().outbox().all()).toHaveLength(1));
    expect(screen.getByText(counted(total - 1))).toBeInTheDocument();
    expect(titled(listing.title)).toBeUndefined();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    // once sent, the server's own count says it, counted once
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(callsTo(requests, `/house-list/${listing.id}`, 'DELETE')).toHaveLength(1), {
      timeout: 30000,
    });
    await waitFor(() => expect(db.listings).toHaveLength(total - 1));
    await waitFor(() => expect(testOutbox().outbox().all()).toHaveLength(0));
    await waitFor(() => expect(screen.getByText(counted(total - 1))).toBeInTheDocument());
    expect(titled(listing.title)).toBeUndefined();
  });
});
