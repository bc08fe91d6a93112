import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { callsTo, renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

async function openPalette() {
  renderApp('/dashboard', { as: SUPERADMIN });
  const opener = await screen.findByRole(
    'button',
    { name: 'Cari layar atau data (Ctrl+K)' },
    { timeout: 30000 },
  );
  await user.click(opener);
  const input = await screen.findByRole('combobox', { name: /Ketik nama layar/ }, { timeout: 15000 });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

describe('the command palette finds records as people write them', { timeout: 120000 }, () => {
  it('finds a lead by its number written with 0, as digits, or with 62', async () => {
    // the demo keeps numbers as "+62 896-1266-1729"
    const lead = db.leads[0];
    const national = lead.phone.replace(/\D/g, '').slice(2);
    const forms = [
      `0${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`,
      `0${national}`,
      `62${national}`,
    ];
    const input = await openPalette();
    for (const typed of forms) {
      await user.clear(input);
      await user.type(input, typed);
      const leads = await screen.findByRole('group', { name: 'Lead' }, { timeout: 15000 });
      expect(within(leads).getByRole('option', { name: new RegExp(lead.name) })).toBeInTheDocument();
    }
    // the list was asked for the number as it is stored, besides as typed
    const asked = callsTo(requests, '/request-cust').map((url) => url.searchParams.get('search'));
    expect(asked).toEqual(expect.arrayContaining([...forms, lead.phone]));
  });

  it('finds a listing by a word at the end of its title, before newer ones found by their address', async () => {
    const titled = db.listings.find((one) => one.title === 'Rumah Minimalis 2 Lantai Dago');
    if (!titled) throw new Error('the demo has no listing titled "Rumah Minimalis 2 Lantai Dago"');
    // newer listings in Dago whose titles do not say so: the server's first page is theirs
    const newest = Math.max(...db.listings.map((one) => Date.parse(one.created_at)));
    for (let index = 1; index <= 6; index += 1) {
      db.listings.push({
        ...titled,
        id: `dago-new-${index}`,
        house_id: `HL-DAGO-${index}`,
        slug: `rumah-asri-coblong-${index}`,
        title: `Rumah Asri Coblong ${index}`,
        address: `Jl. Ir. H. Juanda (Dago) No. ${index}`,
        created_at: new Date(newest + index * 60_000).toISOString(),
      });
    }
    const input = await openPalette();
    await user.type(input, 'dago');
    const listings = await screen.findByRole('group', { name: 'Listing' }, { timeout: 15000 });
    const option = within(listings).getByRole('option', { name: new RegExp(titled.title) });
    expect(option).toHaveAttribute('href', `/dashboard/listing/${titled.slug}`);
    expect(callsTo(requests, '/house-list/admin').map((url) => url.searchParams.get('search'))).toContain(
      'dago',
    );
  });
});
