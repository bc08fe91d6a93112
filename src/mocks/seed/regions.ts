import { createRng } from '../lib/random';
import { slugify } from '../lib/text';
import type { RegionSet } from '../types';
import { REGION_TREE } from './regions-data';

/** One kelurahan with its whole ancestry, the unit listings and areas are placed in. */
export interface Place {
  id_provinsi: string;
  province: string;
  id_kota: string;
  /** Official name, e.g. "Kota Jakarta Selatan", "Kabupaten Bogor". */
  cityName: string;
  /** Short name for listings, e.g. "Jakarta Selatan", "Kab. Bogor". */
  city: string;
  id_kecamatan: string;
  district: string;
  id_kelurahan: string;
  village: string;
  postal_code: string;
  landPrice: number;
  cityWeight: number;
}

export function shortCityName(name: string): string {
  return name.replace(/^Kota /, '').replace(/^Kabupaten /, 'Kab. ');
}

function buildPlaces(): Place[] {
  const places: Place[] = [];
  for (const province of REGION_TREE) {
    for (const city of province.cities) {
      city.districts.forEach(([district, villages], districtIndex) => {
        const id_kecamatan = `${city.code}${String((districtIndex + 1) * 10).padStart(3, '0')}`;
        villages.split('|').forEach((entry, villageIndex) => {
          const [village, postal_code] = entry.split(':');
          places.push({
            id_provinsi: province.code,
            province: province.name,
            id_kota: city.code,
            cityName: city.name,
            city: shortCityName(city.name),
            id_kecamatan,
            district,
            id_kelurahan: `${id_kecamatan}${String(villageIndex + 1).padStart(3, '0')}`,
            village,
            postal_code,
            landPrice: city.landPrice,
            cityWeight: city.weight,
          });
        });
      });
    }
  }
  return places;
}

export const PLACES: readonly Place[] = buildPlaces();

const regionSets = new Map<number, RegionSet>();

/**
 * One hierarchy; the two hierarchies differ only in their record ids. No endpoint writes regions, so
 * the built set is shared across resets.
 */
export function buildRegionSet(seed: number): RegionSet {
  const cached = regionSets.get(seed);
  if (cached) return cached;
  const built = createRegionSet(seed);
  regionSets.set(seed, built);
  return built;
}

function createRegionSet(seed: number): RegionSet {
  const rng = createRng(seed);
  const set: RegionSet = { provinces: [], cities: [], districts: [], villages: [] };
  const seen = new Set<string>();
  for (const place of PLACES) {
    if (!seen.has(place.id_provinsi)) {
      seen.add(place.id_provinsi);
      set.provinces.push({
        _id: rng.objectId(),
        id_provinsi: place.id_provinsi,
        name: place.province,
        slug: slugify(place.province),
      });
    }
    if (!seen.has(place.id_kota)) {
      seen.add(place.id_kota);
      set.cities.push({
        _id: rng.objectId(),
        id_kota: place.id_kota,
        id_provinsi: place.id_provinsi,
        name: place.cityName,
        slug: slugify(place.cityName),
      });
    }
    if (!seen.has(place.id_kecamatan)) {
      seen.add(place.id_kecamatan);
      set.districts.push({
        _id: rng.objectId(),
        id_kecamatan: place.id_kecamatan,
        id_kota: place.id_kota,
        name: place.district,
        slug: slugify(place.district),
      });
    }
    set.villages.push({
      _id: rng.objectId(),
      id_kelurahan: place.id_kelurahan,
      id_kecamatan: place.id_kecamatan,
      name: place.village,
      slug: slugify(place.village),
      postal_code: place.postal_code,
    });
  }
  return set;
}

/** The place whose city matches a free-text city name ("Bandung", "Kota Bandung", "Kab. Bogor"). */
export function findPlaceByCity(city: string): Place | undefined {
  const wanted = city.trim().toLowerCase();
  if (!wanted) return undefined;
  return PLACES.find(
    (place) => place.city.toLowerCase() === wanted || place.cityName.toLowerCase() === wanted,
  );
}
