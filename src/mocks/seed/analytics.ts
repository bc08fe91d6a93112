import { DEMO_ACCOUNTS } from '../accounts';
import { formatDay, isoDaysAgo, shiftDay } from '../lib/dates';
import { createRng } from '../lib/random';
import {
  type ActivityLog,
  activityModules,
  type Listing,
  type TrafficDay,
  type UserAccount,
  type UserEvent,
} from '../types';

export const ACTIVITY_COUNT = 250;
export const USER_EVENT_COUNT = 300;
/** Two periods of 90 days and more: every preset has a previous period to compare with. */
export const DAILY_STAT_DAYS = 400;

const ACTIONS: readonly (readonly [action: string, verb: string])[] = [
  ['login', 'masuk ke back-office'],
  ['create', 'menambahkan data'],
  ['update', 'mengubah data'],
  ['delete', 'menghapus data'],
  ['export', 'mengekspor data'],
  ['approve', 'menyetujui data'],
];
// a login is logged under Auth; any other action under one of the other modules
const MODULES = activityModules.filter((module) => module !== 'Auth');
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
];
/** Address blocks of Indonesian ISPs (Telkomsel, IndiHome, Biznet, XL). */
const IP_PREFIXES = ['114.124', '36.71', '180.252', '182.253', '202.80', '112.215'];

/** How a Listing entry names its listing, by action ("menyetujui listing HL-000104 "..."). */
const LISTING_VERBS: Record<string, string> = {
  create: 'menambahkan',
  update: 'mengubah',
  delete: 'menghapus',
  export: 'mengekspor',
  approve: 'menyetujui',
};

export function seedActivity(
  anchor: Date,
  users: readonly UserAccount[],
  listings: readonly Listing[] = [],
): ActivityLog[] {
  const rng = createRng(801);
  // (a draw of its own: the other entries stay as they were)
  const named = createRng(803);
  const actors = [
    ...DEMO_ACCOUNTS.map((account) => account.name),
    ...users.filter((u) => u.role === 'agent').map((u) => u.name),
  ];
  return Array.from({ length: ACTIVITY_COUNT }, () => {
    const [action, verb] = rng.pick(ACTIONS);
    const module = action === 'login' ? 'Auth' : rng.pick(MODULES);
    const user_name = rng.chance(0.5) ? rng.pick(DEMO_ACCOUNTS).name : rng.pick(actors);
    return {
      _id: rng.objectId(),
      user_name,
      action,
      module,
      ip: `${rng.pick(IP_PREFIXES)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      user_agent: rng.pick(USER_AGENTS),
      description:
        action === 'login'
          ? `${user_name} ${verb}`
          : module === 'Listing' && listings.length > 0
            ? listingWords(user_name, action, named.pick(listings))
            : `${user_name} ${verb} ${module}`,
      created_at: isoDaysAgo(anchor, rng.next() * 60),
    };
  });
}

/** A Listing entry's words, naming its listing by code and title, as the service's log does. */
function listingWords(user: string, action: string, listing: Listing): string {
  return `${user} ${LISTING_VERBS[action] ?? 'mengubah'} listing ${listing.house_id} "${listing.title}"`;
}

export function seedUserEvents(
  anchor: Date,
  users: readonly UserAccount[],
  listings: readonly Listing[],
): UserEvent[] {
  const rng = createRng(802);
  const members = users.filter((user) => user.role === 'member');
  const active = listings.filter((listing) => listing.status === 'active');
  const pages = () =>
    rng.pick([
      '/',
      '/cari?tipe=rumah',
      '/cari?kota=bandung',
      '/kpr',
      '/agen',
      `/properti/${rng.pick(active).slug}`,
    ]);
  const events: readonly (readonly [string, number])[] = [
    ['page_view', 40],
    ['search', 20],
    ['click_listing', 18],
    ['contact_agent', 8],
    ['share_listing', 6],
    ['save_listing', 5],
    ['login', 3],
  ];
  return Array.from({ length: USER_EVENT_COUNT }, () => ({
    _id: rng.objectId(),
    user_name: rng.pick(members).name,
    event: rng.weighted(events),
    page: pages(),
    device: rng.weighted([
      ['Android', 55],
      ['iOS', 20],
      ['Desktop - Chrome', 20],
      ['Desktop - Safari', 5],
    ] as const),
    created_at: isoDaysAgo(anchor, rng.next() * 30),
  }));
}

/**
 * Demand over the year: busier from January to March (bonus season, new-year buying) and in
 * July (school year), quieter in December's holidays.
 */
const MONTH_FACTOR = [1.18, 1.15, 1.1, 1.0, 0.95, 1.0, 1.08, 1.0, 0.97, 0.95, 0.92, 0.8];

/**
 * The traffic of each of the last 400 days, today included: busier weekends, seasons and a slow growth.
 * A day's new listings and leads are not made up here: they are counted from the store's records.
 */
export function seedDailyStats(anchor: Date): TrafficDay[] {
  const rng = createRng(803);
  const stats: TrafficDay[] = [];
  for (let back = DAILY_STAT_DAYS - 1; back >= 0; back -= 1) {
    const day = shiftDay(anchor, -back);
    const weekend = day.getDay() === 0 || day.getDay() === 6;
    const growth = 1 + (DAILY_STAT_DAYS - back) / 800;
    const season = MONTH_FACTOR[day.getMonth()];
    const visitors = Math.round((weekend ? 1700 : 1200) * growth * season * (0.85 + rng.next() * 0.3));
    stats.push({
      date: formatDay(day),
      visitors,
      page_views: Math.round(visitors * (2.4 + rng.next() * 1.4)),
    });
  }
  return stats;
}
