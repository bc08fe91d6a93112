/** Notifications, payments, logs and analytics. */
import type { ActivityModule, PaymentStatus } from './vocabularies';

export interface ReportShare {
  _id: string;
  property_id: string;
  house_id: string;
  title: string;
  shared_by: string;
  channel: string;
  created_at: string;
}

export interface Notification {
  _id: string;
  text: string;
  read: boolean;
  created_at: string;
  user_id: string;
  type: string;
  /** The record it is about, when it names one (a lead's listing and the lead itself). */
  property_id?: string;
  house_id?: string;
  slug?: string;
  request_id?: string;
}

export interface Payment {
  _id: string;
  order_id: string;
  user_name: string;
  package: string;
  amount: number;
  method: string;
  status: PaymentStatus;
  created_at: string;
}

export interface ActivityLog {
  _id: string;
  user_name: string;
  action: string;
  module: ActivityModule;
  ip: string;
  user_agent: string;
  description: string;
  created_at: string;
}

export interface UserEvent {
  _id: string;
  user_name: string;
  event: string;
  page: string;
  device: string;
  created_at: string;
}

export interface DailyStat {
  date: string;
  visitors: number;
  page_views: number;
  new_listings: number;
  leads: number;
}

export interface ListingView {
  _id: string;
  date: string;
  house_id: string;
  property_id: string;
  title: string;
  views: number;
}
