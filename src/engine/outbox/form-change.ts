import type { EditVerdict } from '../../providers/outbox';
import type { FreshRead } from '../../providers/read-fresh';
import type { ResourceDecl, Values } from '../../resources/types';
import { diffConflicts } from '../common/conflict-diff';
import { formFields } from '../common/form-values';
import { recordTitle } from '../common/record-title';

/** How a form's save is named in the outbox, its toasts and its list ("Ubah Listing: Rumah Dago"). */
export function formChangeText(decl: ResourceDecl, verb: string, record: Values): string {
  const label = decl.recordLabel ?? decl.label ?? decl.name;
  const title = recordTitle(decl, record);
  return title ? `${verb} ${label}: ${title}` : `${verb} ${label}`;
}

/** What the re-read of an edited record says before the edit is sent (docs/contract.md section 10). */
export function editVerdictOf(decl: ResourceDecl, base: Values, mine: Values, fresh: FreshRead): EditVerdict {
  if (fresh.kind === 'failed') {
    const status = (fresh.error as { statusCode?: unknown } | null)?.statusCode;
    return status === 401 ? { kind: 'refused' } : { kind: 'retry' };
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
