import * as icons from '@ant-design/icons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

const user = userEvent.setup({ delay: null });
withDemoBackend();

/** antd's icon names ("plus", "delete", "menu-fold"), which an icon left unhidden adds to a name. */
const iconNames = new Set(
  Object.keys(icons)
    .filter((name) => /(Outlined|Filled|TwoTone)$/.test(name))
    .map((name) =>
      name
        .replace(/(Outlined|Filled|TwoTone)$/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase(),
    ),
);
const ENGLISH = /\b(Close|Increase Value|Decrease Value|optional)\b/;
/** The English words of the menu labels (SPEC.md fixes them as menu names, not as names of a record). */
const MENU_ENGLISH =
  /\b(List|Users|Subscribes?|Ads|Package|Subsc|Logs|Report|Share|Withdrawal|Payment|Notification|Checking)\b/;
const ICON_FIRST = new RegExp(`^(${[...iconNames].join('|')})( |$)`);
const ROLES = [
  'button',
  'link',
  'menuitem',
  'img',
  'checkbox',
  'switch',
  'tab',
  'textbox',
  'combobox',
  'spinbutton',
];

/** Every accessible name in `root` (as a screen reader reads it) that is English or starts with an icon's name. */
function englishNames(root: HTMLElement): string[] {
  const offending = (name: string) => ENGLISH.test(name) || ICON_FIRST.test(name);
  const names = ROLES.flatMap((role) =>
    within(root)
      .queryAllByRole(role, { name: offending })
      // what a named element holds is read by that name
      .filter((el) => !el.parentElement?.closest('[aria-label]'))
      .map((el) => `${role}: ${el.getAttribute('aria-label') ?? el.textContent}`),
  );
  const labels = [...root.querySelectorAll('label')].map((label) => label.textContent ?? '');
  return [...names, ...labels.filter((text) => ENGLISH.test(text))];
}

describe('accessible names are Indonesian', { timeout: 60000 }, () => {
  it('on a list and its create form: "Tambah" (no icon name), "Tutup" (not "Close"), no English steppers', async () => {
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull(), {
      timeout: 30000,
    });
    expect(englishNames(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Listing' });
    expect(within(dialog).getByLabelText('Luas Tanah')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    expect(englishNames(document.body)).toEqual([]);
  });

  it('on the blast form: an optional field says "(opsional)"', async () => {
    renderApp('/dashboard/notification', { as: SUPERADMIN });
    const field = await screen.findByLabelText('Isi Notifikasi', {}, { timeout: 30000 });
    const form = field.closest('form') as HTMLElement;
    await waitFor(() => expect(document.querySelector('.anticon-loading')).toBeNull());
    expect(within(form).getByText('(opsional)')).toBeInTheDocument();
    expect(englishNames(document.body)).toEqual([]);
  });

  it('in the palette, a create entry is named as its form is ("Tambah Jadwal Kunjungan"), not by an English menu name', async () => {
    renderApp('/dashboard', { as: SUPERADMIN });
    await user.click(
      await screen.findByRole('button', { name: 'Cari layar atau data (Ctrl+K)' }, { timeout: 30000 }),
    );
    const input = await screen.findByRole('combobox', { name: /Ketik nama layar/ }, { timeout: 15000 });
    await user.type(input, 'tambah');
    const list = await screen.findByRole('group', { name: 'Layar' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(5));
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.querySelector('.palette-label')?.textContent ?? '');
    expect(names).toContain('Tambah Jadwal Kunjungan');
    expect(names.filter((name) => name.startsWith('Tambah') && MENU_ENGLISH.test(name))).toEqual([]);
  });
});
