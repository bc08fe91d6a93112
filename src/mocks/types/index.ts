import type {
  AreaMaster,
  FairPriceEntry,
  NamedRecord,
  SpecialArea,
  SubscribeTransaction,
  SubscriptionPackage,
  Withdrawal,
} from './master';
import type {
  ActivityLog,
  DailyStat,
  ListingView,
  Notification,
  Payment,
  ReportShare,
  UserEvent,
} from './operations';
import type {
  BiChecking,
  DemoUser,
  FindPropertyRequest,
  Lead,
  LeadMessage,
  Listing,
  PremiumAd,
  Schedule,
} from './records';
import type { RegionSet } from './regions';

export * from './master';
export * from './operations';
export * from './records';
export * from './regions';

export interface DbState {
  listings: Listing[];
  premiumAds: PremiumAd[];
  users: DemoUser[];
  leads: Lead[];
  leadMessages: LeadMessage[];
  schedules: Schedule[];
  findProperties: FindPropertyRequest[];
  biChecking: BiChecking[];
  houseTypes: NamedRecord[];
  traits: NamedRecord[];
  facilities: NamedRecord[];
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
  dailyStats: DailyStat[];
  listingViews: ListingView[];
  /** The /master-province.. hierarchy. */
  masterSlug: RegionSet;
  /** The /provinces.. hierarchy: the same places under other record ids. */
  masterArea: RegionSet;
}
