/**
 * Indonesian words a person may type to find a screen in the command palette, by the resource's
 * name in the registry: the menu labels are partly English (docs/contract.md section 2), so "jadwal" finds
 * Schedule List. Case and accents do not matter. A resource declared in one module
 * (src/resources/modules/) carries its own `keywords`; the registry's `paletteKeywords` holds both.
 */
export const screenKeywords: Readonly<Record<string, readonly string[]>> = {
  dashboard: ['beranda', 'ringkasan', 'statistik', 'halaman utama'],
  listing: ['properti', 'rumah', 'daftar properti', 'iklan properti'],
  subscribe: ['langganan', 'berlangganan', 'pelanggan paket'],
  'listing-premium': ['properti premium', 'rumah premium', 'langganan'],
  'ads-premium': ['iklan premium', 'iklan', 'promosi', 'langganan'],
  leads: ['prospek', 'pelanggan', 'calon pembeli', 'permintaan'],
  schedule: ['jadwal', 'kunjungan', 'survei', 'janji temu'],
  'find-properti': ['cari properti', 'permintaan properti', 'pencarian'],
  'bi-checking': ['cek kredit', 'kredit', 'pinjaman', 'slik'],
  users: ['pengguna', 'agen', 'akun'],
  'fair-price-calculator': ['indikator harga', 'harga wajar', 'kalkulator'],
  'house-type': ['tipe properti', 'jenis properti', 'jenis rumah'],
  'special-area': ['area populer', 'lokasi populer', 'kawasan'],
  'area-master': ['indikator area', 'harga tanah', 'harga bangunan'],
  'master-subscribe': ['paket langganan', 'paket', 'langganan'],
  'master-slug-province': ['provinsi', 'wilayah', 'slug'],
  'master-slug-city': ['kota', 'kabupaten', 'wilayah', 'slug'],
  'master-slug-district': ['kecamatan', 'wilayah', 'slug'],
  'master-slug-village': ['kelurahan', 'desa', 'wilayah', 'slug'],
  'master-area-province': ['provinsi', 'wilayah', 'area'],
  'master-area-city': ['kota', 'kabupaten', 'wilayah', 'area'],
  'master-area-district': ['kecamatan', 'wilayah', 'area'],
  'master-area-village': ['kelurahan', 'desa', 'wilayah', 'area'],
  payment: ['pembayaran', 'transaksi', 'tagihan'],
  activity: ['log pembayaran', 'riwayat', 'aktivitas'],
  lytics: ['analitik', 'statistik', 'pengunjung'],
  usytics: ['log pengguna', 'aktivitas pengguna', 'analitik pengguna'],
  'report-share': ['laporan', 'berbagi', 'bagikan'],
  withdrawal: ['penarikan', 'pencairan dana', 'tarik dana'],
  notification: ['notifikasi', 'pemberitahuan', 'kirim notifikasi'],
  'notification-own': ['notifikasi saya', 'pemberitahuan'],
  profile: ['profil', 'akun saya', 'grafik'],
  'completing-register': ['pendaftaran', 'registrasi', 'daftar'],
};
