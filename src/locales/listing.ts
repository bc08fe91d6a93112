/** Texts of the listing, premium listing and premium ad screens. */
export const listingLabels = {
  title: 'Judul Iklan',
  trait: 'Judul Properti',
  facilities: 'Fasilitas Tambahan',
  landArea: 'Luas Tanah',
  buildingArea: 'Luas Bangunan',
  floors: 'Jumlah Lantai',
  photos: 'Foto',
  village: 'Kelurahan',
  fairPrice: 'Harga Wajar',
  /** the listing's slug: the last part of its page's address on the portal */
  slug: 'Alamat Halaman',
  fairPriceBadge: 'Harga wajar',
  notFairPrice: 'Tidak sesuai harga wajar',
  aboveFairPrice: '{percent}% di atas harga wajar',
  belowFairPrice: '{percent}% di bawah harga wajar',
  fairPriceUnknown: 'Belum dinilai',
  fairPriceBeside: 'Harga wajar: {price}',
  agent: 'Agen',
  property: 'Properti',
  adPackage: 'Paket Iklan',
  excelHint: 'Berkas .xlsx atau .xls, maksimal 5 MB, dengan kolom house_id, impressions dan clicks.',
} as const;

/** The listing's quality check in its form, its list column and the review queue. */
export const qualityTexts = {
  panel: 'Kualitas listing',
  score: 'Skor kualitas {score} dari 100',
  column: 'Skor',
  weakestFirst: 'Skor terlemah dulu',
  weakestFirstHint:
    'Membaca semua listing daftar ini (paling banyak {max}) lalu mengurutkannya dari skor kualitas terendah dan menampilkan skornya.',
  complete: 'Semua sudah lengkap.',
  fixes: 'Yang dapat menaikkan skor',
  photos: 'Tambah {missing} foto lagi (minimal {target})',
  title: 'Perpanjang judul, {missing} karakter lagi (minimal {target})',
  description: 'Perpanjang deskripsi, {missing} karakter lagi (minimal {target})',
  landArea: 'Isi luas tanah',
  buildingArea: 'Isi luas bangunan',
  certificate: 'Pilih sertifikat',
  village: 'Lengkapi lokasi sampai kelurahan',
  address: 'Isi alamat',
  price: 'Isi harga',
  perM2: '{price}/m², {percent}% {side} indikator {area}',
  perM2Equal: '{price}/m², sesuai indikator {area}',
  above: 'di atas',
  below: 'di bawah',
  noIndicator: 'Belum ada indikator harga untuk {area}',
  indicatorUnread: 'Indikator harga area belum terbaca',
  thisPlace: 'lokasi ini',
  noArea: 'Pilih lokasi untuk membandingkan dengan indikator harga area',
  noAreaSize: 'Isi luas untuk menghitung harga per m²',
} as const;

/** A certificate's name in the form's select where its code alone is not the one people know. */
export const certificateLabels: Partial<Record<string, string>> = {
  SHMSRS: 'SHMSRS (Strata)',
};

export const units = {
  squareMetre: 'm²',
  room: 'kamar',
  floor: 'lantai',
} as const;

/** The CSV bulk upload dialog. */
export const csvTexts = {
  template: 'Unduh template CSV',
  templateHint:
    'Kolom wajib: {columns}. Satu baris per listing. Berkas CSV atau Excel (.xlsx) lain juga bisa, termasuk hasil Ekspor CSV: kolomnya dipasangkan di bawah, dan nama wilayah (mis. "Bandung") dicari kodenya.',
  mappingTitle: 'Pasangkan kolom',
  mappingHint:
    'Kolom berkas diisikan ke kolom listing. Periksa tebakan ini; pilih "Abaikan" untuk kolom yang tidak dipakai. Tanda * menandai kolom wajib.',
  mappingRemembered: 'Pasangan kolom terakhir untuk judul kolom yang sama dipakai lagi.',
  fileColumn: 'Kolom berkas',
  sample: 'Contoh isi',
  ourColumn: 'Diisikan ke',
  ignore: 'Abaikan',
  columnSelect: 'Kolom listing untuk "{column}"',
  loadingRegions: 'Memuat daftar wilayah ...',
  regionsFailed: 'Daftar wilayah tidak dapat dimuat: {reason}',
  ambiguousTitle: 'Nama wilayah yang sama untuk lebih dari satu tempat',
  ambiguousHint: 'Pilih yang dimaksud; pilihan berlaku untuk semua baris dengan nama itu.',
  ambiguousLabel: '{label} "{value}" ({count} baris)',
  ambiguousChoose: 'Pilih tempatnya',
  ambiguousWaiting: '{count} nama wilayah belum dipilih.',
  unmapped: 'Kolom wajib {label} belum dipasangkan dengan kolom berkas.',
  /** a problem of some rows, and the rows it touches */
  atRows: '{problem}: baris {rows}',
  unknownPlace: '{label} "{value}" tidak ditemukan di daftar wilayah',
  outOfRange: '{label} di luar batas {min} sampai {max}',
  notPositive: '{label} harus lebih dari 0',
  /** a figure that may be 0 for some types only (an apartment's land area) */
  notPositiveFor: '{label} harus lebih dari 0 untuk {value}',
  unknownOption: '{label} "{value}" bukan salah satu dari {options}',
  tooLong: '{label} lebih dari {max} karakter',
  notSheet: 'Berkas ini bukan berkas Excel (.xlsx) yang dapat dibaca. Simpan ulang sebagai .xlsx atau CSV.',
  parsing: 'Membaca berkas ...',
  rows: '{count} baris data',
  firstRows: 'Baris pertama',
  // the rows that will be sent, checked as the listing's form checks one: never stopping the upload
  checks: 'Pemeriksaan listing',
  checksHint: 'Tidak menghalangi unggahan. Foto ditambahkan di formulir listing setelah diunggah.',
  averageScore: 'Skor kualitas rata-rata {score} dari 100 (tanpa foto)',
  weakest: 'Skor terlemah',
  rowScore: 'Baris {line}: skor {score}',
  rowName: 'baris {line}',
  rowLine: 'Baris {line}',
  flaggedRows: '{count} baris perlu diperiksa',
  moreFlagged: 'dan {count} baris lainnya',
  checking: 'Memeriksa baris terhadap listing terbaru ...',
  noProblems: 'Tidak ada masalah yang ditemukan.',
  blocked: 'Berkas ini belum dapat dikirim: {count} masalah ditemukan.',
  /** some rows have problems: the others may go, the rest come back with their reasons */
  partial:
    '{count} masalah ditemukan pada {bad} baris. {good} baris lainnya benar dan dapat dikirim; unduh baris bermasalah beserta alasannya untuk diperbaiki lalu diunggah lagi.',
  /** every row has a problem */
  allBad:
    '{count} masalah ditemukan; tidak ada baris yang dapat dikirim. Unduh baris bermasalah beserta alasannya, perbaiki, lalu unggah lagi.',
  sendGood: 'Kirim {count} baris yang benar',
  downloadBad: 'Unduh {count} baris bermasalah',
  /** the file of the rows with problems: its added column, and its name */
  reasonHeader: 'Alasan',
  badFileName: '{name}-bermasalah.csv',
  /** after the good rows went: the rest stays to be downloaded */
  partSent: '{count} baris yang benar sudah dikirim. Unduh baris bermasalah untuk diperbaiki.',
  close: 'Tutup',
  more: '... dan {count} masalah lainnya.',
  moreRows: '{rows} dan {count} baris lainnya',
  emptyValue: '{label} kosong',
  /** a value needed for some types only (a land area: for all types but an apartment) */
  emptyFor: '{label} wajib diisi untuk {value}',
  notANumber: '{label} bukan angka',
  unknownType: '{label} "{value}" tidak dikenal di Master Data',
  notText:
    'Berkas ini bukan berkas teks CSV (misalnya gambar yang diganti namanya). Pilih berkas CSV yang disimpan sebagai teks.',
  unreadable: 'Berkas tidak dapat dibaca sebagai CSV: {reason}',
  noRows: 'Berkas tidak berisi baris data.',
} as const;

/** The premium ad packages the ads service sells (names as the service spells them). */
export const adPackages = ['Spotlight', 'Top Listing', 'Banner Beranda', 'Sundul Harian'] as const;

/** The review queue ("Tinjau listing"): one listing at a time, approved, rejected or skipped. */
export const reviewTexts = {
  title: 'Tinjau listing',
  progress: '{at} dari {total}',
  scopePending: 'Listing yang menunggu persetujuan',
  scopeFilter: 'Listing sesuai filter daftar',
  weakestFirstHint:
    'Membaca semua listing antrean ini (paling banyak {max}) lalu meninjaunya dari skor kualitas terendah.',
  ordering: 'Membaca semua listing antrean untuk diurutkan menurut skor ...',
  orderedWeakest: 'Diurutkan dari skor kualitas terendah: {count} listing.',
  orderTooMany:
    'Antrean terlalu panjang untuk diurutkan menurut skor ({total} listing, paling banyak {max}). Persempit filter daftar.',
  orderFailed: 'Listing tidak dapat dibaca untuk diurutkan menurut skor. Urutan daftar tetap dipakai.',
  approve: 'Setujui',
  reject: 'Tolak',
  skip: 'Lewati',
  undo: 'Urungkan keputusan terakhir',
  keysHint: 'Tombol: A setujui, T tolak, S lewati, U urungkan.',
  loading: 'Memuat listing ...',
  empty: 'Tidak ada listing untuk ditinjau.',
  noPhotos: 'Listing ini belum memiliki foto.',
  photo: 'Foto {at} dari {total}: {title}',
  lastDecision: 'Terakhir: {decision} {title}.',
  approved: 'disetujui',
  rejected: 'ditolak',
  skipped: 'dilewati',
  undone: 'Keputusan untuk {title} diurungkan.',
  /** the undo toast of each decision names it, not the status action behind it */
  approvedNotice: 'Disetujui',
  rejectedNotice: 'Ditolak',
  /** a listing of the list's filter whose status cannot change (a sold one): only skipped */
  cannotDecide: 'Status listing ini tidak dapat diubah (sudah terjual). Lewati untuk lanjut.',
  doneTitle: 'Selesai ditinjau',
  summary: '{approved} disetujui, {rejected} ditolak, {skipped} dilewati.',
  summaryNote: 'Perubahan status dikirim setelah jendela urungkan berakhir.',
  close: 'Tutup',
} as const;
