import { signalTexts } from '../../../locales/moderation';
import { fill } from '../../../locales/ui';
import type { ModerationDecl, Values } from '../../../resources/types';
import { photoDistance } from './photo-hash';

/** The four moderation signals, in the order they are shown. */
export const signalKinds = ['duplicate', 'contact', 'incomplete', 'price'] as const;
export type SignalKind = (typeof signalKinds)[number];

/** The signals told while a listing is written (in its form, in an upload): an empty field is the score's fix. */
export const writtenSignalKinds: ReadonlySet<SignalKind> = new Set(['duplicate', 'contact', 'price']);

/** A record a signal points at (the other listing of a duplicate, else the listing itself). */
export interface SignalTarget {
  id: string;
  slug?: string;
  code?: string;
  title?: string;
}

/** One signal on one listing: what it is, why in Indonesian, and what it points at. */
export interface Signal {
  kind: SignalKind;
  reason: string;
  about?: SignalTarget;
}

/** A listing's signals, by the listing's id. */
export type SignalMap = Record<string, Signal[]>;

/** What the detectors are told beside the rules: field labels, and the photos' hashes where read. */
export interface SignalContext {
  /** A field's label for "{field} kosong" (default the key). */
  labels?: Readonly<Record<string, string>>;
  /** A photo's perceptual hash (16 hex digits), or nothing when it could not be read. */
  photoHash?: (url: string) => string | undefined;
  /** Which listings duplicates were looked for among, in words (the end of a duplicate's reason). */
  scope?: string;
  /**
   * The listings whose duplicates are told in full (those on screen): for the others a pair already
   * alike in address and title is a duplicate without its photos being read. Default all.
   */
  inFull?: ReadonlySet<string>;
}

export const idOf = (record: Values): string => String(record.id ?? record._id ?? '');
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

export function photosOf(record: Values, rules: ModerationDecl): string[] {
  const photos = record[rules.photosKey];
  return Array.isArray(photos)
    ? photos.filter((one): one is string => typeof one === 'string' && one !== '')
    : [];
}

function targetOf(record: Values, rules: ModerationDecl): SignalTarget {
  const code = rules.codeKey ? textOf(record[rules.codeKey]) : '';
  return {
    id: idOf(record),
    ...(textOf(record.slug) && { slug: textOf(record.slug) }),
    ...(code && { code }),
    ...(textOf(record[rules.titleKey]) && { title: textOf(record[rules.titleKey]) }),
  };
}

// ---- Kontak di teks ----

/**
 * An Indonesian mobile number as people write it to be called outside the platform: 08.., +62 8..,
 * 62 8.., grouped by spaces, dots or dashes ("0812-3456-7890", "+62 812 3456 7890", "0812.3456.789").
 * Not a number inside another (a price's "1.080.000.000": its "080" follows a digit and a dot).
 */
const PHONE = /(?<![\d+])(?<!\d[.,])(?:\+62|62|0)[\s.-]?\(?8\d{1,3}\)?(?:[\s.-]?\d{2,5}){1,4}(?![\d])/g;
/** WhatsApp by its names and misspellings, as a word ("WA", "wasap", "whatsapp", "wa.me"). */
const WHATSAPP = /(?<![\p{L}\d])(?:whats\s?app|wh?atsap+|was+ap+|w\.a\.?|wa)(?![\p{L}\d])/giu;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;
/** A link: a scheme, "www.", or a host under a common top-level domain ("bit.ly/..", "rumahku.co.id"). */
const LINK =
  /(?:https?:\/\/|www\.)[^\s<>"']+|(?<![@\p{L}\d.-])(?:[a-z\d-]+\.)+(?:com|id|net|org|me|ly|link|co|io|site|xyz)(?:\/[^\s<>"']*)?(?![\p{L}\d])/giu;

/** A mobile number read from its digits: 08 plus 8 to 11 digits, or 62 8 plus 8 to 11 (10-13 digits in 0 form). */
function isMobile(found: string): boolean {
  const digits = found.replace(/\D/g, '');
  const local = digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  return /^08\d{8,11}$/.test(local);
}

export interface ContactFound {
  what: 'phone' | 'whatsapp' | 'email' | 'link';
  found: string;
}

/** The contacts written into a text: mobile numbers, WhatsApp mentions, e-mail addresses, links. */
export function findContacts(text: string): ContactFound[] {
  const found: ContactFound[] = [];
  const emails = [...text.matchAll(EMAIL)].map((match) => match[0]);
  for (const match of text.matchAll(PHONE)) {
    if (isMobile(match[0])) found.push({ what: 'phone', found: match[0].trim() });
  }
  for (const match of text.matchAll(WHATSAPP)) found.push({ what: 'whatsapp', found: match[0] });
  for (const email of emails) found.push({ what: 'email', found: email });
  for (const match of text.matchAll(LINK)) {
    // an e-mail's own host is no link of its own
    if (!emails.some((email) => email.includes(match[0]))) found.push({ what: 'link', found: match[0] });
  }
  return found;
}

function contactSignal(record: Values, rules: ModerationDecl): Signal | undefined {
  const reasons: string[] = [];
  const places = [
    [rules.titleKey, signalTexts.inTitle],
    [rules.descriptionKey, signalTexts.inDescription],
  ] as const;
  for (const [key, where] of places) {
    const seen = new Set<string>();
    for (const { what, found } of findContacts(textOf(record[key]))) {
      // one of each kind per place says enough
      if (seen.has(what)) continue;
      seen.add(what);
      reasons.push(fill(signalTexts.contactFound, { what: fill(signalTexts[what], { found }), where }));
    }
  }
  return reasons.length > 0
    ? { kind: 'contact', reason: reasons.join('; '), about: targetOf(record, rules) }
    : undefined;
}

// ---- Kurang lengkap ----

const isEmpty = (value: unknown) =>
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function incompleteSignal(record: Values, rules: ModerationDecl, context: SignalContext): Signal | undefined {
  const reasons: string[] = [];
  // a list row that does not carry a field says nothing about it: only what is there is judged
  if (rules.photosKey in record) {
    const count = photosOf(record, rules).length;
    if (count < rules.minPhotos) reasons.push(fill(signalTexts.fewPhotos, { count, min: rules.minPhotos }));
  }
  if (rules.descriptionKey in record) {
    const count = textOf(record[rules.descriptionKey]).trim().length;
    if (count < rules.minDescription)
      reasons.push(fill(signalTexts.shortDescription, { count, min: rules.minDescription }));
  }
  for (const key of rules.facts) {
    if (key in record && (record[key] === undefined || isEmpty(record[key])))
      reasons.push(fill(signalTexts.missingFact, { field: context.labels?.[key] ?? key }));
  }
  return reasons.length > 0
    ? { kind: 'incomplete', reason: reasons.join(', '), about: targetOf(record, rules) }
    : undefined;
}

// ---- Harga tidak wajar ----

function priceSignal(record: Values, rules: ModerationDecl): Signal | undefined {
  const price = numberOf(record[rules.priceKey]);
  const fair = numberOf(record[rules.fairPriceKey]);
  if (price === undefined || fair === undefined || fair <= 0 || price <= 0) return undefined;
  const apart = Math.abs(price - fair) / fair;
  if (apart <= rules.farFromFair) return undefined;
  return {
    kind: 'price',
    reason: fill(price < fair ? signalTexts.belowFair : signalTexts.aboveFair, {
      percent: Math.round(apart * 100),
      fair: rupiah.format(fair),
    }),
    about: targetOf(record, rules),
  };
}

// ---- Mungkin duplikat ----

/** A text as compared: lower case, no accents or punctuation, "jalan" as "jl", one space between words. */
export function normalText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bjalan\b/g, 'jl')
    .replace(/\bnomor\b|\bnomer\b/g, 'no')
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}

function bigramsOf(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const squeezed = text.replace(/ /g, '');
  for (let i = 0; i < squeezed.length - 1; i += 1) {
    const gram = squeezed.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** How alike two texts' letter pairs are, 0 to 1: their shared share (Sørensen-Dice). */
function dice(a: Map<string, number>, b: Map<string, number>): number {
  let sizeA = 0;
  let sizeB = 0;
  let shared = 0;
  for (const count of a.values()) sizeA += count;
  for (const [gram, count] of b) {
    sizeB += count;
    shared += Math.min(count, a.get(gram) ?? 0);
  }
  return sizeA + sizeB === 0 ? 0 : (2 * shared) / (sizeA + sizeB);
}

interface Prepared {
  record: Values;
  id: string;
  area: string;
  price: number;
  address: string;
  addressGrams: Map<string, number>;
  titleGrams: Map<string, number>;
  /** None below the description's minimum length (a short one says too little to tell two apart). */
  descriptionGrams?: Map<string, number>;
}

// a listing's letter pairs are read once, however often it is compared (the review queue asks again and again)
const preparedOf = new WeakMap<Values, Prepared | null>();

function prepare(record: Values, rules: ModerationDecl): Prepared | undefined {
  const known = preparedOf.get(record);
  if (known !== undefined) return known ?? undefined;
  const price = numberOf(record[rules.priceKey]);
  const area = record[rules.areaKey];
  let prepared: Prepared | null = null;
  if (price !== undefined && price > 0 && (typeof area === 'string' || typeof area === 'number')) {
    const address = normalText(textOf(record[rules.addressKey]));
    const description = normalText(textOf(record[rules.descriptionKey]));
    prepared = {
      record,
      id: idOf(record),
      area: String(area),
      price,
      address,
      addressGrams: bigramsOf(address),
      titleGrams: bigramsOf(normalText(textOf(record[rules.titleKey]))),
      descriptionGrams: description.length >= rules.minDescription ? bigramsOf(description) : undefined,
    };
  }
  preparedOf.set(record, prepared);
  return prepared ?? undefined;
}

/** How two listings' texts are alike: the same or a similar address, a similar title and description. */
function textLikeness(a: Prepared, b: Prepared, rules: ModerationDecl): string[] {
  const why: string[] = [];
  if (a.address && a.address === b.address) why.push(signalTexts.sameAddress);
  else if (a.address && b.address && dice(a.addressGrams, b.addressGrams) >= rules.similarAddress)
    why.push(signalTexts.similarAddress);
  if (dice(a.titleGrams, b.titleGrams) >= rules.similarTitle) why.push(signalTexts.similarTitle);
  if (
    a.descriptionGrams &&
    b.descriptionGrams &&
    dice(a.descriptionGrams, b.descriptionGrams) >= rules.similarDescription
  )
    why.push(signalTexts.similarDescription);
  return why;
}

function photosAlike(a: Prepared, b: Prepared, rules: ModerationDecl, context: SignalContext): boolean {
  const hash = context.photoHash;
  if (!hash) return false;
  const hashesA = photosOf(a.record, rules).flatMap((url) => hash(url) ?? []);
  if (hashesA.length === 0) return false;
  const hashesB = photosOf(b.record, rules).flatMap((url) => hash(url) ?? []);
  return hashesA.some((one) => hashesB.some((other) => photoDistance(one, other) <= rules.photoDistance));
}

/**
 * Each pair of listings of one area whose prices lie within the duplicates' band, at least one of
 * them asked for (`only`): sorted by price, each is compared only with those in its band after it.
 */
function forEachPair(
  records: readonly Values[],
  rules: ModerationDecl,
  only: ReadonlySet<string> | undefined,
  visit: (a: Prepared, b: Prepared, apart: number) => void,
) {
  const byArea = new Map<string, Prepared[]>();
  for (const record of records) {
    const prepared = prepare(record, rules);
    if (!prepared || !prepared.id) continue;
    const list = byArea.get(prepared.area) ?? [];
    list.push(prepared);
    byArea.set(prepared.area, list);
  }
  for (const list of byArea.values()) {
    list.sort((a, b) => a.price - b.price);
    for (let i = 0; i < list.length; i += 1) {
      const a = list[i];
      const top = a.price * (1 + rules.duplicatePrice);
      for (let j = i + 1; j < list.length && list[j].price <= top; j += 1) {
        const b = list[j];
        if (a.id === b.id || (only && !only.has(a.id) && !only.has(b.id))) continue;
        visit(a, b, (b.price - a.price) / b.price);
      }
    }
  }
}

/** Whether a pair's photos are read: where they decide (one likeness in the texts), or it is told in full. */
function photosWanted(a: Prepared, b: Prepared, likeness: number, inFull?: ReadonlySet<string>): boolean {
  return likeness === 1 || (likeness > 1 && (!inFull || inFull.has(a.id) || inFull.has(b.id)));
}

/**
 * The listings whose photos are read and hashed: those in a pair alike in one text already where the
 * photos decide, or add to a reason told in full (a pair alike in nothing but its photos is no duplicate).
 */
export function photoCandidates(
  records: readonly Values[],
  rules: ModerationDecl,
  only?: ReadonlySet<string>,
  inFull?: ReadonlySet<string>,
): Values[] {
  const found = new Set<Values>();
  forEachPair(records, rules, only, (a, b) => {
    if (photosWanted(a, b, textLikeness(a, b, rules).length, inFull)) found.add(a.record).add(b.record);
  });
  return [...found];
}

function duplicateSignal(b: Prepared, why: string, rules: ModerationDecl, scope?: string): Signal {
  const about = targetOf(b.record, rules);
  const reason = fill(signalTexts.duplicateOf, { code: about.code ?? about.title ?? about.id, why });
  return {
    kind: 'duplicate',
    reason: scope ? fill(signalTexts.withScope, { reason, scope }) : reason,
    about,
  };
}

/** The duplicates among `records`, by listing id: same area, prices within the band, and two likenesses. */
function duplicatesAmong(
  records: readonly Values[],
  rules: ModerationDecl,
  context: SignalContext,
  only?: ReadonlySet<string>,
): Map<string, Signal[]> {
  const found = new Map<string, Signal[]>();
  const add = (one: Prepared, other: Prepared, why: string) => {
    if (only && !only.has(one.id)) return;
    const list = found.get(one.id) ?? [];
    list.push(duplicateSignal(other, why, rules, context.scope));
    found.set(one.id, list);
  };
  forEachPair(records, rules, only, (a, b, apart) => {
    const why = textLikeness(a, b, rules);
    if (why.length === 0) return;
    if (photosWanted(a, b, why.length, context.inFull) && photosAlike(a, b, rules, context))
      why.push(signalTexts.similarPhotos);
    // a shared price band and one likeness is common in a busy area; two are one property twice
    if (why.length < 2) return;
    const text = [...why, fill(signalTexts.priceApart, { percent: Math.round(apart * 100) })].join(', ');
    add(a, b, text);
    add(b, a, text);
  });
  return found;
}

/** The signals of one listing apart from duplicates (which need the others). */
export function ownSignals(record: Values, rules: ModerationDecl, context: SignalContext = {}): Signal[] {
  return [
    contactSignal(record, rules),
    incompleteSignal(record, rules, context),
    priceSignal(record, rules),
  ].filter((one): one is Signal => one !== undefined);
}

/**
 * Every listing's signals, by id, read against each other for duplicates. `only` limits the answer to
 * some of them (the review queue's next listing), still compared with all.
 */
export function detectSignals(
  records: readonly Values[],
  rules: ModerationDecl,
  context: SignalContext = {},
  only?: ReadonlySet<string>,
): SignalMap {
  const duplicates = duplicatesAmong(records, rules, context, only);
  const result: SignalMap = {};
  for (const record of records) {
    const id = idOf(record);
    if (!id || (only && !only.has(id))) continue;
    const signals = [...(duplicates.get(id) ?? []), ...ownSignals(record, rules, context)];
    if (signals.length > 0) result[id] = signals;
  }
  return result;
}
