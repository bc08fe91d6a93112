import { DEMO_ACCOUNTS } from '../accounts';
import { addDaysIso, isoDaysAgo } from '../lib/dates';
import { createRng, type Rng } from '../lib/random';
import { roundRupiah, slugify } from '../lib/text';
import type { Listing, ListingStatus, UserAccount } from '../types';
import {
  estimateFairPrice,
  FACILITY_NAMES,
  isFairPrice,
  type ListingType,
  MAX_PRICE,
  MIN_PRICE,
  TRAIT_NAMES,
} from './catalog';
import { STREETS } from './names';
import { type Place, PLACES } from './regions';

export const LISTING_COUNT = 300;

const TYPE_WEIGHTS: readonly (readonly [ListingType, number])[] = [
  ['Rumah', 50],
  ['Apartemen', 15],
  ['Ruko', 10],
  ['Tanah', 12],
  ['Villa', 7],
  ['Gudang', 6],
];

const VILLA_CITIES = ['5103', '5104', '5171', '3201', '3404', '3271'];
const GUDANG_CITIES = ['3603', '3201', '3515', '1207', '7306', '3275', '3175', '3172'];
const CLUSTERS = [
  'Green Garden',
  'Alamanda',
  'Bukit Indah',
  'Grand Residence',
  'Taman Sari',
  'Permata Hijau',
];

interface Shape {
  land_area: number;
  building_area: number;
  bedrooms: number;
  bathrooms: number;
  floors: number;
}

function shapeFor(type: ListingType, place: Place, rng: Rng): Shape {
  switch (type) {
    case 'Apartemen': {
      const bedrooms = rng.int(0, 3);
      return {
        land_area: 0,
        building_area: 22 + bedrooms * 18 + rng.int(0, 30),
        bedrooms,
        bathrooms: Math.max(1, bedrooms),
        floors: 1,
      };
    }
    case 'Ruko': {
      const floors = rng.int(2, 4);
      const land = rng.int(60, 150);
      return {
        land_area: land,
        building_area: Math.round(land * floors * 0.9),
        bedrooms: rng.int(0, 2),
        bathrooms: rng.int(1, 3),
        floors,
      };
    }
    case 'Tanah': {
      const min = Math.max(60, Math.ceil(MIN_PRICE / place.landPrice));
      const max = Math.max(min, Math.min(2000, Math.floor((MAX_PRICE * 0.9) / place.landPrice)));
      return { land_area: rng.int(min, max), building_area: 0, bedrooms: 0, bathrooms: 0, floors: 0 };
    }
    case 'Villa': {
      const bedrooms = rng.int(2, 6);
      return {
        land_area: rng.int(200, 1200),
        building_area: rng.int(120, 500),
        bedrooms,
        bathrooms: bedrooms,
        floors: rng.int(1, 2),
      };
    }
    case 'Gudang':
      return {
        land_area: rng.int(300, 3000),
        building_area: rng.int(200, 2500),
        bedrooms: 0,
        bathrooms: rng.int(1, 4),
        floors: 1,
      };
    default: {
      const floors = rng.int(1, 3);
      // Most houses are small: skew the land area towards 60-150 m².
      const land = 60 + Math.round(340 * rng.next() ** 2);
      const bedrooms = Math.min(6, 1 + floors + rng.int(0, 2));
      return {
        land_area: land,
        building_area: Math.round(land * (0.25 + floors * 0.4)),
        bedrooms,
        bathrooms: Math.max(1, bedrooms - rng.int(0, 2)),
        floors,
      };
    }
  }
}

function titleFor(type: ListingType, shape: Shape, certificate: string, placeName: string, rng: Rng): string {
  const unit = shape.bedrooms === 0 ? 'Studio' : `${shape.bedrooms} BR`;
  const options: Record<ListingType, string[]> = {
    Rumah: [
      `Rumah Minimalis ${shape.floors} Lantai di ${placeName}`,
      `Rumah Siap Huni Dekat Tol di ${placeName}`,
      `Rumah Hook Strategis di ${placeName}`,
      `Rumah Mewah dengan Kolam Renang di ${placeName}`,
      `Rumah Cluster ${rng.pick(CLUSTERS)} ${placeName}`,
      `Rumah Baru Bebas Banjir di ${placeName}`,
      `Rumah ${shape.bedrooms} Kamar Lingkungan Asri di ${placeName}`,
      `Rumah Tua Hitung Tanah di ${placeName}`,
    ],
    Apartemen: [
      `Apartemen ${unit} Full Furnished di ${placeName}`,
      `Apartemen ${unit} View Kota di ${placeName}`,
      `Unit Apartemen Dekat Kampus di ${placeName}`,
      `Apartemen Siap Huni Dekat Stasiun di ${placeName}`,
    ],
    Ruko: [
      `Ruko ${shape.floors} Lantai Pinggir Jalan Raya ${placeName}`,
      `Ruko Strategis Cocok untuk Usaha di ${placeName}`,
      `Ruko Gandeng di Kawasan Ramai ${placeName}`,
    ],
    Tanah: [
      `Tanah Kavling ${certificate} ${shape.land_area} m² di ${placeName}`,
      `Tanah Kosong Siap Bangun di ${placeName}`,
      `Tanah Pekarangan Lokasi Strategis di ${placeName}`,
    ],
    Villa: [
      `Villa View Sawah di ${placeName}`,
      `Villa Private Pool di ${placeName}`,
      `Villa Asri Udara Sejuk di ${placeName}`,
    ],
    Gudang: [
      `Gudang Akses Kontainer 40 Feet di ${placeName}`,
      `Gudang dan Kantor Siap Pakai di ${placeName}`,
      `Gudang Luas Dekat Tol di ${placeName}`,
    ],
  };
  return rng.pick(options[type]);
}

function certificateFor(type: ListingType, rng: Rng): string {
  if (type === 'Apartemen') return 'SHMSRS';
  return rng.chance(type === 'Gudang' || type === 'Ruko' ? 0.5 : 0.72) ? 'SHM' : 'HGB';
}

export function listingDescription(
  listing: Pick<
    Listing,
    'title' | 'land_area' | 'building_area' | 'bedrooms' | 'bathrooms' | 'certificate' | 'facilities'
  >,
): string {
  const parts = [`${listing.title}.`];
  if (listing.land_area) parts.push(`Luas tanah ${listing.land_area} m².`);
  if (listing.building_area) parts.push(`Luas bangunan ${listing.building_area} m².`);
  if (listing.bedrooms) parts.push(`${listing.bedrooms} kamar tidur, ${listing.bathrooms} kamar mandi.`);
  parts.push(`Sertifikat ${listing.certificate}.`);
  if (listing.facilities.length > 0) parts.push(`Fasilitas: ${listing.facilities.join(', ')}.`);
  return parts.join(' ');
}

export function houseIdFor(sequence: number): string {
  return `HL-${String(sequence).padStart(6, '0')}`;
}

export function listingSlug(title: string, sequence: number): string {
  return `${slugify(title)}-${sequence}`;
}

interface Owner {
  auth_id: string;
  name: string;
}

export function seedListings(anchor: Date, users: readonly UserAccount[]): Listing[] {
  const rng = createRng(202);
  const agents: Owner[] = users.filter((user) => user.role === 'agent');
  const demoOwners: Owner[] = DEMO_ACCOUNTS.filter((account) => !account.first_time);
  const statuses: readonly (readonly [ListingStatus, number])[] = [
    ['active', 60],
    ['pending', 15],
    ['sold', 15],
    ['inactive', 10],
  ];
  const weighted = (places: readonly Place[]) => places.map((place) => [place, place.cityWeight] as const);
  const placesFor: Record<string, readonly (readonly [Place, number])[]> = {
    Villa: weighted(PLACES.filter((place) => VILLA_CITIES.includes(place.id_kota))),
    Gudang: weighted(PLACES.filter((place) => GUDANG_CITIES.includes(place.id_kota))),
    other: weighted(PLACES),
  };
  const drafts: Omit<Listing, 'id' | 'house_id' | 'slug'>[] = [];
  for (let i = 0; i < LISTING_COUNT; i += 1) {
    const type = rng.weighted(TYPE_WEIGHTS);
    const place = rng.weighted(placesFor[type] ?? placesFor.other);
    const localPlace = { ...place, landPrice: Math.round(place.landPrice * (0.8 + rng.next() * 0.5)) };
    const shape = shapeFor(type, localPlace, rng);
    const certificate = certificateFor(type, rng);
    const title = titleFor(type, shape, certificate, rng.chance(0.7) ? place.village : place.district, rng);
    const fairprice = estimateFairPrice(type, shape.land_area, shape.building_area, localPlace.landPrice);
    const price = Math.min(
      Math.max(roundRupiah(fairprice * (0.82 + rng.next() * 0.48)), MIN_PRICE),
      MAX_PRICE,
    );
    const status = rng.weighted(statuses);
    const owner = rng.chance(0.15) ? rng.pick(demoOwners) : rng.pick(agents);
    const facilities = type === 'Tanah' ? [] : rng.sample(FACILITY_NAMES, rng.int(2, 6));
    // within the days the analytics have traffic for (seed/analytics.ts): each one counts on its day
    const createdDaysAgo = rng.int(1, 398) + rng.next();
    const created_at = isoDaysAgo(anchor, createdDaysAgo);
    const isPremium = (status === 'active' || status === 'sold') && rng.chance(0.35);
    const draft = {
      title,
      type,
      certificate,
      price,
      ...shape,
      address: `Jl. ${rng.pick(STREETS)} No. ${rng.int(1, 150)}, ${place.village}, ${place.district}`,
      province: place.province,
      city: place.city,
      district: place.district,
      village: place.village,
      id_provinsi: place.id_provinsi,
      id_kota: place.id_kota,
      id_kecamatan: place.id_kecamatan,
      id_kelurahan: place.id_kelurahan,
      description: '',
      facilities,
      trait: TRAIT_NAMES.find((name) => title.startsWith(name)) ?? '',
      photos: [] as string[],
      status,
      is_premium: isPremium,
      isFairPrice: isFairPrice(price, fairprice),
      fairprice,
      agent_id: owner.auth_id,
      agent_name: owner.name,
      views: rng.int(15, 2500) * (isPremium ? 2 : 1),
      created_at,
      updated_at: addDaysIso(created_at, rng.next() * Math.min(createdDaysAgo, 60)),
    };
    draft.description = listingDescription(draft);
    drafts.push(draft);
  }
  // House numbers follow the creation order, like a real sequence.
  drafts.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  return drafts.map((draft, index) => ({
    id: rng.objectId(),
    house_id: houseIdFor(index + 1),
    slug: listingSlug(draft.title, index + 1),
    ...draft,
  }));
}
