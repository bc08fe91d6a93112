import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { CORPUS_PAGE } from '../../../../src/pages/listing/signals/use-listing-signals';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { onPhone } from '../../support/media';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

/** The pages of the corpus read asked for so far (the list's own call reads 10). */
const corpusPages = () =>
  callsTo(requests, '/house-list/admin')
    .filter((url) => url.searchParams.get('limit') === String(CORPUS_PAGE))
    .map((url) => Number(url.searchParams.get('page')));

describe("Listing's moderation signals", { timeout: 120000 }, () => {
  it('a visit reads its page only; "Perlu perhatian" reads the newest listings in pages, stoppable, and each duplicate says among which', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    // the seed's pair posted twice is on the first page: found among its rows, and said so
    expect(
      await screen.findAllByText(/\(dibandingkan dengan 10 listing di halaman ini\)/, {}, { timeout: 30000 }),
    ).toHaveLength(2);
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(1);
    expect(corpusPages()).toEqual([]);

    // the second page of the corpus read waits until let go
    let letGo = () => {};
    const stored = new Promise<void>((resolve) => (letGo = resolve));
    server.use(
      httpMock.get(`${config.apiUrl}/house-list/admin`, async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('limit') === String(CORPUS_PAGE) && url.searchParams.get('page') === '2')
          await stored;
        return undefined;
      }),
    );
    const total = db.listings.length;
    await user.click(screen.getByRole('switch', { name: 'Perlu perhatian' }));
    expect(
      await screen.findByText(`Membaca listing lain untuk mencari duplikat: 100 dari ${total}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Listing lain yang sudah dibaca' })).toBeInTheDocument();
    expect(await screen.findAllByText(/\(dibandingkan dengan 100 listing yang sudah dibaca\)/)).toHaveLength(
      2,
    );

    await user.click(screen.getByRole('button', { name: 'Hentikan' }));
    expect(
      await screen.findByText(
        'Pembacaan dihentikan: duplikat dicari di antara 100 listing yang sudah dibaca.',
      ),
    ).toBeInTheDocument();
    expect(corpusPages()).toEqual([1, 2]);
    // the switch turned off and on again asks again: the read goes on where it stopped
    const filter = screen.getByRole('switch', { name: 'Perlu perhatian' });
    await user.click(filter);
    await user.click(filter);
    await waitFor(() => expect(corpusPages()).toEqual([1, 2, 2]));
    await user.click(await screen.findByRole('button', { name: 'Hentikan' }));
    await screen.findByRole('button', { name: 'Lanjutkan' });

    letGo();
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(
      await screen.findByText(
        `Duplikat dicari di antara semua ${total} listing: 5 listing perlu perhatian.`,
        {},
        { timeout: 30000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findAllByText(new RegExp(`\\(dibandingkan dengan semua ${total} listing\\)`)),
    ).toHaveLength(2);
    // page after page, the stopped one again, never one twice otherwise
    expect(corpusPages()).toEqual([1, 2, 2, 2, 3, 4]);
    expect(screen.getByText('5 dari 10 listing di halaman ini perlu perhatian')).toBeInTheDocument();

    // off again: no more reading, the page's own comparison
    await user.click(screen.getByRole('switch', { name: 'Perlu perhatian' }));
    await waitFor(() =>
      expect(screen.getAllByText(/\(dibandingkan dengan 10 listing di halaman ini\)/)).toHaveLength(2),
    );
    expect(corpusPages()).toHaveLength(6);
  });
});

describe("Listing's moderation signals on a phone", { timeout: 120000 }, () => {
  onPhone();

  it('show on the cards once "Perlu perhatian" is on; a card without any takes no room for them', async () => {
    performance.clearMeasures('listing-signals');
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBe(10), {
      timeout: 30000,
    });
    // the signals are known (the page's own), yet the cards stay as drawn
    await waitFor(() => expect(performance.getEntriesByName('listing-signals').length).toBeGreaterThan(0));
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(1);
    expect(document.querySelector('.resource-card-extras')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Perlu perhatian' }));
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBe(5), {
      timeout: 30000,
    });
    await waitFor(() => expect(document.querySelectorAll('.resource-card-extras')).toHaveLength(5));
    expect(document.querySelectorAll('.resource-card [data-signal]').length).toBeGreaterThanOrEqual(5);
  });
});
