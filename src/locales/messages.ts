/**
 * docs/contract.md section 8, verbatim (even the English ones and the odd capitals); a resource declared
 * in one module (src/resources/modules/) carries its own.
 */
export const messages = {
  notAdmin: 'Maaf. Akun Anda tidak terdaftar sebagai Admin. SIlahkan hubungi Admin {product}!',
  generic: 'Maaf! Ada kesalahan. Silahkan coba lagi nanti!',
  analyticsNotFound: 'Data tidak ditemukan',
  uploadFailed: 'Internal server error. Please try again later.',

  listingStatusUpdated: 'Success updated status property.',
  listingSold: 'Success updated sold property.',
  listingCreated: 'Success created property.',
  adCreated: 'Success created ads.',
  listingUpdated: 'Success updated property.',
  listingCsvQueued: 'Data listing sedang di proses. Silahkan refresh secara berkala.',
  adsExcelUploaded: 'Success upload excel.',
  leadAdded: 'Success Added Lead',
  biCheckingUpdated: 'Success update BiChecking',
  propertyTypeUpdated: 'Success update Property Type',
  indicatorAdded: 'Success added master indikator',
  indicatorUpdated: 'Success update master indikator',
  indicatorRemoved: 'Success remove master indikator',
  dataCreated: 'Success create new data',
  popularAreaAdded: 'Success added master popular-area',
  popularAreaUpdated: 'Success update master popular-area',
  popularAreaRemoved: 'Success remove master popular-area',
  packageAdded: 'Success added master Package',
  packageUpdated: 'Success update master Package',
  packageRemoved: 'Success remove master Package',
  withdrawProcessed: 'Success proses withdraw',
  notificationBlasted: 'Successfully blast notification!',
  villageSaved: 'Data Kelurahan berhasil disimpan',

  // Not in docs/contract.md: our own texts for operations it gives no message for.
  saved: 'Data berhasil disimpan.',
  /** A session ended: a call with no token, the socket's refusal (docs/contract.md section 8). */
  sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  removed: 'Data berhasil dihapus.',
  webhookTriggered: 'Webhook berhasil dipicu.',
  allRead: 'Semua notifikasi ditandai sudah dibaca.',
  messageSent: 'Pesan berhasil dikirim.',
  unreadableBody: 'Format data dari server tidak dikenali.',
  missingParameter: 'Parameter "{key}" belum dipilih.',
  invalidParameter: 'Parameter "{key}" tidak valid.',
  accessDenied: 'Anda tidak memiliki akses ke halaman ini.',
} as const;

export function notAdminMessage(product: string): string {
  return messages.notAdmin.replace('{product}', product);
}
