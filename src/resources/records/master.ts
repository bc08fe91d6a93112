/** Master data and money records. */
import type { TransactionStatus, WithdrawalStatus } from './vocabularies';

/** Property types, property titles (master-trait) and extra facilities. */
export interface NamedRecord {
  _id: string;
  name: string;
}

export interface AreaKelurahan {
  _id: string;
  id_kelurahan: string;
  name: string;
}

export interface AreaMaster {
  _id: string;
  name: string;
  area: string;
  building_price: number;
  land_price: number;
  apartment_price: number;
  status: boolean;
  kelurahan: AreaKelurahan[];
  created_at: string;
}

export interface FairPriceEntry {
  id: string;
  name: string;
  city: string;
  property_type: string;
  land_price_per_m2: number;
  building_price_per_m2: number;
  tolerance_percent: number;
  depreciation_percent_per_year: number;
  is_active: boolean;
  created_at: string;
}

export interface SpecialArea {
  _id: string;
  name: string;
  city: string;
  province: string;
  description: string;
  listing_count: number;
  is_active: boolean;
  created_at: string;
}

export interface SubscriptionPackage {
  id: string;
  name: string;
  price: number;
  duration_days: number;
  listing_quota: number;
  premium_quota: number;
  description: string;
  is_active: boolean;
  created_at: string;
}

export interface SubscribeTransaction {
  _id: string;
  order_id: string;
  user_id: string;
  user_name: string;
  email: string;
  package_id: string;
  package_name: string;
  amount: number;
  payment_method: string;
  status: TransactionStatus;
  created_at: string;
  paid_at: string | null;
  expired_at: string;
}

export interface Withdrawal {
  id: string;
  auth_id: string;
  agent_name: string;
  amount: number;
  bank: string;
  account_number: string;
  account_name: string;
  status: WithdrawalStatus;
  note: string;
  created_at: string;
  processed_at: string | null;
}
