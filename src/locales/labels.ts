/** Labels of record keys that have no field declaration (e.g. the profile record). */
export const recordKeyLabels: Record<string, string> = {
  name: 'Nama',
  email: 'Email',
  phone: 'Telepon',
  city: 'Kota',
  agency: 'Agensi',
  auth_id: 'ID Akun',
  role: 'Peran',
  flag: 'Peran',
  joined_at: 'Bergabung',
  created_at: 'Dibuat',
  updated_at: 'Diperbarui',
  address: 'Alamat',
  bio: 'Bio',
  total_listing: 'Jumlah Listing',
  total_listings: 'Jumlah Listing',
  listing_count: 'Jumlah Listing',
  premium_count: 'Listing Premium',
  lead_count: 'Jumlah Leads',
  views_last_30_days: 'Dilihat (30 hari)',
  is_verified: 'Terverifikasi',
  views: 'Total Dilihat',
  leads: 'Total Leads',
  schedules: 'Total Jadwal',
};

/**
 * Menu labels, verbatim from docs/contract.md section 2; a resource declared in one module
 * (src/resources/modules/) carries its own.
 */
export const menuLabels = {
  dashboard: 'Dashboard',
  listing: 'Listing',
  subscribes: 'Subscribes',
  subscribe: 'Data Subscribe',
  listingPremium: 'Listing Premium',
  adsPremium: 'Ads Premium',
  leads: 'Potensi Leads',
  schedule: 'Schedule List',
  findProperti: 'Carikan Properti',
  biChecking: 'BI Checking',
  users: 'Users',
  masterData: 'Master Data',
  indicator: 'Indikator',
  propertyType: 'Tipe Properti',
  popularArea: 'Populer Area',
  areaIndicator: 'Area Indikator',
  packages: 'Package Subsc',
  masterSlug: 'Master Slug',
  masterArea: 'Master Area',
  province: 'Provinsi',
  city: 'Kota',
  district: 'Kecamatan',
  village: 'Kelurahan',
  paymentGroup: 'Payment',
  payment: 'Payment',
  logs: 'Logs',
  analyticsGroup: 'Analytics',
  analytics: 'Analytics',
  userLogs: 'User Logs',
  reportShare: 'Report Share',
  withdrawal: 'Withdrawal',
  notification: 'Notification',
  notificationOwn: 'Notifikasi Saya',
  profile: 'Profil',
  registration: 'Pendaftaran',
} as const;

/** What one record is called in a form's title ("Tambah Jadwal Kunjungan"), where the menu label is English. */
export const recordLabels = {
  schedule: 'Jadwal Kunjungan',
  adsPremium: 'Iklan Premium',
  packages: 'Paket Langganan',
  notification: 'Notifikasi',
  // named in an action's dialog ("Pesanan: ORD-..."), where the menu label is English
  payment: 'Pesanan',
  withdrawal: 'Penarikan Dana',
  biChecking: 'Pengajuan BI Checking',
} as const;

/** Field labels shown in tables and forms. */
export const fieldLabels = {
  name: 'Nama',
  title: 'Judul',
  slug: 'Slug',
  houseId: 'ID Properti',
  type: 'Tipe',
  price: 'Harga',
  city: 'Kota',
  province: 'Provinsi',
  district: 'Kecamatan',
  address: 'Alamat',
  description: 'Deskripsi',
  landArea: 'Luas Tanah (m²)',
  buildingArea: 'Luas Bangunan (m²)',
  bedrooms: 'Kamar Tidur',
  bathrooms: 'Kamar Mandi',
  certificate: 'Sertifikat',
  status: 'Status',
  agent: 'Agen',
  createdAt: 'Dibuat',
  date: 'Tanggal',
  email: 'Email',
  phone: 'Telepon',
  note: 'Catatan',
  customer: 'Pelanggan',
  property: 'Properti',
  propertyId: 'ID Properti',
  totalLeads: 'Jumlah Leads',
  lastRequest: 'Permintaan Terakhir',
  area: 'Area',
  buildingPrice: 'Harga Bangunan / m²',
  landPrice: 'Harga Tanah / m²',
  apartmentPrice: 'Harga Apartemen / m²',
  duration: 'Durasi (hari)',
  quota: 'Kuota Listing',
  amount: 'Jumlah',
  bank: 'Bank',
  account: 'Nomor Rekening',
  user: 'Pengguna',
  role: 'Peran',
  verified: 'Terverifikasi',
  orderId: 'ID Pesanan',
  package: 'Paket',
  method: 'Metode',
  // an activity's own action; "Aksi" is the column of a row's buttons
  action: 'Aktivitas',
  module: 'Modul',
  ip: 'Alamat IP',
  event: 'Kejadian',
  page: 'Halaman',
  device: 'Perangkat',
  text: 'Isi Notifikasi',
  read: 'Dibaca',
  postalCode: 'Kode Pos',
  userType: 'Jenis Pengguna',
  budget: 'Anggaran',
  views: 'Dilihat',
  visitors: 'Pengunjung',
  pageViews: 'Tampilan Halaman',
  newListings: 'Listing Baru',
  leads: 'Leads',
  sharedBy: 'Dibagikan Oleh',
  channel: 'Kanal',
  income: 'Penghasilan',
  premium: 'Premium',
  startDate: 'Tanggal Mulai',
  endDate: 'Tanggal Selesai',
  search: 'Cari',
  impressions: 'Tayangan',
  clicks: 'Klik',
  budgetMin: 'Anggaran Min.',
  budgetMax: 'Anggaran Maks.',
  loanAmount: 'Jumlah Pinjaman',
  agency: 'Agensi',
  tolerance: 'Toleransi (%)',
  active: 'Aktif',
  listingCount: 'Jumlah Listing',
  premiumQuota: 'Kuota Premium',
  accountName: 'Nama Rekening',
  accountNumber: 'Nomor Rekening',
  agentName: 'Agen',
  userName: 'Pengguna',
  packageName: 'Paket',
  paymentMethod: 'Metode',
  customerName: 'Pelanggan',
  lastRequestAt: 'Permintaan Terakhir',
  monthlyIncome: 'Penghasilan',
  isVerified: 'Terverifikasi',
  url: 'Jenis Pengguna',
  applicant: 'Pemohon',
  nik: 'Nomor Identitas (NIK)',
  tenorYears: 'Tenor (tahun)',
  noteOptional: 'Catatan (opsional)',
  processedAt: 'Diproses',
  userAgent: 'Perangkat (User Agent)',
  orderStatus: 'Status Pembayaran',
  houseCode: 'Kode Properti',
  paidAt: 'Dibayar',
  villages: 'Kelurahan',
  newDate: 'Tanggal & Jam Baru',
  expiredAt: 'Kedaluwarsa',
  updatedAt: 'Diperbarui',
  deletedAt: 'Dihapus',
} as const;

/** Words of a record key written in capitals when the key itself is shown (`ip_address` -> `IP address`). */
const acronyms = new Set(['id', 'ip', 'url', 'nik', 'pdf', 'csv', 'api']);

/** `house_code` / `houseCode` -> `houseCode` (the keys of `fieldLabels`). */
export function camelOf(key: string): string {
  return key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The label of a record key: its entry in `fieldLabels` (by its camel-case name) or in the record
 * keys' labels, else the key made readable (`house_code` -> `House code`), never the raw key.
 */
export function labelOfKey(key: string): string {
  const labels: Record<string, string> = fieldLabels;
  const known = labels[camelOf(key)] ?? recordKeyLabels[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => (acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The kinds of user of GET /user/{url}. */
export const userTypeLabels = { agent: 'Agen', member: 'Member' } as const;

/** Labels of the registry's named actions (their buttons' accessible names). */
export const actionLabels = {
  changeStatus: 'Ubah Status',
  markSold: 'Tandai Terjual',
  markSoldText: 'Listing ini akan ditandai sudah terjual.',
  markSoldFinal:
    'Tanda terjual tidak dapat dibatalkan setelah jendela "Urungkan" yang singkat berakhir: status listing yang terjual tidak dapat diubah lagi.',
  markSoldYes: 'Ya, tandai terjual',
  uploadCsv: 'Unggah CSV',
  reviewListings: 'Tinjau listing',
  uploadExcel: 'Unggah Excel',
  detail: 'Detail',
  more: 'Aksi lainnya',
  approve: 'Setujui',
  reject: 'Tolak',
  approveWithdrawText: 'Dana akan ditransfer ke rekening agen ini.',
  rejectWithdrawText: 'Permintaan penarikan dana agen ini akan ditolak.',
  addVillage: 'Tambah Kelurahan',
  reschedule: 'Jadwal Ulang',
  cancelSchedule: 'Batalkan Jadwal',
  cancelScheduleText: 'Jadwal kunjungan ini akan dibatalkan.',
  cancelScheduleYes: 'Ya, batalkan jadwal',
  cancelScheduleNo: 'Tidak',
  triggerWebhook: 'Picu webhook',
  // the service replays the gateway's "payment succeeded" notification for the order (the demo does too)
  triggerWebhookText:
    'Sistem akan memproses pesanan ini seolah-olah gateway pembayaran melaporkan pembayarannya berhasil: statusnya menjadi Lunas dan langganan pengguna diaktifkan.',
  triggerWebhookFinal:
    'Lakukan hanya bila pembayaran sudah dipastikan masuk. Pesanan yang sudah Lunas tidak dapat dikembalikan ke Menunggu.',
  triggerWebhookYes: 'Ya, tandai Lunas',
} as const;

/** Texts of an area indicator's villages. */
export const areaTexts = {
  villageAttached: 'Kelurahan {name} sudah ada di area ini. Pilih kelurahan lain.',
} as const;

/** The channels a listing is shared on (report share). */
export const channelLabels: Record<string, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitter: 'Twitter / X',
  copy_link: 'Salin tautan',
};

/** The actions an activity log names (the payment service's words, read as a person says them). */
export const activityActionLabels: Record<string, string> = {
  login: 'Masuk',
  logout: 'Keluar',
  create: 'Menambah data',
  update: 'Mengubah data',
  delete: 'Menghapus data',
  export: 'Mengekspor data',
  approve: 'Menyetujui',
  reject: 'Menolak',
  upload: 'Mengunggah berkas',
  reply: 'Membalas pesan',
  blast: 'Mengirim notifikasi',
  webhook: 'Memicu webhook',
};

/** The events of the user analytics. */
export const eventLabels: Record<string, string> = {
  page_view: 'Melihat halaman',
  search: 'Mencari',
  click_listing: 'Membuka listing',
  contact_agent: 'Menghubungi agen',
  share_listing: 'Membagikan listing',
  save_listing: 'Menyimpan listing',
  login: 'Masuk',
};

/** Values of status-like fields. */
export const statusLabels: Record<string, string> = {
  active: 'Aktif',
  pending: 'Menunggu',
  sold: 'Terjual',
  inactive: 'Nonaktif',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  scheduled: 'Terjadwal',
  done: 'Selesai',
  cancelled: 'Dibatalkan',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  success: 'Berhasil',
  failed: 'Gagal',
  processing: 'Diproses',
  ended: 'Berakhir',
  new: 'Baru',
  contacted: 'Dihubungi',
  closed: 'Selesai',
};
