/** The texts of the connection: offline, a part of the app not on the device, the app cached on it, a long wait. */
export const connectionTexts = {
  offline: 'Tidak ada koneksi.',
  /** beside `offline` when changes wait to be sent */
  waiting: '{count} perubahan akan dikirim saat online.',
  partOfflineTitle: 'Tidak ada koneksi',
  partOffline: 'Bagian ini belum tersimpan di perangkat dan tidak bisa dimuat tanpa koneksi.',
  partRetry: 'Bagian ini dimuat lagi begitu perangkat kembali online.',
  /** said once, when every part of the app is cached on the device (src/layout/OfflineReadyNote.tsx) */
  offlineReady: 'Aplikasi tersimpan di perangkat ini: bisa dibuka tanpa koneksi.',
  close: 'Tutup',
  longWait: 'Masih menunggu jawaban server ({seconds} detik).',
  longWaitText: 'Koneksi mungkin lambat. Batalkan untuk berhenti menunggu, atau tetap tunggu.',
  cancel: 'Batalkan',
  keepWaiting: 'Tetap tunggu',
  /** a read that waits (a list's load): asked again, not given up */
  longWaitRetryText: 'Koneksi mungkin lambat. Muat ulang, atau tetap tunggu.',
  retry: 'Muat ulang',
} as const;
