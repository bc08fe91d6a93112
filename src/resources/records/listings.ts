/**
 * Listings, ads, users and the customers' requests, as the services send them (the screens read them,
 * the demo backend stores them). `id` vs `_id` follows the wire contract of each resource.
 */
import type {
  BiCheckingStatus,
  ListingStatus,
  PremiumAdStatus,
  RequestStatus,
  ScheduleStatus,
  UserKind,
} from './vocabularies';

export interface Listing {
  id: string;
  house_id: string;
  slug: string;
  title: string;
  type: string;
  certificate: string;
  price: number;
  // a fact left empty stays empty (null), never a number made up for it
  land_area: number | null;
  building_area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floors: number | null;
  address: string;
  province: string;
  city: string;
  district: string;
  village: string;
  id_provinsi: string;
  id_kota: string;
  id_kecamatan: string;
  id_kelurahan: string;
  description: string;
  facilities: string[];
  /** The master-trait name the title was built on ('' when none). */
  trait: string;
  /** Photo URLs from the upload service. */
  photos: string[];
  status: ListingStatus;
  is_premium: boolean;
  isFairPrice: boolean;
  fairprice: number;
  agent_id: string;
  agent_name: string;
  views: number;
  created_at: string;
  updated_at: string;
}

export interface PremiumAd {
  id: string;
  property_id: string;
  house_id: string;
  title: string;
  city: string;
  package: string;
  budget: number;
  impressions: number;
  clicks: number;
  status: PremiumAdStatus;
  start_date: string;
  end_date: string;
  created_at: string;
}

/** A user of the marketplace (an agent or a member), as the users list sends it. */
export interface UserAccount {
  _id: string;
  auth_id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  role: UserKind;
  agency: string;
  created_at: string;
  is_verified: boolean;
}

export interface Lead {
  _id: string;
  property_id: string;
  title: string;
  name: string;
  phone: string;
  email: string;
  note: string;
  status: RequestStatus;
  agent_id: string;
  /** the listing's agent, by name (the dashboard's per-agent figures) */
  agent_name: string;
  created_at: string;
  /** the time of an agent's first answer, when the service computes it (the demo's seeded leads) */
  first_reply_at?: string;
}

export interface LeadMessage {
  _id: string;
  request_id: string;
  message: string;
  image_url: string;
  sender: 'customer' | 'admin';
  sender_name: string;
  /** the admin's account, or the lead (the customer) */
  sender_id: string;
  created_at: string;
}

export interface Schedule {
  _id: string;
  property_id: string;
  title: string;
  customer_name: string;
  phone: string;
  date: string;
  status: ScheduleStatus;
  note: string;
  agent_id: string;
  created_at: string;
}

export interface FindPropertyRequest {
  _id: string;
  name: string;
  phone: string;
  email: string;
  type: string;
  city: string;
  budget_min: number;
  budget_max: number;
  bedrooms: number;
  note: string;
  status: RequestStatus;
  created_at: string;
}

export interface BiChecking {
  _id: string;
  name: string;
  nik: string;
  phone: string;
  email: string;
  property_id: string;
  title: string;
  bank: string;
  monthly_income: number;
  loan_amount: number;
  tenor_years: number;
  status: BiCheckingStatus;
  note: string;
  created_at: string;
}
