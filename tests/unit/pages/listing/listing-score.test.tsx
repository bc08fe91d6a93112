import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { carriesQualityFields, scoreQuality } from '../../../../src/engine';
import { db } from '../../../../src/mocks/db';
import { listingQuality } from '../../../../src/resources/listing';
import type { Values } from '../../../../src/resources/types';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server } = withDemoBackend();

const rows = () => tableRows(document, 2);
/** The "Skor" cell of each row, in the order shown, once every row has drawn it. */
const scores = async () => {
  let shown: string[] = [];
  await waitFor(
    async () => {
      const header = [...document.querySelectorAll('.ant-table-thead th')];
      const at = header.findIndex((cell) => cell.textContent?.startsWith('Skor'));
      shown = (await rows()).map((row) => row.querySelectorAll('td')[at]?.textContent ?? '');
      expect(shown.every((one) => one !== '')).toBe(true);
    },
    { timeout: 30000 },
  );
  return shown;
};

describe("Listing's quality score in the list", { timeout: 60000 }, () => {
  it('"Skor terlemah dulu" shows each row\'s score, the page\'s weakest first', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    // (no column of its own until asked: Listing's columns fit a laptop's width)
    expect(screen.queryByRole('columnheader', { name: 'Skor' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Skor terlemah dulu' }));
    expect(screen.getByRole('switch', { name: 'Skor terlemah dulu' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const shown = (await scores()).map(Number);
    expect(shown.every((one) => Number.isInteger(one) && one >= 0 && one <= 100)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('"Skor terlemah dulu" starts from the weakest of the whole list, not of the page (a service that gives 45 rows a page)', async () => {
    // 60 listings; the weakest (no description, no photos) is the 55th, far past the first page
    const template = db.listings[0];
    const all: Values[] = Array.from({ length: 60 }, (_, at) => ({
      ...template,
      id: `65f0000000000000000000${String(at).padStart(2, '0')}`,
      slug: `listing-${at}`,
      title: `Listing nomor ${at + 1}`,
      ...(at === 54 ? { description: '', photos: [] } : {}),
    }));
    const asked: string[] = [];
    server.use(
      httpMock.get(`${config.apiUrl}/house-list/admin`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Math.min(45, Number(url.searchParams.get('limit') ?? 10));
        asked.push(`${page}/${url.searchParams.get('limit')}`);
        const data = all.slice((page - 1) * limit, page * limit);
        return HttpResponse.json({ status: 200, data, document_count: all.length });
      }),
    );
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    expect(screen.queryByText('Listing nomor 55')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Skor terlemah dulu' }));
    await screen.findByText('Listing nomor 55', {}, { timeout: 30000 });
    const shown = (await scores()).map(Number);
    // the weakest of all 60 first, then the page of the others, as many as a page shows
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBeLessThan(shown[1]);
    expect((await rows())[0].textContent).toContain('Listing nomor 55');
    // every row of the service was read: after its cap of 45, from the first row not read (41-60)
    expect(asked.slice(1)).toEqual(['1/100', '3/20']);
  });

  it('"Skor terlemah dulu" on a list longer than it may read says so, and the list comes back when it is turned off', async () => {
    const template = db.listings[0];
    server.use(
      httpMock.get(`${config.apiUrl}/house-list/admin`, ({ request }) => {
        const limit = Number(new URL(request.url).searchParams.get('limit') ?? 10);
        const data = Array.from({ length: Math.min(limit, 10) }, (_, at) => ({
          ...template,
          id: `65f1000000000000000000${String(at).padStart(2, '0')}`,
          title: `Listing panjang ${at + 1}`,
        }));
        return HttpResponse.json({ status: 200, data, document_count: 1500 });
      }),
    );
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    await user.click(screen.getByRole('switch', { name: 'Skor terlemah dulu' }));
    // in the list, where its rows were (and in the error toast, as any list's failed read)
    await waitFor(
      () =>
        expect(document.querySelector('.resource-list-error')).toHaveTextContent(
          'Daftar terlalu panjang untuk urutan ini (1.500 baris, paling banyak 1.000). Persempit dengan filter atau matikan urutannya.',
        ),
      { timeout: 30000 },
    );
    await user.click(screen.getByRole('switch', { name: 'Skor terlemah dulu' }));
    await screen.findByText('Listing panjang 1', {}, { timeout: 30000 });
    expect(document.querySelector('.resource-list-error')).toBeNull();
  });

  it('shows no score for a row that does not carry the fields the rules read (a list reply shaped otherwise)', async () => {
    // the seed's listings as a service might list them: without their description and photos
    const listed = db.listings.slice(0, 2).map(({ description: _d, photos: _p, ...row }) => row);
    server.use(
      httpMock.get(`${config.apiUrl}/house-list/admin`, () =>
        HttpResponse.json({ status: 200, data: listed, document_count: 2 }),
      ),
    );
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    await user.click(screen.getByRole('switch', { name: 'Skor terlemah dulu' }));
    expect(await scores()).toEqual(['-', '-']);
  });
});

describe('the score read from a row', () => {
  it('is judged only when the row carries every field its rules read', () => {
    const full: Values = {
      title: 'Rumah Minimalis 2 Lantai di Sukajadi Bandung',
      description: 'x'.repeat(200),
      photos: ['a', 'b', 'c', 'd', 'e'],
      land_area: 120,
      building_area: 90,
      certificate: 'SHM',
      id_provinsi: '32',
      id_kota: '3273',
      id_kecamatan: '3273010',
      id_kelurahan: '3273010001',
      address: 'Jl. Melati 12',
      price: 1_000_000_000,
      type: 'Rumah',
    };
    expect(carriesQualityFields(listingQuality, full)).toBe(true);
    expect(scoreQuality(listingQuality, full).score).toBe(100);
    const { description: _, ...row } = full;
    expect(carriesQualityFields(listingQuality, row)).toBe(false);
    // an empty value is carried (and scored as empty): only an absent one is unknown
    expect(carriesQualityFields(listingQuality, { ...full, description: '' })).toBe(true);
  });
});

describe('the review queue', { timeout: 60000 }, () => {
  it("shows the listing's score and what would raise it", async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    await user.click(screen.getByRole('button', { name: /Tinjau listing/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30000 });
    const quality = await within(dialog).findByRole(
      'region',
      { name: 'Kualitas listing' },
      { timeout: 30000 },
    );
    expect(within(quality).getByText(/^Skor kualitas \d+ dari 100$/)).toBeInTheDocument();
  });
});
