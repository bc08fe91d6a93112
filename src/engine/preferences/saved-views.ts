import type { CrudFilter, CrudSort, LogicalFilter } from '@refinedev/core';

import { cascadeOf, defaultFilters, hasValue, SEARCH_KEY } from '../../resources/list-filters';
import type { ResourceDecl } from '../../resources/types';
import type { SavedView, ViewSort } from './store';

/** The naming dialog's task: a new view, or a new name for a saved one (none while it is closed). */
export type Naming = { mode: 'save' } | { mode: 'rename'; name: string } | null;

/** The filters a view of this list may carry: the search, the declared filters, the period, the parents. */
export function viewFilterKeys(decl: ResourceDecl): string[] {
  const keys = (decl.fields ?? []).filter((field) => field.filter).map((field) => field.key);
  if (decl.search) keys.push(SEARCH_KEY);
  if (decl.period) keys.push(decl.period.start, decl.period.end);
  keys.push(...cascadeOf(decl).map((level) => level.param));
  return [...new Set(keys)];
}

function allowedValues(decl: ResourceDecl, key: string): string[] | undefined {
  const field = decl.fields?.find((one) => one.key === key);
  if (field?.type === 'boolean') return ['true', 'false'];
  return field?.options?.map((option) => String(option.value));
}

/** Whether a view is a filter and sort this list declares (a seeded or kept view that is not is never offered). */
export function isValidView(decl: ResourceDecl, view: SavedView): boolean {
  const keys = new Set(viewFilterKeys(decl));
  const sortable = new Set((decl.fields ?? []).filter((field) => field.sortable).map((field) => field.key));
  return (
    view.name.trim() !== '' &&
    Object.entries(view.filters).every(([key, value]) => {
      const allowed = allowedValues(decl, key);
      return keys.has(key) && hasValue(value) && (!allowed || allowed.includes(value));
    }) &&
    view.sorters.every((sort) => sortable.has(sort.field))
  );
}

function isLogical(filter: CrudFilter): filter is LogicalFilter {
  return 'field' in filter;
}

/** The list's current search, filters and sort as a view named `name`. */
export function viewOf(
  decl: ResourceDecl,
  name: string,
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[],
): SavedView {
  const keys = new Set(viewFilterKeys(decl));
  const viewFilters = filters
    .filter(isLogical)
    .filter((filter) => keys.has(filter.field) && hasValue(filter.value) && !Array.isArray(filter.value))
    .map((filter) => [filter.field, String(filter.value)]);
  return {
    name: name.trim(),
    filters: Object.fromEntries(viewFilters) as Record<string, string>,
    sorters: sorters.map(({ field, order }): ViewSort => ({ field, order })),
  };
}

/**
 * What the list's filters and sort become when a view is chosen: the view's own values, the declared
 * defaults (and the chosen parents) where it names none, nothing else.
 */
export function applyView(
  decl: ResourceDecl,
  view: SavedView,
  current: readonly CrudFilter[],
): { filters: LogicalFilter[]; sorters: CrudSort[] } {
  const named = (field: string) => view.filters[field] !== undefined;
  const parents = new Set(cascadeOf(decl).map((level) => level.param));
  const stays = [
    ...defaultFilters(decl),
    ...current.filter(isLogical).filter((filter) => parents.has(filter.field)),
  ].filter((filter) => !named(filter.field));
  const own = Object.entries(view.filters).map(([field, value]): LogicalFilter => ({
    field,
    operator: 'eq',
    value,
  }));
  return { filters: [...stays, ...own], sorters: view.sorters.map((sort) => ({ ...sort })) };
}

/** Whether the list shows exactly what the view names (the view is marked as chosen). */
export function isShowing(
  decl: ResourceDecl,
  view: SavedView,
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[],
): boolean {
  const now = viewOf(decl, view.name, filters, sorters);
  const defaults = new Map(defaultFilters(decl).map((filter) => [filter.field, String(filter.value)]));
  const parents = new Set(cascadeOf(decl).map((level) => level.param));
  // the defaults and parents a view leaves out do not make it another view
  const own = (entries: Record<string, string>, other: Record<string, string>) =>
    Object.entries(entries).filter(
      ([key, value]) => other[key] !== undefined || (defaults.get(key) !== value && !parents.has(key)),
    );
  const a = own(now.filters, view.filters);
  const b = own(view.filters, now.filters);
  return (
    a.length === b.length &&
    a.every(([key, value]) => view.filters[key] === value) &&
    JSON.stringify(now.sorters) === JSON.stringify(view.sorters)
  );
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('id') === b.trim().toLocaleLowerCase('id');

/** Whether `name` is taken by a view other than `except`. */
export function isNameTaken(views: readonly SavedView[], name: string, except?: string): boolean {
  return views.some(
    (view) => sameName(view.name, name) && !(except !== undefined && sameName(view.name, except)),
  );
}

/** The views with `view` added (a view of the same name is replaced, in its place). */
export function saveView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const at = views.findIndex((one) => sameName(one.name, view.name));
  return at < 0 ? [...views, view] : views.map((one, index) => (index === at ? view : one));
}

export function renameView(views: readonly SavedView[], from: string, to: string): SavedView[] {
  return views.map((view) => (view.name === from ? { ...view, name: to.trim() } : view));
}

export function deleteView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((view) => view.name !== name);
}
