import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import dayjs from 'dayjs';

import { findResource } from './index';
import type { ResourceDecl } from './types';

export const PERIOD_FORMAT = 'YYYY-MM-DD';
export { SEARCH_KEY } from './paths';

/** One select of a cascade: it lists `resource` (filtered by `parentParam`) and sets `param`. */
export interface CascadeLevel {
  resource: string;
  param: string;
  label: string;
  optionLabel: string;
  optionValue: string;
  /** The filter of this level's own options (the level above), if any. */
  parentParam?: string;
}

/** The parent selects of a list, top level first: province > city > district for villages. */
export function cascadeOf(decl: ResourceDecl): CascadeLevel[] {
  const levels: CascadeLevel[] = [];
  let parent = decl.parent;
  const seen = new Set<string>();
  while (parent && !seen.has(parent.resource)) {
    seen.add(parent.resource);
    const parentDecl = findResource(parent.resource);
    levels.unshift({
      resource: parent.resource,
      param: parent.param,
      label: parent.label,
      optionLabel: parent.optionLabel,
      optionValue: parent.optionValue,
      parentParam: parentDecl?.parent?.param,
    });
    parent = parentDecl?.parent;
  }
  return levels;
}

function eq(field: string, value: unknown): LogicalFilter {
  return { field, operator: 'eq', value };
}

/** The filters a list starts with when the URL names none: declared defaults and the period. */
export function defaultFilters(decl: ResourceDecl, today = dayjs()): LogicalFilter[] {
  const out: LogicalFilter[] = [];
  for (const field of decl.fields ?? []) {
    if (field.filter && field.filterDefault !== undefined) out.push(eq(field.key, field.filterDefault));
  }
  if (decl.period) {
    out.push(eq(decl.period.start, today.subtract(decl.period.defaultDays, 'day').format(PERIOD_FORMAT)));
    out.push(eq(decl.period.end, today.format(PERIOD_FORMAT)));
  }
  return out;
}

/** Filters without which the list cannot be asked for: declared defaults, the period, the parent. */
export function requiredFilterKeys(decl: ResourceDecl): string[] {
  const keys = defaultFilters(decl).map((filter) => filter.field);
  if (decl.parent) keys.push(decl.parent.param);
  return keys;
}

export function hasValue(value: unknown): boolean {
  return (
    value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
  );
}

export function filterValue(filters: readonly CrudFilter[], key: string): unknown {
  const found = filters.find((filter): filter is LogicalFilter => 'field' in filter && filter.field === key);
  return found?.value;
}

/** The filters to set for `changes`: each key to its value, `undefined` clearing it. */
export function toFilters(changes: Record<string, unknown>): LogicalFilter[] {
  return Object.entries(changes).map(([key, value]) => eq(key, hasValue(value) ? value : undefined));
}

/** Is any filter set beyond the defaults (so an empty list means "nothing matches")? */
export function isFiltered(decl: ResourceDecl, filters: readonly CrudFilter[]): boolean {
  const defaults = new Set([...requiredFilterKeys(decl), ...cascadeOf(decl).map((level) => level.param)]);
  return filters.some((filter) => 'field' in filter && !defaults.has(filter.field) && hasValue(filter.value));
}
