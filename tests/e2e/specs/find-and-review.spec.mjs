// Daily speed: a listing found from Ctrl+K by part of its title, and the review queue with the reason a
// rejection asks for; axe on each, in both themes.
import { expect, test } from '../fixtures.mjs';
import { seriousViolations } from '../lib/axe.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls, chooseTheme, CURRENT_SCREEN, moveTo, stillScreen } from '../lib/ui.mjs';

const STATUS_FILTER = 'filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=';

/** axe's serious and critical findings on the page once it stands still. */
async function violations(page) {
  await stillScreen(page);
  return seriousViolations(page);
}

test('Ctrl+K finds a listing by part of its title and Enter opens it; "Tinjau listing" and the reason T asks for; axe finds nothing serious on either, light or dark', async ({
  open,
}) => {
  test.setTimeout(240000);
  const { page, served } = await open(`/dashboard/listing?${STATUS_FILTER}pending`, {
    as: ACCOUNTS.superadmin,
  });
  const firstTitle = page.locator(`${CURRENT_SCREEN} .ant-table-row`).first().locator('a').first();
  await firstTitle.waitFor({ timeout: 45000 });
  const title = (await firstTitle.textContent()).trim();
  const input = page.getByRole('combobox', { name: /Ketik nama layar/ });
  const listingGroup = page.getByRole('group', { name: 'Listing' });

  const findIt = async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 30000 });
    // part of the title, typed as a person does
    await page.keyboard.type(title.split(' ').slice(0, 3).join(' '));
    await expect(listingGroup.getByRole('option', { name: new RegExp(title) }).first()).toBeVisible({
      timeout: 15000,
    });
  };

  await test.step('typing part of a listing title shows it under "Listing"; axe in light and dark', async () => {
    await findIt();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await chooseTheme(page, 'Gelap');
    await findIt();
    expect(await violations(page)).toEqual([]);
  });

  await test.step('Enter opens the listing', async () => {
    // the choice under the cursor moves down until it is the listing
    const active = page.locator('#palette-results [role="option"][aria-selected="true"]');
    for (let step = 0; step < 30 && !new RegExp(title).test((await active.textContent()) ?? ''); step += 1)
      await page.keyboard.press('ArrowDown');
    const href = await active.getAttribute('href');
    expect(href).toMatch(/^\/dashboard\/listing\/[^/?]+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator(CURRENT_SCREEN).getByRole('heading', { name: title })).toBeVisible({
      timeout: 30000,
    });
  });

  // (A, T with its reason, U and S, each undo toast naming its decision and the calls leaving after
  // their window: tests/unit/pages/listing/review-queue.test.tsx and reject-reason-dialog.test.tsx)
  await test.step('the review queue and the reason T asks for: axe finds nothing serious, light or dark', async () => {
    await chooseTheme(page, 'Terang');
    await moveTo(page, '/dashboard/listing');
    await page.getByRole('button', { name: 'Tinjau listing' }).click();
    const queue = page.getByRole('dialog', { name: /Tinjau listing/ });
    const heading = queue.getByRole('heading', { level: 3 });
    const progress = queue.locator('.review-progress');
    await expect(progress).toHaveText(/^1 dari \d+$/, { timeout: 30000 });
    await expect(heading).toBeVisible({ timeout: 30000 });
    // (asked for less motion: the click left no ripple behind, which stood 5 s in the page)
    await expect(page.locator('.ant-wave')).toHaveCount(0, { timeout: 1000 });
    expect(await violations(page)).toEqual([]);

    // T asks why first: the reason's dialog, left with "Batal" (nothing decided, nothing sent)
    await page.keyboard.press('t');
    const reason = page.getByRole('dialog', { name: 'Alasan penolakan' });
    await reason.getByRole('radio', { name: 'Duplikat' }).check();
    expect(await violations(page)).toEqual([]);
    await reason.getByRole('button', { name: 'Batal' }).click();
    await expect(reason).toBeHidden();
    await expect(progress).toHaveText(/^1 dari \d+$/);
    expect(calls(await served(), 'PUT', /\/house-list\/status\//)).toHaveLength(0);

    // the profile menu lies under the dialog's mask: close, switch, open again
    await page.keyboard.press('Escape');
    await expect(queue).toBeHidden();
    await chooseTheme(page, 'Gelap');
    await page.getByRole('button', { name: 'Tinjau listing' }).click();
    await expect(heading).toBeVisible({ timeout: 30000 });
    expect(await violations(page)).toEqual([]);
  });
});
