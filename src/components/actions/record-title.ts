import type { ResourceDecl, Values } from '../../resources/types';

/** How a record is named to a person: its `titleKey` field, else `name`, `title`, its id. */
export function recordTitle(decl: ResourceDecl, record: Values | undefined): string {
  if (!record) return '';
  for (const key of [decl.titleKey, 'name', 'title']) {
    const value = key ? record[key] : undefined;
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
  }
  const id = record.id ?? record._id;
  return id === undefined || id === null ? '' : String(id);
}
