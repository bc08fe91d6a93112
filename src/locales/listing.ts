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
  fairPriceBadge: 'Harga wajar',
  notFairPrice: 'Di atas harga wajar',
  fairPriceUnknown: 'Belum dinilai',
  fairPriceBeside: 'Harga wajar: {price}',
  agent: 'Agen',
  property: 'Properti',
  adPackage: 'Paket Iklan',
} as const;

export const units = {
  squareMetre: 'm²',
  room: 'kamar',
  floor: 'lantai',
} as const;
