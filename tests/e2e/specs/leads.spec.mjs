import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { calls, PNG } from '../lib/ui.mjs';
import { ListPage } from '../pages/list.mjs';

/** The open drawer titled `title` (a string: the whole title; a RegExp: as it says). */
const drawerTitled = (page, title) =>
  page.locator('.ant-drawer-content').filter({
    has: page
      .locator('.ant-drawer-title')
      .filter({ hasText: typeof title === 'string' ? new RegExp(`^${title}$`) : title }),
  });

/**
 * Opens the first group and the conversation of its first lead, sends `text` with an image, closes
 * the conversation and the group: the leads list is still there. Returns the group drawer's title.
 */
async function replyAndClose(page, requests, text) {
  const list = new ListPage(page);
  await list.waitForRows(45000);
  await list.rows.first().getByRole('button', { name: 'Lihat leads' }).click();
  const group = page.locator('.ant-drawer-content').filter({
    has: page.locator('.ant-drawer-title').filter({ hasText: /^Leads/ }),
  });
  const groupTitle = (await group.locator('.ant-drawer-title').textContent()) ?? '';
  const leadRow = group.locator('.ant-table-row').first();
  await leadRow.getByRole('button', { name: 'Percakapan' }).click();
  const chat = drawerTitled(page, /^Percakapan/);
  await chat.getByLabel('Balasan').fill(text);
  await chat
    .locator('input[type=file]')
    .setInputFiles({ name: 'denah.png', mimeType: 'image/png', buffer: PNG });
  await chat.getByText('denah.png').waitFor();
  await chat.getByRole('button', { name: 'Kirim balasan' }).click();
  await chat.locator('.lead-chat-text', { hasText: text }).waitFor();
  await expect.poll(() => calls(requests, 'POST', /\/message-request$/), 'no message post').toHaveLength(1);
  const body = calls(requests, 'POST', /\/message-request$/)[0].postDataJSON();
  expect(
    body.message === text && String(body.image_url).startsWith('data:image/png'),
    JSON.stringify(body),
  ).toBeTruthy();
  const metas = await chat.locator('.lead-chat-meta').allTextContents();

  await chat.getByRole('button', { name: 'Tutup' }).click();
  await chat.waitFor({ state: 'hidden' });
  await group.getByRole('button', { name: 'Percakapan' }).first().waitFor();
  await group.getByRole('button', { name: 'Tutup' }).click();
  await group.waitFor({ state: 'hidden' });
  await expect(page.getByText('Halaman ini mengalami kesalahan')).toHaveCount(0);
  await list.rows.first().getByRole('button', { name: 'Lihat leads' }).waitFor();
  return { groupTitle, metas };
}

test('a lead conversation: reply with text and an image, then close it; the leads list stays', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(150000);
  const { page, requests, consoleErrors } = await open('/dashboard/leads', { as: ACCOUNTS.superadmin });
  const { groupTitle } = await replyAndClose(page, requests, 'Unit masih tersedia, silakan survei.');
  expect(/^Leads: \S/.test(groupTitle), `group title: ${groupTitle}`).toBeTruthy();
  await screenshotAs(page, 'leads-after-close');
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a lead conversation on the variant reply shape: no label without its value', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(150000);
  const { page, requests, consoleErrors } = await open(null, { as: ACCOUNTS.superadmin });
  await page.addInitScript(() => localStorage.setItem('demo:reply-shape', 'variant'));
  await page.goto('/dashboard/leads');
  const { groupTitle, metas } = await replyAndClose(page, requests, 'Denahnya terlampir.');
  // the group has no property name in this shape: its listing code names it
  expect(
    /^Leads: \S+/.test(groupTitle) && !/:\s*$/.test(groupTitle),
    `group title: "${groupTitle}"`,
  ).toBeTruthy();
  expect(metas.length, 'no message shown').toBeGreaterThan(0);
  for (const meta of metas) {
    expect(/(^|\s)[·:-]\s*$|^\s*·|(Pelanggan|Admin) · \2/.test(meta), `sender line: "${meta}"`).toBeFalsy();
  }
  await screenshotAs(page, 'leads-variant-after-close');
  expect(consoleErrors, 'console errors').toEqual([]);
});
