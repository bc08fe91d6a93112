/** Texts of the quick replies of a lead conversation (saved texts, filled for the lead and its listing). */
export const quickReplyTexts = {
  open: 'Balasan cepat',
  list: 'Pilih balasan cepat',
  hint: 'Panah atas/bawah untuk memilih, Enter untuk memakai, Esc untuk menutup.',
  empty: 'Belum ada balasan cepat.',
  manage: 'Kelola balasan cepat',
  manageTitle: 'Kelola balasan cepat',
  add: 'Tambah balasan cepat',
  edit: 'Ubah {title}',
  remove: 'Hapus {title}',
  removeAsk: 'Hapus balasan cepat "{title}"?',
  removeOk: 'Hapus',
  title: 'Judul',
  text: 'Teks',
  placeholders:
    'Isian otomatis: {nama} nama lead, {properti} nama properti, {alamat} alamat properti, {peta} tautan Google Maps ke alamat itu. Bagian dalam [kurung siku] harus dilengkapi sebelum balasan dikirim.',
  /** what stands in a reply for a fill the listing has no value for: to be completed before sending */
  missing: { address: '[alamat]', map: '[tautan peta]' },
  /** beside the reply box while a [placeholder] of a quick reply is left in it (sending is refused) */
  gapsLeft: 'Lengkapi bagian {parts} sebelum mengirim.',
  save: 'Simpan',
  cancel: 'Batal',
  close: 'Tutup',
  titleRequired: 'Isi judulnya.',
  textRequired: 'Isi teksnya.',
  tooLong: 'Terlalu panjang (maksimal {max} karakter).',
  full: 'Paling banyak {max} balasan cepat.',
} as const;

/** The quick replies a person starts with (until they change them). */
export const defaultQuickReplies = [
  {
    id: 'salam',
    title: 'Salam',
    text: 'Halo {nama}, terima kasih sudah menghubungi kami tentang {properti}. Ada yang bisa kami bantu?',
  },
  {
    id: 'jadwal-survei',
    title: 'Jadwal survei',
    text: 'Halo {nama}, kapan Anda bisa melihat langsung {properti}? Silakan sebutkan hari dan jam yang cocok.',
  },
  {
    id: 'lokasi',
    title: 'Kirim lokasi',
    text: 'Berikut lokasi {properti}: {alamat}.\nPeta: {peta}\nKabari kami bila perlu petunjuk arah.',
  },
] as const;

/**
 * Default texts of earlier versions, by id, as a person's kept list may still hold them unchanged:
 * read as today's default (the location had no fills then, only a placeholder to write over).
 */
export const formerDefaultTexts: Readonly<Record<string, string>> = {
  lokasi: 'Berikut lokasi {properti}: [alamat atau tautan peta]. Kabari kami bila perlu petunjuk arah.',
};
