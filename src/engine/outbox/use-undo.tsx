import { useNotification } from '@refinedev/core';
import { onlineManager } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useContext } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import { ToastContext } from '../../components/toast-context';
import { isPassingFailure } from '../../http/errors';
import { bulkTexts } from '../../locales/bulk';
import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import type { OutboxChange, RunHow, SentRun } from '../../providers/outbox';
import { type Author, HELD, OFFLINE, REFUSED, UNDO_WINDOW_MS, type UndoEntry } from '../../providers/outbox';
import { findResource } from '../../resources';
import type { ResourceDecl, Values } from '../../resources/types';
import { keptRecord } from '../common/kept-record';
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
export interface OfferedChange extends Omit<UndoEntry, 'onCommit' | 'author' | 'hold' | 'send'> {
  /** What the toast says (and what a waiting change is called when it is sent later). */
  text: string;
  /**
   * A run over many records (a bulk run), sent by the outbox's sender at most 4 at a time with its
   * progress (`sendRun`); `settled` says what came of it and answers as a queue's `send` does
   * (`REFUSED`, `UNSENT`). None: one record's change, sent by the sender as every other.
   */
  run?: Omit<RunHow, 'token'> & { settled: (run: SentRun, author: Author) => unknown };
  /**
   * What is kept to send it again after its author signs in again (the token expired or was refused,
   * or a sign-out gave up on it); a function for what is left of it at that moment (a bulk run).
   */
  stored: StoredPart | (() => StoredPart);
  /** Offers no undo: sent at once, yet waited for by a sign-out and hurried when the page goes. */
  noWindow?: boolean;
}

/**
 * Offers a change for undo: it shows at once, a toast offers "Urungkan" for the window, and it is
 * sent when the window ends (or at once when the page goes away), with its author's token only. The
 * toast is opened through Refine's notification provider (a `progress` toast, closed by its key);
 * the window stands still while a person points at or focuses it.
 */
export function useUndo() {
  const { open, close } = useNotification();
  const toasts = useContext(ToastContext);
  const session = useContext(SessionContext);
  const { keep, undoQueue, whenWithdrawn, withdraw, sender } = useAppOutbox();
  const { message } = App.useApp();
  return useCallback(
    ({ text, run, stored, noWindow, ...rest }: OfferedChange) => {
      toastCount += 1;
      const key = `undo-${toastCount}`;
      const author = authorNow(session);
      // in the outbox before anything else: a tab killed within the window keeps it, with what the
      // change needs of each record, not all the list showed of it
      const decl = findResource(rest.resource);
      const kept = keep(() => {
        const part = typeof stored === 'function' ? stored() : stored;
        return {
          resource: rest.resource,
          operation: part.operation,
          records: part.records.map((record) => keptRecord(decl, record, part.values)),
          values: part.values,
          text: part.text ?? text,
        };
      }, author);
      // (the queue may commit within `schedule`, before the handle is known: nothing to forget then)
      let handle = 0;
      const entry: UndoEntry = {
        ...rest,
        author,
        send: async (how) => {
          // offline: it waits in the outbox (stored, shown as made) and leaves once online (OutboxKeeper)
          if (!how.keepalive && !onlineManager.isOnline()) return OFFLINE;
          const id = kept.id();
          // nothing kept for no one: nothing leaves either
          if (id === undefined || !author) return undefined;
          if (run) {
            // the page is going away inside the window: every record leaves at once
            if (how.keepalive) rest.leaving?.();
            const report = await sender.sendRun(id, { ...run, token: author.token });
            return report.sent ? run.settled(report, author) : undefined;
          }
          const { outcome, error } = await sender.sendOwn(id, {
            token: author.token,
            keepalive: how.keepalive,
          });
          // the service failed for a moment: kept, and tried again by itself
          if (outcome === 'later' && isPassingFailure(error))
            void message.warning(fill(outboxTexts.retryLater, { name: text }));
          // the author's token refused: stored for their next sign-in, and they are told
          if (outcome === 'refused') return REFUSED;
          // left for a retry, or refused by the server with its words: the sender kept it so
          return outcome === 'later' || outcome === 'failed' ? HELD : undefined;
        },
        hold: kept.hold,
        onCommit: () => {
          close?.(key);
          whenWithdrawn.delete(handle);
        },
      };
      if (noWindow) return undoQueue.run(entry);
      handle = undoQueue.schedule(entry);
      // sent at once (its author's token ends within the window): nothing to undo
      if (!undoQueue.isWaiting(handle)) return handle;
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
      // taken back: its toast closes and it leaves the outbox too
      whenWithdrawn.set(handle, (undone) => {
        close?.(key);
        if (undone) kept.forget();
      });
      return handle;
    },
    [close, toasts, open, session, keep, undoQueue, whenWithdrawn, withdraw, sender, message],
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
