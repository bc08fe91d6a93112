import { PAGE_SIZE_OPTIONS } from '../../providers/request-shaping';
import { SEARCH_KEY } from '../../resources/list-filters';
import { PREFERENCE_PREFIX } from '../../session/session';

/** How tightly the rows are drawn. */
export type Density = 'compact' | 'default';

/** How a person arranged a list: columns, density and page size. */
export interface TablePreferences {
  /** Column keys in the order chosen; columns not named keep their declared place after these. */
  order: string[];
  hidden: string[];
  density: Density;
  pageSize?: number;
}

export interface ViewSort {
  field: string;
  order: 'asc' | 'desc';
}

/** A named search, filters and sort of a list. */
export interface SavedView {
  name: string;
  /** Filter values by field (the search under `search`). */
  filters: Record<string, string>;
  sorters: ViewSort[];
}

/** Bumped when the stored shape changes: a value of another version is ignored. */
export const PREFERENCES_VERSION = 1;

export const DEFAULT_PREFERENCES: TablePreferences = { order: [], hidden: [], density: 'default' };

type Kind = 'table' | 'views' | 'searches';

/**
 * One key per user, resource and kind, so people sharing a browser keep their own. The searches typed
 * into saved views are kept apart, outside the preferences a sign-out keeps (docs/contract.md section
 * 4): a customer's name or phone number typed as a search does not outlive the session.
 */
export function preferenceKey(user: string, resource: string, kind: Kind): string {
  const prefix = kind === 'searches' ? 'pbo.list.' : `${PREFERENCE_PREFIX}list.`;
  return `${prefix}${kind}.${encodeURIComponent(user)}.${encodeURIComponent(resource)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The text kept under `key`, or null (nothing kept, or a storage that refuses to be read). */
export function readRaw(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function parseVersioned(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) && parsed.version === PREFERENCES_VERSION ? parsed.value : undefined;
  } catch {
    // text that is not JSON: as if nothing was kept
    return undefined;
  }
}

function writeVersioned(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify({ version: PREFERENCES_VERSION, value }));
  } catch {
    // a full or refused storage keeps the choice for this visit only
  }
}

function toPreferences(value: unknown): TablePreferences | undefined {
  if (!isRecord(value) || !isStringList(value.order) || !isStringList(value.hidden)) return undefined;
  if (value.density !== 'compact' && value.density !== 'default') return undefined;
  const pageSize = PAGE_SIZE_OPTIONS.find((size) => size === value.pageSize);
  return { order: value.order, hidden: value.hidden, density: value.density, pageSize };
}

function toSort(value: unknown): ViewSort | undefined {
  if (!isRecord(value) || typeof value.field !== 'string') return undefined;
  return value.order === 'asc' || value.order === 'desc'
    ? { field: value.field, order: value.order }
    : undefined;
}

/** A kept view, and whether it was saved with a search (kept apart, see `preferenceKey`). */
function toView(value: unknown): (SavedView & { searched: boolean }) | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !value.name.trim()) return undefined;
  if (!isRecord(value.filters) || !Array.isArray(value.sorters)) return undefined;
  const filters = Object.entries(value.filters);
  if (!filters.every(([, one]) => typeof one === 'string')) return undefined;
  const sorters = value.sorters.map(toSort);
  if (!sorters.every((sort): sort is ViewSort => sort !== undefined)) return undefined;
  return {
    name: value.name,
    filters: Object.fromEntries(filters) as Record<string, string>,
    sorters,
    searched: value.searched === true,
  };
}

/** A kept arrangement of a list, or undefined (none, of another version, or unreadable). */
export function parsePreferences(raw: string | null): TablePreferences | undefined {
  return toPreferences(parseVersioned(raw));
}

export function writePreferences(
  storage: Storage,
  user: string,
  resource: string,
  value: TablePreferences,
): void {
  writeVersioned(storage, preferenceKey(user, resource, 'table'), value);
}

export function clearPreferences(storage: Storage, user: string, resource: string): void {
  try {
    storage.removeItem(preferenceKey(user, resource, 'table'));
  } catch {
    // nothing kept to clear
  }
}

/**
 * The person's own views of a list, or undefined while they have never changed them (the seeded
 * views are offered then), each with its search from `rawSearches`. A view that does not read is left
 * out; after a sign-out forgot the searches a view keeps its filters and sort, and one that was only
 * a search is left out.
 */
export function parseViews(raw: string | null, rawSearches: string | null = null): SavedView[] | undefined {
  const value = parseVersioned(raw);
  if (!Array.isArray(value)) return undefined;
  const stored = parseVersioned(rawSearches);
  const searches = isRecord(stored) ? stored : {};
  return value.flatMap((item) => {
    const view = toView(item);
    if (!view) return [];
    const { searched, ...rest } = view;
    const search = searches[view.name];
    if (typeof search === 'string' && search)
      return [{ ...rest, filters: { ...rest.filters, [SEARCH_KEY]: search } }];
    // a view that was only its search shows nothing of it any more: it goes with the search
    const empty = Object.keys(rest.filters).length === 0 && rest.sorters.length === 0;
    return searched && empty ? [] : [rest];
  });
}

/** Keeps the views: their filters and sorts among the preferences, their searches apart. */
export function writeViews(
  storage: Storage,
  user: string,
  resource: string,
  views: readonly SavedView[],
): void {
  const searches: Record<string, string> = {};
  const stored = views.map(({ name, filters, sorters }) => {
    const { [SEARCH_KEY]: search, ...rest } = filters;
    if (!search) return { name, filters: rest, sorters };
    searches[name] = search;
    return { name, filters: rest, sorters, searched: true };
  });
  writeVersioned(storage, preferenceKey(user, resource, 'views'), stored);
  writeVersioned(storage, preferenceKey(user, resource, 'searches'), searches);
}
