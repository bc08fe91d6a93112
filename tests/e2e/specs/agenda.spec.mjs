// The agenda of viewings on a phone, by touch: the dashboard's day cards count what it shows and open
// it in one tap; today's visits alone, by time, each with a call, a WhatsApp chat and directions, each
// a finger's size. (The first day shown while a later page of the schedules is still being read, and
// the read stopping at a page all older than today: tests/unit/pages/schedule/agenda.test.tsx.)
import { expect, test } from '../fixtures.mjs';
import { measure } from '../lib/contrast.mjs';
import { ACCOUNTS } from '../lib/session.mjs';

const PHONE = { width: 390, height: 844 };
const MAPS = 'https://www.google.com/maps/search/?api=1&query=';

const countOf = async (card) =>
  Number((await card.locator('.queue-card-count').textContent()).replace(/\D/g, ''));
const schedulePages = (requests) =>
  requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.pathname.endsWith('/schedule-house-list'))
    .map((url) => url.searchParams.get('page'));

test('agenda at 390 px by touch: the day cards count it and open it; today alone, by time, with call, WhatsApp and directions', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120000);
  const { page, requests, consoleErrors } = await open('/dashboard', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
  });

  const queue = page.getByRole('region', { name: 'Perlu tindakan' });
  const todayCard = queue.getByRole('link', { name: /^\d+ Jadwal hari ini$/ });
  const tomorrowCard = queue.getByRole('link', { name: /^\d+ Jadwal besok$/ });
  await expect(todayCard, "today's card is not counted").toBeVisible({ timeout: 30000 });
  await expect(tomorrowCard, "tomorrow's card is not counted").toBeVisible();
  const [today, tomorrow] = [await countOf(todayCard), await countOf(tomorrowCard)];
  expect(today, 'no visit today in the demo').toBeGreaterThan(0);
  await todayCard.tap();
  await page.waitForURL(/\/dashboard\/schedule\?view=agenda&range=today$/);

  const todayRegion = page.getByRole('region', { name: /^Hari ini, / });
  await expect(todayRegion.getByRole('article'), 'the agenda lists another number than the card').toHaveCount(
    today,
  );

  await test.step("each visit: its time's group, a call, a WhatsApp chat and directions, each a finger's size", async () => {
    const groups = await todayRegion.getByRole('heading', { level: 3 }).allTextContents();
    const times = groups.map((text) => text.slice(0, 5));
    expect(times, 'the times are not in order, each once').toEqual([...new Set(times)].sort());
    const visit = todayRegion.getByRole('article').first();
    const links = visit.getByRole('link');
    await expect(visit.getByRole('link', { name: /^Telepon / })).toHaveAttribute(
      'href',
      /^tel:\+62\d{8,12}$/,
    );
    await expect(visit.getByRole('link', { name: /^Kirim WhatsApp ke / })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/62\d{8,12}\?text=Halo/,
    );
    const directions = visit.getByRole('link', { name: /^Rute ke / });
    await expect(directions).toBeVisible();
    const address = (await visit.locator('.agenda-visit-address').textContent()).trim();
    expect(await directions.getAttribute('href'), 'directions to another place').toBe(
      `${MAPS}${encodeURIComponent(address)}`,
    );
    for (const box of await links.evaluateAll((all) =>
      all.map((link) => link.getBoundingClientRect().toJSON()),
    ))
      expect(box.height >= 44 && box.width >= 44 && box.right <= 390, JSON.stringify(box)).toBe(true);
    await screenshotAs(page, 'agenda-phone');
  });

  await test.step("tomorrow, by its tab: as many as tomorrow's card said, from the same read", async () => {
    // once the read of the schedules has ended (it says so where it said it was reading)
    await expect(page.locator('.visit-agenda .page-subtitle'), 'the read does not end').toHaveText(
      /^(Semua [\d.]+ jadwal|Sudah dibaca sampai )/,
    );
    const asked = schedulePages(requests).length;
    await page.getByRole('link', { name: 'Besok', exact: true }).tap();
    const tomorrowRegion = page.getByRole('region', { name: /^Besok, / });
    if (tomorrow > 0) await expect(tomorrowRegion.getByRole('article')).toHaveCount(tomorrow);
    else await expect(tomorrowRegion.getByText('Tidak ada jadwal besok')).toBeVisible();
    expect(schedulePages(requests), 'read again for another day').toHaveLength(asked);
  });

  await test.step('its texts reach 4.5:1 in both themes, nothing wider than the screen', async () => {
    for (const theme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const low = (await measure(page, '.visit-agenda')).filter((one) => one.ratio < 4.5);
      expect(low, `texts under 4.5:1 in the ${theme} theme`).toEqual([]);
    }
    await screenshotAs(page, 'agenda-phone-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});
