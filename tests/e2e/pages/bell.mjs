// The notification bell in the header and its hover panel (src/notifications).
export class Bell {
  constructor(page) {
    this.page = page;
    this.button = page.getByRole('button', { name: 'Notifikasi', exact: true });
    this.badge = page.locator('.notif-bell .ant-badge-count');
    this.panel = page.getByRole('region', { name: 'Notifikasi' });
  }

  /** The unread count the badge shows (0 when there is no badge). */
  async count() {
    if ((await this.badge.count()) === 0) return 0;
    const text = (await this.badge.getAttribute('title')) ?? (await this.badge.textContent());
    return Number(text.replace(/\D/g, '')) || 0;
  }

  /** Hovers the bell and returns the panel once it shows. */
  async open() {
    await this.button.hover();
    await this.panel.waitFor();
    return this.panel;
  }

  /** The texts of the panel's items, newest first. */
  texts() {
    return this.panel.locator('.notif-text').allTextContents();
  }

  /** The panel's "mark all read" button, which names the unread count. */
  markAll(unread) {
    return this.panel.getByRole('button', { name: `Tandai Sudah Dibaca (${unread})` });
  }

  /** The panel's unread items (buttons that mark one read, links that open the record they name). */
  unreadItems() {
    return this.panel.locator('.notif-item.is-unread');
  }
}
