/** Texts of the selection bar, bulk runs and undo (Indonesian). */
export const bulkTexts = {
  selected: '{count} dipilih',
  clearSelection: 'Batalkan pilihan',
  selectRow: 'Pilih {title}',
  selectPage: 'Pilih semua baris di halaman ini',
  bar: 'Aksi untuk data yang dipilih',
  askTitle: '{label}: {count} data',
  confirmText: 'Jalankan "{label}" untuk {count} data yang dipilih?',
  skipped: 'Tidak berlaku untuk {count} data, tidak dikirim:',
  noneApplies: 'Aksi ini tidak berlaku untuk data yang dipilih.',
  run: 'Jalankan',
  close: 'Tutup',
  cancelRun: 'Batalkan proses',
  progress: 'Memproses {done} dari {total} data',
  progressLabel: 'Kemajuan proses',
  summaryTitle: 'Hasil: {label}',
  succeeded: '{count} berhasil',
  failed: '{count} gagal',
  cancelled: '{count} dibatalkan, tidak dikirim',
  failures: 'Yang gagal',
  retryFailed: 'Coba lagi yang gagal',
  /** some failures were refusals: only the others are sent again */
  retrySome: 'Coba lagi {count} yang gagal',
  refusedNoRetry:
    '{count} ditolak oleh server dan tidak akan berhasil bila dikirim lagi, jadi tidak dicoba lagi.',
  /** the contract's message, once for the whole run, with the count */
  doneMessage: '{message} ({count} data)',
  pending: '{label}: {count} data',
  pendingOne: '{label}: {title}',
  undo: 'Urungkan',
  /** changes kept while their author was signed out, sent after the same user signed in again */
  heldSent: 'Perubahan tertunda sudah dikirim: {list}',
  heldFailed: 'Perubahan tertunda gagal dikirim: {list}',
  heldDiscarded: 'Perubahan tertunda tidak dikirim karena pengguna lain masuk di peramban ini: {list}',
  signingOut: 'Mengirim {count} perubahan ...',
  signOutLate:
    '{count} perubahan belum terkirim dalam 10 detik. Perubahan itu disimpan di peramban ini dan dikirim setelah Anda masuk lagi.',
  /** a bulk run stopped by the end of its session: what it had not sent yet */
  heldCount: '{count} tertunda',
  heldWhy: 'Sesi berakhir sebelum data ini terkirim. Data ini dikirim setelah Anda masuk lagi:',
} as const;
