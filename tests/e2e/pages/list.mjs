import { expect } from '../fixtures.mjs';

// The generic list (src/engine/list) as a person uses it.
export class ListPage {
  constructor(page) {
    this.page = page;
    // a list's own rows (they take part in its keyboard): not another table's on the screen it was
    // opened from, which stays until the list is ready (the dashboard's table of agents)
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row[data-list-row]');
  }

  /** Goes to a list route (under /dashboard) and waits for its rows. */
  async goto(path) {
    await this.page.goto(path.startsWith('/') ? path : `/dashboard/${path}`);
    await this.waitForRows();
  }

  // a first visit's rows: 5 s alone, past 15 s beside two other tests on the 2-core machine (the
  // demo's worker installs and keeps the app meanwhile)
  async waitForRows(timeout = 30000) {
    await this.rows.first().waitFor({ timeout });
  }

  /**
   * Waits until the rows shown are the server's, as a person would: none kept on the device (their
   * age, "Data pukul 10.32", is said) and no call for them on its way (the table's spinner).
   */
  async waitForServerRows(timeout = 30000) {
    const dataAge = this.page.getByText(/^Data (\d+\/\d+ )?pukul/);
    const loading = this.page.locator('.list-table .ant-spin-spinning');
    await expect
      .poll(
        async () =>
          (await this.rows.count()) > 0 && (await dataAge.count()) === 0 && (await loading.count()) === 0,
        { timeout, message: "the list's rows did not settle on the server's" },
      )
      .toBe(true);
  }

  heading(name) {
    return this.page.getByRole('heading', { name });
  }

  /** The row that shows `text`. */
  row(text) {
    return this.rows.filter({ hasText: text });
  }

  /** Types into the search box and presses Enter. */
  async search(text) {
    await this.page.getByPlaceholder('Cari data').fill(text);
    await this.page.getByPlaceholder('Cari data').press('Enter');
  }

  /** Picks `option` in the filter select named `label` (e.g. "Pilih Status"). */
  async filter(label, option) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .click();
  }

  async sortBy(column) {
    await this.page.getByRole('columnheader', { name: column }).click();
  }

  async goToPage(number) {
    await this.page.locator(`.ant-pagination-item-${number}`).click();
  }

  /**
   * Chooses `item` in the "Aksi lainnya" menu of `row`, once the menu has finished opening. The
   * dialog the item opens is named `dialogName`: if a click landed while the menu was still moving
   * in and did not take, the item is chosen again (a person would simply click again).
   */
  async rowMenu(row, item, dialogName) {
    const dialog = this.page.getByRole('dialog', { name: dialogName });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (!(await this.page.getByRole('menuitem', { name: item }).isVisible()))
        await row.getByRole('button', { name: 'Aksi lainnya' }).click();
      await this.page
        .locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-enter"]):not([class*="-appear"])')
        .waitFor();
      await this.page.getByRole('menuitem', { name: item }).click();
      try {
        await dialog.waitFor({ timeout: 5000 });
        return dialog;
      } catch {
        // the click did not take: try again
      }
    }
    throw new Error(`"${item}" in the row menu opened no dialog "${dialogName}"`);
  }

  /** Presses a row's button (e.g. "Ubah", "Hapus") on the row that shows `text`. */
  async rowAction(text, action) {
    await this.row(text).first().getByRole('button', { name: action }).click();
  }

  /** Confirms the open "are you sure" popover (e.g. "Ya, hapus"). */
  async confirm(button = 'Ya, hapus') {
    await this.page.getByRole('button', { name: button }).click();
  }

  /** The texts of the status tags in the table. */
  tags() {
    return this.page.locator('.ant-table-tbody .ant-tag').allTextContents();
  }

  /** A success or error message toast. */
  message(text) {
    return this.page.getByText(text);
  }
}
