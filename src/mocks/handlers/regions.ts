import type { HttpHandler } from 'msw';

import { db } from '../db';
import { listHandler } from '../lib/crud';
import type { ListOptions } from '../lib/list';
import { isVariantShape } from '../lib/reply-shape';
import type { RegionSet } from '../types';

/** Lookup lists: filter by parent code through the generic exact filter (`?id_provinsi=31`). */
const REGION_QUERY: ListOptions = { search: ['name', 'slug'], defaultSort: { field: 'name', order: 'asc' } };

type Level = keyof RegionSet;

/**
 * Each level's own code field and, in the variant reply shape, the field that carries the code instead
 * (`id` on one level, `_id` on the next): a contract that says only "filtered by parent id" allows both.
 * A record keeps its parent's code (`id_provinsi` on a city), which the child lookups filter by.
 */
const CODE_FIELDS: Record<Level, { own: string; variant: 'id' | '_id' }> = {
  provinces: { own: 'id_provinsi', variant: 'id' },
  cities: { own: 'id_kota', variant: '_id' },
  districts: { own: 'id_kecamatan', variant: 'id' },
  villages: { own: 'id_kelurahan', variant: '_id' },
};

/** A region record as the variant shape sends it: its code under `id` or `_id`, no own code field. */
function variantRecord(record: object, level: Level): Record<string, unknown> {
  const { own, variant } = CODE_FIELDS[level];
  const { _id: _ignored, [own]: code, ...rest } = record as Record<string, unknown>;
  return { [variant]: code, ...rest };
}

function shaped(set: () => RegionSet, level: Level): () => object[] {
  return () => {
    const records: object[] = set()[level];
    return isVariantShape() ? records.map((record) => variantRecord(record, level)) : records;
  };
}

function regionHandlers(base: string, set: () => RegionSet, paths: Record<Level, string>): HttpHandler[] {
  return [
    listHandler(`${base}/${paths.provinces}`, shaped(set, 'provinces'), REGION_QUERY),
    listHandler(`${base}/${paths.cities}`, shaped(set, 'cities'), REGION_QUERY),
    listHandler(`${base}/${paths.districts}`, shaped(set, 'districts'), REGION_QUERY),
    listHandler(`${base}/${paths.villages}`, shaped(set, 'villages'), {
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
