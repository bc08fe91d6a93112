// The notification bell and screens on the demo backend: the demo socket (MSW + the socket.io binding)
// drives the app's own socket.io-client code, and shares its store with the REST handlers.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { closeWithEscape, stillScreen } from '../lib/ui.mjs';
import { Bell } from '../pages/bell.mjs';

const AUTH_ID = 'usr-gro-001';

const badgeCount = (page) => new Bell(page).count();

const calls = (requests, path) =>
  requests.filter((r) => new URL(r.url()).pathname === `/demo-api/main${path}`).map((r) => new URL(r.url()));

// (Marking one read and marking all read from the panel, with their calls and the badge, are
// component tests: tests/unit/notifications/bell.test.tsx; that a read made over the socket shows in
// the list's GET is tests/unit/notifications/demo-socket.test.ts.)
// (all from one page load of the dashboard: a fresh load costs more than a step)
test('the bell: unread badge and the hover panel; a notification sent twice shows once; a live lead lands on top and opens its lead; "Lihat Semua Notifikasi" closes the panel; read items fit it', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(90000);
  const { page, requests, consoleErrors } = await open(null, { as: ACCOUNTS.superadmin, motion: true });
  // the page's timers on Playwright's clock from its first script: the seconds before the demo
  // socket's first live lead pass when the test says, not by waiting them
  await page.clock.install();
  await page.goto('/dashboard');
  const bell = new Bell(page);
  let panel;

  await test.step('the unread badge from the seeded notifications; the hover panel, at most 550 px, in Indonesian', async () => {
    await bell.button.waitFor();
    await expect.poll(() => badgeCount(page), 'no unread badge from the seeded notifications').toBeTruthy();
    await expect
      .poll(
        () => calls(requests, `/notification/${AUTH_ID}`).some((u) => u.searchParams.get('page') === '1'),
        'no GET /notification/{auth_id}',
      )
      .toBeTruthy();
    panel = await bell.open();
    await panel.getByRole('heading', { name: 'Notifikasi' }).waitFor();
    await stillScreen(page);
    await panel.locator('.notif-item').first().waitFor();
    await panel.hover();
    expect((await panel.boundingBox()).height <= 550, 'the panel is taller than 550 px').toBeTruthy();
    expect(
      /yang lalu$/.test(await panel.locator('.notif-time').first().textContent()),
      'no Indonesian relative time',
    ).toBeTruthy();
    const link = panel.getByRole('link', { name: 'Lihat Semua Notifikasi' });
    await expect(link, 'the link goes elsewhere').toHaveAttribute('href', '/dashboard/notification-own');
  });

  await test.step('the server sends the newest one again (as the socket and the list both may): it shows once', async () => {
    const newest = await page.evaluate(
      async (user) => (await window.demoBackend.resendNotification({ user_id: user })).text,
      AUTH_ID,
    );
    const times = () => panel.locator('.notif-text').filter({ hasText: newest }).count();
    await expect.poll(times, 'the notification is not in the panel').toBeGreaterThan(0);
    const shown = await times();
    await page.evaluate((user) => window.demoBackend.resendNotification({ user_id: user }), AUTH_ID);
    await expect.poll(times, 'the same notification shows twice').toBe(shown);
  });

  await test.step("the demo socket pushes a new lead: it lands on top of the open panel, and a click opens its listing's group and the lead's conversation", async () => {
    const newest = () => panel.locator('.notif-text').first().textContent();
    await page.clock.fastForward('00:10');
    await expect
      .poll(async () => /^Lead baru dari .+\(HL-\d+\)\.$/.test(await newest()), {
        message: 'no live lead reached the bell',
        timeout: 20000,
      })
      .toBeTruthy();
    await screenshotAs(page, 'notification-bell');
    const leadText = panel.locator('.notif-text', { hasText: /^Lead baru dari .+\(HL-\d+\)\.$/ }).first();
    const [, name, code] = /^Lead baru dari (.+?) untuk .+\((HL-\d+)\)\.$/.exec(await leadText.textContent());
    const lead = panel.locator('a.notif-item').filter({ hasText: await leadText.textContent() });
    await lead.click();
    await page.waitForURL(/\/dashboard\/leads\?/);
    await page.getByRole('dialog', { name: `Percakapan dengan ${name}` }).waitFor();
    await expect(page.getByRole('dialog', { name: /^Leads: / })).toContainText(code);
    await expect(bell.panel, 'the panel stays open over the lead').toBeHidden();
    // each closed as a person does, once it holds the focus (the motion is on here): an Escape pressed
    // before the conversation has taken the focus from the leads drawer reaches that drawer or nothing,
    // and a second one at once then left a dialog open. Closed, the conversation gives the focus back to
    // the leads drawer itself (antd's element around the dialog, which takes its Escape): none of its
    // buttons opened the conversation
    await closeWithEscape(page.getByRole('dialog', { name: `Percakapan dengan ${name}` }));
    await closeWithEscape(
      page.locator('.ant-drawer-open').filter({ has: page.getByRole('dialog', { name: /^Leads: / }) }),
    );
    // both are gone (each takes its history entry back as it closes) before the bell is reached again
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('"Lihat Semua Notifikasi": the list opens and the panel closes, though the pointer rests where it was', async () => {
    panel = await bell.open();
    // the motion is on: the panel's zoom starts paused, and a click aimed at the link while it is still
    // small lands on the top bar instead, the pointer leaves the bell and the panel closes
    await stillScreen(page);
    await panel.getByRole('link', { name: 'Lihat Semua Notifikasi' }).click();
    await page.waitForURL('**/dashboard/notification-own');
    await page.getByRole('heading', { name: 'Notifikasi Saya' }).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await expect(bell.panel, 'the panel stays open over the list').toBeHidden();
  });

  await test.step('the bell opens again when reached; marked read, its items fit the panel', async () => {
    panel = await bell.open();
    // as above: a click while the panel still zooms in can land beside the button, and mark nothing
    await stillScreen(page);
    await panel.getByRole('button', { name: /^Tandai Sudah Dibaca \(\d+\)$/ }).click();
    await expect(panel.locator('.notif-item:not(.is-unread)').first(), 'no item marked read').toBeVisible();
    // none is wider than the list (a read <div> overflowed it by 32 px)
    const overflow = await panel
      .locator('.notif-list')
      .evaluate((list) =>
        Math.max(
          ...[...list.querySelectorAll('.notif-item')].map((item) => item.offsetWidth - list.clientWidth),
        ),
      );
    expect(overflow, `read items overflow the panel by ${overflow} px`).toBeLessThanOrEqual(0);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

// (Notifikasi Saya's figures, pages, its mark one and mark all, and the mark offered on unread rows
// only in either reply shape are component tests: tests/unit/pages/notification/notification-pages.test.tsx)

// (A blast to everyone asked first, nothing sent on cancel or Escape, one POST on confirm, its text
// required and the form emptied after it: tests/unit/pages/notification/notification-pages.test.tsx;
// the demo socket pushing a blast made over REST to the connected user at once:
// tests/unit/notifications/demo-socket.test.ts; the bell showing a pushed text as text, never as
// markup: tests/unit/notifications/bell.test.tsx. The live socket in the browser is the bell test above.)
