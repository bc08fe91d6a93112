import type { HttpHandler } from 'msw';

import { db } from '../db';
import { listHandler } from '../lib/crud';
import type { ListOptions } from '../lib/list';
import type { RegionSet } from '../types';

/** Lookup lists: filter by parent code through the generic exact filter (`?id_provinsi=31`). */
const REGION_QUERY: ListOptions = { search: ['name', 'slug'], defaultSort: { field: 'name', order: 'asc' } };

function regionHandlers(
  base: string,
  set: () => RegionSet,
  paths: { provinces: string; cities: string; districts: string; villages: string },
): HttpHandler[] {
  return [
    listHandler(`${base}/${paths.provinces}`, () => set().provinces, REGION_QUERY),
    listHandler(`${base}/${paths.cities}`, () => set().cities, REGION_QUERY),
    listHandler(`${base}/${paths.districts}`, () => set().districts, REGION_QUERY),
    listHandler(`${base}/${paths.villages}`, () => set().villages, {
      ...REGION_QUERY,
      search: ['name', 'slug', 'postal_code'],
    }),
  ];
}

export function allRegionHandlers(main: string): HttpHandler[] {
  return [
    ...regionHandlers(main, () => db.masterSlug, {
      provinces: 'master-province',
      cities: 'master-city',
      districts: 'master-district',
      villages: 'master-village',
    }),
    ...regionHandlers(main, () => db.masterArea, {
      provinces: 'provinces',
      cities: 'cities',
      districts: 'districts',
      villages: 'villages',
    }),
  ];
}
