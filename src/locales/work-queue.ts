// The dashboard's work queue ("Perlu tindakan"): what waits for the signed-in person, per menu.

export const workQueueTexts = {
  title: 'Perlu tindakan',
  today: 'Hari ini, {date}',
  listingPending: 'Listing menunggu',
  biCheckingPending: 'BI Checking menunggu',
  withdrawalPending: 'Withdraw menunggu',
  scheduleToday: 'Jadwal hari ini',
  scheduleTomorrow: 'Jadwal besok',
  leadsNew: 'Leads baru sejak kunjungan terakhir',
  leadsLate: 'Leads menunggu balasan lebih dari {threshold}',
  /** under the late leads' count: what it covers (the service has no such filter) */
  leadsLateCovers: 'Dihitung dari lead {days} hari terakhir.',
  loading: 'memuat',
  failed: 'Gagal memuat',
  retry: 'Coba lagi',
  unavailable: 'tidak tersedia',
  lastVisit: 'Terakhir: {date}',
  firstVisit: 'Kunjungan pertama di perangkat ini',
  /** Why a count cannot be had: the contract gives the list no such filter, or the reply no count. */
  why: {
    filter: 'Daftarnya tidak punya saringan ini.',
    day: 'Tidak dapat disaring per tanggal.',
    since: 'Tidak dapat disaring per waktu masuk.',
    uncounted: 'Server tidak mengirim jumlahnya.',
  },
} as const;
