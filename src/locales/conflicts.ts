/** Texts of the check made before a change is sent: a record changed or removed elsewhere (Indonesian). */
export const conflictTexts = {
  checking: 'Memeriksa data terbaru ...',
  title: 'Data ini sudah diubah orang lain',
  intro:
    'Sejak formulir ini dibuka, data ini diubah di tempat lain. Pilih nilai yang disimpan untuk setiap isian berikut.',
  mine: 'Nilai Anda',
  theirs: 'Nilai terbaru',
  taken: 'Perubahan lain pada data terbaru tetap dipakai: {labels}.',
  saveChoices: 'Simpan pilihan',
  back: 'Kembali ke formulir',
  goneTitle: 'Data ini sudah dihapus',
  goneText:
    'Data ini dihapus di tempat lain sejak formulir dibuka, jadi perubahan Anda tidak dapat disimpan. Isian Anda tetap ada di formulir ini dan tersimpan sebagai draf di perangkat ini sampai Anda membuangnya.',
  uncheckedTitle: 'Tidak dapat memeriksa perubahan terbaru',
  uncheckedText:
    'Data terbaru tidak dapat dibaca sebelum menyimpan. Jika Anda tetap menyimpan, perubahan orang lain sejak formulir dibuka dapat tertimpa.',
  uncheckedReason: 'Keterangan: {reason}',
  saveAnyway: 'Tetap simpan',
  cancel: 'Batal',
  actionChangedTitle: 'Data ini sudah berubah',
  actionChangedText: 'Sejak ditampilkan, data ini diubah di tempat lain. Tetap jalankan "{label}"?',
  actionUncheckedText:
    'Data terbaru tidak dapat dibaca sebelum mengirim "{label}". Jika tetap dikirim, perubahan orang lain dapat tertimpa.',
  actionGoneText: 'Data ini dihapus di tempat lain. "{label}" tidak dikirim.',
  sendAnyway: 'Tetap kirim',
  before: 'Sebelumnya',
  now: 'Sekarang',
  photo: 'Foto {index}',
} as const;
