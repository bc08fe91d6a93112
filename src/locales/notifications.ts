import { messages } from './messages';

/** Texts of the notification bell and screens (docs/contract.md sections 2 and 8 verbatim where it gives them). */
export const notificationTexts = {
  bell: {
    /** The accessible name of the bell and the panel's title (docs/contract.md section 2). */
    title: 'Notifikasi',
    unreadLabel: '{count} notifikasi belum dibaca',
    markAll: 'Tandai Sudah Dibaca ({count})',
    empty: 'Belum ada notifikasi.',
    seeAll: 'Lihat Semua Notifikasi',
    unread: 'Belum dibaca',
    read: 'Sudah dibaca',
    markOne: 'Tandai sudah dibaca: {text}',
    list: 'Daftar notifikasi',
  },
  /** a new notification shown by the phone or computer while the app is in the background */
  system: {
    /** a phone's words; a computer or tablet reads the `device` ones */
    enable: 'Tampilkan notifikasi di ponsel ini',
    enabled: 'Notifikasi baru tampil di ponsel ini saat aplikasi di latar belakang.',
    device: {
      enable: 'Tampilkan notifikasi di perangkat ini',
      enabled: 'Notifikasi baru tampil di perangkat ini saat aplikasi di latar belakang.',
    },
    blocked: 'Notifikasi diblokir di pengaturan peramban.',
    title: 'Notifikasi baru',
  },
  status: {
    connecting: 'Menghubungkan notifikasi langsung…',
    reconnecting: 'Koneksi notifikasi terputus. Menyambung ulang…',
    rejected: 'Koneksi notifikasi ditolak server.',
  },
  own: {
    title: 'Notifikasi Saya',
    count: 'Di halaman ini',
    unread: 'Belum dibaca',
    total: 'Total notifikasi',
    pages: 'Jumlah halaman',
    markAll: 'Tandai Semua Sudah Dibaca',
    markOne: 'Tandai sudah dibaca',
    columnAction: 'Aksi',
    /** a row that names a record: opens it */
    open: 'Buka',
    openLabel: 'Buka: {text}',
  },
  /** The columns of both notification lists. */
  columns: {
    text: 'Isi Notifikasi',
    read: 'Status',
    time: 'Waktu',
  },
  admin: {
    title: 'Notification',
    blastTitle: 'Blast Notifikasi',
    blastTo: 'Kirim ke',
    blastToAll: 'Semua pengguna',
    blastToOne: 'Satu pengguna',
    blastUser: 'Pengguna',
    blastUserPlaceholder: 'Cari nama pengguna',
    blastUserRequired: 'Pilih pengguna penerima.',
    unknownUser: 'Pengguna tidak terdaftar',
    /** The user column of a notification sent to everyone (it names no user). */
    everyone: 'Semua pengguna',
    blastHint:
      'Notifikasi dikirim ke semua pengguna atau ke satu pengguna, dan langsung muncul di lonceng notifikasi mereka.',
    blastText: 'Isi Notifikasi',
    blastPlaceholder: 'Contoh: Pemeliharaan sistem Minggu pukul 01.00–03.00 WIB.',
    blastRequired: 'Isi notifikasi wajib diisi.',
    blastSubmit: 'Kirim Notifikasi',
    blastConfirmTitle: 'Kirim notifikasi ke semua pengguna?',
    blastConfirmText:
      'Notifikasi ini langsung muncul di lonceng notifikasi semua pengguna dan tidak dapat dibatalkan.',
    blastConfirmOk: 'Ya, kirim ke semua pengguna',
    listTitle: 'Semua Notifikasi',
    columnUser: 'Pengguna',
  },
  /** Why the user was signed out when the disconnect flag was raised (docs/contract.md section 4). */
  signedOut: messages.sessionEnded,
} as const;
