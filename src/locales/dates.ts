/** Texts of typed dates: why one is refused, and the question before a time already past, or far ahead, is saved. */
export const dateTexts = {
  unknown: '"{text}" tidak dikenali sebagai tanggal. Tulis seperti {example}.',
  unknownMonth: 'Bulan "{month}" tidak dikenali. Tulis seperti {example}.',
  noMonth: 'Bulan {month} tidak ada: bulan hanya 1 sampai 12.',
  noDay: 'Tanggal {date} tidak ada: {month} hanya {days} hari.',
  noHour: 'Jam {time} tidak ada: jam hanya 00 sampai 23.',
  noMinute: 'Jam {time} tidak ada: menit hanya 00 sampai 59.',
  needTime: 'Tulis juga jamnya, mis. {example}.',
  noTime: 'Isi tanggalnya saja, tanpa jam, mis. {example}.',
  yearOutOfRange: 'Tahun {year} di luar jangkauan: tulis tahun antara {from} dan {to}.',
  pastTitle: 'Waktu ini sudah lewat',
  pastText: '{label}: {date} sudah lewat. Tetap simpan dengan waktu ini?',
  farTitle: 'Waktu ini jauh ke depan',
  farText: '{label}: {date} lebih dari {horizon} dari sekarang. Tetap simpan dengan waktu ini?',
  pastYes: 'Ya, simpan',
  pastNo: 'Kembali',
} as const;
