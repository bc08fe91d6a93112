import { resourceModules } from '../../resources/declared';
import type { DemoKind, FieldDecl, ResourceDecl } from '../../resources/types';
import { isoDaysAgo } from '../lib/dates';
import { createRng, type Rng } from '../lib/random';
import { emailFor, phoneNumber } from '../lib/text';
import type { DeclaredRecord } from '../types';
import { FACILITY_NAMES, HOUSE_TYPE_NAMES, TRAIT_NAMES } from './catalog';
import { AGENCIES, BANKS, personName, STREETS } from './names';
import { PLACES } from './regions';

/** Records of a declared resource whose names come from no closed list. */
const RECORDS = 24;

/** The closed lists: a resource whose title field is one of them has one record per item, in order. */
const closedLists: Partial<Record<DemoKind, readonly string[]>> = {
  'property-type': HOUSE_TYPE_NAMES,
  'property-title': TRAIT_NAMES,
  facility: FACILITY_NAMES,
};

/** Property developers (a `company`). */
const DEVELOPERS = [
  'Ciputra Group',
  'Summarecon Agung',
  'Sinar Mas Land',
  'Agung Podomoro Land',
  'Lippo Karawaci',
  'Pakuwon Jati',
  'Intiland Development',
  'Alam Sutera Realty',
  'Jaya Real Property',
  'Metland',
];

const SENTENCES = [
  'Dekat pusat perbelanjaan dan sekolah.',
  'Akses mudah ke jalan tol dan stasiun KRL.',
  'Lingkungan asri dan aman untuk keluarga.',
  'Kawasan berkembang dengan harga yang masih terjangkau.',
  'Bebas banjir, dekat rumah sakit dan tempat ibadah.',
];

/** What a field holds for the demo: its declared kind, else what its key says. */
function kindOf(
  field: FieldDecl,
): DemoKind | 'city' | 'province' | 'district' | 'village' | 'address' | undefined {
  if (field.demo) return field.demo;
  const key = field.key.toLowerCase();
  for (const place of ['province', 'city', 'district', 'village'] as const)
    if (key.includes(place)) return place;
  if (key.includes('address') || key.includes('alamat')) return 'address';
  if (key.includes('bank')) return 'bank';
  if (key.includes('agency')) return 'agency';
  if (['agent', 'owner', 'customer', 'contact', 'pic'].some((word) => key.includes(word))) return 'person';
  if (key.includes('developer') || key.includes('company')) return 'company';
  if (key.includes('description') || key.includes('note')) return 'sentence';
  return undefined;
}

/** A tidy figure: two significant digits (Rp 2.700.000, Rp 450.000.000), as people price things. */
function tidy(value: number): number {
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/** Rupiah as people price things, by what the key says: per m², a property's price, else a fee. */
function rupiahBand(key: string): [number, number] {
  if (/m2|meter/.test(key)) return [1_000_000, 30_000_000];
  if (/price|harga/.test(key)) return [300_000_000, 5_000_000_000];
  return [100_000, 10_000_000];
}

/** A number within the field's range (money: rupiah in the band its key says, tidy). */
function numberFor(field: FieldDecl, rng: Rng): number {
  const low = field.min ?? (field.positive ? 1 : 0);
  if (field.type === 'money') {
    const [from, to] = rupiahBand(field.key.toLowerCase());
    // drawn on a log scale: as many houses near Rp 500 juta as near Rp 5 M, not most near the top
    const drawn = tidy(Math.exp(Math.log(from) + rng.next() * Math.log(to / from)));
    return Math.min(field.max ?? drawn, Math.max(low, drawn));
  }
  // counts are mostly small (units, rooms, days): the lower part of a wide range
  const high = Math.min(field.max ?? 100, Math.max(low + 10, 100));
  return rng.int(Math.ceil(low), Math.floor(high));
}

/** A realistic Indonesian value of `field` for the `index`th record (`title` from a closed list). */
function valueFor(field: FieldDecl, rng: Rng, anchor: Date, index: number): unknown {
  const place = PLACES[rng.int(0, PLACES.length - 1)];
  const closed = field.demo ? closedLists[field.demo] : undefined;
  if (closed) return closed[index % closed.length];
  if (field.options?.length) return rng.pick(field.options).value;
  switch (field.type) {
    case 'money':
    case 'number':
      return numberFor(field, rng);
    case 'boolean':
      return rng.chance(0.85);
    case 'date':
    case 'datetime':
      return isoDaysAgo(anchor, rng.int(1, 700));
    case 'phone':
      return phoneNumber(rng);
    case 'email':
      return emailFor(personName(rng.pick), rng);
    case 'image':
      return '';
    case 'images':
    case 'tags':
      return [];
    default:
  }
  switch (kindOf(field)) {
    case 'province':
      return place.province;
    case 'city':
      return place.city;
    case 'district':
      return place.district;
    case 'village':
      return place.village;
    case 'address':
      return `Jl. ${rng.pick(STREETS)} No. ${rng.int(1, 120)}, ${place.village}, ${place.city}`;
    case 'person':
      return personName(rng.pick);
    case 'company':
      return rng.pick(DEVELOPERS);
    case 'agency':
      return rng.pick(AGENCIES);
    case 'place':
      return place.district;
    case 'bank':
      return rng.pick(BANKS);
    case 'sentence':
      return rng.pick(SENTENCES);
    default:
      // a name with nothing else to go by: a place people know (a district, with its city)
      return field.type === 'textarea' ? rng.pick(SENTENCES) : `${place.district}, ${place.city}`;
  }
}

/** The key a resource's records are known by (docs/contract.md: `_id`, or `id` where it says so). */
export function idKeyOf(decl: ResourceDecl): string {
  return decl.idKey ?? '_id';
}

/** A number from the resource's name: each resource its own, the same on every run. */
function seedOf(name: string): number {
  return [...name].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);
}

/**
 * The demo's records of a resource, from its declared fields: as many as its closed list (a
 * property type's), else RECORDS, each field filled with a realistic value of its type or key.
 */
export function seedDeclared(decl: ResourceDecl, anchor: Date): DeclaredRecord[] {
  const rng = createRng(seedOf(decl.name));
  const fields = decl.fields ?? [];
  const closed = fields.map((field) => (field.demo ? closedLists[field.demo] : undefined)).find(Boolean);
  const count = closed?.length ?? RECORDS;
  const records = Array.from({ length: count }, (_, index) => {
    const record: DeclaredRecord = { [idKeyOf(decl)]: rng.objectId() };
    for (const field of fields) {
      if (field.key !== idKeyOf(decl)) record[field.key] = valueFor(field, rng, anchor, index);
    }
    return record;
  });
  // a distinct name is one of its kind: a drawn one that came up twice is told apart
  for (const field of fields.filter((one) => one.distinct)) {
    const seen = new Map<string, number>();
    for (const record of records) {
      const name = String(record[field.key]);
      const times = (seen.get(name) ?? 0) + 1;
      seen.set(name, times);
      if (times > 1) record[field.key] = `${name} ${times}`;
    }
  }
  return records;
}

/**
 * The resources whose demo calls and records are written by hand (src/mocks/handlers/, seed/): their
 * data has relations and rules a declaration does not carry. Any other is served from its declaration.
 */
const servedByHand: ReadonlySet<string> = new Set([
  'dashboard',
  'listing',
  'subscribe',
  'listing-premium',
  'ads-premium',
  'leads',
  'lead-requests',
  'lead-messages',
  'schedule',
  'find-properti',
  'bi-checking',
  'users',
  'fair-price-calculator',
  'house-type',
  'special-area',
  'area-master',
  'master-subscribe',
  'master-slug-province',
  'master-slug-city',
  'master-slug-district',
  'master-slug-village',
  'master-area-province',
  'master-area-city',
  'master-area-district',
  'master-area-village',
  'payment',
  'activity',
  'lytics',
  'usytics',
  'report-share',
  'withdrawal',
  'notification',
  'notification-own',
  'profile',
  'listing-views',
  'completing-register',
  'uploads',
]);

/** The resources the demo serves and seeds from their declaration alone (src/resources/modules/). */
export const declaredResources: readonly ResourceDecl[] = resourceModules
  .map((module) => module.resource)
  .filter((decl) => !servedByHand.has(decl.name));

/** Every declared resource's records, by the resource's name. */
export function seedAllDeclared(anchor: Date): Record<string, DeclaredRecord[]> {
  return Object.fromEntries(declaredResources.map((decl) => [decl.name, seedDeclared(decl, anchor)]));
}
