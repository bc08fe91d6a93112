import { isoDaysAgo } from '../lib/dates';
import { createRng } from '../lib/random';
import { emailFor, phoneNumber, roundRupiah } from '../lib/text';
import type { BiChecking, BiCheckingStatus, FindPropertyRequest, Listing } from '../types';
import { LISTING_TYPES } from './catalog';
import { BANKS, personName } from './names';
import { PLACES } from './regions';

export const FIND_PROPERTY_COUNT = 60;
export const BI_CHECKING_COUNT = 50;

export function seedFindProperties(anchor: Date): FindPropertyRequest[] {
  const rng = createRng(401);
  // the city as the lookup names it (the screen picks it from /master-city)
  const cities = [...new Set(PLACES.map((place) => place.cityName))];
  const notes = [
    'Cari rumah dekat sekolah anak, maksimal 30 menit ke kantor.',
    'Butuh rumah siap huni, bisa KPR.',
    'Mencari apartemen dekat stasiun MRT/KRL.',
    'Untuk investasi, lebih suka yang sudah ada penyewa.',
    'Prioritas lingkungan aman dan bebas banjir.',
    'Butuh ruko untuk usaha kuliner.',
  ];
  return Array.from({ length: FIND_PROPERTY_COUNT }, () => {
    const name = personName(rng.pick);
    const budgetMin = roundRupiah(rng.int(4, 60) * 100_000_000);
    return {
      _id: rng.objectId(),
      name,
      phone: phoneNumber(rng),
      email: emailFor(name, rng),
      type: rng.pick(LISTING_TYPES),
      city: rng.pick(cities),
      budget_min: budgetMin,
      budget_max: roundRupiah(budgetMin * (1.2 + rng.next())),
      bedrooms: rng.int(1, 5),
      note: rng.pick(notes),
      status: rng.weighted([
        ['new', 5],
        ['contacted', 3],
        ['closed', 2],
      ] as const),
      created_at: isoDaysAgo(anchor, rng.next() * 150),
    };
  });
}

export function seedBiChecking(anchor: Date, listings: readonly Listing[]): BiChecking[] {
  const rng = createRng(402);
  const targets = listings.filter((listing) => listing.status === 'active' && listing.type !== 'Gudang');
  const notes: Record<BiCheckingStatus, string[]> = {
    pending: ['Menunggu hasil SLIK OJK.', 'Dokumen sedang diverifikasi.'],
    approved: ['Kolektibilitas 1 (lancar).', 'Riwayat kredit baik, layak KPR.'],
    rejected: ['Terdapat tunggakan kartu kredit.', 'Kolektibilitas 3 (kurang lancar).'],
  };
  return Array.from({ length: BI_CHECKING_COUNT }, () => {
    const listing = rng.pick(targets);
    const name = personName(rng.pick);
    const status = rng.weighted([
      ['pending', 4],
      ['approved', 4],
      ['rejected', 2],
    ] as const);
    return {
      _id: rng.objectId(),
      name,
      nik: `${listing.id_kota}${rng.digits(12)}`,
      phone: phoneNumber(rng),
      email: emailFor(name, rng),
      property_id: listing.id,
      title: listing.title,
      bank: rng.pick(BANKS),
      monthly_income: rng.int(8, 80) * 1_000_000,
      loan_amount: roundRupiah(listing.price * (0.7 + rng.next() * 0.2)),
      tenor_years: rng.pick([10, 15, 20, 25]),
      status,
      note: rng.pick(notes[status]),
      created_at: isoDaysAgo(anchor, rng.next() * 120),
    };
  });
}
