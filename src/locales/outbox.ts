/** The outbox: changes kept until they are sent, and what a person is asked about them. */
export const outboxTexts = {
  /** changes no page sent, which the person decides on (title of the dialog) */
  unsentTitle: '{count} perubahan belum terkirim',
  unsentIntro: 'Perubahan ini belum dikirim. Kirim sekarang, atau buang bila tidak diperlukan lagi.',
  changedSince: 'Data ini sudah diubah sejak perubahan dibuat.',
  money: 'Keputusan keuangan dikirim hanya setelah Anda memeriksanya.',
  /** a new record sent once without an answer: it may exist already */
  unknownAnswer:
    'Belum diketahui apakah data ini sudah tersimpan (pengiriman sebelumnya tidak mendapat jawaban). Periksa daftarnya dulu: Kirim bisa membuat data ganda.',
  send: 'Kirim',
  discard: 'Buang',
  close: 'Nanti saja',
  /** the record a stored action changes is no longer there */
  gone: 'Perubahan tertunda tidak dikirim karena datanya sudah tidak ada: {list}',
  /** changes that waited longer than the outbox keeps them */
  expired: 'Perubahan yang tertunda lebih dari 7 hari dibuang tanpa dikirim: {list}',
  /** the browser's storage refused to keep a change */
  storageFull:
    'Penyimpanan peramban penuh: perubahan terbaru hanya disimpan di tab ini. Jangan tutup tab ini sampai perubahan terkirim.',
  /** a deliberate sign-out while something would be lost or is still on its way */
  signOutTitle: 'Keluar sekarang?',
  signOutDraftsHere: '{count} formulir belum disimpan di tab ini.',
  signOutDraftsElsewhere: '{count} formulir belum disimpan di tab lain.',
  signOutDraftsGone: 'Isian yang belum disimpan dihapus dari perangkat ini saat Anda keluar.',
  signOutWaiting: '{count} perubahan belum terkirim: dikirim dulu sebelum keluar.',
  signOutKept:
    '{count} perubahan belum terkirim tetap tersimpan di perangkat ini dan dikirim setelah Anda masuk lagi.',
  signOutConfirm: 'Tetap keluar',
  signOutBack: 'Kembali',
  /** a decision on money asked for offline: not sent, now or later by itself */
  moneyOffline:
    'Tidak ada koneksi. Keputusan keuangan ini belum dikirim dan tidak akan dikirim otomatis. Coba lagi saat online.',
  /** "Simpan" offline with a photo not yet sent: the form stays open, its input in its draft */
  formOffline:
    'Tidak ada koneksi. Formulir belum disimpan; isiannya tetap ada di formulir dan di perangkat ini. Simpan lagi saat online.',
  /** "Simpan" offline (or no answer): the change waits in the outbox and the form closes */
  formKept: 'Disimpan di perangkat. Akan dikirim saat online.',
  /** a change made on a page that writes the Refine way, kept because it could not leave now */
  keptNamed: '{name}: disimpan di perangkat. Akan dikirim saat online.',
  /** "Batalkan" on a save already on its way: its answer is unknown */
  formCancelledUnknown:
    'Penyimpanan dibatalkan, tetapi mungkin sudah diterima server. Perubahan disimpan di perangkat ini dan ditanyakan dulu sebelum dikirim lagi.',
  /** a record with a change waiting in the outbox, on its row */
  waitingRow: 'Menunggu dikirim',
  waitingRowLabel: 'Perubahan data ini menunggu dikirim',
  /** the list of the signed-in user's waiting changes (opened from the banner) */
  listOpen: 'Lihat perubahan',
  listTitle: 'Perubahan di perangkat ini',
  listEmpty: 'Tidak ada perubahan yang menunggu dikirim.',
  listIntro:
    'Perubahan ini dikirim otomatis saat online. Batalkan agar tidak dikirim; perubahan yang dibatalkan tetap di sini sampai Anda mengirim atau membuangnya.',
  stateWaiting: 'Menunggu dikirim',
  stateSending: 'Sedang dikirim: tidak dapat dibatalkan lagi',
  /** a try whose answer never came within its time limit */
  stateUnknown: 'Sudah dicoba, jawabannya belum diketahui: diperiksa dulu sebelum dikirim lagi',
  /** the service failed for a moment: tried again by itself */
  stateRetry: 'Layanan sedang bermasalah: dicoba lagi otomatis pukul {time}',
  /** the server refused it: its words, until the person sends it again or throws it away */
  stateFailed: 'Ditolak server: {reason}',
  stateFailedNoReason: 'Ditolak server. Kirim lagi atau buang.',
  /** "Batalkan" or "Buang" on a change already on its way */
  onItsWay: '{name} sedang dikirim dan tidak dapat dibatalkan lagi.',
  /** a change the service failed on for a moment (a 503, a proxy's page) */
  retryLater: 'Layanan sedang bermasalah. {name} tetap tersimpan di perangkat ini dan dikirim lagi otomatis.',
  stateHeld: 'Ditahan: dikirim setelah Anda masuk lagi',
  /** a change kept while the app is offline */
  stateOffline: 'Menunggu koneksi: dikirim otomatis saat online',
  stateRetrySoon: 'Dikirim lagi otomatis pukul {time}',
  /** what a change does to a field, in the outbox's list ("Harga: Rp 850 jt → Rp 900 jt") */
  changeFrom: 'dari',
  changeTo: 'menjadi',
  stateCancelled: 'Dibatalkan: tidak dikirim',
  cancel: 'Batalkan',
  /** the banner when online: changes the person cancelled, or that still wait */
  unsentCount: '{count} perubahan belum terkirim.',
} as const;
