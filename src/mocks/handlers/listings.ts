import type { HttpHandler } from 'msw';
import Papa from 'papaparse';

import { isTextLike } from '../../files/text-check';
import { addNotification, db, demoSettings, newId, nowIso, schedule } from '../db';
import {
  applyListingUpdate,
  INVALID_STATUS,
  isListingStatus,
  listingFromInput,
  type Owner,
} from '../domain/listing-input';
import { collectionHandlers, findIndexById } from '../lib/crud';
import { formFile, hasExtension, readForm } from '../lib/files';
import { booleanOf, type Caller, fail, ok, readBody, reply, route } from '../lib/http';
import type { ListOptions } from '../lib/list';
import { isVariantShape } from '../lib/reply-shape';
import type { Listing } from '../types';

const LISTING_QUERY: ListOptions = {
  search: ['title', 'house_id', 'city', 'district', 'village', 'province', 'agent_name', 'address', 'type'],
  defaultSort: { field: 'created_at', order: 'desc' },
};
const NOT_FOUND = 'Properti tidak ditemukan';
/** A sold listing keeps its status: the demo's one refusal of a status change (a bulk run's failure). */
const SOLD_STAYS = 'Properti yang sudah terjual tidak dapat diubah statusnya.';
const MAX_CSV_BYTES = 20 * 1024 * 1024;
/** Columns a listing CSV cannot go without (docs/how-to.md "Upload listings from a CSV file"). */
const REQUIRED_CSV_COLUMNS = ['title', 'type', 'price'];

const ownerOf = (caller: Caller): Owner => ({ auth_id: caller.authId, name: caller.name });

/**
 * Adds the valid rows of an uploaded CSV as listings and tells the uploader how it went. A row that
 * names no place (no region code or city the demo knows) is skipped: a listing is never live without one.
 */
function importCsv(csv: string, owner: Owner): void {
  const parsed = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  let added = 0;
  for (const row of parsed.data) {
    const listing = listingFromInput(row, owner);
    if (listing instanceof Response || !listing.city || !listing.id_kelurahan) continue;
    db.listings.push(listing);
    added += 1;
  }
  const skipped = parsed.data.length - added;
  addNotification({
    _id: newId(),
    text: `Import CSV selesai: ${added} listing ditambahkan${skipped > 0 ? `, ${skipped} baris dilewati` : ''}.`,
    read: false,
    created_at: nowIso(),
    user_id: owner.auth_id,
    type: 'listing',
  });
}

export function listingHandlers(main: string): HttpHandler[] {
  const url = `${main}/house-list`;
  return [
    route('get', `${url}/admin-statistic`, () => {
      const standard = { count: db.listings.filter((listing) => !listing.is_premium).length };
      const premium = { count: db.listings.filter((listing) => listing.is_premium).length };
      const ads = { count: db.premiumAds.length };
      // the variant shape (lib/reply-shape.ts) names the standard listings `listing`, without the extras
      if (isVariantShape()) return ok({ listing: standard, premium, ads });
      return ok({
        standard,
        premium,
        ads,
        statistic: {
          views: db.listings.reduce((sum, listing) => sum + listing.views, 0),
          leads: db.leads.length,
          schedules: db.schedules.length,
        },
      });
    }),
    ...collectionHandlers<Listing>({
      url: `${url}/admin`,
      idKey: 'id',
      records: () => db.listings,
      notFound: NOT_FOUND,
      list: LISTING_QUERY,
    }),
    ...collectionHandlers<Listing>({
      url: `${url}/premium`,
      idKey: 'id',
      records: () => db.listings,
      notFound: NOT_FOUND,
      list: { ...LISTING_QUERY, scope: (records) => records.filter((listing) => listing.is_premium) },
    }),
    route('get', `${url}/by/:slug`, ({ params }) => {
      const listing = db.listings.find((candidate) => candidate.slug === params.slug);
      return listing ? reply(200, { status: 200, message: 'OK', data: listing }) : fail(404, NOT_FOUND);
    }),
    route('post', `${url}/upload-csv`, async ({ request, caller }) => {
      const file = formFile(await readForm(request));
      if (!file || !(hasExtension(file, ['.csv']) || file.type === 'text/csv')) {
        return fail(400, 'File harus berformat CSV.');
      }
      if (file.size > MAX_CSV_BYTES) return fail(413, 'Ukuran file CSV maksimal 20 MB.');
      if (!(await isTextLike(file))) return fail(400, 'File harus berformat CSV.');
      const csv = await file.text();
      const header = Papa.parse<string[]>(csv.split(/\r?\n/, 1)[0] ?? '').data[0] ?? [];
      const present = new Set(header.map((column) => column.trim().toLowerCase()));
      const missing = REQUIRED_CSV_COLUMNS.filter((column) => !present.has(column));
      if (!csv.trim()) return fail(400, 'File CSV kosong.');
      if (missing.length > 0) return fail(400, `Kolom wajib tidak ada: ${missing.join(', ')}.`);
      const owner = ownerOf(caller);
      schedule(() => importCsv(csv, owner), demoSettings.csvImportDelayMs);
      return fail(201, 'Data listing sedang di proses. Silahkan refresh secara berkala.');
    }),
    ...collectionHandlers<Listing>({
      url,
      idKey: 'id',
      records: () => db.listings,
      notFound: NOT_FOUND,
      create: {
        status: 201,
        message: 'Success created property.',
        build: (body, { caller }) => listingFromInput(body, ownerOf(caller)),
      },
      remove: { message: 'Success deleted property.' },
    }),
    route('put', `${url}/status/:id`, async ({ request, params }) => {
      const index = findIndexById(db.listings, 'id', params.id);
      if (index < 0) return fail(404, NOT_FOUND);
      const { status } = await readBody(request);
      if (!isListingStatus(status)) return fail(400, INVALID_STATUS);
      if (db.listings[index].status === 'sold' && status !== 'sold') return fail(409, SOLD_STAYS);
      db.listings[index] = { ...db.listings[index], status, updated_at: nowIso() };
      return ok(db.listings[index], 'Success updated status property.');
    }),
    route('put', `${url}/:id`, async ({ request, params }) => {
      const index = findIndexById(db.listings, 'id', params.id);
      if (index < 0) return fail(404, NOT_FOUND);
      const body = await readBody(request);
      const current = db.listings[index];
      if (booleanOf(body.sold, false)) {
        db.listings[index] = { ...current, status: 'sold', updated_at: nowIso() };
        return ok(db.listings[index], 'Success updated sold property.');
      }
      const statusOnly = Object.keys(body).length === 1 && body.status !== undefined;
      const next = applyListingUpdate(current, body);
      if (next instanceof Response) return next;
      db.listings[index] = next;
      return ok(next, statusOnly ? 'Success updated status property.' : 'Success updated property.');
    }),
  ];
}
