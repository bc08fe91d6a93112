import { bulkTexts } from '../../locales/bulk';
import { fill, ui } from '../../locales/ui';
import type { EditChange } from '../../providers/outbox/record-call';
import { findAction } from '../../resources/find-action';
import type {
  ActionAsk,
  AppliesWhen,
  FieldDecl,
  IconName,
  OperationDecl,
  ResourceDecl,
  Undoable,
  Values,
} from '../../resources/types';
import { editRequest } from './edit-request';

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
  /**
   * A bulk edit through the resource's `update`: the field it changes, and each record's body (an
   * update that takes the record whole reads it first, engine/common/edit-request.ts).
   */
  edit?: EditChange;
}

/** The key of a bulk edit through the update, as `RecordOperation.key` names it (`edit:type`). */
const EDIT_PREFIX = 'edit:';

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
  const action = findAction(decl, name);
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

/** The operation named `key` (`delete`, `edit:<field>`, or an action's name), as `RecordOperation.key` names it. */
export function operationByKey(decl: ResourceDecl, key: string): RecordOperation | undefined {
  if (key === 'delete') return deleteOperation(decl);
  if (key.startsWith(EDIT_PREFIX)) return editOperation(decl, key.slice(EDIT_PREFIX.length));
  return actionOperation(decl, key);
}

function bulkEditOf(field: FieldDecl | undefined) {
  return field?.bulkEdit === true ? {} : field?.bulkEdit;
}

/** How a field is changed through the update: on many records (`bulkEdit`), or in its cell (`editInList`). */
function updateEditOf(field: FieldDecl | undefined) {
  return bulkEditOf(field) ?? (field?.editInList === true ? {} : undefined);
}

/**
 * The change of one field through the update (`bulkEdit: true`, or `editInList: true` in its cell),
 * undone in its window.
 */
export function editOperation(decl: ResourceDecl, key: string): RecordOperation | undefined {
  const field = decl.fields?.find((one) => one.key === key);
  const how = updateEditOf(field);
  // a decision on money is never made on many records at once (nor kept to leave later)
  if (!decl.update || decl.update.money || !field || !how || how.action) return undefined;
  return {
    key: `${EDIT_PREFIX}${key}`,
    edit: {
      field: key,
      body: (provider, record, values, how) => editRequest(provider, decl, field, record, values[key], how),
    },
    op: decl.update,
    label: fill(bulkTexts.editLabel, { label: field.label }),
    icon: 'FormOutlined',
    when: how.when,
    undoable: (record, values) => ({ ...record, [key]: values[key] }),
    invalidates: [],
  };
}

/** A field a person may change on many chosen records, and the operation that changes it. */
export interface BulkEdit {
  /** The field as its input asks it: the action's form field of the same key when an action changes it. */
  field: FieldDecl;
  operation: RecordOperation;
}

/**
 * The fields of a declaration marked `bulkEdit`, each with how it is changed: the update, or the named
 * action (only one of `allowedActions`, whose form asks the field); its `when` beside the action's.
 */
export function bulkEditsOf(decl: ResourceDecl, allowedActions: readonly string[]): BulkEdit[] {
  return (decl.fields ?? []).flatMap((field): BulkEdit[] => {
    const how = bulkEditOf(field);
    if (!how) return [];
    if (!how.action) {
      const operation = editOperation(decl, field.key);
      return operation ? [{ field, operation }] : [];
    }
    const action = allowedActions.includes(how.action) ? actionOperation(decl, how.action) : undefined;
    const asked =
      action?.ask?.kind === 'form' ? action.ask.fields.find((one) => one.key === field.key) : undefined;
    if (!action || !asked || action.op.money) return [];
    return [{ field: asked, operation: { ...action, when: { ...action.when, ...how.when } } }];
  });
}

/**
 * The operations a declaration offers on a selection (`bulk: true`): its delete and its named
 * actions, those named in `allowedActions` (the signed-in user's menu may narrow them).
 */
export function bulkOperationsOf(decl: ResourceDecl, allowedActions: readonly string[]): RecordOperation[] {
  const remove = decl.delete?.bulk ? deleteOperation(decl) : undefined;
  const actions = allowedActions
    .filter((name) => findAction(decl, name)?.bulk && findAction(decl, name)?.ui?.ask.kind !== 'file')
    .flatMap((name) => actionOperation(decl, name) ?? []);
  return [...actions, ...(remove ? [remove] : [])];
}

/** How the record looks once the operation is made; `removed` for a delete. */
export function optimisticAfter(
  operation: RecordOperation,
  record: Values,
  values: Values,
): { kind: 'removed' } | { kind: 'changed'; record: Values } {
  const undoable = operation.undoable;
  if (typeof undoable === 'function') return { kind: 'changed', record: undoable(record, values) };
  return { kind: 'removed' };
}
