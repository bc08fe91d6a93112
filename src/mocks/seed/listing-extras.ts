import { addDaysIso, formatDay, isoDaysAgo, shiftDay } from '../lib/dates';
import { createRng } from '../lib/random';
import type { Listing, ListingView, PremiumAd, ReportShare, UserAccount } from '../types';

export const PREMIUM_AD_COUNT = 60;
export const VIEW_DAYS = 30;
export const VIEWS_PER_DAY = 10;
export const REPORT_SHARE_COUNT = 150;

export const AD_PACKAGES = ['Spotlight', 'Top Listing', 'Banner Beranda', 'Sundul Harian'];

export function seedPremiumAds(anchor: Date, listings: readonly Listing[]): PremiumAd[] {
  const rng = createRng(501);
  const premium = listings.filter((listing) => listing.is_premium);
  return Array.from({ length: PREMIUM_AD_COUNT }, () => {
    const listing = rng.pick(premium);
    const startDaysAgo = rng.int(-10, 90);
    const duration = rng.pick([7, 14, 30]);
    const start = isoDaysAgo(anchor, startDaysAgo);
    const status: PremiumAd['status'] =
      startDaysAgo < 0 ? 'scheduled' : startDaysAgo > duration ? 'ended' : 'active';
    const impressions = status === 'scheduled' ? 0 : rng.int(500, 40_000);
    return {
      id: rng.objectId(),
      property_id: listing.id,
      house_id: listing.house_id,
      title: listing.title,
      city: listing.city,
      package: rng.pick(AD_PACKAGES),
      budget: rng.pick([150_000, 250_000, 500_000, 1_000_000, 2_500_000]),
      impressions,
      clicks: Math.round(impressions * (0.005 + rng.next() * 0.04)),
      status,
      start_date: start,
      end_date: addDaysIso(start, duration),
      // a scheduled ad was booked before today, however far ahead it starts
      created_at: isoDaysAgo(anchor, Math.max(0, startDaysAgo) + rng.int(1, 5)),
    };
  });
}

/** Daily view counts of the most visited listings over the last 30 days. */
export function seedListingViews(anchor: Date, listings: readonly Listing[]): ListingView[] {
  const rng = createRng(502);
  const popular = listings.filter((listing) => listing.status === 'active').slice(0, 40);
  const views: ListingView[] = [];
  for (let day = VIEW_DAYS - 1; day >= 0; day -= 1) {
    const date = formatDay(shiftDay(anchor, -day));
    for (const listing of rng.sample(popular, VIEWS_PER_DAY)) {
      views.push({
        _id: rng.objectId(),
        date,
        house_id: listing.house_id,
        property_id: listing.id,
        title: listing.title,
        views: rng.int(5, 220) * (listing.is_premium ? 2 : 1),
      });
    }
  }
  return views;
}

export function seedReportShares(
  anchor: Date,
  listings: readonly Listing[],
  users: readonly UserAccount[],
): ReportShare[] {
  const rng = createRng(503);
  const targets = listings.filter((listing) => listing.status === 'active');
  const channels = ['whatsapp', 'whatsapp', 'whatsapp', 'facebook', 'telegram', 'twitter', 'copy_link'];
  return Array.from({ length: REPORT_SHARE_COUNT }, () => {
    const listing = rng.pick(targets);
    return {
      _id: rng.objectId(),
      property_id: listing.id,
      house_id: listing.house_id,
      title: listing.title,
      shared_by: rng.pick(users).name,
      channel: rng.pick(channels),
      created_at: isoDaysAgo(anchor, rng.next() * 90),
    };
  });
}
