import { ui } from '../../locales/ui';
import type {
  ActionAsk,
  AppliesWhen,
  IconName,
  OperationDecl,
  ResourceDecl,
  Undoable,
  Values,
} from '../../resources/types';

/** One declared operation as the list runs it: the delete, or a named action. */
export interface RecordOperation {
  /** `delete`, or the action's name. */
  key: string;
  /** The named action it runs; none for the delete. */
  action?: string;
  op: OperationDecl;
  label: string;
  icon?: IconName;
  danger?: boolean;
  /** What it asks once (a form's values go to every record); none for a delete. */
  ask?: ActionAsk;
  /** The records it applies to (the action's `ui.when`); a bulk run skips the others. */
  when?: AppliesWhen;
  undoable?: Undoable;
  /** Other lists to refresh afterwards (the own one always is). */
  invalidates: readonly string[];
}

/** The delete of a declaration as an operation. */
export function deleteOperation(decl: ResourceDecl): RecordOperation | undefined {
  if (!decl.delete) return undefined;
  return {
    key: 'delete',
    op: decl.delete,
    label: ui.list.remove,
    danger: true,
    undoable: decl.delete.undoable,
    invalidates: [],
  };
}

/** A named action of a declaration as an operation. */
export function actionOperation(decl: ResourceDecl, name: string): RecordOperation | undefined {
  const action = decl.actions?.[name];
  if (!action?.ui) return undefined;
  return {
    key: name,
    action: name,
    op: action,
    label: action.ui.label,
    icon: action.ui.icon,
    danger: action.ui.danger,
    ask: action.ui.ask,
    when: action.ui.when,
    undoable: action.undoable,
    invalidates: action.ui.invalidates ?? [],
  };
}

/** The operation named `key` (`delete`, or an action's name), as `RecordOperation.key` names it. */
export function operationByKey(decl: ResourceDecl, key: string): RecordOperation | undefined {
  return key === 'delete' ? deleteOperation(decl) : actionOperation(decl, key);
}

/**
 * The operations a declaration offers on a selection (`bulk: true`): its delete and its named
 * actions, those named in `allowedActions` (the signed-in user's menu may narrow them).
 */
export function bulkOperationsOf(decl: ResourceDecl, allowedActions: readonly string[]): RecordOperation[] {
  const remove = decl.delete?.bulk ? deleteOperation(decl) : undefined;
  const actions = allowedActions
    .filter((name) => decl.actions?.[name]?.bulk && decl.actions[name].ui?.ask.kind !== 'file')
    .flatMap((name) => actionOperation(decl, name) ?? []);
  return [...actions, ...(remove ? [remove] : [])];
}

/** How the record looks once the operation is made; `removed` for a delete. */
export function lookAfter(
  operation: RecordOperation,
  record: Values,
  values: Values,
): { kind: 'removed' } | { kind: 'changed'; record: Values } {
  const undoable = operation.undoable;
  if (typeof undoable === 'function') return { kind: 'changed', record: undoable(record, values) };
  return { kind: 'removed' };
}
