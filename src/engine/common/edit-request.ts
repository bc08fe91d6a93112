import type { DataProvider } from '@refinedev/core';

import { ApiError } from '../../http/errors';
import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { readFresh } from '../../providers/read-fresh';
import type { FieldDecl, ResourceDecl, Values } from '../../resources/types';
import { sendableOf } from './conflict-diff';
import { emptyOf, formFields, fromFormValues, isBlank } from './form-values';

/**
 * What a bulk edit sends for its field, from the dialog's input (the form's own rules already passed):
 * read as the form reads it, and an emptied field as the form sends one (`[]` for facilities).
 */
export function editedValue(field: FieldDecl, values: Values): unknown {
  const sent = fromFormValues([{ ...field, inForm: true }], values);
  return field.key in sent ? sent[field.key] : emptyOf(field);
}

/**
 * Whether the dialog's input gives `field` no new value: nothing chosen, an empty list, or spaces
 * only (a 0 or a "no" is a value). A bulk edit needs one; emptying is its own, named choice.
 */
export function isEmptyEdit(field: FieldDecl, values: Values): boolean {
  return isBlank(editedValue(field, values));
}

/**
 * The body of a bulk edit of `field` for one record, before the operation's own `toBody`. An update
 * that replaces the record (`whole`) gets the record as read just now, every field of its form as the
 * form sends it (references by their key, photos by URL, dates as the form writes them), with the one
 * field changed; any other gets that field alone.
 */
export function editBody(decl: ResourceDecl, field: FieldDecl, record: Values, value: unknown): Values {
  if (!decl.update?.whole) return { [field.key]: value };
  const body: Values = {};
  for (const one of formFields(decl.fields ?? [])) {
    const sent = sendableOf(one, record[one.key]);
    if (sent !== undefined) body[one.key] = sent;
  }
  body[field.key] = value;
  return body;
}

/**
 * The body of a bulk edit for `record`, read first when the update takes the record whole: a record
 * gone meanwhile is a refusal (404, not tried again), one that cannot be read (the network, a 500, a
 * page of HTML where JSON is due) fails with that error, and nothing is sent for it; so does a
 * required field with no value (400, not tried again).
 */
export async function editRequest(
  provider: DataProvider,
  decl: ResourceDecl,
  field: FieldDecl,
  record: Values,
  value: unknown,
  { signal, token }: { signal?: AbortSignal; token?: string } = {},
): Promise<Values> {
  // a required field is never emptied on many records (nor by a run kept in the outbox): a refusal
  if (field.required && isBlank(value))
    throw new ApiError(fill(bulkTexts.editRequiredEmpty, { label: field.label }), 400);
  if (!decl.update?.whole) return editBody(decl, field, record, value);
  const fresh = await readFresh(provider, decl, record, signal, token);
  if (fresh.kind === 'gone') throw new ApiError(bulkTexts.editGone, 404);
  if (fresh.kind === 'failed') throw fresh.error;
  return editBody(decl, field, fresh.record, value);
}
