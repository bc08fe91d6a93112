// The lead's clock: how long a lead has waited for its first answer, and how fast each agent answers.

export const leadClockTexts = {
  waiting: 'Menunggu {duration}',
  answered: 'Dibalas dalam {duration}',
  unmeasured: 'Waktu tunggu tidak dapat diukur',
  /** while the lead's messages are read */
  measuring: 'Menghitung waktu tunggu…',
  /** why a wait cannot be measured, under the tag (title) and in the thread */
  why: {
    'no-time': 'Lead ini tidak membawa waktu masuk.',
    'answer-time': 'Ada balasan tanpa waktu yang dapat dibaca.',
    'no-sender': 'Ada pesan yang tidak menyebut pengirimnya.',
    'no-messages': 'Pesan lead ini tidak dapat dibaca.',
  },
  lessThanMinute: 'kurang dari 1 menit',
  minutes: '{n} menit',
  hours: '{n} jam',
  hoursMinutes: '{h} jam {m} menit',
  days: '{n} hari',
  /** the column and the card line of a lead's wait */
  column: 'Waktu tunggu',
  /** an agent when neither the lead nor an answer names one */
  noAgent: 'Tanpa agen',
} as const;

/** The leads page's "belum dibalas" view. */
export const unansweredTexts = {
  view: 'Tampilan leads',
  groups: 'Per properti',
  unanswered: 'Belum dibalas',
  pastOnly: 'Hanya yang menunggu lebih dari {threshold}',
  title: 'Lead belum dibalas, terlama dulu',
  /** honest about what the view covers: the service has no such filter */
  covers:
    'Layanan tidak menyediakan saringan "belum dibalas": daftar ini dihitung di browser dari lead {days} hari terakhir yang sudah dibaca ({read} lead).',
  count: '{count} lead belum dibalas.',
  countLate: '{count} lead menunggu lebih dari {threshold}.',
  reading: 'Membaca lead dan pesannya: {read} dari {total}',
  readingUncounted: 'Membaca lead dan pesannya: {read} lead',
  done: 'Selesai dibaca.',
  capped: 'Berhenti setelah {read} lead; lead yang lebih lama tidak dihitung.',
  none: 'Tidak ada lead yang belum dibalas.',
  unmeasured: '{count} lead tidak dapat diukur waktu tunggunya (tanpa waktu atau pengirim).',
  failed: 'Sebagian lead gagal dibaca.',
  retry: 'Coba lagi',
  listing: 'Properti',
  name: 'Nama',
  received: 'Masuk',
  open: 'Percakapan',
  openOf: 'Percakapan dengan {name}',
} as const;

/** The dashboard's per-agent answer times. */
export const agentAnswerTexts = {
  title: 'Kecepatan balasan per agen',
  period: 'Periode',
  agent: 'Agen',
  received: 'Leads masuk',
  answered: 'Dibalas',
  median: 'Median balasan pertama',
  medianMinutes: 'Median balasan pertama (menit)',
  within: 'Dibalas dalam {threshold}',
  withinPercent: 'Dibalas dalam {threshold} (%)',
  unmeasured: 'Tidak terukur',
  chart: 'Median waktu balasan pertama per agen (menit)',
  export: 'Ekspor CSV',
  exportName: 'Ekspor CSV kecepatan balasan per agen',
  reading: 'Membaca lead dan pesannya: {read} dari {total}',
  readingUncounted: 'Membaca lead dan pesannya: {read} lead',
  partial: 'Angka di bawah dari lead yang sudah dibaca; pembacaan berlanjut.',
  covers: 'Dihitung di browser dari {read} lead periode ini dan pesannya.',
  none: 'Tidak ada lead pada periode ini.',
  noValue: '–',
} as const;
