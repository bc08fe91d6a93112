import { optionLabel } from '../../components/format';
import type { ResourceDecl, Values } from '../../resources/types';

/**
 * How a record is named to a person: its `titleKey` field, else `name`, `title`, its id; a value of
 * a field with options in its label ("Masuk", not the log's "login").
 */
export function recordTitle(decl: ResourceDecl, record: Values | undefined): string {
  if (!record) return '';
  for (const key of [decl.titleKey, 'name', 'title']) {
    const value = key ? record[key] : undefined;
    const field = key ? decl.fields?.find((one) => one.key === key) : undefined;
    if (field?.options && (typeof value === 'string' || typeof value === 'number') && value !== '')
      return optionLabel(field, value);
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
  }
  const id = record.id ?? record._id;
  return id === undefined || id === null ? '' : String(id);
}

/** What a record of the declaration is called ("Listing", "Pesanan"): the form titles' word, else the menu's. */
export function recordKind(decl: ResourceDecl): string {
  return decl.recordLabel ?? decl.label ?? '';
}
