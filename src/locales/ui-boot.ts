/**
 * The texts the app needs before anyone is signed in (the login page, the loading line, the brand, a
 * crash): kept apart from `ui` so that the login page loads none of the screens' texts. `ui` includes
 * them under the same names.
 */
export const bootUi = {
  loading: 'Loading ...',
  /** a call asked for while offline (the login's too): it is not sent */
  offlineCall: 'Tidak ada koneksi. Tidak ada yang dikirim; coba lagi saat perangkat kembali online.',
  brand: '{product} Admin',
  login: {
    title: 'Masuk ke Back-office',
    subtitle: 'Kelola listing, leads dan data master properti.',
    email: 'Email',
    emailPlaceholder: 'nama@perusahaan.id',
    password: 'Kata Sandi',
    emailRequired: 'Email wajib diisi.',
    emailInvalid: 'Format email tidak valid.',
    passwordRequired: 'Kata sandi wajib diisi.',
    submit: 'Masuk',
    failedTitle: 'Gagal masuk',
    /** changes stored on this browser for their author (a session that ended before they were sent) */
    stored: 'Ada {count} perubahan yang belum terkirim di peramban ini. Perubahan itu dikirim setelah pemiliknya masuk lagi.',
  },
  /** a new deployment's code is on the device (src/boot/app-worker.ts): offered, never forced */
  update: {
    text: 'Versi baru tersedia.',
    reload: 'Muat ulang',
    reloadLabel: 'Muat ulang ke versi baru',
  },
  crash: {
    title: 'Halaman ini mengalami kesalahan',
    text: 'Terjadi kesalahan saat menampilkan halaman. Halaman lain tetap dapat digunakan.',
    retry: 'Coba lagi',
    appTitle: 'Aplikasi mengalami kesalahan',
    appText: 'Terjadi kesalahan yang tidak terduga. Muat ulang halaman untuk melanjutkan.',
    reload: 'Muat ulang halaman',
    chunkTitle: 'Versi baru aplikasi tersedia',
    chunkText:
      'Sebagian aplikasi gagal dimuat, mungkin karena aplikasi baru saja diperbarui atau koneksi terputus. Muat ulang halaman untuk melanjutkan.',
    /** code not yet on this device, asked for while offline: the page stays and loads it when online */
    offlineTitle: 'Tidak ada koneksi',
    close: 'Tutup',
    offlineText:
      'Bagian ini belum tersimpan di perangkat dan tidak bisa dimuat tanpa koneksi. Bagian ini dimuat lagi begitu perangkat kembali online.',
  },
} as const;

/** Fills `{name}` placeholders of a text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
