import type { HttpHandler } from 'msw';

import { db, newId, nowIso } from '../db';
import { collectionHandlers, findIndexById } from '../lib/crud';
import { type Body, booleanOf, fail, mergeKnown, numberOf, readBody, route, text } from '../lib/http';
import type { AreaMaster, FairPriceEntry, NamedRecord, SpecialArea, SubscriptionPackage } from '../types';

export const NAME_REQUIRED = 'Nama wajib diisi.';

const NEWEST = { field: 'created_at', order: 'desc' } as const;

const integer = (value: unknown) => {
  const parsed = numberOf(value);
  return Number.isFinite(parsed) ? Math.round(parsed) : 0;
};

/** Rejects an update that blanks the name; other fields are merged by type. */
function mergeNamed<T extends { name: string }>(
  current: T,
  body: Body,
  locked: readonly string[],
): T | Response {
  if (body.name !== undefined && !text(body.name)) return fail(400, NAME_REQUIRED);
  return mergeKnown(current, body, locked);
}

/** Keeps primitive fields the record does not know yet: fair-price entries are free-form. */
function withExtras<T extends object>(record: T, body: Body, locked: readonly string[]): T {
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(key in record) && !locked.includes(key) && ['string', 'number', 'boolean'].includes(typeof value)) {
      extras[key] = value;
    }
  }
  return { ...record, ...extras };
}

/**
 * The master data's calls but those of Judul Properti and Fasilitas, declared in one module each and
 * answered from their declarations (handlers/declared.ts).
 */
export function masterHandlers(main: string): HttpHandler[] {
  return [
    // Tipe Properti: records that are just `{ _id, name }`
    ...collectionHandlers<NamedRecord>({
      url: `${main}/house-type`,
      idKey: '_id',
      records: () => db.houseTypes,
      notFound: 'Data tidak ditemukan',
      list: { search: ['name'], defaultSort: { field: 'name', order: 'asc' } },
      create: {
        message: 'Success create new data',
        build: (body) =>
          text(body.name) ? { _id: newId(), name: text(body.name) } : fail(400, NAME_REQUIRED),
      },
      update: {
        message: 'Success update Property Type',
        apply: (current, body) =>
          text(body.name) ? { ...current, name: text(body.name) } : fail(400, NAME_REQUIRED),
      },
    }),
    route('post', `${main}/area-master/add`, async ({ request }) => {
      const body = await readBody(request);
      const area = db.areaMasters[findIndexById(db.areaMasters, '_id', text(body._id))];
      if (!area) return fail(404, 'Area tidak ditemukan');
      const idKelurahan = text(body.id_kelurahan);
      if (!idKelurahan || !text(body.name)) return fail(400, 'Kelurahan wajib dipilih.');
      // Adding the same kelurahan twice is a no-op, not an error.
      if (!area.kelurahan.some((village) => village.id_kelurahan === idKelurahan)) {
        area.kelurahan.push({ _id: newId(), id_kelurahan: idKelurahan, name: text(body.name) });
      }
      return fail(201, 'Data Kelurahan berhasil disimpan');
    }),
    ...collectionHandlers<AreaMaster>({
      url: `${main}/area-master`,
      idKey: '_id',
      records: () => db.areaMasters,
      notFound: 'Data indikator tidak ditemukan',
      list: { search: ['name', 'area'], defaultSort: NEWEST },
      create: {
        message: 'Success added master indikator',
        build: (body) =>
          text(body.name)
            ? {
                _id: newId(),
                name: text(body.name),
                area: text(body.area),
                building_price: integer(body.building_price),
                land_price: integer(body.land_price),
                apartment_price: integer(body.apartment_price),
                status: booleanOf(body.status, true),
                kelurahan: [],
                created_at: nowIso(),
              }
            : fail(400, NAME_REQUIRED),
      },
      update: {
        message: 'Success update master indikator',
        apply: (current, body) => mergeNamed(current, body, ['_id', 'kelurahan', 'created_at']),
      },
      remove: { message: 'Success remove master indikator' },
    }),
    ...collectionHandlers<FairPriceEntry>({
      url: `${main}/fair-price-calculator`,
      idKey: 'id',
      records: () => db.fairPrices,
      notFound: 'Data indikator harga wajar tidak ditemukan',
      list: { search: ['name', 'city', 'property_type'], defaultSort: NEWEST },
      create: {
        message: 'Success create new data',
        build: (body) => {
          const template: FairPriceEntry = {
            id: newId(),
            name: text(body.name) || [text(body.property_type), text(body.city)].filter(Boolean).join(' '),
            city: '',
            property_type: '',
            land_price_per_m2: 0,
            building_price_per_m2: 0,
            tolerance_percent: 10,
            depreciation_percent_per_year: 0,
            is_active: true,
            created_at: nowIso(),
          };
          return withExtras(mergeKnown(template, body, ['id', 'created_at', 'name']), body, ['id', '_id']);
        },
      },
      update: {
        message: 'Success update data',
        apply: (current, body) =>
          withExtras(mergeKnown(current, body, ['id', 'created_at']), body, ['id', '_id']),
      },
    }),
    ...collectionHandlers<SpecialArea>({
      url: `${main}/special-area`,
      idKey: '_id',
      records: () => db.specialAreas,
      notFound: 'Area populer tidak ditemukan',
      list: { search: ['name', 'city', 'province'], defaultSort: NEWEST },
      create: {
        message: 'Success added master popular-area',
        build: (body) =>
          text(body.name)
            ? mergeKnown<SpecialArea>(
                {
                  _id: newId(),
                  name: '',
                  city: '',
                  province: '',
                  description: '',
                  listing_count: 0,
                  is_active: true,
                  created_at: nowIso(),
                },
                body,
                ['_id', 'created_at'],
              )
            : fail(400, NAME_REQUIRED),
      },
      update: {
        message: 'Success update master popular-area',
        apply: (current, body) => mergeNamed(current, body, ['_id', 'created_at']),
      },
      remove: { message: 'Success remove master popular-area' },
    }),
    ...collectionHandlers<SubscriptionPackage>({
      url: `${main}/master-subscribe`,
      idKey: 'id',
      records: () => db.packages,
      notFound: 'Paket tidak ditemukan',
      list: { search: ['name', 'description'], defaultSort: { field: 'price', order: 'asc' } },
      create: {
        message: 'Success added master Package',
        build: (body) =>
          text(body.name)
            ? mergeKnown<SubscriptionPackage>(
                {
                  id: newId(),
                  name: '',
                  price: 0,
                  duration_days: 30,
                  listing_quota: 0,
                  premium_quota: 0,
                  description: '',
                  is_active: true,
                  created_at: nowIso(),
                },
                body,
                ['id', 'created_at'],
              )
            : fail(400, NAME_REQUIRED),
      },
      update: {
        message: 'Success update master Package',
        apply: (current, body) => mergeNamed(current, body, ['id', 'created_at']),
      },
      remove: { message: 'Success remove master Package' },
    }),
  ];
}
