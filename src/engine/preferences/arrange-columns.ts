import type { Key, ReactNode } from 'react';

import type { ResourceDecl } from '../../resources/types';
import type { TablePreferences } from './store';

/** What the arrangement reads of a table column (antd's column type fits). */
export interface ArrangeableColumn {
  key?: Key;
  title?: ReactNode | ((props: never) => ReactNode);
  fixed?: unknown;
}

/** A column a person may move or hide, as the "Kolom" control lists it. */
export interface ColumnChoice {
  key: string;
  label: string;
  hidden: boolean;
  /** The record's title: always shown. */
  locked: boolean;
}

/** The column that names a record (the declared title, else the first list field): never hidden. */
export function lockedColumnKey(decl: ResourceDecl): string | undefined {
  const listed = (decl.fields ?? []).filter((field) => field.inList !== false);
  return listed.find((field) => field.key === decl.titleKey)?.key ?? listed[0]?.key;
}

// a column pinned to an edge (the row actions) keeps its place; the others may move
function isMovable<T extends ArrangeableColumn>(column: T): column is T & { key: string } {
  return typeof column.key === 'string' && !column.fixed;
}

/** The movable columns in the chosen order: those named first, the others after in their declared order. */
function ordered<T extends ArrangeableColumn>(columns: readonly T[], order: readonly string[]) {
  const rank = new Map(order.map((key, index) => [key, index]));
  return columns
    .filter(isMovable)
    .map((column, index) => ({ column, rank: rank.get(column.key) ?? order.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ column }) => column);
}

/** The columns as the person arranged them: chosen order, hidden ones left out, pinned ones last. */
export function arrangeColumns<T extends ArrangeableColumn>(
  columns: readonly T[],
  preferences: TablePreferences,
  locked: string | undefined,
): T[] {
  const hidden = new Set(preferences.hidden.filter((key) => key !== locked));
  const movable = ordered(columns, preferences.order).filter((column) => !hidden.has(column.key));
  return [...movable, ...columns.filter((column) => !isMovable(column))];
}

/** The movable columns as the control lists them, in the chosen order. */
export function columnChoices(
  columns: readonly ArrangeableColumn[],
  preferences: TablePreferences,
  locked: string | undefined,
): ColumnChoice[] {
  return ordered(columns, preferences.order).map((column) => ({
    key: column.key,
    label: typeof column.title === 'string' ? column.title : column.key,
    hidden: column.key !== locked && preferences.hidden.includes(column.key),
    locked: column.key === locked,
  }));
}

/** The order after moving `key` one place up (-1) or down (+1). */
export function moveColumn(choices: readonly ColumnChoice[], key: string, by: -1 | 1): string[] {
  const keys = choices.map((choice) => choice.key);
  const from = keys.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= keys.length) return keys;
  [keys[from], keys[to]] = [keys[to], keys[from]];
  return keys;
}
