import { type ReactNode, useRef, useState } from 'react';

import { WaitNotice } from '../../components/long-wait';
import { conflictTexts } from '../../locales/conflicts';
import { ui } from '../../locales/ui';
import { actionApplies } from '../../resources/applicability';
import { findAction } from '../../resources/find-action';
import type { ActionDecl, ActionPlacement, ResourceDecl, Values } from '../../resources/types';
import { actionOperation, deleteOperation } from '../common/operations';
import { useRecordDeleter } from '../common/record-change-context';
import { useFreshCheck } from '../conflicts/use-fresh-check';
import { useUndoableChange } from '../outbox/use-undo';
import { useOfferedActions } from './action-access';
import { ActionDialog } from './ActionDialog';
import { changesRecord } from './use-resource-action';

/** The question a delete that cannot be undone asks first, and what it does once confirmed. */
export interface DeleteConfirmation {
  title: string;
  text: string;
  okText: string;
  cancelText: string;
  /** Resolves either way, so the question closes; a failure opens the Error dialog. */
  onConfirm: () => Promise<void>;
}

/**
 * A record's delete: at once with "Urungkan" when the declaration allows undo (`run` gives the undo
 * queue's handle), else asked first.
 */
export type RecordDelete =
  { kind: 'undoable'; run: () => number } | { kind: 'confirm'; ask: DeleteConfirmation };

/** Whether a record of this declaration can be deleted: the declaration deletes, and the record has an id. */
export function deletesRecord(decl: ResourceDecl, record: Values): boolean {
  return deleteOperation(decl) !== undefined && record.id !== undefined;
}

/** How a record of this declaration is deleted (see RecordDelete); undefined without a delete or an id. */
export function useRecordDeletion(decl: ResourceDecl, onDeleted?: () => void) {
  const { remove: removeRecord } = useRecordDeleter();
  const change = useUndoableChange(decl);
  const remove = deleteOperation(decl);
  const undoableDelete = decl.delete?.undoable ? remove : undefined;
  return (record: Values): RecordDelete | undefined => {
    if (!remove || !deletesRecord(decl, record)) return undefined;
    return undoableDelete
      ? {
          kind: 'undoable',
          run: () => {
            const handle = change(undoableDelete, record);
            onDeleted?.();
            return handle;
          },
        }
      : {
          kind: 'confirm',
          ask: {
            title: ui.list.confirmDelete,
            text: ui.list.confirmDeleteText,
            okText: ui.list.ok,
            cancelText: ui.list.cancel,
            // a failure is shown in the Error dialog by the notification provider
            onConfirm: () =>
              removeRecord(decl, record)
                .then(() => onDeleted?.())
                .catch(() => undefined),
          },
        };
  };
}

/** Of the actions offered, those that apply to the record (their `when`). */
export function applying(offered: [string, ActionDecl][], record: Values): [string, ActionDecl][] {
  return offered.filter(([, action]) => actionApplies(action, record));
}

interface Options {
  onDeleted?: () => void;
  /** After a named action succeeded, with the service's reply. */
  onDone?: (reply: Values | undefined) => void;
}

/**
 * What each action on one record does, wherever it is shown (a row's buttons, a card's menu, a
 * detail's header): the named actions offered at `placement` that apply to the record (`when`), what
 * picking one does (an undoable one that only confirms runs at once with "Urungkan", any other opens
 * its dialog), and the delete. The caller only draws them and places `dialog`.
 */
export function useRecordActions(
  decl: ResourceDecl,
  record: Values,
  placement: ActionPlacement,
  { onDeleted, onDone }: Options = {},
) {
  const change = useUndoableChange(decl);
  const deletionOf = useRecordDeletion(decl, onDeleted);
  const { checkAction } = useFreshCheck(decl);
  // a second pick while the record is read again adds nothing; the read is shown and can be left
  const checking = useRef(false);
  const [reading, setReading] = useState<AbortController | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const declared = useOfferedActions(decl, placement);
  const offered = applying(declared, record);

  const pick = (name: string) => {
    const action = findAction(decl, name);
    const operation = actionOperation(decl, name);
    // undo replaces "are you sure", unless the change is final once its window ends
    if (action?.undoable && action.ui?.ask.kind === 'confirm' && !action.ui.ask.final && operation) {
      const values = action.ui.values?.(record) ?? {};
      // read again first: a status changed elsewhere is asked about before the change is shown
      if (!changesRecord(action)) return change(operation, record, values);
      if (checking.current) return;
      checking.current = true;
      const controller = new AbortController();
      setReading(controller);
      void checkAction(action, record, controller.signal)
        .then((go) => go && !controller.signal.aborted && change(operation, record, values))
        .finally(() => {
          checking.current = false;
          setReading(null);
        });
    } else {
      setOpen(name);
    }
  };

  const deletion = deletionOf(record);

  const action = open ? findAction(decl, open) : undefined;
  const dialog: ReactNode = (
    <>
      {open && action && (
        <ActionDialog
          decl={decl}
          name={open}
          action={action}
          record={record}
          onClose={() => setOpen(null)}
          onDone={onDone}
        />
      )}
      {reading && <WaitNotice text={conflictTexts.checking} onCancel={() => reading.abort()} />}
    </>
  );

  return { declared, offered, pick, deletion, dialog };
}
