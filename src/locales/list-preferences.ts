/** Texts of a list's own preferences: the "Kolom" control and the saved views. */
export const listPreferenceTexts = {
  columns: 'Kolom',
  columnsTitle: 'Atur kolom',
  columnsList: 'Kolom yang ditampilkan',
  show: 'Tampilkan kolom {label}',
  titleStays: '{label} (selalu tampil)',
  moveUp: 'Naikkan {label}',
  moveDown: 'Turunkan {label}',
  density: 'Kerapatan baris',
  compact: 'Rapat',
  comfortable: 'Standar',
  reset: 'Atur ulang',
  views: 'Tampilan tersimpan',
  saveView: 'Simpan tampilan',
  saveViewTitle: 'Simpan tampilan',
  renameViewTitle: 'Ganti nama tampilan',
  viewName: 'Nama tampilan',
  viewNameRequired: 'Nama tampilan wajib diisi.',
  viewNameTaken: 'Nama ini sudah dipakai tampilan lain.',
  save: 'Simpan',
  cancel: 'Batal',
  viewMenu: 'Pilihan tampilan {name}',
  rename: 'Ganti nama',
  remove: 'Hapus',
} as const;

/** The views a demo offers before a person keeps their own. */
export const seededViewNames = {
  listingSold: 'Listing terjual',
  listingPending: 'Listing menunggu, harga tertinggi',
  biPending: 'BI checking menunggu',
} as const;
