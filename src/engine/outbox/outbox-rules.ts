import type { FreshVerdict } from '../../providers/outbox';
import type { FreshRead } from '../../providers/read-fresh';
import type { FieldDecl, Values } from '../../resources/types';
import { changedFields, versionOf } from '../common/conflict-diff';

function statusOf(error: unknown): unknown {
  return (error as { statusCode?: unknown } | null)?.statusCode;
}

/**
 * What a record read again says of a change to it:
 * - `send`: the record is as it was when the change was made: send it;
 * - `done`: a delete whose record is gone: it was made (by an earlier try, or by someone else);
 * - `gone`: an action whose record is gone: nothing to send, the person is told;
 * - `ask`: the record changed since (by someone else, or by an earlier try): the person decides;
 * - `unknown`: it could not be read (offline, a 500): the change stays, tried again later;
 * - `refused`: the server refused the token of the read (401): as a refused send, stored for the author.
 */
export function verdictOf(
  operation: string,
  made: Values,
  fresh: FreshRead,
  fields: readonly FieldDecl[],
): FreshVerdict {
  if (fresh.kind === 'failed') return statusOf(fresh.error) === 401 ? 'refused' : 'unknown';
  if (fresh.kind === 'gone') return operation === 'delete' ? 'done' : 'gone';
  const before = versionOf(made);
  const now = versionOf(fresh.record);
  if (before !== undefined && now !== undefined) return before === now ? 'send' : 'ask';
  return changedFields(fields, made, fresh.record).length > 0 ? 'ask' : 'send';
}
