import { lazyPart } from '../../components/lazy-part';
import { isBelow } from '../../components/use-is-phone';

// What a phone's first list screen does without: the table (cards instead) and the filters but the
// search (in a drawer, fetched when it first opens). Each is a chunk of its own with the antd parts only
// it draws (Table and its filter tree; Select and the reference lookups); a wider window fetches both
// beside the list's own code (`preloadWideParts`).
const loadFilterBar = () => import('./FilterBar');
const loadListTable = () => import('./ListTable');

export const FilterBar = lazyPart(() => loadFilterBar().then(({ FilterBar }) => ({ default: FilterBar })));
export const ListTable = lazyPart(() => loadListTable().then(({ ListTable }) => ({ default: ListTable })));

/** The filters' code, e.g. as a finger nears "Filter" (a failed fetch is tried again when it renders). */
export function preloadFilterBar(): void {
  void loadFilterBar().catch(() => undefined);
}

/** On a window wider than a phone: the table's and the filters' code now, beside the list's own. */
export function preloadWideParts(): void {
  if (isBelow('sm')) return;
  preloadFilterBar();
  void loadListTable().catch(() => undefined);
}
