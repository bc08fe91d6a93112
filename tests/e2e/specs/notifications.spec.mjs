// The notification bell and screens on the demo backend: the demo socket (MSW + the socket.io binding)
// drives the app's own socket.io-client code, and shares its store with the REST handlers.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { closeWithEscape } from '../lib/ui.mjs';
import { Bell } from '../pages/bell.mjs';

const AUTH_ID = 'usr-gro-001';

const bellOf = (page) => new Bell(page).button;
const badgeCount = (page) => new Bell(page).count();

const calls = (requests, path) =>
  requests.filter((r) => new URL(r.url()).pathname === `/demo-api/main${path}`).map((r) => new URL(r.url()));

const openPanel = (page) => new Bell(page).open();

const blastDialog = (page) => page.getByRole('dialog', { name: 'Kirim notifikasi ke semua pengguna?' });
const blastPosts = (requests) =>
  requests.filter(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/demo-api/main/notification',
  );

/** Confirms the pending blast to everyone. */
async function confirmBlast(page) {
  const dialog = blastDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Ya, kirim ke semua pengguna' }).click();
}

test('the bell: unread badge, the hover panel, a live lead, mark one, mark all', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(60000);
  const { page, requests, consoleErrors } = await open('/dashboard', { as: ACCOUNTS.superadmin });
  await bellOf(page).waitFor();
  await expect.poll(() => badgeCount(page), 'no unread badge from the seeded notifications').toBeTruthy();
  await expect
    .poll(
      () => calls(requests, `/notification/${AUTH_ID}`).some((u) => u.searchParams.get('page') === '1'),
      'no GET /notification/{auth_id}',
    )
    .toBeTruthy();

  const panel = await openPanel(page);
  await panel.getByRole('heading', { name: 'Notifikasi' }).waitFor();
  await panel.hover();
  expect((await panel.boundingBox()).height <= 550, 'the panel is taller than 550 px').toBeTruthy();
  expect(
    /yang lalu$/.test(await panel.locator('.notif-time').first().textContent()),
    'no Indonesian relative time',
  ).toBeTruthy();
  const link = panel.getByRole('link', { name: 'Lihat Semua Notifikasi' });
  await expect(link, 'the link goes elsewhere').toHaveAttribute('href', '/dashboard/notification-own');

  // the demo socket pushes a new lead a few seconds after connecting: it lands on top, while open
  const newest = () => panel.locator('.notif-text').first().textContent();
  await expect
    .poll(async () => /^Lead baru dari .+\(HL-\d+\)\.$/.test(await newest()), {
      message: 'no live lead reached the bell',
      timeout: 20000,
    })
    .toBeTruthy();
  await screenshotAs(page, 'notification-bell');
  const unread = await badgeCount(page);
  await panel.getByRole('button', { name: `Tandai Sudah Dibaca (${unread})` }).waitFor();

  // the demo socket keeps pushing a lead every 30 s: one may land during the checks below, so each
  // check counts the unread items that were not in the panel when its click happened
  const texts = async () => new Set(await panel.locator('.notif-text').allTextContents());
  const lateUnread = async (known) =>
    (await panel.locator('.notif-item.is-unread .notif-text').allTextContents()).filter((t) => !known.has(t))
      .length;

  let known = await texts();
  // one that names no record (a click marks it read where it is; one that names a record opens it)
  const first = panel.locator('button.notif-item').first();
  const lead = await first.locator('.notif-text').textContent();
  await first.click();
  await expect
    .poll(
      async () => (await badgeCount(page)) === unread - 1 + (await lateUnread(known)),
      'marking one did not lower the badge',
    )
    .toBeTruthy();
  expect(
    (await panel.locator('.notif-item', { hasText: lead }).first().getAttribute('class')).includes(
      'is-unread',
    ) === false,
    'the lead is still unread',
  ).toBeTruthy();
  known = await texts();
  await panel.getByRole('button', { name: /^Tandai Sudah Dibaca \(\d+\)$/ }).click();
  await expect
    .poll(async () => (await badgeCount(page)) === (await lateUnread(known)), 'marking all left a badge')
    .toBeTruthy();
  await expect.poll(() => calls(requests, '/notification/read'), 'no GET /notification/read').toHaveLength(1);
  const overdue = await lateUnread(known);
  await expect
    .poll(
      () => panel.getByRole('button', { name: `Tandai Sudah Dibaca (${overdue})` }).isDisabled(),
      'mark all offered wrongly',
    )
    .toBe(overdue === 0);
  await expect(panel.locator('.notif-item.is-unread'), 'an item is still unread').toHaveCount(overdue);
  // read items fit their panel: none is wider than the list (a read <div> overflowed it by 32 px)
  const overflow = await panel
    .locator('.notif-list')
    .evaluate((list) =>
      Math.max(
        ...[...list.querySelectorAll('.notif-item')].map((item) => item.offsetWidth - list.clientWidth),
      ),
    );
  expect(overflow, `read items overflow the panel by ${overflow} px`).toBeLessThanOrEqual(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});

// (Notifikasi Saya's figures, pages, its mark one and mark all, and the mark offered on unread rows
// only in either reply shape are component tests: tests/unit/pages/notification/notification-pages.test.tsx)

// (both blasts from one page load of the Notification screen: a fresh load costs more than a step)
test('a blast to everyone asks first (nothing goes out on cancel, one POST on confirm); a blast reaches the bell live, as text', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120000);
  const { page, requests, consoleErrors } = await open('/dashboard/notification', {
    as: ACCOUNTS.superadmin,
  });
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  expect(calls(requests, '/notification').length, 'no GET /notification').toBeGreaterThan(0);
  await test.step('a blast to everyone asks first: nothing goes out on cancel, one POST on confirm', async () => {
    const text = `Kantor libur ${Date.now()}`;
    await page.getByLabel('Isi Notifikasi').fill(text);
    const send = page.getByRole('button', { name: 'Kirim Notifikasi' });

    await send.click();
    const dialog = blastDialog(page);
    await dialog.waitFor();
    expect(
      /semua pengguna/.test(await dialog.textContent()),
      'the confirmation does not name everyone',
    ).toBeTruthy();
    await expect(dialog, 'the confirmation does not show the text').toContainText(text);
    await screenshotAs(page, 'notification-blast-confirm');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(blastPosts(requests), 'a blast went out before it was confirmed').toHaveLength(0);
    await expect(page.getByLabel('Isi Notifikasi'), 'the text was lost').toHaveValue(text);

    await send.click();
    await confirmBlast(page);
    await page.getByText('Successfully blast notification!').waitFor();
    expect(blastPosts(requests), `${blastPosts(requests).length} blasts went out`).toHaveLength(1);
    const body = JSON.parse(blastPosts(requests)[0].postData());
    expect(body.text === text && body.user_id === undefined, 'the blast is not to everyone').toBeTruthy();
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  await test.step('a blast reaches the bell live, as text', async () => {
    requests.length = 0;
    // the first blast's success message goes before this one's is looked for
    await page.getByText('Successfully blast notification!').waitFor({ state: 'hidden' });
    await expect.poll(() => badgeCount(page), 'no unread badge').toBeGreaterThan(0);
    const before = await badgeCount(page);

    const text = `Promo <b>akhir tahun</b> ${Date.now()}`;
    await page.getByRole('button', { name: 'Kirim Notifikasi' }).click();
    await page.getByText('Isi notifikasi wajib diisi.').waitFor();
    await page.getByLabel('Isi Notifikasi').fill(text);
    await page.getByRole('button', { name: 'Kirim Notifikasi' }).click();
    await confirmBlast(page);
    await page.getByText('Successfully blast notification!').waitFor();
    const post = requests.find(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/demo-api/main/notification',
    );
    expect(
      post && JSON.parse(post.postData()).text === text,
      'POST /notification lacks the text',
    ).toBeTruthy();
    await expect(page.getByLabel('Isi Notifikasi'), 'the form was not reset').toHaveValue('');

    // (a demo lead may land meanwhile: at least the blast)
    await expect
      .poll(() => badgeCount(page), 'the blast did not reach the bell')
      .toBeGreaterThanOrEqual(before + 1);
    const panel = await openPanel(page);
    await panel.getByText(text, { exact: true }).waitFor();
    await expect(panel.locator('.notif-text b'), 'the text was rendered as HTML').toHaveCount(0);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});

test('the bell: a notification sent twice shows once, a lead notification opens its lead, "Lihat Semua Notifikasi" closes the panel', async ({
  open,
}) => {
  test.setTimeout(90000);
  const { page, consoleErrors } = await open('/dashboard', { as: ACCOUNTS.superadmin, motion: true });
  const bell = new Bell(page);
  let panel = await bell.open();
  await panel.locator('.notif-item').first().waitFor();

  // the server sends the newest one again (as the socket and the list both may): it shows once
  const newest = await page.evaluate((user) => {
    const mine = window.demoBackend.resendNotification({ user_id: user });
    return mine.text;
  }, AUTH_ID);
  const times = () => panel.locator('.notif-text').filter({ hasText: newest }).count();
  await expect.poll(times, 'the notification is not in the panel').toBeGreaterThan(0);
  const shown = await times();
  await page.evaluate((user) => window.demoBackend.resendNotification({ user_id: user }), AUTH_ID);
  await expect.poll(times, 'the same notification shows twice').toBe(shown);

  // a live lead names its lead: a click opens its listing's group and the lead's conversation
  const leadText = panel.locator('.notif-text', { hasText: /^Lead baru dari .+\(HL-\d+\)\.$/ }).first();
  await leadText.waitFor({ timeout: 30000 });
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

  // "Lihat Semua Notifikasi": the list opens and the panel closes, though the pointer rests where it was
  panel = await bell.open();
  await panel.getByRole('link', { name: 'Lihat Semua Notifikasi' }).click();
  await page.waitForURL('**/dashboard/notification-own');
  await page.getByRole('heading', { name: 'Notifikasi Saya' }).waitFor();
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await expect(bell.panel, 'the panel stays open over the list').toBeHidden();
  // the bell opens again when reached
  await bell.open();
  expect(consoleErrors, 'console errors').toEqual([]);
});
