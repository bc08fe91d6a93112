// The agenda of viewings (Schedule List > "Agenda kunjungan"): the team's visits by day.

export const agendaTexts = {
  title: 'Agenda kunjungan',
  /** the choice between the list with its calendar and the agenda */
  views: 'Tampilan jadwal',
  listView: 'Daftar & kalender',
  agendaView: 'Agenda kunjungan',
  /** the days shown */
  range: 'Hari yang ditampilkan',
  today: 'Hari ini',
  tomorrow: 'Besok',
  week: '7 hari',
  /** a day's heading: "Hari ini, Kamis, 26 November 2026" */
  dayNamed: '{name}, {date}',
  noneToday: 'Tidak ada jadwal hari ini',
  noneTomorrow: 'Tidak ada jadwal besok',
  noneOn: 'Tidak ada jadwal pada {date}',
  loadingDay: 'Memuat jadwal {date}',
  /** a day the read did not reach because a page failed */
  notRead: 'Jadwal hari ini belum terbaca seluruhnya.',
  notReadOn: 'Jadwal {date} belum terbaca seluruhnya.',
  /** visits left out of a day's list */
  cancelledLeftOut: '{count} jadwal dibatalkan tidak ditampilkan',
  /** a time's group: "Pukul 09.00, 2 kunjungan" */
  timeGroup: 'Pukul {time}',
  visits: '{count} kunjungan',
  note: 'Catatan',
  call: 'Telepon',
  callName: 'Telepon {name}',
  whatsApp: 'WhatsApp',
  whatsAppName: 'Kirim WhatsApp ke {name}',
  /** directions in Google Maps (its own word for them) */
  directions: 'Rute',
  directionsTo: 'Rute ke {place}',
  /** who a visit is with when its customer has no name */
  customer: 'pelanggan',
  refresh: 'Muat ulang agenda',
  /** how far the pages have been read */
  reading: 'Membaca jadwal, dari tanggal terbaru…',
  readingUntil: 'Membaca jadwal, dari tanggal terbaru… Sudah dibaca sampai {date}.',
  readUntil: 'Sudah dibaca sampai {date}.',
  noneRead: 'Belum ada jadwal yang terbaca.',
  readAll: 'Semua {count} jadwal sudah dibaca.',
  readUnsorted: 'Membaca semua jadwal: {read} dari {total}…',
  readUnsortedDone: 'Semua {count} jadwal sudah dibaca.',
  readCapped: 'Hanya {count} jadwal pertama yang dibaca (batas agenda); agenda mungkin tidak lengkap.',
  /** what the contract cannot give, said once under the status */
  why: 'Server tidak dapat menyaring jadwal per tanggal: jadwal dibaca per halaman, dari tanggal terbaru.',
  whyUnsorted:
    'Server tidak mengirim jadwal urut tanggal: semua halaman dibaca (paling banyak {max} jadwal) sebelum hari-hari ditampilkan.',
  failed: 'Jadwal gagal dibaca',
  retry: 'Coba lagi',
} as const;
