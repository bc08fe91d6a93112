import { test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { navigate } from '../lib/ui.mjs';
test('zzdiag', async ({ open, screenshot }) => {
  test.setTimeout(200_000);
  const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin, viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: /Menu profil/ }).waitFor();
  for (const path of ['/dashboard', '/dashboard/schedule', '/dashboard/analytics/statistic', '/dashboard/listing', '/dashboard/leads']) {
    await navigate(page, path);
    await page.waitForTimeout(4000);
    const out = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 391).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} r=${Math.round(e.getBoundingClientRect().right)}`));
    console.log(path, JSON.stringify(out, null, 1));
    await screenshot(page, `diag${path.replaceAll('/', '-')}`);
  }
});
