/**
 * The fixed words of the records (statuses, decisions, kinds): the registry's options and filters,
 * the record types and the demo backend's checks all read them here.
 */

export const listingStatuses = ['active', 'pending', 'sold', 'inactive'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** A listing's land title certificate. */
export const certificates = ['SHM', 'HGB', 'Strata'] as const;

export const premiumAdStatuses = ['active', 'scheduled', 'ended'] as const;
export type PremiumAdStatus = (typeof premiumAdStatuses)[number];

/** A customer's request (a lead, a find-property request) as the agent follows it up. */
export const requestStatuses = ['new', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const scheduleStatuses = ['scheduled', 'done', 'cancelled'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/** What an admin decides on a pending BI check or withdrawal. */
export const decisions = ['approved', 'rejected'] as const;
export type Decision = (typeof decisions)[number];

export const biCheckingStatuses = ['pending', ...decisions] as const;
export type BiCheckingStatus = (typeof biCheckingStatuses)[number];

export const withdrawalStatuses = ['pending', ...decisions] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** A package order (subscribe transaction). */
export const transactionStatuses = ['pending', 'paid', 'expired'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** A payment of the payment service: a transaction's statuses, and a failed charge. */
export const paymentStatuses = [...transactionStatuses, 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The users the users list is read by (`/user/{url}`). */
export const userKinds = ['agent', 'member'] as const;
export type UserKind = (typeof userKinds)[number];

/** The modules the activity log names (the payment service's fixed list). */
export const activityModules = [
  'Auth',
  'Listing',
  'Leads',
  'Master Data',
  'Withdrawal',
  'Notification',
  'Payment',
  'User',
  'Schedule',
  'BI Checking',
] as const;
export type ActivityModule = (typeof activityModules)[number];

/** Whether `value` is one of `words` (a status sent in a body, a path segment, ...). */
export function isOneOf<Word extends string>(words: readonly Word[], value: unknown): value is Word {
  return typeof value === 'string' && (words as readonly string[]).includes(value);
}
