import { db } from '../db';
import { formatDay } from '../lib/dates';
import type { DailyStat } from '../types';

/** How many of `dated` fall on each local day. */
function perDay(dated: readonly { created_at: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { created_at } of dated) {
    const day = formatDay(new Date(created_at));
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/**
 * The figures of each day from `start` to `end` (both included, `YYYY-MM-DD`) that the demo has
 * traffic for. New listings and leads are the listings and leads created that day, counted from the
 * store: the analytics, the dashboard's trend and its totals read the same records, and a listing or
 * lead added in the demo counts today.
 */
export function dailyStats(start: string, end: string): DailyStat[] {
  const listings = perDay(db.listings);
  const leads = perDay(db.leads);
  return db.dailyStats
    .filter((day) => day.date >= start && day.date <= end)
    .map((day) => ({
      ...day,
      new_listings: listings.get(day.date) ?? 0,
      leads: leads.get(day.date) ?? 0,
    }));
}
