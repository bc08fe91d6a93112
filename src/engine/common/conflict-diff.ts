import dayjs from 'dayjs';

import { canonicalPhone } from '../../components/phone';
import { VERSION_KEYS } from '../../resources/kept-record';
import type { FieldDecl, Values } from '../../resources/types';
import { uploadedUrlOf } from '../../resources/uploads';
import { emptyOf, isBlank } from './form-values';

/** When the record last changed (`updated_at` / `updatedAt`), or undefined when it does not say. */
export function versionOf(record: Values | undefined): string | undefined {
  for (const key of VERSION_KEYS) {
    const value = record?.[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

function isObject(value: unknown): value is Values {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !dayjs.isDayjs(value);
}

/** A referenced record's key: a plain value as it is, a record (`{ _id, name }`) by the field sent. */
function referenceKey(field: FieldDecl, value: unknown): unknown {
  if (!isObject(value)) return value;
  const by = field.reference?.optionValue;
  return [by ? value[by] : undefined, value.id, value._id].find((one) => !isBlank(one));
}

/** A photo's URL: a text as it is, an object by the keys the upload service answers with. */
function photoUrl(value: unknown): unknown {
  return isObject(value) ? uploadedUrlOf(value) : value;
}

/** Is the field's value a list (photos, tags, a reference to several records)? */
function isList(field: FieldDecl): boolean {
  return field.type === 'images' || field.type === 'tags' || Boolean(field.reference?.multiple);
}

/**
 * A value as the form sends it, whatever shape the service answered it in: a reference by its key (a
 * record `{ _id, name }` or its id alike), photos by their URLs, a date as `YYYY-MM-DD`, a date and
 * time as ISO, a text trimmed; undefined when blank.
 */
export function sendableOf(field: FieldDecl, raw: unknown): unknown {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (isBlank(value)) return undefined;
  if (isList(field)) {
    const items = (Array.isArray(value) ? value : [value])
      .map((item) => (field.type === 'images' ? photoUrl(item) : referenceKey(field, item)))
      .map((item) => (isObject(item) && typeof item.name === 'string' ? item.name : item))
      .filter((item) => !isBlank(item));
    return items.length > 0 ? items : undefined;
  }
  if (field.type === 'date' || field.type === 'datetime') {
    const date = dayjs(value as string);
    if (!date.isValid()) return value;
    return field.type === 'date' ? date.format('YYYY-MM-DD') : date.toISOString();
  }
  if (field.reference) return referenceKey(field, value);
  // "0812 3456 7890" kept before and "+62 812-3456-7890" sent now are one number
  if (field.type === 'phone' && typeof value === 'string') return canonicalPhone(value);
  return value;
}

/** What a value is compared as: the same value read from a list row, a detail or a form compares equal. */
function comparable(field: FieldDecl, value: unknown): string {
  const sent = sendableOf(field, value);
  if (sent === undefined) return 'null';
  if (Array.isArray(sent)) {
    const items = sent.map(String);
    // photos keep their order (the first is the cover); a set of facilities or tags does not
    return JSON.stringify(field.type === 'images' ? items : [...items].sort());
  }
  if (field.type === 'number' || field.type === 'money') {
    const n = Number(sent);
    return Number.isFinite(n) ? String(n) : JSON.stringify(sent);
  }
  if (field.type === 'datetime') return String(dayjs(sent as string).valueOf());
  if (field.type === 'boolean' || typeof sent === 'boolean') return String(sent === true || sent === 'true');
  return isObject(sent) ? JSON.stringify(sent) : String(sent);
}

/** The same value once both are read the way the form sends them. */
export function sameValue(field: FieldDecl, a: unknown, b: unknown): boolean {
  return comparable(field, a) === comparable(field, b);
}

/** A field both people changed, to different values: the person picks which to keep. */
export interface Conflict {
  field: FieldDecl;
  /** The value the form opened with. */
  opened: unknown;
  /** What this person's form sends. */
  mine: unknown;
  /** What the record holds now. */
  theirs: unknown;
}

export interface ConflictDiff {
  /** Fields changed here and elsewhere, to different values. */
  conflicts: Conflict[];
  /** Fields changed elsewhere only: the record's value is kept (and sent where the form sends the field). */
  taken: FieldDecl[];
  /** The body with the values taken from the record; the conflicts still hold this person's values. */
  body: Values;
  /** The record as read again. */
  fresh: Values;
}

export interface DiffInput {
  /** The fields the form shows. */
  fields: readonly FieldDecl[];
  /** The record as the form opened with it. */
  opened: Values;
  /** The body the form is about to send. */
  mine: Values;
  /** The record as read again just now. */
  fresh: Values;
  /**
   * Keys the form sends on purpose whatever the record holds (values the screen fixes): never
   * replaced by the record's.
   */
  keep?: readonly string[];
}

/** The record's value of `field` as this form's body would carry it (emptied the way the form empties). */
function theirsAsSent(field: FieldDecl, fresh: Values): unknown {
  return sendableOf(field, fresh[field.key]) ?? emptyOf(field);
}

/**
 * Which fields of an edit conflict with a change made elsewhere since the form opened. A field the
 * form shows is compared three ways, the way the form sends it: as opened, as this person sends it,
 * and as the record holds it now. Changed elsewhere and here to different values: a conflict. Changed
 * elsewhere only: the record's value is taken without a question (put in the body where the form would
 * send its old value, unless `keep` names it). When both records carry the same `updated_at` (or
 * `updatedAt`), nothing changed elsewhere, whatever shape each was read in.
 */
export function diffConflicts({ fields, opened, mine, fresh, keep = [] }: DiffInput): ConflictDiff {
  const body: Values = { ...mine };
  const conflicts: Conflict[] = [];
  const taken: FieldDecl[] = [];
  const version = versionOf(opened);
  if (version !== undefined && version === versionOf(fresh)) return { conflicts, taken, body, fresh };
  for (const field of fields) {
    if (keep.includes(field.key)) continue;
    const before = opened[field.key];
    const theirs = fresh[field.key];
    if (sameValue(field, before, theirs)) continue;
    // a field the body leaves out is one this person did not change (an edit sends what it empties)
    const sent = field.key in mine ? mine[field.key] : before;
    if (sameValue(field, before, sent)) {
      taken.push(field);
      if (field.key in mine) body[field.key] = theirsAsSent(field, fresh);
    } else if (!sameValue(field, sent, theirs)) {
      conflicts.push({ field, opened: before, mine: sent, theirs });
    }
  }
  return { conflicts, taken, body, fresh };
}

/** What the person chose for each conflicting field: keep theirs (`mine`) or take the record's. */
export type Choice = 'mine' | 'theirs';

/** The body to send: the diff's body with each conflict settled as chosen (default: this person's value). */
export function mergeChoices(diff: ConflictDiff, choices: Readonly<Record<string, Choice>>): Values {
  const body = { ...diff.body };
  for (const { field } of diff.conflicts) {
    if (choices[field.key] === 'theirs') body[field.key] = theirsAsSent(field, diff.fresh);
  }
  return body;
}

/**
 * The fields among `fields` whose value in `fresh` differs from `opened` (the check before an action:
 * a status changed elsewhere since the screen showed the record). None when `updated_at` is the same.
 */
export function changedFields(fields: readonly FieldDecl[], opened: Values, fresh: Values): FieldDecl[] {
  const version = versionOf(opened);
  if (version !== undefined && version === versionOf(fresh)) return [];
  // (a record kept in the outbox holds only what its change needs: a field it does not hold is not compared)
  return fields.filter(
    (field) => field.key in opened && !sameValue(field, opened[field.key], fresh[field.key]),
  );
}
