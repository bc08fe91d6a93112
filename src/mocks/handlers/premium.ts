import type { HttpHandler } from 'msw';

import { readXlsxRows } from '../../files/xlsx-rows';
import { findAccountById } from '../accounts';
import { db, newId, nowIso } from '../db';
import { collectionHandlers, listHandler } from '../lib/crud';
import { addDaysIso, formatDay, shiftDay, startOfToday } from '../lib/dates';
import { formFile, hasExtension, readForm } from '../lib/files';
import { type Body, fail, numberOf, reply, route, text } from '../lib/http';
import { AD_PACKAGES } from '../seed/listing-extras';
import type { PremiumAd } from '../types';

const EXCEL_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

const MAX_EXCEL_BYTES = 5 * 1024 * 1024;

/**
 * The analytics sheet: a header with `house_id`, `impressions` and `clicks`, one ad per row. Applies
 * every row to the ads of that listing, or answers why the sheet cannot be taken (nothing applied).
 */
function applyAdAnalytics(rows: string[][]): string | number {
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const missing = ['house_id', 'impressions', 'clicks'].filter((column) => !header.includes(column));
  if (missing.length > 0) return `Kolom wajib tidak ada: ${missing.join(', ')}.`;
  const at = (row: string[], column: string) => (row[header.indexOf(column)] ?? '').trim();
  const updates: { house_id: string; impressions: number; clicks: number }[] = [];
  for (const [index, row] of rows.slice(1).entries()) {
    if (row.every((cell) => !cell.trim())) continue;
    const impressions = Number(at(row, 'impressions'));
    const clicks = Number(at(row, 'clicks'));
    if (!Number.isInteger(impressions) || !Number.isInteger(clicks) || impressions < 0 || clicks < 0)
      return `Baris ${index + 2}: impressions dan clicks harus bilangan bulat.`;
    updates.push({ house_id: at(row, 'house_id'), impressions, clicks });
  }
  let applied = 0;
  for (const update of updates) {
    for (const ad of db.premiumAds.filter((one) => one.house_id === update.house_id)) {
      ad.impressions = update.impressions;
      ad.clicks = update.clicks;
      applied += 1;
    }
  }
  return applied;
}

function adFromBody(body: Body): PremiumAd | Response {
  const propertyId = text(body.property_id);
  const listing = propertyId ? db.listings.find((candidate) => candidate.id === propertyId) : undefined;
  if (propertyId && !listing) return fail(404, 'Properti tidak ditemukan');
  const title = text(body.title) || listing?.title || '';
  if (!title) return fail(400, 'Properti atau judul iklan wajib diisi.');
  const start =
    text(body.start_date) && !Number.isNaN(Date.parse(text(body.start_date)))
      ? new Date(text(body.start_date)).toISOString()
      : nowIso();
  const duration = numberOf(body.duration_days);
  const end =
    text(body.end_date) && !Number.isNaN(Date.parse(text(body.end_date)))
      ? new Date(text(body.end_date)).toISOString()
      : addDaysIso(start, Number.isFinite(duration) && duration > 0 ? duration : 14);
  const budget = numberOf(body.budget);
  if (end < start) return fail(400, 'Tanggal selesai tidak boleh sebelum tanggal mulai.');
  if (text(body.package) && !AD_PACKAGES.includes(text(body.package)))
    return fail(400, 'Paket iklan tidak dikenal.');
  if (body.budget !== undefined && !(budget > 0)) return fail(400, 'Anggaran harus lebih dari 0.');
  const now = nowIso();
  return {
    id: newId(),
    property_id: listing?.id ?? '',
    house_id: listing?.house_id ?? '',
    title,
    city: listing?.city ?? text(body.city),
    package: text(body.package) || AD_PACKAGES[0],
    budget: Number.isFinite(budget) ? budget : 0,
    impressions: 0,
    clicks: 0,
    status: start > now ? 'scheduled' : end < now ? 'ended' : 'active',
    start_date: start,
    end_date: end,
    created_at: now,
  };
}

function agentProfile(authId: string): Body | null {
  const account = findAccountById(authId);
  const user = db.users.find((candidate) => candidate.auth_id === authId);
  if (!account && !user) return null;
  const listings = db.listings.filter((listing) => listing.agent_id === authId);
  const ids = new Set(listings.map((listing) => listing.id));
  const series = Array.from({ length: 30 }, (_, index) => {
    const date = formatDay(shiftDay(startOfToday(), index - 29));
    const views = db.listingViews
      .filter((view) => view.date === date && ids.has(view.property_id))
      .reduce((sum, view) => sum + view.views, 0);
    // Listings outside the daily top list still get a trickle of views.
    return { date, views: views + listings.length * ((index * 7 + listings.length) % 5) };
  });
  return {
    auth_id: authId,
    name: account?.name ?? user?.name ?? '',
    email: account?.email ?? user?.email ?? '',
    phone: account?.phone ?? user?.phone ?? '',
    avatar: '',
    agency: account?.agency ?? user?.agency ?? '',
    city: account?.city ?? user?.city ?? '',
    joined_at: account?.joined_at ?? user?.created_at ?? '',
    listing_count: listings.length,
    premium_count: listings.filter((listing) => listing.is_premium).length,
    lead_count: db.leads.filter((lead) => ids.has(lead.property_id)).length,
    views_last_30_days: series.reduce((sum, day) => sum + day.views, 0),
    views_series: series,
  };
}

export function premiumHandlers(main: string): HttpHandler[] {
  return [
    route('post', `${main}/premium-ads/excel`, async ({ request }) => {
      const file = formFile(await readForm(request));
      if (!file || !(hasExtension(file, ['.xlsx', '.xls']) || EXCEL_TYPES.includes(file.type))) {
        return fail(400, 'File harus berformat Excel (.xlsx/.xls).');
      }
      if (file.size > MAX_EXCEL_BYTES) return fail(413, 'Ukuran file Excel maksimal 5 MB.');
      if (hasExtension(file, ['.xls'])) return fail(200, 'Success upload excel.'); // old binary format: taken as is
      let rows: string[][];
      try {
        rows = readXlsxRows(await file.arrayBuffer());
      } catch {
        return fail(400, 'File Excel tidak dapat dibaca.');
      }
      const applied = applyAdAnalytics(rows);
      return typeof applied === 'string' ? fail(400, applied) : fail(200, 'Success upload excel.');
    }),
    ...collectionHandlers<PremiumAd>({
      url: `${main}/premium-ads`,
      idKey: 'id',
      records: () => db.premiumAds,
      notFound: 'Iklan tidak ditemukan',
      list: {
        search: ['title', 'house_id', 'city', 'package'],
        defaultSort: { field: 'created_at', order: 'desc' },
      },
      create: { status: 201, message: 'Success created ads.', build: adFromBody },
    }),
    listHandler(`${main}/view-house-list/views`, () => db.listingViews, {
      search: ['title', 'house_id'],
      defaultSort: { field: 'date', order: 'desc' },
    }),
    route('get', `${main}/agent-profile/:auth_id`, ({ params }) => {
      const profile = agentProfile(params.auth_id);
      return profile
        ? reply(200, { status: 200, message: 'OK', data: profile })
        : fail(404, 'Agen tidak ditemukan');
    }),
  ];
}
