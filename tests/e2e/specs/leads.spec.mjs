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

// (A reply with text and an image sent by Enter, the lead's call and WhatsApp links, and the leads
// list still there once the conversation and the group are closed: tests/unit/pages/leads/leads.test.tsx.)

// (The variant reply shape on Potensi Leads (table and phone cards), in a conversation and on the
// dashboard: component tests in tests/unit/pages/leads/leads.test.tsx, engine/list/phone-list-cards.test.tsx
// and pages/dashboard/dashboard.test.tsx; its choice by ?demo-shape=variant, kept for the tab:
// leads.test.tsx too, and the demo build reads it at start in the long-reply test below.)

/** Opens the first group's first lead's conversation; returns it with the listing's and the lead's names. */
async function openFirstChat(page) {
  const list = new ListPage(page);
  await list.waitForRows(45000);
  await list.rows.first().getByRole('button', { name: 'Lihat leads' }).click();
  const group = drawerTitled(page, /^Leads: /);
  const listing = ((await group.locator('.ant-drawer-title').textContent()) ?? '').replace(/^Leads: /, '');
  await group.locator('.ant-table-row').first().getByRole('button', { name: 'Percakapan' }).click();
  const chat = drawerTitled(page, /^Percakapan dengan /);
  const lead = ((await chat.locator('.ant-drawer-title').textContent()) ?? '').replace(
    /^Percakapan dengan /,
    '',
  );
  return { chat, listing, lead };
}

test('quick replies: "/" opens them, arrows and Enter put one into the box filled for the lead and listing, it is edited and sent; a reply added is offered after a reload', async ({
  open,
}) => {
  test.setTimeout(150000);
  const { page, requests, served, consoleErrors } = await open('/dashboard/leads', {
    as: ACCOUNTS.superadmin,
  });
  const { chat, listing, lead } = await openFirstChat(page);
  expect(listing && lead, `listing "${listing}", lead "${lead}"`).toBeTruthy();
  const box = chat.getByLabel('Balasan', { exact: true });

  await test.step('by keyboard: "/" in the empty box, ArrowDown, Enter', async () => {
    await box.focus();
    await page.keyboard.press('/');
    const options = chat.getByRole('listbox', { name: 'Pilih balasan cepat' });
    await expect(options).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.getByRole('option', { selected: true })).toContainText('Jadwal survei');
    await page.keyboard.press('Enter');
    await expect(options).toHaveCount(0);
    const filled = `Halo ${lead}, kapan Anda bisa melihat langsung ${listing}? Silakan sebutkan hari dan jam yang cocok.`;
    await expect(box).toHaveValue(filled);
    await expect(box).toBeFocused();
    // nothing is sent by picking
    expect(calls(await served(), 'POST', /\/message-request$/)).toHaveLength(0);
    await page.keyboard.type(' Sabtu pagi bisa?');
    await chat.getByRole('button', { name: 'Kirim balasan' }).click();
    await expect.poll(() => calls(requests, 'POST', /\/message-request$/), 'no message post').toHaveLength(1);
    expect(calls(requests, 'POST', /\/message-request$/)[0].postDataJSON().message).toBe(
      `${filled} Sabtu pagi bisa?`,
    );
    await expect(box).toHaveValue('');
  });

  await test.step('a reply of their own, kept after a reload', async () => {
    await chat.getByRole('button', { name: 'Balasan cepat' }).click();
    await chat.getByRole('button', { name: 'Kelola balasan cepat' }).click();
    const manager = page.getByRole('dialog', { name: 'Kelola balasan cepat' });
    await manager.getByRole('button', { name: 'Tambah balasan cepat' }).click();
    await manager.getByLabel('Judul').fill('Harga nego');
    await manager.getByLabel('Teks').fill('Harga {properti} masih bisa dinego, {nama}.');
    await manager.getByRole('button', { name: 'Simpan' }).click();
    await expect(manager.getByRole('button', { name: 'Ubah Harga nego' })).toBeVisible();
    await manager.getByRole('button', { name: 'Hapus Kirim lokasi' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Hapus', exact: true }).click();
    await expect(manager.getByRole('button', { name: 'Hapus Kirim lokasi' })).toHaveCount(0);
    // the reply's buttons gone with it, the focus is back in the dialog, on "Tambah"
    await expect(manager.getByRole('button', { name: 'Tambah balasan cepat' })).toBeFocused();
    // Escape closes the dialog only: the conversation stays open
    await page.keyboard.press('Escape');
    await expect(manager).toBeHidden();
    await expect(chat).toBeVisible();

    await page.reload();
    const again = await openFirstChat(page);
    await again.chat.getByRole('button', { name: 'Balasan cepat' }).click();
    await expect(again.chat.getByRole('option', { name: /Kirim lokasi/ })).toHaveCount(0);
    await again.chat.getByRole('option', { name: /Harga nego/ }).click();
    await expect(again.chat.getByLabel('Balasan', { exact: true })).toHaveValue(
      `Harga ${again.listing} masih bisa dinego, ${again.lead}.`,
    );
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a reply of one 2000-letter word wraps inside its bubble; a longer one is refused in words and not sent', async ({
  open,
}) => {
  test.setTimeout(120000);
  // (in the variant reply shape, which the demo build takes from the address as it starts)
  const { page, requests, served, consoleErrors } = await open('/dashboard/leads?demo-shape=variant', {
    as: ACCOUNTS.superadmin,
  });
  const { chat, listing } = await openFirstChat(page);
  // the grouping names no listing there: the group takes its listing's title, never its id
  expect(listing, 'the group is named by its id').not.toMatch(/^[0-9a-f]{24}$/);
  expect(listing, 'the group has no name').toBeTruthy();
  const box = chat.getByLabel('Balasan', { exact: true });

  await box.fill('x'.repeat(2001));
  await box.press('Enter');
  await expect(chat.getByText('Balasan paling banyak 2000 karakter.')).toBeVisible();
  expect(calls(await served(), 'POST', /\/message-request$/)).toHaveLength(0);

  const word = 'y'.repeat(2000);
  await box.fill(word);
  await box.press('Enter');
  await expect.poll(() => calls(requests, 'POST', /\/message-request$/), 'no message post').toHaveLength(1);
  const text = chat.locator('.lead-chat-text', { hasText: word });
  await text.waitFor();
  // the word breaks inside the bubble, and the bubble stays inside the conversation
  const overflow = await text.evaluate((element) => {
    const bubble = element.closest('.lead-chat-item');
    const thread = element.closest('.lead-chat');
    const right = (one) => one.getBoundingClientRect().right;
    return {
      text: element.scrollWidth - element.clientWidth,
      bubble: right(element) - right(bubble),
      thread: right(bubble) - right(thread),
    };
  });
  expect(overflow.text, 'the text is wider than its bubble').toBeLessThanOrEqual(1);
  expect(overflow.bubble, 'the text runs out of its bubble').toBeLessThanOrEqual(1);
  expect(overflow.thread, 'the bubble runs out of the conversation').toBeLessThanOrEqual(1);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a reply with a photo made offline waits in the conversation, marked, and leaves once online: the photo uploaded, then the message with its address, once', async ({
  open,
}) => {
  test.setTimeout(120000);
  const { page, context, served } = await open('/dashboard/leads', {
    as: ACCOUNTS.superadmin,
    keepApp: true,
  });
  const list = new ListPage(page);
  await list.waitForRows(45000);
  await list.rows.first().getByRole('button', { name: 'Lihat leads' }).click();
  const group = drawerTitled(page, /^Leads/);
  await group.locator('.ant-table-row').first().getByRole('button', { name: 'Percakapan' }).click();
  const chat = drawerTitled(page, /^Percakapan/);
  const text = 'Foto denah terlampir, dikirim dari lapangan.';
  await chat.getByLabel('Balasan').fill(text);
  await chat
    .locator('input[type=file]')
    .setInputFiles({ name: 'denah.png', mimeType: 'image/png', buffer: PNG });
  await chat.getByText('denah.png').waitFor();
  await context.setOffline(true);
  await chat.getByLabel('Balasan').press('Enter');
  // what was sent is in the thread, marked as waiting, with its photo; the box is empty again
  const waiting = chat.locator('.lead-chat-item.waiting', { hasText: text });
  await expect(waiting.getByRole('status', { name: 'Perubahan data ini menunggu dikirim' })).toBeVisible();
  await expect(waiting.getByRole('img', { name: 'Foto balasan Anda, menunggu dikirim' })).toBeVisible();
  await expect(chat.getByLabel('Balasan')).toHaveValue('');
  expect(calls(await served(), 'POST', /\/message-request$/), 'a message left while offline').toHaveLength(0);
  await context.setOffline(false);
  await expect(chat.locator('.lead-chat-item.waiting')).toHaveCount(0, { timeout: 30000 });
  await chat.locator('.lead-chat-text', { hasText: text }).waitFor();
  const posts = calls(await served(), 'POST', /\/message-request$/);
  expect(posts, 'message posts').toHaveLength(1);
  const body = posts[0].postDataJSON();
  expect(body.message).toBe(text);
  expect(String(body.image_url)).not.toMatch(/^perangkat:/);
  expect(String(body.image_url).length).toBeGreaterThan(10);
});
