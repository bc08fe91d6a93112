import type { I18nProvider } from '@refinedev/core';

/** Refine's own texts, in Indonesian; anything else keeps its default. */
const texts: Record<string, string> = {
  'buttons.save': 'Simpan',
  'buttons.cancel': 'Batal',
  'buttons.clear': 'Bersihkan',
  'buttons.filter': 'Saring',
  'buttons.logout': 'Sign Out',
  'buttons.delete': 'Hapus',
  'buttons.confirm': 'Yakin?',
  'buttons.edit': 'Ubah',
  'buttons.create': 'Tambah',
  'buttons.refresh': 'Muat ulang',
  'pages.error.backHome': 'Kembali ke Dashboard',
  warnWhenUnsavedChanges: 'Perubahan belum disimpan. Yakin ingin menutup?',
};

/** Refine's generic success texts ("Successfully updated ..."): ours come from the registry instead. */
const GENERIC_SUCCESS = /^notifications\.\w*[sS]uccess$/;

export const i18nProvider: I18nProvider = {
  // Refine passes the default text as the second argument when there are no options
  translate: (key, options?: unknown, defaultMessage?: string) =>
    GENERIC_SUCCESS.test(key)
      ? ''
      : (texts[key] ?? defaultMessage ?? (typeof options === 'string' ? options : key)),
  changeLocale: () => undefined,
  getLocale: () => 'id',
};
