import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import {
  commandOf,
  initialReview,
  isTypingTarget,
  reviewReducer,
  scopeOf,
  tally,
} from '../../../../src/pages/listing/review-queue';
import { weakestFirstOf } from '../../../../src/pages/listing/weakest-first';
import { findResource } from '../../../../src/resources';
import type { Values } from '../../../../src/resources/types';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { onPhone } from '../../support/media';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { requests, server } = withDemoBackend();

describe('the review queue, step by step', () => {
  it('reads A, T, S and U in either case, nothing else', () => {
    expect(['a', 'T', 's', 'U', 'x', 'Enter'].map(commandOf)).toEqual([
      'approve',
      'reject',
      'skip',
      'undo',
      undefined,
      undefined,
    ]);
  });

  it('takes a key typed into a field for typing', () => {
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    const button = document.createElement('button');
    expect([input, document.createElement('textarea'), button].map(isTypingTarget)).toEqual([
      true,
      true,
      false,
    ]);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('reviews the pending listings unless the list names a status; keeps the list’s other filters', () => {
    expect(scopeOf('').filters).toEqual([{ field: 'status', operator: 'eq', value: 'pending' }]);
    expect(scopeOf('').fromList).toBe(false);
    const typed = scopeOf('?filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=Rumah');
    expect(typed.filters).toEqual([
      { field: 'type', operator: 'eq', value: 'Rumah' },
      { field: 'status', operator: 'eq', value: 'pending' },
    ]);
    expect(
      scopeOf('?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=inactive').filters,
    ).toEqual([{ field: 'status', operator: 'eq', value: 'inactive' }]);
  });

  it('takes a new order for what is left, the listings decided staying where they were', () => {
    let state = reviewReducer(initialReview, {
      type: 'loaded',
      rows: [{ id: 'a' }, { id: 'b' }],
      total: 4,
      exhausted: false,
    });
    state = reviewReducer(state, {
      type: 'decided',
      decision: { id: 'a', verdict: 'skip', record: { id: 'a' } },
    });
    state = reviewReducer(state, {
      type: 'ordered',
      rows: [{ id: 'd' }, { id: 'a' }, { id: 'c' }, { id: 'b' }],
    });
    expect(state.queue.map((one) => one.id)).toEqual(['a', 'd', 'c', 'b']);
    expect(state).toMatchObject({ at: 1, total: 4, exhausted: true });
  });

  it('moves on with each decision, back with an undo, and counts what was decided', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    let state = reviewReducer(initialReview, {
      type: 'loaded',
      rows: rows.slice(0, 2),
      total: 3,
      exhausted: false,
    });
    // a page read again (its first listings already queued) adds only the new ones
    state = reviewReducer(state, { type: 'loaded', rows: rows.slice(1), total: 2, exhausted: true });
    expect(state.queue.map((one) => one.id)).toEqual(['a', 'b', 'c']);
    expect(state.total).toBe(3);
    state = reviewReducer(state, {
      type: 'decided',
      decision: { id: 'a', verdict: 'approve', record: rows[0] },
    });
    state = reviewReducer(state, {
      type: 'decided',
      decision: { id: 'b', verdict: 'skip', record: rows[1] },
    });
    expect(state.at).toBe(2);
    state = reviewReducer(state, { type: 'undone' });
    expect(state.at).toBe(1);
    expect(tally(state.decisions)).toEqual({ approved: 1, rejected: 0, skipped: 0 });
  });
});

const dialog = () => screen.findByRole('dialog', { name: /Tinjau listing/ }, { timeout: 20000 });

/** Picks a reason in the rejection's dialog and confirms it. */
async function giveReason(name: string) {
  // found by its title's text: the test setup gives every dialog's title the same id
  const asked = (await screen.findByText('Alasan penolakan')).closest<HTMLElement>('[role="dialog"]');
  if (!asked) throw new Error('no reason dialog');
  await user.click(within(asked).getByRole('radio', { name }));
  await user.click(within(asked).getByRole('button', { name: 'Tolak listing' }));
  await waitFor(() => expect(screen.queryByText('Alasan penolakan')).toBeNull());
}

describe('Tinjau listing', { timeout: 120000 }, () => {
  it('approves with A and rejects with T, one listing at a time; U takes back the last; the calls leave after the window', async () => {
    holdUndoWindows();
    const pending = db.listings.filter((listing) => listing.status === 'pending');
    expect(pending.length).toBeGreaterThan(3);
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tinjau listing/ }, { timeout: 30000 }));
    const queue = await dialog();
    // the list's order is the demo's: newest first
    const ordered = [...pending].sort((a, b) => b.created_at.localeCompare(a.created_at));
    await within(queue).findByRole('heading', { name: ordered[0].title }, { timeout: 15000 });
    expect(queue).toHaveTextContent(`1 dari ${pending.length}`);
    expect(
      callsTo(requests, '/house-list/admin').some((url) => url.searchParams.get('status') === 'pending'),
    ).toBe(true);
    // the next listing is read ahead, before any decision
    await waitFor(() =>
      expect(callsTo(requests, `/house-list/by/${ordered[1].slug}`).length).toBeGreaterThan(0),
    );

    // a key typed into a field is typing, not a decision
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'a' });
    field.remove();
    expect(queue).toHaveTextContent(`1 dari ${pending.length}`);

    await user.keyboard('a');
    await within(queue).findByRole('heading', { name: ordered[1].title }, { timeout: 15000 });
    expect(queue).toHaveTextContent(`2 dari ${pending.length}`);
    // each undo toast names its decision, not the status action behind it
    expect(await screen.findByText(`Disetujui: ${ordered[0].title}`)).toBeInTheDocument();
    await user.keyboard('t');
    // a rejection asks why first
    await giveReason('Duplikat');
    await within(queue).findByRole('heading', { name: ordered[2].title }, { timeout: 15000 });
    // ... and a rejection's reason
    expect(await screen.findByText(`Ditolak · Duplikat: ${ordered[1].title}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Ubah Status:/)).toBeNull();
    await user.keyboard('u');
    // back on the rejected one; its change is withdrawn
    await within(queue).findByRole('heading', { name: ordered[1].title });
    expect(queue).toHaveTextContent(`2 dari ${pending.length}`);
    await user.keyboard('s');
    await within(queue).findByRole('heading', { name: ordered[2].title });
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    endUndoWindows();
    await waitFor(() =>
      expect(callsTo(requests, `/house-list/status/${ordered[0].id}`, 'PUT')).toHaveLength(1),
    );
    const sent = requests.find((request) => request.method === 'PUT');
    expect(await sent?.clone().json()).toEqual({ status: 'active' });
    // the undone rejection and the skip never left
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});

describe('Tinjau listing over the seeded signals', { timeout: 120000 }, () => {
  it('shows a listing\'s signals above it; rejecting picks the signal\'s reason, says so, and the undo toast and the status call carry it; "Lainnya" asks for words', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tinjau listing/ }, { timeout: 30000 }));
    const queue = await dialog();
    const signals = () => within(queue).queryByRole('region', { name: 'Tanda untuk ditinjau' });
    await within(queue).findByRole('heading', { name: /^Rumah Cluster Taman Sari/ }, { timeout: 15000 });
    expect(signals()).toBeNull();
    await user.keyboard('s');
    await within(queue).findByRole('heading', { name: /^Rumah Baru Bebas Banjir/ }, { timeout: 15000 });
    await waitFor(() => expect(signals()).toHaveTextContent('Harga tidak wajar'));

    await user.keyboard('t');
    const asked = (await screen.findByText('Alasan penolakan')).closest<HTMLElement>('[role="dialog"]');
    if (!asked) throw new Error('no reason dialog');
    expect(within(asked).getByRole('radio', { name: 'Harga tidak wajar' })).toBeChecked();
    expect(asked).toHaveTextContent('Dipilih dari tanda "Harga tidak wajar".');
    await user.click(within(asked).getByRole('button', { name: 'Tolak listing' }));
    expect(await screen.findByText(/· Harga tidak wajar: Rumah Baru Bebas Banjir/)).toBeInTheDocument();

    await within(queue).findByRole('heading', { name: /^Rumah Hook Strategis/ }, { timeout: 15000 });
    await waitFor(() => expect(signals()).toHaveTextContent('Kurang lengkap'));
    await user.click(within(queue).getByRole('button', { name: /Tolak/ }));
    const again = (await screen.findByText('Alasan penolakan')).closest<HTMLElement>('[role="dialog"]');
    if (!again) throw new Error('no reason dialog');
    expect(within(again).getByRole('radio', { name: 'Foto kurang' })).toBeChecked();
    await user.click(within(again).getByRole('radio', { name: 'Lainnya' }));
    await user.click(within(again).getByRole('button', { name: 'Tolak listing' }));
    expect(await within(again).findByText('Tulis alasannya.')).toBeInTheDocument();
    await user.type(
      within(again).getByRole('textbox', { name: 'Alasan lainnya' }),
      'Alamat tidak sesuai peta',
    );
    await user.click(within(again).getByRole('button', { name: 'Tolak listing' }));
    await waitFor(() => expect(screen.queryByText('Alasan penolakan')).toBeNull());

    endUndoWindows();
    const puts = () => requests.filter((request) => request.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(await Promise.all(puts().map((put) => put.clone().json()))).toEqual([
      { status: 'inactive', reason: 'Harga tidak wajar' },
      { status: 'inactive', reason: 'Alamat tidak sesuai peta' },
    ]);
  });
});

describe('Tinjau listing over sold listings', { timeout: 120000 }, () => {
  it('offers only "Lewati" on a listing whose status cannot change, and sends nothing for it', async () => {
    const sold = db.listings.filter((listing) => listing.status === 'sold');
    expect(sold.length).toBeGreaterThan(0);
    renderScreen(
      '/dashboard/listing?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=sold',
      {
        as: SUPERADMIN,
      },
    );
    await user.click(await screen.findByRole('button', { name: /Tinjau listing/ }, { timeout: 30000 }));
    const queue = await dialog();
    expect(
      await within(queue).findByText(/Status listing ini tidak dapat diubah/, {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: /Setujui/ })).toBeDisabled();
    expect(within(queue).getByRole('button', { name: /Tolak/ })).toBeDisabled();
    expect(within(queue).getByRole('button', { name: /Lewati/ })).toBeEnabled();
    await user.keyboard('a');
    await user.keyboard('t');
    expect(queue).toHaveTextContent(`1 dari ${sold.length}`);
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});

describe('Tinjau listing from the weakest score', { timeout: 120000 }, () => {
  it('reads the whole queue once asked, reviews it from the weakest listing, and goes back to the list order', async () => {
    const decl = findResource('listing');
    if (!decl) throw new Error('no listing resource');
    const pending = db.listings
      .filter((listing) => listing.status === 'pending')
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const weakest = weakestFirstOf(decl, pending as unknown as Values[]);
    // (the seed's weakest is not its newest: the order shows)
    expect(weakest[0].id).not.toBe(pending[0].id);
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tinjau listing/ }, { timeout: 30000 }));
    const queue = await dialog();
    await within(queue).findByRole('heading', { name: pending[0].title }, { timeout: 15000 });
    const asked = callsTo(requests, '/house-list/admin').length;
    await user.click(within(queue).getByRole('switch', { name: 'Skor terlemah dulu' }));
    await within(queue).findByRole('heading', { name: String(weakest[0].title) }, { timeout: 15000 });
    expect(within(queue).getByRole('switch', { name: 'Skor terlemah dulu' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(queue).toHaveTextContent(`Diurutkan dari skor kualitas terendah: ${pending.length} listing.`);
    expect(queue).toHaveTextContent(`1 dari ${pending.length}`);
    // the whole queue was read: the pending listings' list, asked at its largest page
    const read = callsTo(requests, '/house-list/admin').slice(asked);
    expect(
      read.some(
        (url) => url.searchParams.get('status') === 'pending' && url.searchParams.get('limit') === '100',
      ),
    ).toBe(true);
    await user.click(within(queue).getByRole('switch', { name: 'Skor terlemah dulu' }));
    await within(queue).findByRole('heading', { name: pending[0].title }, { timeout: 15000 });
  });

  it('keeps the list order and says so when the whole queue cannot be read (a page of HTML)', async () => {
    const pending = db.listings
      .filter((listing) => listing.status === 'pending')
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    server.use(
      httpMock.get(`${config.apiUrl}/house-list/admin`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('status') !== 'pending' || url.searchParams.get('limit') !== '100')
          return undefined;
        return new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tinjau listing/ }, { timeout: 30000 }));
    const queue = await dialog();
    await within(queue).findByRole('heading', { name: pending[0].title }, { timeout: 15000 });
    await user.click(within(queue).getByRole('switch', { name: 'Skor terlemah dulu' }));
    await within(queue).findByText(
      'Listing tidak dapat dibaca untuk diurutkan menurut skor. Urutan daftar tetap dipakai.',
      {},
      { timeout: 15000 },
    );
    expect(within(queue).getByRole('switch', { name: 'Skor terlemah dulu' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(queue).getByRole('heading', { level: 3 })).toHaveTextContent(pending[0].title);
  });
});

describe('Tinjau listing on a phone', { timeout: 120000 }, () => {
  onPhone();

  it('fills the screen, works with the buttons, and sums up at the end of the list’s current filter', async () => {
    holdUndoWindows();
    const listing = db.listings.find((one) => one.status === 'pending');
    if (!listing) throw new Error('no pending listing');
    const search = `filters[0][field]=search&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(listing.house_id)}`;
    renderScreen(`/dashboard/listing?${search}`, { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tinjau listing/ }, { timeout: 30000 }));
    const queue = await dialog();
    await within(queue).findByRole('heading', { name: listing.title }, { timeout: 15000 });
    expect(queue).toHaveTextContent('1 dari 1');
    expect(queue).toHaveTextContent('Listing sesuai filter daftar');
    expect(document.querySelector('.review-queue-phone')).not.toBeNull();
    // no keys to speak of on a phone: the buttons say it all
    expect(queue).not.toHaveTextContent('Tombol: A setujui');
    await user.click(within(queue).getByRole('button', { name: /Tolak/ }));
    await giveReason('Foto kurang');
    expect(await within(queue).findByText('Selesai ditinjau')).toBeInTheDocument();
    expect(queue).toHaveTextContent('0 disetujui, 1 ditolak, 0 dilewati.');
    act(() => endUndoWindows());
    await waitFor(() => expect(callsTo(requests, `/house-list/status/${listing.id}`, 'PUT')).toHaveLength(1));
    // the reason goes in the field the registry declares
    const sent = requests.find((request) => request.method === 'PUT');
    expect(await sent?.clone().json()).toEqual({ status: 'inactive', reason: 'Foto kurang' });
  });
});
