// Moderation signals on the demo's seeded listings: each fires on its listing and not on a clean one,
// photos compared by their hash in the worker.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls, CURRENT_SCREEN } from '../lib/ui.mjs';

test('signals: each fires on its seeded listing and not on a clean one', async ({ open }) => {
  test.setTimeout(120000);
  const { page, consoleErrors, requests } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  const rows = page.locator(`${CURRENT_SCREEN} .ant-table-row`);
  const row = (title) => rows.filter({ has: page.getByRole('link', { name: new RegExp(`^${title}`) }) });
  await expect(rows).toHaveCount(10, { timeout: 45000 });

  await test.step('each signal on its listing, with its reason and link; none on the clean one', async () => {
    const pair = row('Rumah Minimalis 2 Lantai');
    await expect(pair).toHaveCount(2);
    // the photos were read and hashed off the main thread: the pair is alike in them too
    // found among the page's rows, and said so: a visit reads no other listing
    for (const one of await pair.all()) {
      await expect(one.locator('[data-signal="duplicate"]')).toContainText(
        /Mungkin duplikat\s*Mirip HL-\d+: alamat sama, judul mirip, deskripsi mirip, foto hampir sama, harga selisih 2% \(dibandingkan dengan 10 listing di halaman ini\)/,
        { timeout: 30000 },
      );
    }
    const listCalls = calls(requests, 'GET', /\/house-list\/admin$/);
    expect(listCalls.map((request) => new URL(request.url()).searchParams.get('limit'))).toEqual(['10']);
    const other = await pair
      .nth(1)
      .getByRole('link', { name: /Buka listing yang mirip$/ })
      .getAttribute('href');
    const first = await pair
      .nth(0)
      .getByRole('link', { name: /^Rumah Minimalis/ })
      .getAttribute('href');
    expect(other, 'the duplicate links to the other listing').toBe(first);

    await expect(row('Rumah Siap Huni Dekat Tol').locator('[data-signal="contact"]')).toContainText(
      'nomor telepon "0812-3456-7890" di deskripsi; menyebut WhatsApp ("WA") di deskripsi',
    );
    await expect(row('Rumah Hook Strategis').locator('[data-signal="incomplete"]')).toContainText(
      /1 foto \(minimal 3\), deskripsi \d+ karakter \(minimal 60\)/,
    );
    const price = row('Rumah Baru Bebas Banjir').locator('[data-signal="price"]');
    await expect(price).toContainText(/60% di bawah harga wajar Rp\s1\.500\.000\.000/);
    await expect(price.getByRole('link', { name: /Lihat indikator harga wajar$/ })).toHaveAttribute(
      'href',
      '/dashboard/master/indicator-fairprice',
    );
    await expect(row('Rumah Cluster Taman Sari')).toHaveCount(1);
    await expect(row('Rumah Cluster Taman Sari').locator('[data-signal]')).toHaveCount(0);
  });

  // ("Perlu perhatian": the flagged listings only, their duplicates looked for among the newest
  // listings read in pages of 100, stoppable, and said among which: a component test,
  // tests/unit/pages/listing/listing-signals.test.tsx)

  // (the review queue showing a listing's signals above it, none on the clean one; rejecting picking the
  // signal's reason and saying so, the undo toast and the status call carrying it, "Lainnya" asking for
  // words: a component test, tests/unit/pages/listing/review-queue.test.tsx)
  expect(consoleErrors, 'console errors').toEqual([]);
});
