/** Fixed vocabularies shared by the seed and the handlers. */

export const LISTING_TYPES = ['Rumah', 'Apartemen', 'Ruko', 'Tanah', 'Villa', 'Gudang'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** Property types of the master data: the listing types plus two that have no listing yet. */
export const HOUSE_TYPE_NAMES = [...LISTING_TYPES, 'Kantor', 'Kios'];

export const TRAIT_NAMES = [
  'Rumah Minimalis',
  'Rumah Siap Huni',
  'Rumah Hook',
  'Rumah Mewah',
  'Rumah Subsidi',
  'Hunian Asri',
  'Lokasi Strategis',
  'Dekat Stasiun',
  'Dekat Tol',
  'Bebas Banjir',
  'Harga Nego',
  'Cluster Eksklusif',
  'Full Furnished',
  'Semi Furnished',
  'View Kota',
  'Cocok untuk Usaha',
];

export const FACILITY_NAMES = [
  'Carport',
  'Garasi',
  'Taman',
  'Kolam Renang',
  'Keamanan 24 Jam',
  'CCTV',
  'One Gate System',
  'Gym',
  'Playground',
  'Masjid',
  'Jogging Track',
  'Water Heater',
  'AC',
  'Dapur Bersih',
  'Rooftop',
  'Smart Home',
  'Listrik 2200 VA',
  'Air PDAM',
];

/** Building cost per m² used by the fair-price estimate. */
export const BUILDING_PRICE: Record<ListingType, number> = {
  Rumah: 5_500_000,
  Apartemen: 0,
  Ruko: 4_500_000,
  Tanah: 0,
  Villa: 6_500_000,
  Gudang: 2_500_000,
};

export const MIN_PRICE = 450_000_000;
export const MAX_PRICE = 12_000_000_000;

/** Apartment price per m² in a city whose land costs `landPrice` per m². */
export function apartmentPricePerM2(landPrice: number): number {
  return Math.min(Math.max(landPrice * 1.4, 12_000_000), 55_000_000);
}

/** The fair price of a property: land plus building (or the unit, for apartments), in rupiah. */
export function estimateFairPrice(
  type: string,
  landArea: number,
  buildingArea: number,
  landPrice: number,
): number {
  const kind = (LISTING_TYPES as readonly string[]).includes(type) ? (type as ListingType) : 'Rumah';
  const raw =
    kind === 'Apartemen'
      ? buildingArea * apartmentPricePerM2(landPrice)
      : landArea * landPrice + buildingArea * BUILDING_PRICE[kind];
  return Math.round(Math.min(Math.max(raw, MIN_PRICE), MAX_PRICE) / 1_000_000) * 1_000_000;
}

/** A listing is a fair price when it asks at most 10% above the estimate. */
export function isFairPrice(price: number, fairprice: number): boolean {
  return fairprice > 0 && price <= fairprice * 1.1;
}
