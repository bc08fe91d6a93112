import dayjs, { type Dayjs } from 'dayjs';

import { canonicalPhone } from '../../components/phone';
import type { FieldDecl, Values } from '../../resources/types';
import { readNumberField } from './number-field';

const DATE_FORMAT = 'YYYY-MM-DD';

export function formFields(fields: readonly FieldDecl[]): FieldDecl[] {
  return fields.filter((field) => field.inForm !== false);
}

/** A record as the form's initial values: dates as dayjs, the rest as is. */
export function toFormValues(fields: readonly FieldDecl[], record: Values | undefined): Values {
  const out: Values = {};
  if (!record) return out;
  for (const field of formFields(fields)) {
    const value = record[field.key];
    if (value === undefined || value === null) continue;
    if (field.type === 'date' || field.type === 'datetime') {
      const date = dayjs(value as string);
      if (date.isValid()) out[field.key] = date;
    } else {
      out[field.key] = value;
    }
  }
  return out;
}

/** The fields a body carries as the form's values again (a field it empties is cleared in the form). */
export function bodyAsFormValues(fields: readonly FieldDecl[], body: Values): Values {
  const shown = toFormValues(fields, body);
  const carried = formFields(fields).filter((field) => field.key in body);
  return Object.fromEntries(carried.map((field) => [field.key, shown[field.key]]));
}

function isDayjs(value: unknown): value is Dayjs {
  return dayjs.isDayjs(value);
}

/** Nothing in it: absent, null, an empty text or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** What an emptied field is sent as: `[]` for a list, `''` for a text, `null` for anything else. */
export function emptyOf(field: FieldDecl): unknown {
  if (field.type === 'images' || field.type === 'tags' || field.reference?.multiple) return [];
  if (field.reference || field.options) return null;
  const texts: (FieldDecl['type'] | undefined)[] = [undefined, 'text', 'textarea', 'email', 'phone'];
  return texts.includes(field.type) ? '' : null;
}

/**
 * The form's values as sent: dates as `YYYY-MM-DD` (date) or ISO (datetime), strings trimmed. A blank
 * field is left out, except on edit (`initial`: the record's values the form started from), where a
 * field the person emptied is sent empty (`emptyOf`): a backend that merges a PUT keeps what is left out.
 */
export function fromFormValues(fields: readonly FieldDecl[], values: Values, initial?: Values): Values {
  const out: Values = {};
  for (const field of formFields(fields)) {
    const raw = values[field.key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (isBlank(value)) {
      if (initial && !isBlank(initial[field.key])) out[field.key] = emptyOf(field);
      continue;
    }
    // a phone number goes out in the one form every number is saved in, however it was typed
    if (typeof value === 'string' && field.type === 'phone') out[field.key] = canonicalPhone(value);
    else if (typeof value === 'string' && (field.type === 'number' || field.type === 'money')) {
      // a number the record stored as text goes out as the number it reads as (the rules refuse the rest)
      const reading = readNumberField(field, value);
      out[field.key] = reading?.ok ? reading.value : value;
    } else if (isDayjs(value))
      out[field.key] = field.type === 'date' ? value.format(DATE_FORMAT) : value.toISOString();
    else out[field.key] = value;
  }
  return out;
}
