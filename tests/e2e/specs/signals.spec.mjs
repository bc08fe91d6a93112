// Moderation signals on the demo's seeded listings: each fires on its listing and not on a clean one,
// photos compared by their hash in the worker, and "Tinjau listing" shows a listing's signals above it.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls, CURRENT_SCREEN } from '../lib/ui.mjs';

test('signals: each fires on its seeded listing and not on a clean one; the review queue shows them', async ({
  open,
}) => {
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
        /Mungkin duplikat\s*Mirip HL-\d+: alamat sama, judul mirip, foto hampir sama, harga selisih 2% \(dibandingkan dengan 10 listing di halaman ini\)/,
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

  await test.step('the review queue shows a listing’s signals above it, none on the clean one', async () => {
    await page.getByRole('button', { name: 'Tinjau listing' }).click();
    const queue = page.getByRole('dialog', { name: /Tinjau listing/ });
    const heading = queue.getByRole('heading', { level: 3 });
    const signals = queue.getByRole('region', { name: 'Tanda untuk ditinjau' });
    await expect(heading).toHaveText(/^Rumah Cluster Taman Sari/, { timeout: 30000 });
    await expect(signals).toHaveCount(0);
    await page.keyboard.press('s');
    await expect(heading).toHaveText(/^Rumah Baru Bebas Banjir/);
    await expect(signals).toContainText('Harga tidak wajar');
  });

  await test.step('rejecting asks why, its signal pre-selects the reason, the undo toast and the status call carry it', async () => {
    const queue = page.getByRole('dialog', { name: /Tinjau listing/ });
    const heading = queue.getByRole('heading', { level: 3 });
    const reason = page.getByRole('dialog', { name: 'Alasan penolakan' });
    await page.keyboard.press('t');
    await expect(reason.getByRole('radio', { name: 'Harga tidak wajar' })).toBeChecked();
    await expect(reason).toContainText('Dipilih dari tanda "Harga tidak wajar".');
    await reason.getByRole('button', { name: 'Tolak listing' }).click();
    await expect(page.getByText(/· Harga tidak wajar: Rumah Baru Bebas Banjir/)).toBeVisible();
    // the next one: "Lainnya" with words of one's own
    await expect(heading).toHaveText(/^Rumah Hook Strategis/);
    await expect(queue.getByRole('region', { name: 'Tanda untuk ditinjau' })).toContainText('Kurang lengkap');
    await queue.getByRole('button', { name: 'Tolak' }).click();
    await expect(reason.getByRole('radio', { name: 'Foto kurang' })).toBeChecked();
    await reason.getByRole('radio', { name: 'Lainnya' }).check();
    await reason.getByRole('button', { name: 'Tolak listing' }).click();
    await expect(reason.getByText('Tulis alasannya.')).toBeVisible();
    await reason.getByRole('textbox', { name: 'Alasan lainnya' }).fill('Alamat tidak sesuai peta');
    await reason.getByRole('button', { name: 'Tolak listing' }).click();
    await expect(reason).toBeHidden();
    await expect
      .poll(() => calls(requests, 'PUT', /\/house-list\/status\//).length, { timeout: 20000 })
      .toBe(2);
    const bodies = calls(requests, 'PUT', /\/house-list\/status\//).map((request) => request.postDataJSON());
    expect(bodies).toEqual([
      { status: 'inactive', reason: 'Harga tidak wajar' },
      { status: 'inactive', reason: 'Alamat tidak sesuai peta' },
    ]);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});
