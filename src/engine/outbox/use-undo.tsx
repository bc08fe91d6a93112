import { useNotification } from '@refinedev/core';
import { App } from 'antd';
import { useCallback, useContext } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import { ToastContext } from '../../components/toast-context';
import { bulkTexts } from '../../locales/bulk';
import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import type { ChangeOffer, OutboxChange } from '../../providers/outbox';
import { UNDO_WINDOW_MS } from '../../providers/outbox';
import { findResource } from '../../resources';
import { keptRecord } from '../../resources/kept-record';
import type { ResourceDecl, Values } from '../../resources/types';
import { optimisticAfter, type RecordOperation } from '../common/operations';
import { recordTitle } from '../common/record-title';
import { useAppOutbox } from './outbox-context';

// global: toast keys are unique within the page (the notification provider's are page-wide).
let toastCount = 0;

/**
 * Takes back a change still in its undo window, as its "Urungkan" does: nothing is sent and its toast
 * closes. False once it left (or was never offered).
 */
export function useWithdrawChange(): (handle: number) => boolean {
  return useAppOutbox().withdraw;
}

/** What is kept of a change to send it after its author signs in again. */
export type StoredPart = Pick<OutboxChange, 'operation' | 'records' | 'values'> & {
  /** Its name when it differs from the toast's (a part of a bulk run). */
  text?: string;
};

/** A change offered for undo, as a screen describes it. */
export interface OfferedChange extends Omit<ChangeOffer, 'part' | 'author' | 'onCommit' | 'onRetryLater'> {
  /** What the toast says (and what a waiting change is called when it is sent later). */
  text: string;
  /**
   * What is kept to send it again after its author signs in again (the token expired or was refused,
   * or a sign-out gave up on it); a function for what is left of it at that moment (a bulk run).
   */
  stored: StoredPart | (() => StoredPart);
}

/**
 * Offers a change for undo through the page's outbox (`AppOutbox.offer`: kept at once, sent when
 * the window ends, with its author's token only) and draws its toast: opened through Refine's
 * notification provider (a `progress` toast, closed by its key); the window stands still while a
 * person points at or focuses it.
 */
export function useUndo() {
  const { open, close } = useNotification();
  const toasts = useContext(ToastContext);
  const session = useContext(SessionContext);
  const { offer, undoQueue, whenWithdrawn, withdraw } = useAppOutbox();
  const { message } = App.useApp();
  return useCallback(
    ({ text, stored, ...rest }: OfferedChange) => {
      toastCount += 1;
      const key = `undo-${toastCount}`;
      // what the change needs of each record, not all the list showed of it
      const decl = findResource(rest.resource);
      // (the queue may commit within `offer`, before the handle is known: nothing to forget then)
      let handle = 0;
      ({ handle } = offer({
        ...rest,
        author: authorNow(session),
        part: () => {
          const part = typeof stored === 'function' ? stored() : stored;
          return {
            resource: rest.resource,
            operation: part.operation,
            records: part.records.map((record) => keptRecord(decl, record, part.values)),
            values: part.values,
            text: part.text ?? text,
          };
        },
        onRetryLater: () => void message.warning(fill(outboxTexts.retryLater, { name: text })),
        onCommit: () => {
          close?.(key);
          whenWithdrawn.delete(handle);
        },
      }));
      // offered with no window, or sent at once (its author's token ends within it): nothing to undo
      if (rest.noWindow || !undoQueue.isWaiting(handle)) return handle;
      // paused while the pointer is on the toast or the focus in it; resumed once neither is (until
      // the toast is closed by its key)
      toasts?.follow(key, (on) => (on ? undoQueue.pause(handle) : undoQueue.resume(handle)));
      open?.({
        type: 'progress',
        key,
        message: text,
        undoableTimeout: UNDO_WINDOW_MS / 1000,
        cancelMutation: () => withdraw(handle),
      });
      // taken back (the outbox forgets it): its toast closes
      whenWithdrawn.set(handle, () => close?.(key));
      return handle;
    },
    [close, toasts, open, session, offer, undoQueue, whenWithdrawn, withdraw, message],
  );
}

/**
 * One record's undoable change (a delete, a status): shown at once, sent after the undo window by the
 * outbox's sender through the one path of a record change; a failure puts the record back and shows
 * the server's text in the Error dialog; a refusal of its author's token stores it for them.
 */
export function useUndoableChange(decl: ResourceDecl) {
  const offer = useUndo();
  return useCallback(
    (operation: RecordOperation, record: Values, values: Values = {}) =>
      offer({
        resource: decl.name,
        optimistic: new Map([[String(record.id), optimisticAfter(operation, record, values)]]),
        text: fill(bulkTexts.pendingOne, { label: operation.label, title: recordTitle(decl, record) }),
        stored: { operation: operation.key, records: [record], values },
      }),
    [decl, offer],
  );
}
