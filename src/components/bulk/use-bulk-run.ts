import { useCallback, useContext, useRef, useState } from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { NoticeContext } from '../notice-context';
import { authorNow, SessionContext } from '../session-context';
import { heldChanges, undoQueue } from '../undo/queue';
import type { Author } from '../undo/undo-queue';
import { isRefused, useUndo } from '../undo/use-undo';
import { lookAfter, type RecordOperation } from './operations';
import { type BulkResult, runBulk } from './run-bulk';
import { useOperationCall } from './use-operation-call';

/** A bulk run as the list shows it: its progress, then its summary. */
export interface BulkRunState {
  operation: RecordOperation;
  values: Values;
  /** Selected records the operation does not apply to: named, never sent. */
  skipped: Values[];
  phase: 'running' | 'done';
  done: number;
  total: number;
  result?: BulkResult<Values>;
}

/**
 * Runs an operation on many records: the documented single call for each, at most 4 at a time, the
 * contract's message once with the count, one summary. An undoable one waits out one undo window
 * for the whole run first (the records show as changed meanwhile).
 */
export function useBulkRun(decl: ResourceDecl) {
  const { call, refresh } = useOperationCall(decl);
  const notices = useContext(NoticeContext);
  const offer = useUndo();
  const session = useContext(SessionContext);
  const [run, setRun] = useState<BulkRunState | null>(null);
  const abort = useRef<AbortController | null>(null);

  const execute = useCallback(
    async (
      operation: RecordOperation,
      records: Values[],
      values: Values,
      skipped: Values[],
      author: Author | undefined,
      hurry?: AbortSignal,
    ) => {
      const controller = new AbortController();
      abort.current = controller;
      setRun({ operation, values, skipped, phase: 'running', done: 0, total: records.length });
      let refused = false;
      const refusedItems = new Set<Values>();
      // hurried (the page is going away): the calls not sent yet leave at once and outlive the page.
      // Every call carries its author's token; a refused one stops the run (no further call starts)
      const task = (record: Values) =>
        call(operation, record, values, {
          quiet: true,
          keepalive: hurry?.aborted === true,
          token: author?.token,
        }).catch((error: unknown) => {
          if (isRefused(error)) {
            refused = true;
            refusedItems.add(record);
            controller.abort();
          }
          throw error;
        });
      const result = await runBulk(records, task, {
        signal: controller.signal,
        hurry,
        onProgress: ({ done, total }) => setRun((state) => state && { ...state, done, total }),
      });
      if (refused && author) {
        // what the server refused and what had not started are kept for the author's next sign-in
        const rest = [
          ...result.failed.filter((failure) => refusedItems.has(failure.item)).map((failure) => failure.item),
          ...result.cancelled,
        ];
        heldChanges().hold(author.id, {
          resource: decl.name,
          operation: operation.key,
          records: rest,
          values,
          text: fill(bulkTexts.pending, { label: operation.label, count: rest.length }),
        });
        undoQueue.refused(author);
      }
      await refresh(operation).catch(() => undefined);
      const count = result.succeeded.length;
      if (count > 0 && operation.op.message) {
        notices?.announce(fill(bulkTexts.doneMessage, { message: operation.op.message, count }));
      }
      setRun((state) => state && { ...state, phase: 'done', result });
    },
    [call, decl.name, notices, refresh],
  );

  /** Starts the operation on `records` (those it applies to); `skipped` are named in the summary. */
  const start = useCallback(
    (operation: RecordOperation, records: Values[], skipped: Values[], values: Values = {}) => {
      if (!operation.undoable) return void execute(operation, records, values, skipped, authorNow(session));
      const hurry = new AbortController();
      offer({
        resource: decl.name,
        looks: new Map(records.map((record) => [String(record.id), lookAfter(operation, record, values)])),
        text: fill(bulkTexts.pending, { label: operation.label, count: records.length }),
        // the page is going away: every call leaves at once, nothing waits for the cap
        held: { operation: operation.key, records, values },
        send: ({ keepalive, author }) =>
          keepalive
            ? Promise.all(
                records.map((record) =>
                  call(operation, record, values, { quiet: true, keepalive, token: author?.token }).catch(
                    () => undefined,
                  ),
                ),
              )
            : execute(operation, records, values, skipped, author, hurry.signal),
        hurry: () => hurry.abort(),
      });
    },
    [call, decl.name, execute, offer, session],
  );

  const retryFailed = useCallback(() => {
    if (!run?.result) return;
    void execute(
      run.operation,
      run.result.failed.map((failure) => failure.item),
      run.values,
      [],
      authorNow(session),
    );
  }, [execute, run, session]);

  return {
    run,
    start,
    retryFailed,
    cancel: () => abort.current?.abort(),
    close: () => setRun(null),
  };
}
