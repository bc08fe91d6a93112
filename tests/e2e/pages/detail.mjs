// A record's detail view (src/engine/record): its fields as label and value, its actions.
export class DetailView {
  constructor(page) {
    this.page = page;
    this.items = page.locator('.ant-descriptions-item');
  }

  async waitFor(timeout = 15000) {
    await this.page.locator('.ant-descriptions-item-label').first().waitFor({ timeout });
  }

  /** The value shown beside the field labelled `label`. */
  async value(label) {
    const item = this.items.filter({
      has: this.page.locator('.ant-descriptions-item-label', { hasText: label }),
    });
    return (await item.first().locator('.ant-descriptions-item-content').textContent())?.trim();
  }

  /** Every label and value, in order. */
  async fields() {
    const labels = await this.page.locator('.ant-descriptions-item-label').allTextContents();
    const values = await this.page.locator('.ant-descriptions-item-content').allTextContents();
    return Object.fromEntries(labels.map((label, index) => [label.trim(), values[index]?.trim()]));
  }

  action(name) {
    return this.page.getByRole('button', { name });
  }

  /** The link back to the list. */
  back(name = 'Kembali') {
    return this.page.getByRole('link', { name });
  }
}
