import type { CrudFilter } from '@refinedev/core';

import { defaultFilters, hasValue, SEARCH_KEY } from '../../resources/list-filters';
import type { ResourceDecl } from '../../resources/types';

/** The filters set apart from the search and from what the list starts with. */
export function activeFilterCount(decl: ResourceDecl, filters: readonly CrudFilter[]): number {
  const defaults = new Map(defaultFilters(decl).map((filter) => [filter.field, filter.value]));
  const keys = new Set<string>();
  for (const filter of filters) {
    if (!('field' in filter) || filter.field === SEARCH_KEY || !hasValue(filter.value)) continue;
    if (defaults.has(filter.field) && defaults.get(filter.field) === filter.value) continue;
    keys.add(filter.field);
  }
  return keys.size;
}
