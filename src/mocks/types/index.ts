import type {
  ActivityLog,
  AreaMaster,
  BiChecking,
  City,
  DailyStat,
  District,
  FairPriceEntry,
  FindPropertyRequest,
  Lead,
  LeadMessage,
  Listing,
  ListingView,
  NamedRecord,
  Notification,
  Payment,
  PremiumAd,
  Province,
  ReportShare,
  Schedule,
  SpecialArea,
  SubscribeTransaction,
  SubscriptionPackage,
  UserAccount,
  UserEvent,
  Village,
  Withdrawal,
} from '../../resources/records';

// the record shapes are the app's own (src/resources/records); the demo store adds its collections
export * from '../../resources/records';

/**
 * A day's traffic on the marketplace (it has no records of its own); a day's new listings and leads are
 * counted from the listings and leads themselves (domain/daily-stats.ts).
 */
export type TrafficDay = Pick<DailyStat, 'date' | 'visitors' | 'page_views'>;

/** One region hierarchy of the store, level by level. */
export interface RegionSet {
  provinces: Province[];
  cities: City[];
  districts: District[];
  villages: Village[];
}

export interface DbState {
  listings: Listing[];
  premiumAds: PremiumAd[];
  users: UserAccount[];
  leads: Lead[];
  leadMessages: LeadMessage[];
  schedules: Schedule[];
  findProperties: FindPropertyRequest[];
  biChecking: BiChecking[];
  houseTypes: NamedRecord[];
  areaMasters: AreaMaster[];
  fairPrices: FairPriceEntry[];
  specialAreas: SpecialArea[];
  packages: SubscriptionPackage[];
  subscribeTransactions: SubscribeTransaction[];
  withdrawals: Withdrawal[];
  reportShares: ReportShare[];
  notifications: Notification[];
  payments: Payment[];
  activity: ActivityLog[];
  userEvents: UserEvent[];
  dailyStats: TrafficDay[];
  listingViews: ListingView[];
  /** The /master-province.. hierarchy. */
  masterSlug: RegionSet;
  /** The /provinces.. hierarchy: the same places under other record ids. */
  masterArea: RegionSet;
  /**
   * The records of the resources declared in one module each (src/resources/modules/), by the
   * resource's name: seeded and served from their declarations (seed/declared.ts, handlers/declared.ts).
   */
  declared: Record<string, DeclaredRecord[]>;
}

/** A record of a resource declared in one module: its declared fields and its key. */
export type DeclaredRecord = Record<string, unknown>;
