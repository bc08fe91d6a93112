// The generic list (src/components/resource-list) as a person uses it.
export class ListPage {
  constructor(page) {
    this.page = page;
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
  }

  /** Goes to a list route (under /dashboard) and waits for its rows. */
  async goto(path) {
    await this.page.goto(path.startsWith('/') ? path : `/dashboard/${path}`);
    await this.waitForRows();
  }

  async waitForRows(timeout = 15000) {
    await this.rows.first().waitFor({ timeout });
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
