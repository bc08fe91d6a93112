// Every screen fits a phone held upright (390 x 844): lists as cards (readable in the dark theme) with
// their filters in a drawer, the lead conversation, the agenda, the bell as a sheet, no route wider
// than the screen, and axe.
import { expect, test } from '../fixtures.mjs';
import { ruleViolations, seriousViolations } from '../lib/axe.mjs';
import { measure } from '../lib/contrast.mjs';
import { coveredByToast } from '../lib/fit.mjs';
import { routeParts, routePath } from '../lib/routes.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import {
  bookVisit,
  calls,
  CURRENT_SCREEN,
  dialogTitled,
  moveTo,
  navigate,
  PNG,
  screenSettled,
  stillScreen,
} from '../lib/ui.mjs';

const PHONE = { width: 390, height: 844 };

/** Is the element's box inside the screen's width (nothing to scroll sideways for)? */
async function onScreen(locator) {
  const box = await locator.boundingBox();
  return Boolean(box) && box.x >= 0 && box.x + box.width <= PHONE.width;
}

// axe on a sample of the routes, as they are reached
const AXE_SAMPLE = ['/dashboard', '/dashboard/listing', '/dashboard/leads', '/dashboard/schedule'];

// every route, in parts that run side by side
for (const part of routeParts(2)) {
  test(`phone: no route is wider than the screen at 390 px, part ${part.name}; no serious or critical axe violation on a sample of them`, async ({
    open,
    screenshotAs,
  }) => {
    test.setTimeout(240_000);
    const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin, viewport: PHONE });
    await page.getByRole('button', { name: /Menu profil/ }).waitFor();
    const wide = [];
    const violations = [];
    for (const route of part.routes) {
      const path = routePath(route);
      await navigate(page, path);
      await screenSettled(page);
      if (AXE_SAMPLE.includes(path))
        violations.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) {
        wide.push(`${path}: ${width}`);
        await screenshotAs(page, `phone-wide-${route.path || 'dashboard'}`);
      }
    }
    expect(wide, `wider than 390 px:\n${wide.join('\n')}`).toHaveLength(0);
    expect(violations, `axe violations:\n${violations.join('\n')}`).toHaveLength(0);
  });
}

test('phone: the routes sampled for axe are all in the route list', () => {
  const paths = routeParts(2).flatMap((part) => part.routes.map(routePath));
  const missing = AXE_SAMPLE.filter((path) => !paths.includes(path));
  expect(missing, `not in the route list: ${missing.join(', ')}`).toHaveLength(0);
});

// (both from one page load of the listing screen at 390 px: a fresh signed-in load costs more than a step)
/** Where the first cards are and what their titles read: top, height, the title's left, width and text. */
function cardPlaces(page) {
  // (a skeleton React's Suspense has hidden, display: none, while a nested one shows, is no card seen)
  return page.locator('.resource-card:visible').evaluateAll((cards) =>
    cards.slice(0, 4).map((card) => {
      const box = card.getBoundingClientRect();
      const title = card.querySelector('.resource-card-title');
      const text = title.getBoundingClientRect();
      return [box.top, box.height, text.left, text.width, title.textContent].map((value) =>
        typeof value === 'number' ? Math.round(value) : value,
      );
    }),
  );
}

test("phone: a page load draws the first cards from the list's answer before the screen's code has come, where the list then draws them", async ({
  open,
}) => {
  // a fresh context: the screen's code is asked for at boot, before the demo's worker serves the page
  const { page } = await open(null, { as: ACCOUNTS.superadmin, viewport: PHONE, touch: true });
  let release = () => undefined;
  const stored = new Promise((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/signed-in-[\w-]+\.js$/, async (route) => {
    asked = true;
    await stored;
    await route.continue();
  });
  await page.goto('/dashboard/listing');
  await page.locator('.screen-skeleton-cards .resource-card:visible').first().waitFor();
  expect(asked, "the screen's code was not stored back").toBe(true);
  await expect(page.locator('.card-checkbox'), "the list's own cards, before its code").toHaveCount(0);
  const first = await cardPlaces(page);
  expect(first.length, 'first cards drawn').toBeGreaterThan(0);
  expect(first[0][4].trim().length, 'a first card without its title').toBeGreaterThan(0);

  release();
  await page.locator('.card-checkbox').first().waitFor();
  await expect(page.locator('.screen-skeleton-cards')).toHaveCount(0);
  const drawn = await cardPlaces(page);
  expect(drawn.slice(0, first.length), 'the cards moved as the list took over').toEqual(first);

  // the next visit draws the skeleton kept from this one before the app's code has run (theme-boot.js)
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector('.screen-skeleton-cards .resource-card-title');
      if (!card) return;
      observer.disconnect();
      const root = document.getElementById('root');
      const byApp = Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      window.__firstCard = { title: card.textContent, byApp };
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  const next = await page.waitForFunction(() => window.__firstCard).then((found) => found.jsonValue());
  expect(next, "the next visit's first card, drawn before the app").toEqual({
    title: first[0][4],
    byApp: false,
  });
});

test('phone: controls are at least 44 px high, the undo toast leaves the last cards clear, and a form dialog takes the whole screen; listings as cards with title, price and status; the filters in a drawer', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(180_000);
  const { page, requests, consoleErrors } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
  });
  await test.step('controls are at least 44 px high, the undo toast leaves the last cards clear, and a form dialog takes the whole screen', async () => {
    await page.locator('.resource-card').first().waitFor({ timeout: 45000 });
    await screenSettled(page);
    const small = await smallControls(page, 'body');
    expect(small, `controls under 44 px:\n${small.join('\n')}`).toHaveLength(0);

    await test.step('the first card starts in the upper half of the screen; "Tambah" stays in view, every other action, focused, is brought clear of it', async () => {
      // the skeleton's first cards give way to the list's own in the same places, also after the screen
      // looks still: a card measured as it is swapped has no box, so it is measured again
      const firstCard = page.locator('.resource-card').first();
      await expect
        .poll(async () => (await firstCard.boundingBox())?.y ?? Infinity, {
          message: 'the first card starts in the lower half of the screen',
        })
        .toBeLessThan(PHONE.height / 2);
      const within = (box) => box && box.x >= 0 && box.x + box.width <= PHONE.width;
      const add = page.locator('.page-header-extra').getByRole('button', { name: /Tambah$/ });
      expect(within(await add.boundingBox()), '"Tambah" is off the screen').toBeTruthy();
      // each other action of the row, focused from the keyboard, is scrolled fully in view beside "Tambah"
      const addBox = await add.boundingBox();
      const others = page.locator('.page-header-extra button').filter({ hasNotText: /Tambah$/ });
      for (const action of await others.all()) {
        await action.focus();
        const box = await action.boundingBox();
        const name = await action.textContent();
        expect(within(box), `"${name}" focused but off the screen`).toBeTruthy();
        expect(box.x + box.width, `"${name}" under "Tambah"`).toBeLessThanOrEqual(addBox.x + 1);
      }
      // and none is partly covered by another, at the common phone widths, the row scrolled to either
      // end or between (WCAG 2.5.8 as axe and Lighthouse check it: at 412 px "Tambah" once covered
      // three quarters of "Tinjau listing")
      const row = page.locator('.page-header-extra .ant-space').first();
      for (const width of [360, PHONE.width, 412]) {
        await page.setViewportSize({ width, height: PHONE.height });
        for (const share of [0, 0.5, 1]) {
          await row.evaluate((element, part) => {
            element.scrollLeft = (element.scrollWidth - element.clientWidth) * part;
          }, share);
          const covered = await ruleViolations(page, ['target-size'], '.page-header-extra');
          expect(
            covered,
            `actions covered at ${width} px, scrolled ${share * 100}%:\n${covered.join('\n')}`,
          ).toEqual([]);
        }
      }
      await page.setViewportSize(PHONE);
    });

    await test.step('a card deleted: scrolled to the end, the last cards and the pager stand clear of the undo toast', async () => {
      await page
        .locator('.resource-card')
        .first()
        .getByRole('button', { name: /^Aksi untuk / })
        .click();
      await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Hapus' }).click();
      const undo = page.getByRole('button', { name: 'Urungkan' });
      const notice = page.locator('.ant-notification-notice').filter({ has: undo });
      await expect
        .poll(() => coveredByToast(page, notice, '.resource-card, .resource-cards-pages'), {
          message: 'cards under the undo toast at the end of the page',
        })
        .toEqual([]);
      await undo.click();
      await expect(undo).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    await page.getByRole('button', { name: /Tambah$/ }).click();
    const dialog = dialogTitled(page, /^Tambah Listing$/);
    await dialog.waitFor();
    await screenSettled(page);
    const box = await dialog.boundingBox();
    expect(
      box && box.x === 0 && box.width === PHONE.width && box.height >= PHONE.height - 1,
      JSON.stringify(box),
    ).toBeTruthy();
    const smallInDialog = await smallControls(page, '.ant-modal');
    expect(smallInDialog, `dialog controls under 44 px:\n${smallInDialog.join('\n')}`).toHaveLength(0);
    const save = dialog.getByRole('button', { name: 'Simpan' });
    expect(((await save.boundingBox())?.height ?? 0) >= 44, 'the save button is under 44 px').toBeTruthy();
    await screenshotAs(page, 'phone-form');
    // Harga reads "1,5 M" on a phone as on a desktop (the full keyboard for rupiah, the number pad for rooms)
    const price = dialog.getByLabel('Harga', { exact: true });
    await expect(price).toHaveAttribute('inputmode', 'text');
    await expect(dialog.getByLabel('Kamar Tidur')).toHaveAttribute('inputmode', 'decimal');
    await price.click();
    await page.keyboard.type('1,5 M');
    await dialog.getByText(/^= Rp\s1\.500\.000\.000$/).waitFor();
    await expect(price).toHaveValue('1,5 M');
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Buang perubahan?' })
      .getByRole('button', { name: 'Buang' })
      .click();
    await expect(dialog).toBeHidden();
  });

  await test.step('listings as cards with title, price and status; the filters in a drawer', async () => {
    const card = page.locator('.resource-card').first();
    await card.waitFor({ timeout: 45000 });
    await expect(page.locator('.ant-table'), 'the table is still shown').toHaveCount(0);
    const title = card.locator('.resource-card-title a');
    const price = card.locator('dd', { hasText: /^Rp/ });
    const status = card.locator('.resource-card-status .ant-tag');
    for (const [name, part] of [
      ['title', title],
      ['price', price],
      ['status', status],
    ]) {
      await part.waitFor();
      expect(await onScreen(part), `the card's ${name} is not within the screen`).toBeTruthy();
    }
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'wider than 390')
      .toBeLessThanOrEqual(PHONE.width);
    await screenshotAs(page, 'phone-listing-cards');

    // one menu holds the card's actions
    await card.getByRole('button', { name: /^Aksi untuk / }).click();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Lihat detail' }).waitFor();
    await page.keyboard.press('Escape');

    // in the dark theme (the system's, which a user who chose none follows live) the cards' texts and
    // tags, the pager and the open menu reach 4.5:1
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(
        () => page.evaluate(() => document.documentElement.getAttribute('data-theme') === 'dark'),
        'the page did not turn dark',
      )
      .toBeTruthy();
    const low = [];
    const record = async (part, selector) => {
      await stillScreen(page);
      const texts = await measure(page, selector);
      expect(texts.length, `${part}: nothing measured`).toBeGreaterThan(0);
      low.push(...texts.filter((one) => one.ratio < 4.5).map((one) => `${part}: ${JSON.stringify(one)}`));
    };
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'detached' });
    await record('cards', '.resource-cards, .resource-cards-pages');
    await card.getByRole('button', { name: /^Aksi untuk / }).click();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Lihat detail' }).waitFor();
    await record('card menu', '.ant-dropdown:not(.ant-dropdown-hidden)');
    await screenshotAs(page, 'phone-listing-cards-dark');
    await page.keyboard.press('Escape');
    expect(low, `texts under 4.5:1:\n${low.join('\n')}`).toHaveLength(0);

    // the search stays on top; the other filters are behind "Filter"
    await expect(page.getByRole('searchbox', { name: 'Cari data' }), 'no search on top').toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pilih Status' }), 'status filter on top').toHaveCount(0);
    await page.getByRole('button', { name: /Filter$/ }).click();
    const drawer = dialogTitled(page, /^Filter$/);
    await drawer.getByRole('combobox', { name: 'Pilih Status' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Terjual' })
      .click();
    await expect
      .poll(() => requests.some((r) => r.url().includes('status=sold')), 'no filtered call')
      .toBeTruthy();
    await screenshotAs(page, 'phone-listing-filters');
    await drawer.getByRole('button', { name: 'Tampilkan hasil' }).click();
    await page.getByRole('button', { name: /Filter \(1\)$/ }).waitFor();
    await page.locator('.resource-card .resource-card-status', { hasText: 'Terjual' }).first().waitFor();

    // the listing's detail in one column, within the screen
    await page.locator('.resource-card-title a').first().click();
    await page.locator('.ant-descriptions-item-label').first().waitFor({ timeout: 30000 });
    await screenSettled(page);
    await screenshotAs(page, 'phone-listing-detail');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'detail wider than 390')
      .toBeLessThanOrEqual(PHONE.width);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("phone: the menu closes by its own button; a property's leads as cards; a lead answered with an image, the reply box and send button on screen", async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120_000);
  const { page, requests } = await open('/dashboard/leads', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
  });
  const card = page.locator('.resource-card').first();
  await card.waitFor({ timeout: 45000 });

  await test.step('the navigation has a visible "Tutup menu" that closes it', async () => {
    await page.getByRole('button', { name: 'Buka menu' }).tap();
    const close = page.getByRole('button', { name: 'Tutup menu' });
    await expect(close).toBeVisible();
    await expect.poll(() => onScreen(close), { message: '"Tutup menu" is on screen' }).toBe(true);
    await close.tap();
    await expect(page.getByRole('link', { name: 'Schedule List' })).toBeHidden();
  });

  await card.getByRole('button', { name: 'Lihat leads' }).tap();
  const group = dialogTitled(page, /^Leads/);
  await test.step("a property's leads are cards with name, phone, email and note within the screen", async () => {
    const lead = group.locator('.resource-card').first();
    await lead.waitFor();
    await expect(group.locator('.ant-table')).toHaveCount(0);
    for (const label of ['Telepon', 'Email', 'Catatan']) {
      await expect(lead.locator('dt', { hasText: label })).toBeVisible();
    }
    for (const part of [
      lead.locator('.resource-card-title'),
      lead.locator('dd').first(),
      lead.getByRole('button', { name: 'Percakapan' }),
    ]) {
      await expect
        .poll(() => onScreen(part), { message: 'a part of the lead card is off screen' })
        .toBe(true);
    }
    await screenshotAs(page, 'phone-lead-cards');
  });
  await group.getByRole('button', { name: 'Percakapan' }).first().tap();
  const chat = dialogTitled(page, /^Percakapan/);
  const reply = chat.getByLabel('Balasan');
  const send = chat.getByRole('button', { name: 'Kirim balasan' });
  await reply.waitFor();
  // measured once the drawer has slid in, as a person sees it
  for (const part of [reply, send]) {
    await expect
      .poll(
        async () => {
          const box = await part.boundingBox();
          return Boolean(
            box &&
            box.x >= 0 &&
            box.x + box.width <= PHONE.width &&
            box.y >= 0 &&
            box.y + box.height <= PHONE.height,
          );
        },
        { message: 'the reply box and the send button are on screen' },
      )
      .toBe(true);
  }
  await reply.fill('Foto tampak depan terlampir.');
  await chat
    .locator('input[type=file]')
    .setInputFiles({ name: 'depan.png', mimeType: 'image/png', buffer: PNG });
  await chat.getByText('depan.png').waitFor();
  expect(await onScreen(send), 'the send button left the screen').toBeTruthy();
  await screenshotAs(page, 'phone-lead-reply');
  await send.click();
  await chat.locator('.lead-chat-text', { hasText: 'Foto tampak depan terlampir.' }).waitFor();
  // its message, at the top of the screen over the top bar, lets a tap through to what lies under it
  const sent = page.locator('.ant-message-notice-content', { hasText: 'Pesan berhasil dikirim.' });
  await expect(sent).toBeVisible();
  const takesTap = await sent.evaluate((message) => {
    const box = message.getBoundingClientRect();
    return message.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(takesTap, 'the message takes a tap meant for what it covers').toBe(false);
  await expect.poll(() => calls(requests, 'POST', /\/message-request$/), 'no message post').toHaveLength(1);
  const body = calls(requests, 'POST', /\/message-request$/)[0].postDataJSON();
  expect(String(body.image_url).startsWith('data:image/png'), JSON.stringify(body)).toBeTruthy();

  await test.step("Back closes the conversation, then the property's leads: the phone stays on Leads", async () => {
    await page.goBack();
    await expect(chat).toBeHidden();
    await expect(group.getByRole('button', { name: 'Percakapan' }).first()).toBeVisible();
    await page.goBack();
    await expect(group).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/leads$/);
    await expect(card.getByRole('button', { name: 'Lihat leads' })).toBeVisible();
  });

  await test.step('the search has a close button and a hint for a finger; Back closes it on the same page', async () => {
    await page.getByRole('button', { name: 'Cari layar atau data (Ctrl+K)' }).tap();
    const search = page.getByRole('dialog', { name: 'Pergi ke' });
    await expect(search.getByText('Ketuk hasil untuk membukanya.')).toBeVisible();
    await expect(search.getByText(/Ctrl/)).toHaveCount(0);
    await search.getByRole('button', { name: 'Tutup pencarian' }).tap();
    await expect(search).toBeHidden();
    await page.getByRole('button', { name: 'Cari layar atau data (Ctrl+K)' }).tap();
    await expect(search).toBeVisible();
    await page.goBack();
    await expect(search).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/leads$/);
  });
});

// (one phone page for these, by touch, moving inside the app: a fresh load costs more than a step; the
// sign-out last)
test("phone, by touch: a visit booked from the agenda, its date-time picker within the screen; a field's clear button is a finger's target, the row of actions fades where it goes on, turned sideways (844 x 390) the list is still cards; the bell opens a full-width sheet and marks all read; the profile menu opens by a tap, stays open and signs out", async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(120_000);
  const { page, requests } = await open('/dashboard/schedule', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
  });

  await test.step('a visit booked from the agenda, its date-time picker within the screen', async () => {
    const agenda = page.getByRole('region', { name: 'Agenda jadwal' });
    await agenda.waitFor({ timeout: 45000 });
    await expect(page.locator('.ant-picker-calendar'), 'the month grid is still shown').toHaveCount(0);
    // next week: every day of it is ahead
    await agenda.getByRole('button', { name: 'Minggu berikutnya' }).click();
    const book = agenda.getByRole('button', { name: /^Buat jadwal / }).first();
    expect(await onScreen(book), 'the booking button is not within the screen').toBeTruthy();
    await book.click();
    const body = await bookVisit(page, requests, async () => {
      const form = dialogTitled(page, 'Tambah Jadwal Kunjungan');
      await form.getByLabel('Tanggal').tap();
      const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      await popup.waitFor();
      // Monday, the previous-month arrows and "Sekarang" on the screen: the whole popup is
      const box = await popup.boundingBox();
      expect(
        box &&
          box.x >= 0 &&
          box.x + box.width <= PHONE.width &&
          box.y >= 0 &&
          box.y + box.height <= PHONE.height,
        `the picker is off the screen: ${JSON.stringify(box)}`,
      ).toBeTruthy();
      const minutes = popup
        .locator('.ant-picker-time-panel-column')
        .nth(1)
        .locator('.ant-picker-time-panel-cell-inner');
      await expect(minutes, 'the minutes are not steps of 5').toHaveText(
        Array.from({ length: 12 }, (_, step) => String(step * 5).padStart(2, '0')),
      );
      await screenshotAs(page, 'phone-agenda-book');
      await popup.getByRole('button', { name: 'Baik' }).tap();
      await expect(popup).toHaveCount(0);
    });
    expect(
      body.customer_name === 'Agus Salim' && new Date(body.date).getHours() === 10,
      JSON.stringify(body),
    ).toBeTruthy();
    await agenda.getByText(/Agus Salim/).waitFor();
    const rights = await agenda
      .locator('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().right));
    expect(
      Math.max(...rights),
      `a button of the agenda is cut off: ${Math.max(...rights)}`,
    ).toBeLessThanOrEqual(PHONE.width);
    await screenshotAs(page, 'phone-agenda');
  });

  await test.step('the listing as cards', async () => {
    await moveTo(page, '/dashboard/listing');
    await page.locator('.resource-card').first().waitFor({ timeout: 45000 });

    await test.step('the actions that scroll sideways fade out at the edge until scrolled to their end', async () => {
      const row = page.locator('.list-actions-others');
      const mask = () => row.evaluate((el) => getComputedStyle(el).maskImage);
      await expect.poll(mask).toContain('gradient');
      await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(mask).toBe('none');
    });

    await test.step("a chosen filter's clear button is 32 px or more", async () => {
      await page.getByRole('button', { name: 'Filter' }).tap();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('combobox').first().tap();
      await page.locator('.ant-select-item-option').first().tap();
      const clear = drawer.locator('.ant-select-clear').first();
      const box = await clear.boundingBox();
      expect(box.width >= 32 && box.height >= 32, `clear button ${box.width} x ${box.height}`).toBe(true);
    });

    await test.step('turned sideways, the phone keeps the cards', async () => {
      const { page: turned } = await open('/dashboard/listing', {
        as: ACCOUNTS.superadmin,
        viewport: { width: 844, height: 390 },
        touch: true,
      });
      await turned.locator('.resource-card').first().waitFor({ timeout: 45000 });
      await expect(turned.locator('.ant-table')).toHaveCount(0);
    });
  });

  await test.step('the bell opens a full-width sheet and marks all read', async () => {
    await moveTo(page, '/dashboard');
    const bell = page.getByRole('button', { name: 'Notifikasi', exact: true });
    const badge = page.locator('.notif-bell .ant-badge-count');
    await badge.waitFor({ timeout: 45000 });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifikasi' });
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(
      box && box.x >= 0 && box.x + box.width <= PHONE.width && box.width >= PHONE.width - 40,
      JSON.stringify(box),
    ).toBeTruthy();
    await screenshotAs(page, 'phone-bell');
    await panel.getByRole('button', { name: /^Tandai Sudah Dibaca \(\d+\)$/ }).click();
    await expect(badge, 'the badge stays').toHaveCount(0);
  });

  await test.step('the profile menu opens by a tap and stays open; a tap outside closes it; a tap signs out', async () => {
    await page.keyboard.press('Escape');
    const profile = page.getByRole('button', { name: /Menu profil/ });
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: /Sign Out/ }) });
    await profile.tap();
    await expect(menu).toBeVisible();
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    // still open for the next tap: the theme changes
    await menu.getByRole('menuitem', { name: /Gelap/ }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(menu).toBeHidden();
    await profile.tap();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).first().tap();
    await expect(menu).toBeHidden();
    await profile.tap();
    await menu.getByRole('menuitem', { name: /Sign Out/ }).tap();
    await expect(page).toHaveURL(/\/$/);
  });
});

/** The visible controls under `scope` less than 44 px high (a field is measured by its box). */
function smallControls(page, scope) {
  return page.evaluate((root) => {
    const selector =
      'button, a[href], input:not([type=file]), .ant-input-affix-wrapper, .ant-input-number-affix-wrapper, .ant-input-number, .ant-select';
    return [...document.querySelector(root).querySelectorAll(selector)]
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          !element.closest('.shell-drawer') &&
          !element.parentElement?.closest(
            '.ant-input-affix-wrapper, .ant-input-number-affix-wrapper, .ant-select, .ant-input-number',
          ),
      )
      .map((element) => ({
        name: element.getAttribute('aria-label') || element.textContent?.trim() || element.className,
        height: element.getBoundingClientRect().height,
      }))
      .filter((control) => control.height < 44)
      .map((control) => `${control.name}: ${control.height}`);
  }, scope);
}

/**
 * Every tap target (link, button, checkbox) of the first cards under `scope`, with its box: what a
 * finger can hit on a card.
 */
function cardTargets(scope) {
  return scope.locator('.resource-card:visible').evaluateAll((cards) =>
    cards.slice(0, 4).flatMap((card, index) =>
      [...card.querySelectorAll('a[href], button, input[type="checkbox"], [role="button"]')]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
          return {
            name: `card ${index + 1}: ${name}`,
            x: box.x,
            y: box.y,
            width: box.width,
            height: box.height,
          };
        }),
    ),
  );
}

/** The targets under 44 x 44 px, and the pairs whose boxes overlap (half a pixel of rounding aside). */
function tapTargetFaults(targets) {
  const small = targets
    .filter((one) => one.width < 43.5 || one.height < 43.5)
    .map((one) => `${one.name}: ${one.width.toFixed(1)} x ${one.height.toFixed(1)}`);
  const overlaps = [];
  for (const [at, one] of targets.entries()) {
    for (const other of targets.slice(at + 1)) {
      const across = Math.min(one.x + one.width, other.x + other.width) - Math.max(one.x, other.x);
      const down = Math.min(one.y + one.height, other.y + other.height) - Math.max(one.y, other.y);
      if (across > 0.5 && down > 0.5) overlaps.push(`${one.name} / ${other.name}`);
    }
  }
  return { small, overlaps };
}

/** Checks the first cards under `scope`: each tap target 44 x 44 px or more, none over another. */
async function expectClearTargets(scope, where) {
  const targets = await cardTargets(scope);
  expect(targets.length, `${where}: no tap target measured`).toBeGreaterThan(0);
  const { small, overlaps } = tapTargetFaults(targets);
  expect(small, `${where}: tap targets under 44 x 44 px:\n${small.join('\n')}`).toEqual([]);
  expect(overlaps, `${where}: tap targets over one another:\n${overlaps.join('\n')}`).toEqual([]);
}

test("phone: each tap target on a card is 44 x 44 px or more and none lies over another; a tap on a WhatsApp link's centre reaches the link, not the card's menu", async ({
  open,
}) => {
  test.setTimeout(120_000);
  const { page, consoleErrors } = await open('/dashboard/bi-checking', {
    as: ACCOUNTS.superadmin,
    viewport: PHONE,
    touch: true,
  });
  const screenNow = page.locator(CURRENT_SCREEN);

  // lists whose cards show a phone number (call and WhatsApp links) beside the card's menu
  await screenNow.locator('.resource-card .phone-link-wa').first().waitFor({ timeout: 45000 });
  await expectClearTargets(screenNow, 'BI Checking');
  await moveTo(page, '/dashboard/find-properti');
  await screenNow.locator('.resource-card .phone-link-wa').first().waitFor({ timeout: 30000 });
  await expectClearTargets(screenNow, 'Carikan Properti');

  // a property's leads: cards in a drawer, with a checkbox, the number's links, "Percakapan" and the menu
  await moveTo(page, '/dashboard/leads');
  await screenNow.locator('.resource-card').first().waitFor({ timeout: 30000 });
  await expectClearTargets(screenNow, 'Potensi Leads');
  await screenNow.locator('.resource-card').first().getByRole('button', { name: 'Lihat leads' }).tap();
  const group = dialogTitled(page, /^Leads/);
  const wa = group
    .locator('.resource-card')
    .getByRole('link', { name: /^Kirim WhatsApp ke / })
    .first();
  await wa.waitFor();
  await stillScreen(page);
  await expectClearTargets(group, "a property's leads");

  await wa.scrollIntoViewIfNeeded();
  const box = await wa.boundingBox();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  expect(
    await wa.evaluate((link, { x, y }) => link.contains(document.elementFromPoint(x, y)), centre),
    "the WhatsApp link's centre is covered by something else",
  ).toBe(true);
  // where the tap lands (the chat itself would open in a new tab: held back once seen)
  await page.evaluate(() => {
    window.__tapped = null;
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const link = target?.closest('a');
        window.__tapped = link?.getAttribute('aria-label') ?? target?.outerHTML.slice(0, 120) ?? 'nothing';
        if (link?.href.startsWith('https://wa.me/')) event.preventDefault();
      },
      { capture: true, once: true },
    );
  });
  await page.touchscreen.tap(centre.x, centre.y);
  await expect
    .poll(() => page.evaluate(() => window.__tapped), {
      message: 'what the tap on the WhatsApp link reached',
    })
    .toBe(await wa.getAttribute('aria-label'));
  await expect(
    page.locator('[aria-haspopup="menu"][aria-expanded="true"]'),
    "a card's menu opened",
  ).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Hapus' })).toHaveCount(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});
