/**
 * The fixed words of the records (statuses, decisions, kinds): the registry's options and filters,
 * the record types and the demo backend's checks all read them here.
 */

export const listingStatuses = ['active', 'pending', 'sold', 'inactive'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * A listing's land title certificate, as the product writes it: the certificates of the land office
 * (SHM, HGB, SHGB, SHMSRS: an apartment unit's, known as "Strata") and the older proofs still traded
 * (AJB, Girik, Petok D, Letter C).
 */
export const certificates = ['SHM', 'HGB', 'SHGB', 'SHMSRS', 'AJB', 'Girik', 'Petok D', 'Letter C'] as const;
export type Certificate = (typeof certificates)[number];

/**
 * Other ways people write each certificate, beside its own name in any case, spacing or punctuation
 * ("shgb", "Letter-C", "petok d"): compared by `spellingKey`.
 */
export const certificateSpellings: Record<Certificate, readonly string[]> = {
  SHM: ['Sertifikat Hak Milik', 'Hak Milik'],
  HGB: ['Hak Guna Bangunan'],
  SHGB: ['Sertifikat Hak Guna Bangunan'],
  SHMSRS: ['Strata', 'Strata Title', 'SHSRS', 'SHM Sarusun', 'Sertifikat Hak Milik Satuan Rumah Susun'],
  AJB: ['Akta Jual Beli'],
  Girik: [],
  'Petok D': ['Petok', 'Pethok D'],
  'Letter C': ['Leter C'],
};

/** "Letter-C", " letter c " and "LETTER C" are one spelling: letters and digits only, lower case. */
export function spellingKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The certificate a text names in any of its usual spellings ("Strata" is SHMSRS), else undefined. */
export function readCertificate(text: string): Certificate | undefined {
  const key = spellingKey(text);
  if (!key) return undefined;
  return certificates.find(
    (one) =>
      spellingKey(one) === key || certificateSpellings[one].some((other) => spellingKey(other) === key),
  );
}

/**
 * The property types (Master Data > Tipe Properti) of a unit in a building, without land of its own:
 * its land area may be left empty or 0.
 */
export const typesWithoutLand = ['Apartemen'] as const;

/** The property types that are land alone: priced per m² of land against the area's land price. */
export const landOnlyTypes = ['Tanah', 'Kavling'] as const;

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
