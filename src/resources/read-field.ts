import type { FieldDecl, Values } from './types';

/**
 * The tolerant reader of the registry: where the contract leaves a name open, a field declares the
 * names a reply may carry its value under (`accepts`, in order; a dotted name reads a nested path such
 * as `listing.count`). Every record the data provider hands the screens has each declared field under
 * its own `key`, read here, so lists, cards, details, exports and the custom pages read one name.
 */

/** A field's shape as this reader needs it: its key and the names it accepts. */
export type NamedField = Pick<FieldDecl, 'key' | 'accepts'>;

/** The names a field's value is looked for under, in order (its key first unless `accepts` orders it). */
export function namesOf(field: NamedField): readonly string[] {
  if (!field.accepts) return [field.key];
  return field.accepts.includes(field.key) ? field.accepts : [field.key, ...field.accepts];
}

function isRecord(value: unknown): value is Values {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** The value at a name: the record's own key of that name, else the dotted path into nested records. */
export function valueAt(record: unknown, name: string): unknown {
  if (!isRecord(record)) return undefined;
  if (name in record) return record[name];
  let at: unknown = record;
  for (const part of name.split('.')) {
    if (!isRecord(at)) return undefined;
    at = at[part];
  }
  return at;
}

/** A value's text: a text trimmed, a finite number written out, else '' (absent, a list, a record). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The text of the first of `keys` the record has one under, or '' (a reply's several names for one fact). */
export function firstText(record: Values, keys: readonly string[]): string {
  for (const key of keys) {
    const text = textOf(record[key]);
    if (text) return text;
  }
  return '';
}

/** No value to show: absent, null, an empty or blank text, an empty list. (`0` and `false` are values.) */
export function isAbsent(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Where a field's value was found: the name and the value, or undefined when under none of its names. */
export function readField(record: unknown, field: NamedField): { name: string; value: unknown } | undefined {
  for (const name of namesOf(field)) {
    const value = valueAt(record, name);
    if (!isAbsent(value)) return { name, value };
  }
  return undefined;
}

/** A field's value under the first of its names that has one (undefined when none has). */
export function fieldValue(record: unknown, field: NamedField): unknown {
  return readField(record, field)?.value;
}

/**
 * The record with each field's value under the field's key, read from the first of its names that has
 * one (a record that already has them there is returned as it is).
 */
export function withDeclaredNames<T extends Values>(record: T, fields: readonly NamedField[] | undefined): T {
  let out: Values | undefined;
  for (const field of fields ?? []) {
    if (!field.accepts) continue;
    const found = readField(record, field);
    if (!found || found.value === record[field.key]) continue;
    out ??= { ...record };
    out[field.key] = found.value;
  }
  return (out ?? record) as T;
}

/** The fields none of the rows has a value for (a column that would be empty on the whole page). */
export function emptyFieldsOf<F extends NamedField>(rows: readonly Values[], fields: readonly F[]): F[] {
  if (rows.length === 0) return [];
  return fields.filter((field) => rows.every((row) => readField(row, field) === undefined));
}

/**
 * Tells an integrator once per resource and field that a page of the list had no value for it under
 * any of the names tried: the console line names the resource, the field and those names. Each data
 * provider has its own reporter (what it has told is its own, not the module's).
 */
export function emptyFieldReporter() {
  const reported = new Set<string>();
  return function reportEmptyFields(
    resource: string,
    rows: readonly Values[],
    fields: readonly NamedField[],
  ): void {
    for (const field of emptyFieldsOf(rows, fields)) {
      const id = `${resource}\u0000${field.key}`;
      if (reported.has(id)) continue;
      reported.add(id);
      console.info(
        `[${resource}] no record of this page has "${field.key}"; names tried: ${namesOf(field).join(' | ')}`,
      );
    }
  };
}
