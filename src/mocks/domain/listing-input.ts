import { db, newId, nowIso } from '../db';
import { type Body, booleanOf, fail, mergeKnown, numberOf, text } from '../lib/http';
import { estimateFairPrice, isFairPrice, LISTING_TYPES } from '../seed/catalog';
import { houseIdFor, listingSlug } from '../seed/listings';
import { findPlaceByCity, type Place, PLACES } from '../seed/regions';
import { isOneOf, type Listing, type ListingStatus, listingStatuses, readCertificate } from '../types';

export interface Owner {
  auth_id: string;
  name: string;
}

export const INVALID_STATUS = 'Status properti tidak valid.';
export const INVALID_CERTIFICATE = 'Sertifikat properti tidak dikenal.';

export function isListingStatus(value: unknown): value is ListingStatus {
  return isOneOf(listingStatuses, value);
}

/** The place a body points at: by kelurahan, kecamatan or city code, else by city name. */
function resolvePlace(input: Body): Place | undefined {
  for (const key of ['id_kelurahan', 'id_kecamatan', 'id_kota'] as const) {
    const code = text(input[key]);
    const place = code ? PLACES.find((candidate) => candidate[key] === code) : undefined;
    if (place) return place;
  }
  return findPlaceByCity(text(input.city));
}

function placeFields(place: Place | undefined, input: Body) {
  return {
    province: place?.province ?? text(input.province),
    city: place?.city ?? text(input.city),
    district: place?.district ?? text(input.district),
    village: place?.village ?? text(input.village),
    id_provinsi: place?.id_provinsi ?? text(input.id_provinsi),
    id_kota: place?.id_kota ?? text(input.id_kota),
    id_kecamatan: place?.id_kecamatan ?? text(input.id_kecamatan),
    id_kelurahan: place?.id_kelurahan ?? text(input.id_kelurahan),
  };
}

/**
 * A certificate as the listing keeps it, in any of its usual spellings ("Strata", "shgb", "Letter-C"
 * become SHMSRS, SHGB, Letter C); blank is undefined, and a name the vocabulary lacks is refused.
 */
function certificateOf(value: unknown): string | undefined | Response {
  const written = text(value);
  if (!written) return undefined;
  return readCertificate(written) ?? fail(400, INVALID_CERTIFICATE);
}

function photosOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
}

function facilitiesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return text(value)
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The listing's facts kept as numbers: as typed (72.5 stays 72.5), and empty as empty (null). */
const LISTING_NUMBERS = ['land_area', 'building_area', 'bedrooms', 'bathrooms', 'floors'] as const;

/** A fact as the listing keeps it: the number sent, or null when none was (a blank is no 0 or 1). */
function factOf(value: unknown): number | null {
  const parsed = numberOf(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

function nextSequence(): number {
  return db.listings.reduce((max, listing) => Math.max(max, Number(listing.house_id.slice(3)) || 0), 0) + 1;
}

/** A new listing from a create body or a CSV row, or a 400 response. */
export function listingFromInput(input: Body, owner: Owner): Listing | Response {
  const title = text(input.title);
  const price = numberOf(input.price);
  if (!title || !Number.isFinite(price) || price <= 0) {
    return fail(400, 'Judul dan harga properti wajib diisi.');
  }
  const status = input.status === undefined || input.status === '' ? 'active' : input.status;
  if (!isListingStatus(status)) return fail(400, INVALID_STATUS);
  const typeText = text(input.type);
  const type =
    LISTING_TYPES.find((known) => known.toLowerCase() === typeText.toLowerCase()) ?? (typeText || 'Rumah');
  const certificate = certificateOf(input.certificate);
  if (certificate instanceof Response) return certificate;
  const place = resolvePlace(input);
  // an apartment's land area may be empty or 0: it has no land of its own
  const land_area = factOf(input.land_area);
  const building_area = factOf(input.building_area);
  const givenFairPrice = numberOf(input.fairprice);
  const fairprice =
    Number.isFinite(givenFairPrice) && givenFairPrice > 0
      ? givenFairPrice
      : estimateFairPrice(type, land_area ?? 0, building_area ?? 0, place?.landPrice ?? 5_000_000);
  const sequence = nextSequence();
  const created_at = nowIso();
  const listing: Listing = {
    id: newId(),
    house_id: houseIdFor(sequence),
    slug: listingSlug(title, sequence),
    title,
    type,
    // what was sent, as it was: a service keeps a blank blank rather than guess a certificate or a floor
    certificate: certificate ?? '',
    price: Math.round(price),
    land_area,
    building_area,
    bedrooms: factOf(input.bedrooms),
    bathrooms: factOf(input.bathrooms),
    floors: factOf(input.floors),
    address: text(input.address),
    ...placeFields(place, input),
    description: text(input.description),
    facilities: facilitiesOf(input.facilities),
    trait: text(input.trait),
    photos: photosOf(input.photos),
    status,
    is_premium: booleanOf(input.is_premium, false),
    isFairPrice: booleanOf(input.isFairPrice, isFairPrice(price, fairprice)),
    fairprice,
    agent_id: text(input.agent_id) || owner.auth_id,
    agent_name: text(input.agent_name) || owner.name,
    views: 0,
    created_at,
    updated_at: created_at,
  };
  return listing;
}

const LOCKED = ['id', 'house_id', 'slug', 'created_at', 'updated_at', 'views'];
const LOCATION_KEYS = ['id_kelurahan', 'id_kecamatan', 'id_kota', 'city'];
const PRICE_KEYS = ['type', 'land_area', 'building_area', ...LOCATION_KEYS];

/** A full update of a listing, or a 400 response. */
export function applyListingUpdate(current: Listing, input: Body): Listing | Response {
  if (input.status !== undefined && !isListingStatus(input.status)) return fail(400, INVALID_STATUS);
  if (input.title !== undefined && !text(input.title)) return fail(400, 'Judul properti wajib diisi.');
  const certificate = certificateOf(input.certificate);
  if (certificate instanceof Response) return certificate;
  let next = mergeKnown(current, input, [
    ...LOCKED,
    'facilities',
    'photos',
    'certificate',
    ...LISTING_NUMBERS,
    ...LOCATION_KEYS,
  ]);
  // an emptied certificate or fact is emptied (the form sends '' or null), as a service would
  if (input.certificate !== undefined) next.certificate = certificate ?? '';
  for (const key of LISTING_NUMBERS) if (input[key] !== undefined) next[key] = factOf(input[key]);
  if (input.facilities !== undefined) next.facilities = facilitiesOf(input.facilities);
  if (input.photos !== undefined) next.photos = photosOf(input.photos);
  if (LOCATION_KEYS.some((key) => input[key] !== undefined)) {
    next = { ...next, ...placeFields(resolvePlace(input), input) };
  }
  const givenFairPrice = numberOf(input.fairprice);
  if (
    !(Number.isFinite(givenFairPrice) && givenFairPrice > 0) &&
    PRICE_KEYS.some((key) => input[key] !== undefined)
  ) {
    const place = PLACES.find((candidate) => candidate.id_kota === next.id_kota);
    next.fairprice = estimateFairPrice(
      next.type,
      next.land_area ?? 0,
      next.building_area ?? 0,
      place?.landPrice ?? 5_000_000,
    );
  }
  if (input.isFairPrice === undefined) next.isFairPrice = isFairPrice(next.price, next.fairprice);
  next.updated_at = nowIso();
  return next;
}
