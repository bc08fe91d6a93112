import { isoDaysAgo } from '../lib/dates';
import { createRng } from '../lib/random';
import type { AreaMaster, FairPriceEntry, NamedRecord, SpecialArea, SubscriptionPackage } from '../types';
import { apartmentPricePerM2, HOUSE_TYPE_NAMES } from './catalog';
import { PLACES } from './regions';

export const AREA_MASTER_COUNT = 36;

function named(seed: number, names: readonly string[]): NamedRecord[] {
  const rng = createRng(seed);
  return names.map((name) => ({ _id: rng.objectId(), name }));
}

export const seedHouseTypes = (): NamedRecord[] => named(601, HOUSE_TYPE_NAMES);

const round100k = (value: number) => Math.round(value / 100_000) * 100_000;

export function seedAreaMasters(anchor: Date): AreaMaster[] {
  const rng = createRng(604);
  const districts = [...new Map(PLACES.map((place) => [place.id_kecamatan, place])).values()];
  const chosen = rng.sample(districts, AREA_MASTER_COUNT);
  return chosen.map((district) => {
    const landPrice = round100k(district.landPrice * (0.75 + rng.next() * 0.6));
    const villages = PLACES.filter((place) => place.id_kecamatan === district.id_kecamatan);
    return {
      _id: rng.objectId(),
      name: district.district,
      area: district.cityName,
      building_price: round100k(3_500_000 + rng.next() * 3_500_000),
      land_price: landPrice,
      apartment_price: round100k(apartmentPricePerM2(landPrice)),
      status: rng.chance(0.85),
      kelurahan: rng.sample(villages, rng.int(1, 3)).map((village) => ({
        _id: rng.objectId(),
        id_kelurahan: village.id_kelurahan,
        name: village.village,
      })),
      created_at: isoDaysAgo(anchor, rng.int(30, 500)),
    };
  });
}

export function seedFairPrices(anchor: Date): FairPriceEntry[] {
  const rng = createRng(605);
  const cities = ['3171', '3674', '3273', '3578', '3275', '3276', '5171', '1275'];
  const types = ['Rumah', 'Apartemen', 'Tanah'];
  const entries: FairPriceEntry[] = [];
  for (const code of cities) {
    const place = PLACES.find((candidate) => candidate.id_kota === code);
    if (!place) continue;
    for (const type of types) {
      entries.push({
        id: rng.objectId(),
        name: `${type} ${place.city}`,
        // the city as the lookup names it (the form picks it from /master-city)
        city: place.cityName,
        property_type: type,
        land_price_per_m2: type === 'Apartemen' ? 0 : round100k(place.landPrice * (0.9 + rng.next() * 0.2)),
        building_price_per_m2:
          type === 'Apartemen'
            ? round100k(apartmentPricePerM2(place.landPrice))
            : type === 'Tanah'
              ? 0
              : 5_500_000,
        tolerance_percent: 10,
        depreciation_percent_per_year: type === 'Tanah' ? 0 : rng.pick([1.5, 2, 2.5]),
        is_active: true,
        created_at: isoDaysAgo(anchor, rng.int(30, 400)),
      });
    }
  }
  return entries;
}

const SPECIAL_AREAS: readonly (readonly [name: string, cityCode: string, description: string])[] = [
  ['BSD City', '3674', 'Kota mandiri dengan akses tol dan KRL'],
  ['Bintaro Jaya', '3674', 'Kawasan hunian favorit keluarga muda'],
  ['Alam Sutera', '3671', 'Kawasan terpadu dekat tol Jakarta-Merak'],
  ['Kemang', '3171', 'Kawasan ekspatriat dan kuliner'],
  ['Pondok Indah', '3171', 'Hunian mewah di Jakarta Selatan'],
  ['Kelapa Gading', '3175', 'Pusat bisnis dan hunian Jakarta Utara'],
  ['Cibubur', '3172', 'Hunian asri di perbatasan Jakarta'],
  ['Summarecon Bekasi', '3275', 'Kota mandiri di pusat Bekasi'],
  ['Sentul City', '3201', 'Hunian sejuk di kaki Gunung Pancar'],
  ['Dago', '3273', 'Kawasan sejuk di utara Bandung'],
  ['Citraland Surabaya', '3578', 'Kota mandiri di barat Surabaya'],
  ['Pakuwon City', '3578', 'Kawasan terpadu di timur Surabaya'],
  ['Canggu', '5103', 'Kawasan villa dan digital nomad'],
  ['Jimbaran', '5103', 'Hunian tepi pantai di selatan Bali'],
  ['Seturan', '3404', 'Kawasan kos dan kampus di Sleman'],
  ['Setiabudi Medan', '1275', 'Kawasan hunian elit di Medan'],
];

export function seedSpecialAreas(anchor: Date): SpecialArea[] {
  const rng = createRng(606);
  return SPECIAL_AREAS.map(([name, cityCode, description]) => {
    const place = PLACES.find((candidate) => candidate.id_kota === cityCode);
    return {
      _id: rng.objectId(),
      name,
      city: place?.cityName ?? '',
      province: place?.province ?? '',
      description,
      listing_count: rng.int(12, 480),
      is_active: rng.chance(0.9),
      created_at: isoDaysAgo(anchor, rng.int(30, 600)),
    };
  });
}

const PACKAGES: readonly Omit<SubscriptionPackage, 'id' | 'created_at'>[] = [
  {
    name: 'Starter',
    price: 99_000,
    duration_days: 30,
    listing_quota: 10,
    premium_quota: 0,
    description: 'Untuk agen pemula.',
    is_active: true,
  },
  {
    name: 'Silver',
    price: 249_000,
    duration_days: 30,
    listing_quota: 30,
    premium_quota: 3,
    description: 'Cocok untuk agen aktif.',
    is_active: true,
  },
  {
    name: 'Gold',
    price: 499_000,
    duration_days: 30,
    listing_quota: 75,
    premium_quota: 10,
    description: 'Paling populer.',
    is_active: true,
  },
  {
    name: 'Platinum',
    price: 999_000,
    duration_days: 30,
    listing_quota: 200,
    premium_quota: 30,
    description: 'Untuk agen profesional.',
    is_active: true,
  },
  {
    name: 'Gold Tahunan',
    price: 4_990_000,
    duration_days: 365,
    listing_quota: 75,
    premium_quota: 10,
    description: 'Hemat 2 bulan.',
    is_active: true,
  },
  {
    name: 'Agency',
    price: 2_499_000,
    duration_days: 30,
    listing_quota: 1000,
    premium_quota: 100,
    description: 'Untuk kantor agensi.',
    is_active: false,
  },
];

export function seedPackages(anchor: Date): SubscriptionPackage[] {
  const rng = createRng(607);
  return PACKAGES.map((pkg, index) => ({
    id: rng.objectId(),
    ...pkg,
    created_at: isoDaysAgo(anchor, 700 - index * 40),
  }));
}
