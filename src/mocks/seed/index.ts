import type { DbState } from '../types';
import { seedActivity, seedDailyStats, seedUserEvents } from './analytics';
import { seedAllDeclared } from './declared';
import { seedTransactions, seedWithdrawals } from './finance';
import { seedLeads, seedSchedules } from './leads';
import { seedListingViews, seedPremiumAds, seedReportShares } from './listing-extras';
import { seedListings } from './listings';
import { seedAreaMasters, seedFairPrices, seedHouseTypes, seedPackages, seedSpecialAreas } from './master';
import { withModerationCases } from './moderation';
import { seedNotifications } from './notifications';
import { seedUsers } from './people';
import { buildRegionSet } from './regions';
import { seedBiChecking, seedFindProperties } from './requests';

/**
 * The seed's version: a state the browser kept from another version is replaced by the seed. Bump it
 * when the seed's shape changes (a collection or a record field added, renamed or retyped), or its
 * content is corrected (2: no seeded chat message or ad dated after the seed's day began; 3: a day's
 * new listings and leads counted from the records, a listing's views include its last 30 days'; 4:
 * listings with photos, and those that show the moderation signals; 5: visits every day from
 * yesterday to a week ahead, for the agenda; 6: the resources declared in one module each are in
 * `declared`, by name, seeded from their declarations).
 */
export const SEED_VERSION = 6;

/** The whole demo data set. Same content on every call; dates are relative to `anchor`. */
export function createSeed(anchor: Date): DbState {
  const users = seedUsers(anchor);
  const listings = seedListings(anchor, users);
  const { leads, messages } = seedLeads(anchor, listings);
  const packages = seedPackages(anchor);
  const { transactions, payments } = seedTransactions(anchor, users, packages);
  const listingViews = seedListingViews(anchor, listings);
  // a listing's total views include those of its last 30 days (the profile's chart)
  for (const view of listingViews) {
    const listing = listings.find((one) => one.id === view.property_id);
    if (listing) listing.views += view.views;
  }
  return {
    // added last, so that what is seeded from the listings stays as it was
    listings: withModerationCases(listings, anchor),
    premiumAds: seedPremiumAds(anchor, listings),
    users,
    leads,
    leadMessages: messages,
    schedules: seedSchedules(anchor, listings),
    findProperties: seedFindProperties(anchor),
    biChecking: seedBiChecking(anchor, listings),
    houseTypes: seedHouseTypes(),
    areaMasters: seedAreaMasters(anchor),
    fairPrices: seedFairPrices(anchor),
    specialAreas: seedSpecialAreas(anchor),
    packages,
    subscribeTransactions: transactions,
    withdrawals: seedWithdrawals(anchor, users),
    reportShares: seedReportShares(anchor, listings, users),
    notifications: seedNotifications(anchor, users, listings),
    payments,
    activity: seedActivity(anchor, users, listings),
    userEvents: seedUserEvents(anchor, users, listings),
    dailyStats: seedDailyStats(anchor),
    listingViews,
    masterSlug: buildRegionSet(1001),
    masterArea: buildRegionSet(1002),
    declared: seedAllDeclared(anchor),
  };
}
