import type * as modules from './modules';
import type { ActionName, ResourceName } from './types';

export type { ActionName, ResourceName };

/**
 * Every resource of the registry by name, with the names of its actions: with the names of the
 * resources declared in one module each (./modules), the one list tsc checks a declaration's name, an
 * `invalidates`, a reference, the screens map and a hook's literal names against
 * (tests/unit/resources/names.test.ts keeps it equal to the declarations).
 */
export const RESOURCE_NAMES = {
  dashboard: ['statistic'],
  listing: ['status', 'sold', 'review', 'upload-csv'],
  subscribe: [],
  'listing-premium': ['status', 'sold'],
  'ads-premium': ['excel'],
  leads: [],
  'lead-requests': [],
  'lead-messages': [],
  schedule: ['reschedule', 'cancel'],
  'find-properti': [],
  'bi-checking': ['approve', 'reject'],
  users: [],
  'fair-price-calculator': [],
  'house-type': [],
  'special-area': [],
  'area-master': ['add'],
  'master-subscribe': [],
  'master-slug-province': [],
  'master-slug-city': [],
  'master-slug-district': [],
  'master-slug-village': [],
  'master-area-province': [],
  'master-area-city': [],
  'master-area-district': [],
  'master-area-village': [],
  payment: ['trigger-webhook'],
  activity: [],
  lytics: [],
  usytics: [],
  'report-share': [],
  withdrawal: ['approve', 'reject'],
  notification: [],
  'notification-own': ['read-all', 'page'],
  profile: [],
  'listing-views': [],
  'completing-register': [],
  uploads: ['file'],
} as const satisfies Record<string, readonly string[]>;

/** A resource declared in one module of ./modules (its `name`, and its `actions` if it has any). */
type Module = (typeof modules)[keyof typeof modules];

/**
 * The names of the resources declared in one module each: each module's `name` (a constant of its
 * own, so that tsc reads it without the declaration, which names others) with its `actions`.
 */
type ModuleNames = {
  [M in Module as M['name']]: M extends { actions: infer A extends readonly string[] } ? A : readonly [];
};

/** Every resource's name with the names of its actions: those above and those of ./modules. */
type AllNames = typeof RESOURCE_NAMES & ModuleNames;

// the registry's types learn the names here (types.ts stands below the modules and cannot read them)
declare module './types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the names, merged in
  interface KnownNames extends AllNames {}
}

/**
 * `N` when it is one of `Known` or a string only known at run time (a route, a stored change); a
 * literal outside `Known` (a typo) is refused by tsc where it is written, naming the known ones.
 */
export type Checked<N extends string, Known extends string> = N &
  (string extends N ? unknown : N extends Known ? unknown : { unknownName: N; knownNames: Known });
