import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { entriesAbout, storyOrder } from '../../../../src/engine/record/RecordStory';
import { db } from '../../../../src/mocks/db';
import { findResource } from '../../../../src/resources';
import { ADMIN, callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const { server, requests } = withDemoBackend();
const story = findResource('listing')!.story!;

/** A seeded listing the demo's activity log names, and the entry that names it. */
function loggedListing() {
  for (const entry of db.activity) {
    const code = /listing (HL-\d+)/.exec(entry.description ?? '')?.[1];
    const listing = code && db.listings.find((one) => one.house_id === code && one.status === 'active');
    if (listing) return { listing, entry };
  }
  throw new Error('no seeded activity names an active listing');
}

const storySection = () => screen.findByRole('region', { name: 'Riwayat' }, { timeout: 30000 });

describe("a listing's story on its detail page", { timeout: 60000 }, () => {
  it('shows the activity log entries that name it, read with its module and its code', async () => {
    const { listing, entry } = loggedListing();
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    const section = await storySection();
    expect(await within(section).findByText(entry.description!)).toBeInTheDocument();
    const [asked] = callsTo(requests, '/activity');
    expect(asked.searchParams.get('module')).toBe('Listing');
    expect(asked.searchParams.get('search')).toBe(listing.house_id);
    // an entry of another listing is not this one's
    const other = db.activity.find(
      (one) => one.description?.includes('listing HL-') && !one.description.includes(listing.house_id),
    );
    if (other) expect(within(section).queryByText(other.description!)).toBeNull();
  });

  it("tells what this device sent of it: who, what changed before and after, and the server's answer", async () => {
    holdUndoWindows();
    const { listing } = loggedListing();
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    await screen.findByRole('heading', { name: listing.title }, { timeout: 30000 });
    fireEvent.click(await screen.findByRole('button', { name: /Ubah Status/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Status' });
    fireEvent.mouseDown(within(dialog).getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Nonaktif'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // shown at once, sent when its undo window ends
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Status' })).toBeNull());
    await waitFor(() => expect(screen.getAllByText('Nonaktif').length).toBeGreaterThan(0));
    endUndoWindows();
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true), { timeout: 15000 });
    const section = await storySection();
    expect(await within(section).findByText('Anda, dari perangkat ini', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(within(section).getByText('Status: Aktif → Nonaktif')).toBeInTheDocument();
    expect(within(section).getByText('Diterima server')).toBeInTheDocument();
  });

  it('a person who may not read the log sees only what this device sent, and no call for it', async () => {
    const { listing } = loggedListing();
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: ADMIN });
    const section = await storySection();
    expect(within(section).getByText('Belum ada riwayat untuk data ini.')).toBeInTheDocument();
    expect(callsTo(requests, '/activity')).toEqual([]);
  });

  it('reads a log shaped otherwise: the record by a field of the entry, an entry with no words or time', async () => {
    const { listing } = loggedListing();
    server.use(
      httpMock.get(`${config.paymentApiUrl}/activity`, () =>
        HttpResponse.json({
          status: 200,
          data: [
            { _id: 'a1', user: 'Rina', action: 'approve', record_id: listing.id, createdAt: '2026-11-20T03:00:00Z' },
            { _id: 'a2', action: 'update', house_id: listing.house_id },
            { _id: 'a3', name: 'Budi', action: 'delete', record_id: 'another' },
          ],
          count: 3,
        }),
      ),
    );
    renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
    const section = await storySection();
    expect(await within(section).findByText('Rina')).toBeInTheDocument();
    // no one named: said so, never a label with nothing after it
    expect(within(section).getByText('Pengguna tidak disebut')).toBeInTheDocument();
    expect(within(section).queryByText('Budi')).toBeNull();
  });
});

describe('the activity log', { timeout: 60000 }, () => {
  it("links an entry to the listing it names: the listing's list searched for its code", async () => {
    const { listing, entry } = loggedListing();
    renderScreen(`/dashboard/pg/logs/${entry._id}`, { as: SUPERADMIN });
    const link = await screen.findByRole('link', { name: listing.house_id }, { timeout: 30000 });
    const to = new URL(link.getAttribute('href')!, window.location.origin);
    expect(to.pathname).toBe('/dashboard/listing');
    expect(to.searchParams.get('filters[0][field]')).toBe('search');
    expect(to.searchParams.get('filters[0][value]')).toBe(listing.house_id);
  });
});

describe('the story read tolerantly', () => {
  it('matches a code as a word of its own, newest first, an item with no time last', () => {
    const record = { id: 'x1', house_id: 'HL-0001' };
    const found = entriesAbout(
      [
        { description: 'mengubah listing HL-0001 "Rumah"' },
        { description: 'mengubah listing HL-00012 "Rumah"' },
        { target_id: 'x1' },
        { description: 'tanpa kode' },
      ],
      story,
      record,
    );
    expect(found).toHaveLength(2);
    const ordered = storyOrder([
      { key: 'a', at: '', who: '', what: '', details: [] },
      { key: 'b', at: '2026-11-01T00:00:00Z', who: '', what: '', details: [] },
      { key: 'c', at: '2026-11-02T00:00:00Z', who: '', what: '', details: [] },
    ]);
    expect(ordered.map((item) => item.key)).toEqual(['c', 'b', 'a']);
  });
});
