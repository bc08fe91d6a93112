// The dashboard's work queue ("Perlu tindakan") on a phone: it comes before the traffic charts, and its
// texts are readable in both themes. (Each count read from its list's own call and linked to that list
// filtered alike, the leads and the schedules said rather than guessed, and the reduced menu seeing
// only its own cards and asking nothing of the lists it lacks: component tests in
// tests/unit/pages/dashboard/dashboard.test.tsx.)
import { expect, test } from '../fixtures.mjs';
import { measure } from '../lib/contrast.mjs';
import { ACCOUNTS } from '../lib/session.mjs';

const queue = (page) => page.getByRole('region', { name: 'Perlu tindakan' });

test('work queue at 390 px: above the traffic charts, in the first screen; its texts reach 4.5:1 in both themes', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120000);
  const viewport = { width: 390, height: 844 };
  const { page, consoleErrors } = await open('/dashboard', { as: ACCOUNTS.superadmin, viewport });
  // every counted card has its count
  for (const label of ['Listing menunggu', 'BI Checking menunggu', 'Withdraw menunggu'])
    await queue(page)
      .getByRole('link', { name: new RegExp(`^\\d[\\d.]* ${label}$`) })
      .waitFor();

  await test.step('above the traffic charts, the whole queue in the first screen', async () => {
    const charts = page.locator('.trend-card');
    await charts.waitFor();
    const [queueBox, chartsBox] = [await queue(page).boundingBox(), await charts.boundingBox()];
    expect(queueBox.y + queueBox.height, 'the queue ends above the charts').toBeLessThanOrEqual(chartsBox.y);
    expect(queueBox.y + queueBox.height, 'the whole queue in the first screen').toBeLessThanOrEqual(
      viewport.height,
    );
    await screenshotAs(page, 'work-queue-phone');
  });

  await test.step('its texts reach 4.5:1 in both themes', async () => {
    for (const theme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const low = (await measure(page, '.work-queue')).filter((one) => one.ratio < 4.5);
      expect(low, `texts under 4.5:1 in the ${theme} theme`).toEqual([]);
    }
    await screenshotAs(page, 'work-queue-dark');
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});
