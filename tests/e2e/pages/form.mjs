// A resource form in its dialog (src/engine/form): "Tambah X" or "Ubah X".
export class FormDialog {
  constructor(page, title) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async waitFor() {
    await this.dialog.waitFor();
  }

  field(label) {
    return this.dialog.getByLabel(label);
  }

  async fill(values) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Picks `option` in the select labelled `label`. */
  async choose(label, option) {
    await this.field(label).click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .click();
  }

  async save(button = 'Simpan') {
    await this.dialog.getByRole('button', { name: button }).click();
  }

  /** A field's validation message (attached: antd animates it in). */
  async waitForError(text) {
    await this.dialog.getByText(text).waitFor({ state: 'attached' });
  }

  async waitForClosed() {
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
