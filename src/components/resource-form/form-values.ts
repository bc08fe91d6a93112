import dayjs, { type Dayjs } from 'dayjs';

import type { FieldDecl, Values } from '../../resources/types';

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

function isDayjs(value: unknown): value is Dayjs {
  return dayjs.isDayjs(value);
}

/** The form's values as sent: dates as `YYYY-MM-DD` (date) or ISO (datetime), blanks left out. */
export function fromFormValues(fields: readonly FieldDecl[], values: Values): Values {
  const out: Values = {};
  for (const field of formFields(fields)) {
    const value = values[field.key];
    if (value === undefined || value === null || value === '') continue;
    if (isDayjs(value))
      out[field.key] = field.type === 'date' ? value.format(DATE_FORMAT) : value.toISOString();
    else out[field.key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
