// Every screen fits a 1366 x 850 desktop (each generic list's columns and values: the route tour,
// all-routes.spec.mjs): the header stays in view on a long page; a detail page keeps a price on one line
// and a long title to two lines beside its buttons; the delete confirmation stays clear.
import { expect, test } from '../fixtures.mjs';
import { coveredByToast, ROWS, VIEWPORT } from '../lib/fit.mjs';
import { ACCOUNTS, submitLogin } from '../lib/session.mjs';
import { moveTo } from '../lib/ui.mjs';

// (one page load for the listing screen's checks: a fresh signed-in load costs more than a step)
test('the listing screen fits: its column headers stay in view below the top bar, a row\'s delete offers "Urungkan" clear of the window\'s edges and of the last rows, its detail keeps the price on one line and a long title to two', async ({
  open,
}) => {
  const { page, served } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: VIEWPORT,
  });
  await test.step('a long list keeps its column headers in view below the top bar', async () => {
    await page.locator(ROWS).nth(9).waitFor({ timeout: 30_000 });
    const barBottom = await page.locator('.shell-header').evaluate((el) => el.getBoundingClientRect().bottom);
    await page.locator(ROWS).nth(6).hover();
    await page.mouse.wheel(0, 500);
    await page.waitForFunction(() => document.scrollingElement.scrollTop > 300);
    const head = page.getByRole('columnheader', { name: 'Harga' });
    const box = await head.boundingBox();
    expect(box, 'no "Harga" header').not.toBe(null);
    expect(
      Math.abs(box.y - barBottom),
      `the header row is at ${Math.round(box.y)} px, not below the top bar (${Math.round(barBottom)} px)`,
    ).toBeLessThanOrEqual(1);
  });

  await test.step('a delete from a row offers "Urungkan" in a notice clear of the window\'s edges and, scrolled to the end, of the last rows; undone, nothing is sent', async () => {
    await page.locator(ROWS).first().getByRole('button', { name: 'Hapus' }).click();
    const undo = page.getByRole('button', { name: 'Urungkan' });
    await undo.waitFor();
    const notice = page.locator('.ant-notification-notice').filter({ has: undo });
    // measured once the notice has slid in
    const marginOf = async () => {
      const box = await notice.boundingBox();
      return box
        ? Math.min(box.x, box.y, VIEWPORT.width - box.x - box.width, VIEWPORT.height - box.y - box.height)
        : -Infinity;
    };
    await expect
      .poll(marginOf, { message: "the notice's distance from the window's edge" })
      .toBeGreaterThanOrEqual(8);
    // scrolled to its end, the list's last rows and its pager stand clear of the notice
    await expect
      .poll(() => coveredByToast(page, notice, `${ROWS}, .resource-list .ant-pagination`), {
        message: 'rows under the undo toast at the end of the page',
      })
      .toEqual([]);
    await undo.click();
    await undo.waitFor({ state: 'hidden' });
    expect(
      (await served()).some((request) => request.method() === 'DELETE'),
      'an undone delete was sent',
    ).toBeFalsy();
  });

  await test.step('a listing detail keeps its price on one line and labels every field in Indonesian', async () => {
    await page.locator(`${ROWS} td a[href*="/dashboard/listing/"]`).first().click();
    const price = page
      .locator('.ant-descriptions-item-label', { hasText: /^Harga$/ })
      .locator('xpath=following-sibling::*[1]')
      .locator('.value-money');
    await price.waitFor({ timeout: 30_000 });
    const lines = await price.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      return {
        rects: el.getClientRects().length,
        height: el.getBoundingClientRect().height,
        lineHeight,
        text: el.textContent,
      };
    });
    expect(
      lines.rects === 1 && lines.height <= lines.lineHeight + 1,
      `"${lines.text}" spans ${lines.rects} boxes, ${lines.height} px high for a ${lines.lineHeight} px line`,
    ).toBeTruthy();
    const labels = await page.locator('.ant-descriptions-item-label').allTextContents();
    const raw = labels.filter((label) => /^[a-z]+(_[a-z]+)+$/.test(label.trim()));
    expect(raw, `raw keys as labels: ${raw.join(', ')}`).toHaveLength(0);
    expect(labels.includes('Diperbarui'), `no "Diperbarui" among ${labels.join(', ')}`).toBeTruthy();
  });

  await test.step('a 500-character title (saved before the limit, or by another client) is cut to two lines and the buttons keep one row', async () => {
    const heading = page.getByRole('heading', { level: 1 });
    // the title's own text node gets the long text, as the server would send it
    await heading.evaluate((el) => {
      el.firstChild.data = `${'Rumah Mewah Strategis '.repeat(22)}Dago`.slice(0, 500);
    });
    const title = await heading.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(
      title.height,
      `the title is ${title.height} px high for a ${title.line} px line (more than two lines)`,
    ).toBeLessThanOrEqual(2 * title.line + 1);
    const tops = await page
      .locator('.page-header-extra button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(
      tops.length >= 2 && new Set(tops).size === 1,
      `the header's buttons are not in one row: ${tops}`,
    ).toBeTruthy();
  });
});

test("after sign-in the shell and the screens' route come in one file, not one after the other", async ({
  open,
}) => {
  const { page } = await open('/', { viewport: VIEWPORT });
  await page.getByLabel('Kata Sandi').waitFor();
  const asked = [];
  page.on('request', (request) => {
    const name = /\/assets\/(signed-in|Shell|ResourceRoute)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) asked.push(name);
  });
  await submitLogin(page, ACCOUNTS.superadmin);
  await page.locator('.ant-statistic-content-value').first().waitFor({ timeout: 30_000 });
  // the two and the list screen are one chunk (build/chunk-groups.ts's signed-in), asked for once
  expect(asked, "the files of the shell and the screens' route").toEqual(['signed-in']);
});

/** The cells of `column` (a header's text) in the list on screen whose text takes more than one line. */
function brokenCells(page, column) {
  return page.evaluate((name) => {
    const table = document.querySelector('.resource-list .ant-table');
    const heads = [...table.querySelectorAll('.ant-table-thead th')];
    const index = heads.findIndex((th) => th.textContent.trim() === name);
    if (index < 0) return [`no "${name}" column`];
    return [...table.querySelectorAll('.ant-table-tbody tr.ant-table-row')]
      .map((row) => row.children[index])
      .filter((cell) => cell && cell.textContent.trim())
      .filter((cell) => {
        // the lines of its text (an icon beside it, as a phone number's call link has, is no line)
        const tops = new Set();
        const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((cell) => cell.textContent.trim());
  }, column);
}

test('codes and phone numbers stay on one line (Potensi Leads, Schedule List), long texts take the room a row leaves (titles, "Isi Notifikasi"); a property\'s leads share the drawer, "Catatan" clear of "Aksi"', async ({
  open,
}) => {
  const { page } = await open('/dashboard/leads', { as: ACCOUNTS.superadmin, viewport: VIEWPORT });
  await test.step('Potensi Leads: "HL-000104" is not broken into "HL-" / "000104"', async () => {
    await page.locator(ROWS).nth(5).waitFor({ timeout: 30_000 });
    expect(await brokenCells(page, 'Kode Properti')).toEqual([]);
    // the titles take the room the row leaves instead of being cut to three lines beside empty space
    expect(await cutTexts(page)).toEqual([]);
  });

  await test.step('the leads drawer: every column within the table, none under "Aksi", no sideways scroll', async () => {
    await page
      .locator(ROWS)
      .first()
      .getByRole('button', { name: /Lihat leads/ })
      .click();
    const drawer = page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-table') });
    await drawer.locator('.ant-table-row').first().waitFor();
    const misplaced = await drawer.evaluate((root) => {
      const body = root.querySelector('.ant-drawer-body').getBoundingClientRect();
      const heads = [...root.querySelectorAll('.ant-table-thead th')];
      const actions = heads.find((th) => th.textContent.trim() === 'Aksi').getBoundingClientRect();
      return heads
        .filter((th) => th.textContent.trim() && th.textContent.trim() !== 'Aksi')
        .map((th) => [th.textContent.trim(), th.getBoundingClientRect()])
        .filter(([, box]) => box.right > actions.left + 1 || box.right > body.right + 1)
        .map(
          ([name, box]) =>
            `${name} ends at ${Math.round(box.right)}, "Aksi" starts at ${Math.round(actions.left)}`,
        );
    });
    expect(misplaced).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  await test.step('Notification: "Isi Notifikasi" is not squeezed to three cut lines', async () => {
    await moveTo(page, '/dashboard/notification');
    await page.locator(ROWS).nth(3).waitFor({ timeout: 30_000 });
    expect(await cutTexts(page)).toEqual([]);
  });

  await test.step('Schedule List: a phone number is not broken over lines', async () => {
    await moveTo(page, '/dashboard/schedule');
    await page.locator(ROWS).nth(3).waitFor({ timeout: 30_000 });
    expect(await brokenCells(page, 'Telepon')).toEqual([]);
  });
});

/** The long texts (titles, notifications) of the list on screen cut short while the table has room. */
function cutTexts(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.resource-list .ant-table-tbody .value-lines')]
      .filter((text) => text.scrollHeight > text.clientHeight + 1)
      .map((text) => `"${text.textContent.slice(0, 40)}" ${text.clientWidth} px wide`),
  );
}
