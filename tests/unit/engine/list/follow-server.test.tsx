import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { demoTestHooks } from '../../../../src/mocks/test-hooks';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

// the screens in the test DOM: antd's first renders are slow there
const user = userEvent.setup({ delay: null });

const { requests } = withDemoBackend();

const LIST_CALL = '/house-list/admin';
/** A price no seeded listing has, as the list shows it. */
const NEW_PRICE = 1_234_567_000;
const NEW_PRICE_SHOWN = /Rp\s?1\.234\.567\.000/;

/** The open listing list, its first row, and that row's listing in the demo store. */
async function openList(path = '/dashboard/listing') {
  renderScreen(path, { as: SUPERADMIN });
  await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull(), {
    timeout: 15000,
  });
  const row = document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row');
  if (!row) throw new Error('no row');
  const listing = db.listings.find((one) => row.textContent?.includes(one.house_id));
  if (!listing) throw new Error('no listing for the first row');
  await waitFor(() => expect(callsTo(requests, LIST_CALL)).toHaveLength(1));
  return { row, listing, reads: () => callsTo(requests, LIST_CALL).length };
}

/** Another admin changes the listing's price on the server: this page is not told. */
function changedElsewhere(listing: { id: string }) {
  const index = db.listings.findIndex((one) => one.id === listing.id);
  db.listings[index] = { ...db.listings[index], price: NEW_PRICE };
}

/** The person goes to another tab and comes back: the page is hidden, then visible again. */
function backToTab() {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  act(() => {
    // the document's own visibility again (the property above shadows it)
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** The person goes to another window and comes back: this one loses the focus, then has it again. */
function backToWindow() {
  act(() => {
    window.dispatchEvent(new Event('blur'));
  });
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
}

describe('an open list follows the server', { timeout: 60000 }, () => {
  it('shows a price changed elsewhere once the window has the focus again, in the same rows', async () => {
    const { row, listing, reads } = await openList();
    expect(row).not.toHaveTextContent(NEW_PRICE_SHOWN);
    changedElsewhere(listing);

    backToWindow();

    await waitFor(() => expect(reads()).toBe(2));
    // the same row element shows the new price: the list was read again, not drawn anew
    await waitFor(() => expect(row).toHaveTextContent(NEW_PRICE_SHOWN));
    expect(row.isConnected).toBe(true);
    expect(row).toHaveClass('list-row-updated');
    // said to a screen reader too
    expect(screen.getByText('Data diperbarui').closest('[role="status"]')).not.toBeNull();
  });

  it('reads the list again when the person comes back to the tab', async () => {
    const { row, listing, reads } = await openList();
    changedElsewhere(listing);

    backToTab();

    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(row).toHaveTextContent(NEW_PRICE_SHOWN));
    expect(row.isConnected).toBe(true);
  });

  it('holds the refresh while a row menu is open, and "Tampilkan" shows it', async () => {
    const { row, listing, reads } = await openList();
    await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    changedElsewhere(listing);

    backToTab();

    await waitFor(() => expect(reads()).toBe(2));
    const notice = await screen.findByText(/1 perubahan baru/);
    expect(notice.closest('[role="status"]')).toHaveTextContent('1 perubahan baru — Tampilkan');
    // the row keeps what it showed while the person acts on it
    expect(row).not.toHaveTextContent(NEW_PRICE_SHOWN);
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));

    await waitFor(() => expect(row).toHaveTextContent(NEW_PRICE_SHOWN));
    expect(screen.queryByText(/perubahan baru/)).not.toBeInTheDocument();
    // applying it asks the server nothing more
    expect(reads()).toBe(2);
  });

  it('holds the refresh while a row is selected for a bulk action', async () => {
    const { row, listing, reads } = await openList();
    const box = within(row).getByRole('checkbox');
    await user.click(box);
    expect(box).toBeChecked();
    changedElsewhere(listing);

    backToWindow();

    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByText(/1 perubahan baru/)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(NEW_PRICE_SHOWN);

    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));

    await waitFor(() => expect(row).toHaveTextContent(NEW_PRICE_SHOWN));
    // the selection stays
    expect(within(row).getByRole('checkbox')).toBeChecked();

    // another page is what the person asked for: it shows at once, the row still chosen
    const firstPage = document.querySelector('.ant-table-tbody')?.textContent;
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() =>
      expect(callsTo(requests, LIST_CALL).some((u) => u.searchParams.get('page') === '2')).toBe(true),
    );
    await waitFor(() => expect(document.querySelector('.ant-table-tbody')?.textContent).not.toBe(firstPage));
    expect(screen.queryByText(/perubahan baru/)).not.toBeInTheDocument();
  });

  it('reads the list again when the network returns', async () => {
    const { row, listing, reads } = await openList();
    act(() => onlineManager.setOnline(false));
    changedElsewhere(listing);

    act(() => onlineManager.setOnline(true));

    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(row).toHaveTextContent(NEW_PRICE_SHOWN));
    // the row the server changed is marked, and said to change
    expect(row).toHaveClass('list-row-updated');
    expect(screen.getByText('Data diperbarui').closest('[role="status"]')).not.toBeNull();
  });

  it("shows a held refresh with the person's own change, which stays made once sent", async () => {
    const { row, listing, reads } = await openList();
    const [, chosen, removed] = [
      ...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'),
    ];
    const gone = db.listings.find((one) => removed.textContent?.includes(one.house_id));
    if (!gone) throw new Error('no listing for the third row');
    const removedCode = gone.house_id;
    await user.click(within(chosen).getByRole('checkbox'));
    changedElsewhere(listing);
    backToTab();
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByText(/1 perubahan baru/)).toBeInTheDocument();

    // the person deletes another row meanwhile: gone at once, and the held refresh shows with it
    holdUndoWindows();
    await user.click(within(removed).getByRole('button', { name: 'Hapus' }));

    await waitFor(() => expect(row).toHaveTextContent(NEW_PRICE_SHOWN));
    expect(screen.queryByText(/perubahan baru/)).not.toBeInTheDocument();
    const table = () => document.querySelector('.ant-table-tbody');
    expect(table()).not.toHaveTextContent(removedCode);

    // sent, and the list read again: the row stays gone (never the held rows from before the delete)
    endUndoWindows();
    await waitFor(() => expect(callsTo(requests, `/house-list/${gone.id}`, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(reads()).toBe(3));
    await waitFor(() => expect(screen.queryByText('Menunggu dikirim')).not.toBeInTheDocument());
    expect(table()).not.toHaveTextContent(removedCode);
    expect(screen.queryByText(/perubahan baru/)).not.toBeInTheDocument();
    expect(within(chosen).getByRole('checkbox')).toBeChecked();
  });

  it('shows a held refresh by itself once the person is done acting', async () => {
    const { row, listing, reads } = await openList();
    const box = within(row).getByRole('checkbox');
    await user.click(box);
    changedElsewhere(listing);
    backToTab();
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByText(/1 perubahan baru/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Batalkan pilihan' }));

    await waitFor(() => expect(row).toHaveTextContent(NEW_PRICE_SHOWN));
    expect(screen.queryByText(/perubahan baru/)).not.toBeInTheDocument();
  });
});

describe('an open record follows the server', { timeout: 60000 }, () => {
  it('shows a price changed elsewhere once the person comes back to the tab', async () => {
    const listing = db.listings.find((one) => one.status === 'active') ?? db.listings[0];
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    expect(
      await screen.findByRole('heading', { name: listing.title }, { timeout: 15000 }),
    ).toBeInTheDocument();
    const fields = document.querySelector('.record-fields');
    expect(fields).not.toHaveTextContent(NEW_PRICE_SHOWN);
    changedElsewhere(listing);

    backToTab();

    await waitFor(() => expect(document.querySelector('.record-fields')).toHaveTextContent(NEW_PRICE_SHOWN));
    expect(screen.getByText('Data diperbarui')).toBeInTheDocument();
  });
});

describe('the review queue follows the server', { timeout: 120000 }, () => {
  it('shows that the listing on screen was sold elsewhere once the person comes back to the tab', async () => {
    const pending = db.listings
      .filter((listing) => listing.status === 'pending')
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tinjau listing/ }, { timeout: 30000 }));
    const queue = await screen.findByRole('dialog', { name: /Tinjau listing/ }, { timeout: 20000 });
    await within(queue).findByRole('heading', { name: pending[0].title }, { timeout: 15000 });
    expect(within(queue).getByRole('button', { name: /Setujui/ })).toBeEnabled();
    const index = db.listings.findIndex((one) => one.id === pending[0].id);
    db.listings[index] = { ...db.listings[index], status: 'sold', price: NEW_PRICE };

    backToTab();

    // the decision is no longer offered: the listing as the server has it now
    expect(
      await within(queue).findByText(/Status listing ini tidak dapat diubah/, {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: /Setujui/ })).toBeDisabled();
    expect(queue.querySelector('.record-fields')).toHaveTextContent(NEW_PRICE_SHOWN);
    expect(within(queue).getByText('Data diperbarui')).toBeInTheDocument();
  });
});

describe('a form open on a record read again', { timeout: 90000 }, () => {
  it('keeps what is typed, and its save asks about what changed elsewhere meanwhile', async () => {
    const listing = db.listings.find((one) => one.status === 'active' && one.description && one.address);
    if (!listing) throw new Error('no active listing');
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: 'Ubah' }, { timeout: 30000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Listing' });
    const price = within(dialog).getByLabelText('Harga');
    await user.clear(price);
    await user.type(price, '1500000000');
    const reads = () => callsTo(requests, `/house-list/by/${listing.slug}`).length;
    const before = reads();
    // another admin, meanwhile
    await demoTestHooks.changeRecord('listings', { slug: listing.slug }, { price: NEW_PRICE });

    backToTab();

    // the record behind the form is read again and shows the new price; the form keeps the typed one
    await waitFor(() => expect(reads()).toBe(before + 1));
    await waitFor(() => expect(document.querySelector('.record-fields')).toHaveTextContent(NEW_PRICE_SHOWN));
    expect(within(dialog).getByLabelText('Harga')).toHaveValue('1.500.000.000');

    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    // the save compares with the record the form began from: the other admin's price is asked about
    const conflict = (
      await screen.findByText('Data ini sudah diubah orang lain', {}, { timeout: 10000 })
    ).closest('[role=dialog]') as HTMLElement;
    const harga = within(conflict).getByRole('radiogroup', { name: 'Harga' });
    expect(
      within(harga).getByRole('radio', { name: /Nilai terbaru\s*Rp\s?1\.234\.567\.000/ }),
    ).toBeInTheDocument();
    expect(within(harga).getByRole('radio', { name: /Nilai Anda\s*Rp\s?1\.500\.000\.000/ })).toBeChecked();
    expect(callsTo(requests, `/house-list/${listing.id}`, 'PUT')).toHaveLength(0);
  });
});
