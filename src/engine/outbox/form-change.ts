import type { ResourceDecl, Values } from '../../resources/types';
import { recordTitle } from '../actions/record-title';
import { diffConflicts } from '../conflicts/conflict-diff';
import type { FreshRead } from '../conflicts/read-fresh';
import { formFields } from '../form/form-values';
import type { NewChange } from './outbox-store';

/**
 * Whether a form's body can wait in the outbox: plain data only (text, numbers, lists, objects). A
 * file not yet uploaded (a Blob) cannot be kept in local storage: such a save is refused offline.
 */
export function isKeepable(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isKeepable);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as Values).every(isKeepable);
}

/** How a form's save is named in the outbox, its toasts and its list ("Ubah Listing: Rumah Dago"). */
export function formChangeText(decl: ResourceDecl, verb: string, record: Values): string {
  const label = decl.recordLabel ?? decl.label ?? decl.name;
  const title = recordTitle(decl, record);
  return title ? `${verb} ${label}: ${title}` : `${verb} ${label}`;
}

/**
 * A form's save as a change of the outbox: the body it sends, and for an edit the record it began
 * from (what the re-read before sending compares with). `tried`: its call left and got no answer.
 */
export function formChange(input: {
  decl: ResourceDecl;
  author: { id: string; token: string };
  tab: string;
  /** The record the edit began from; none for a new one. */
  base: Values | undefined;
  body: Values;
  text: string;
  tried: boolean;
}): NewChange {
  const save = input.base ? 'edit' : 'create';
  return {
    author: input.author.id,
    token: input.author.token,
    tab: input.tab,
    state: input.tried ? 'sending' : 'waiting',
    resource: input.decl.name,
    operation: save,
    save,
    records: input.base ? [input.base] : [],
    values: input.body,
    text: input.text,
  };
}

/**
 * What the re-read of an edited record says before the edit is sent (the edit-conflict rule of
 * docs/contract.md section 10): `send` with the body (what others changed in other fields is kept),
 * `ask` when a field was changed both here and elsewhere, `gone`, or `later` / `refused` when it
 * could not be read.
 */
export type EditVerdict =
  | { kind: 'send'; body: Values }
  | { kind: 'ask' }
  | { kind: 'gone' }
  | { kind: 'later' }
  | { kind: 'refused' };

export function editVerdictOf(decl: ResourceDecl, base: Values, mine: Values, fresh: FreshRead): EditVerdict {
  if (fresh.kind === 'failed') {
    const status = (fresh.error as { statusCode?: unknown } | null)?.statusCode;
    return status === 401 ? { kind: 'refused' } : { kind: 'later' };
  }
  if (fresh.kind === 'gone') return { kind: 'gone' };
  const diff = diffConflicts({
    fields: formFields(decl.fields ?? []),
    opened: base,
    mine,
    fresh: fresh.record,
  });
  return diff.conflicts.length > 0 ? { kind: 'ask' } : { kind: 'send', body: diff.body };
}
