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
  /** failed ones the outbox no longer keeps: it sent them again by itself, or the person threw them away */
  failedLeft: '{count} yang gagal tidak menunggu lagi: sudah dikirim ulang otomatis atau dibuang.',
  /** some failures were refusals: only the others are sent again */
  retrySome: 'Coba lagi {count} yang gagal',
  refusedNoRetry:
    '{count} ditolak oleh server dan tidak akan berhasil bila dikirim lagi, jadi tidak dicoba lagi.',
  /** the contract's message, once for the whole run, with the count */
  doneMessage: '{message} ({count} data)',
  pending: '{label}: {count} data',
  pendingOne: '{label}: {title}',
  /** a bulk edit of one field ("Ubah kolom") */
  editFields: 'Ubah kolom',
  editLabel: 'Ubah {label}',
  editTitle: 'Ubah kolom: {count} data',
  editField: 'Kolom',
  editFieldPlaceholder: 'Pilih kolom yang diubah',
  editNext: 'Lanjut',
  editBack: 'Kembali',
  editConfirm: 'Ubah {label} menjadi "{value}" untuk {count} data?',
  editConfirmYes: 'Ya, ubah {count} data',
  /** "Lanjut" without a value: a bulk edit needs one (clearing is its own, named choice) */
  editNeedsValue: 'Isi nilai baru untuk {label}, atau pilih Kosongkan.',
  editNeedsValueRequired: 'Isi nilai baru untuk {label}. {label} wajib diisi, jadi tidak dapat dikosongkan.',
  /** clearing a field that is not required, on every chosen record: says what is lost */
  editClear: 'Kosongkan {label} pada {count} data',
  editClearConfirm: '{label} pada {count} data akan dikosongkan. Nilai lamanya hilang.',
  editClearYes: 'Ya, kosongkan {label} pada {count} data',
  editRequiredEmpty: '{label} wajib diisi dan tidak dapat dikosongkan.',
  editGone: 'Data ini sudah dihapus.',
  editUndoHint: 'Setelah dijalankan, perubahan masih dapat diurungkan sebentar dengan "Urungkan".',
  /** the selection beyond the page */
  pageChosen: 'Semua {count} di halaman ini dipilih.',
  chooseAll: 'Pilih semua {total} hasil',
  chooseAllUncounted: 'Pilih semua hasil',
  allChosen: '{count} hasil dipilih.',
  readingAll: 'Membaca hasil: {done} dari {total} ...',
  readingAllUncounted: 'Membaca hasil: {done} ...',
  readingCancel: 'Batalkan',
  readFailed:
    'Tidak semua hasil dapat dibaca ({done} dari {total}). Pilihan tetap {count} data di halaman ini.',
  readRetry: 'Coba lagi',
  tooMany: 'Paling banyak {max} data dapat dipilih sekaligus. Persempit dengan filter atau pencarian.',
  selectPageCards: 'Pilih semua di halaman ini',
  undo: 'Urungkan',
  /** changes kept while their author was signed out, sent after the same user signed in again */
  storedSent: 'Perubahan tertunda sudah dikirim: {list}',
  storedFailed: 'Perubahan tertunda gagal dikirim: {list}',
  storedDiscarded: 'Perubahan tertunda tidak dikirim karena pengguna lain masuk di peramban ini: {list}',
  signingOut: 'Mengirim {count} perubahan ...',
  signOutOverdue:
    '{count} perubahan belum terkirim dalam 10 detik. Perubahan itu disimpan di peramban ini dan dikirim setelah Anda masuk lagi.',
  /** a bulk run stopped by the end of its session: what it had not sent yet */
  storedCount: '{count} tertunda',
  storedWhy: 'Sesi berakhir sebelum data ini terkirim. Data ini dikirim setelah Anda masuk lagi:',
} as const;
