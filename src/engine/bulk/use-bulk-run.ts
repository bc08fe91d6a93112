import { useNotification } from '@refinedev/core';
import { useCallback, useContext, useRef, useState } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import { isRefused } from '../../http/errors';
import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { type Author, REFUSED, UNSENT } from '../../providers/outbox';
import type { ResourceDecl, Values } from '../../resources/types';
import { optimisticAfter, type RecordOperation } from '../common/operations';
import { useSharedRecordChange } from '../common/record-change-context';
import { useAppOutbox } from '../outbox/outbox-context';
import { useUndo } from '../outbox/use-undo';
import { type BulkResult, retryableOf, runBulk } from './run-bulk';

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
  /** Not sent because the session ended first: stored for the author, sent after they sign in again. */
  stored?: Values[];
}

/** What a run needs beside its records: what it has not finished yet, and the page or sign-out on it. */
interface RunControl {
  /** The records not yet sent or refused (401): what is stored if the run stops. */
  unfinished: Set<Values>;
  /** The page is going away: every record not started yet starts at once, past the cap. */
  leaving: AbortSignal;
  /** A sign-out gave up waiting: nothing more starts. */
  stop: AbortSignal;
}

/**
 * Runs an operation on many records: the documented single call for each, at most 4 at a time, the
 * contract's message once with the count, one summary. An undoable one waits out one undo window
 * for the whole run first (the records show as changed meanwhile). Every run is one change of the
 * undo queue, sent with its author's token: a sign-out waits for it, the page going away hurries it,
 * and what a 401 or a sign-out left unsent is stored for its author, who sees the summary after signing
 * in again.
 */
export function useBulkRun(decl: ResourceDecl) {
  const { send: sendChange, refresh } = useSharedRecordChange();
  const { open } = useNotification();
  const offer = useUndo();
  const session = useContext(SessionContext);
  const { outbox } = useAppOutbox();
  const [run, setRun] = useState<BulkRunState | null>(null);
  const abort = useRef<AbortController | null>(null);
  // the person's "Batalkan proses": it also aborts the calls in flight (a 401 or a sign-out lets them end)
  const leave = useRef<AbortController | null>(null);

  const execute = useCallback(
    async (
      operation: RecordOperation,
      records: Values[],
      values: Values,
      skipped: Values[],
      author: Author | undefined,
      { unfinished, leaving, stop }: RunControl,
    ) => {
      const controller = new AbortController();
      abort.current = controller;
      const left = new AbortController();
      leave.current = left;
      const stopped = () => controller.abort();
      stop.addEventListener('abort', stopped, { once: true });
      setRun({ operation, values, skipped, phase: 'running', done: 0, total: records.length });
      let refused = false;
      // hurried (the page is going away): the calls not sent yet leave at once and outlive the page.
      // Every call carries its author's token; a refused one stops the run (no further call starts)
      const task = (record: Values) =>
        sendChange(decl.name, operation, record, values, {
          quiet: true,
          // the summary names each failure
          quietFailure: true,
          keepalive: leaving.aborted,
          token: author?.token,
          // "Batalkan proses" aborts the calls in flight too, so a hung one never holds the run
          signal: leaving.aborted ? undefined : left.signal,
        }).then(
          () => unfinished.delete(record),
          (error: unknown) => {
            if (isRefused(error)) {
              refused = true;
              controller.abort();
            } else unfinished.delete(record);
            throw error;
          },
        );
      const result = await runBulk(records, task, {
        signal: controller.signal,
        leaving,
        onProgress: ({ done, total }) => setRun((state) => state && { ...state, done, total }),
      });
      stop.removeEventListener('abort', stopped);
      // cancelled by the person: not stored, only counted
      const ended = refused || stop.aborted;
      if (!ended) for (const record of result.cancelled) unfinished.delete(record);
      await refresh(decl.name, operation).catch(() => undefined);
      const count = result.succeeded.length;
      if (count > 0 && operation.op.message) {
        open?.({
          type: 'success',
          message: fill(bulkTexts.doneMessage, { message: operation.op.message, count }),
        });
      }
      const stored = [...unfinished];
      const summary: BulkResult<Values> = {
        succeeded: result.succeeded,
        failed: result.failed.filter((failure) => !unfinished.has(failure.item)),
        cancelled: result.cancelled.filter((record) => !unfinished.has(record)),
      };
      // the author's session ended meanwhile (or ends now): they see the summary after signing in again
      if (author && (ended || authorNow(session)?.id !== author.id)) {
        outbox().keepSummary(author.id, {
          resource: decl.name,
          operation: operation.key,
          values,
          skipped,
          ...summary,
          stored,
        });
        setRun(null);
      } else setRun((state) => state && { ...state, phase: 'done', result: summary, stored });
      return refused ? REFUSED : stored.length > 0 ? UNSENT : undefined;
    },
    [decl.name, open, outbox, refresh, sendChange, session],
  );

  /**
   * Runs `operation` on `records` as one change of the queue: after one undo window when it is
   * undoable, else at once.
   */
  const launch = useCallback(
    (operation: RecordOperation, records: Values[], values: Values, skipped: Values[]) => {
      const leaving = new AbortController();
      const stop = new AbortController();
      const control: RunControl = {
        unfinished: new Set(records),
        leaving: leaving.signal,
        stop: stop.signal,
      };
      const undoable = Boolean(operation.undoable);
      offer({
        resource: decl.name,
        noWindow: !undoable,
        optimistic: undoable
          ? new Map(records.map((record) => [String(record.id), optimisticAfter(operation, record, values)]))
          : new Map(),
        text: fill(bulkTexts.pending, { label: operation.label, count: records.length }),
        stored: () => {
          const rest = [...control.unfinished];
          return {
            operation: operation.key,
            records: rest,
            values,
            text: fill(bulkTexts.pending, { label: operation.label, count: rest.length }),
          };
        },
        // the page is going away inside the window: every call leaves at once, nothing waits for the cap
        // (what fails or is refused stays in the outbox: the person may stay on the page after all)
        send: ({ keepalive, author }) =>
          keepalive
            ? leaveAtOnce(records, (record) =>
                sendChange(decl.name, operation, record, values, {
                  quiet: true,
                  quietFailure: true,
                  keepalive,
                  token: author?.token,
                }).then(() => void control.unfinished.delete(record)),
              )
            : execute(operation, records, values, skipped, author, control),
        leaving: () => leaving.abort(),
        stop: () => stop.abort(),
      });
    },
    [decl.name, execute, offer, sendChange],
  );

  /** Starts the operation on `records` (those it applies to); `skipped` are named in the summary. */
  const start = useCallback(
    (operation: RecordOperation, records: Values[], skipped: Values[], values: Values = {}) =>
      launch(operation, records, values, skipped),
    [launch],
  );

  const retryFailed = useCallback(() => {
    const again = retryableOf(run?.result);
    if (!run || again.length === 0) return;
    // a retry offers no undo of its own: it was asked for
    launch({ ...run.operation, undoable: undefined }, again, run.values, []);
  }, [launch, run]);

  return {
    run,
    start,
    retryFailed,
    cancel: () => {
      abort.current?.abort();
      leave.current?.abort();
    },
    close: () => setRun(null),
  };
}

/**
 * Sends every record at once as the page goes away; answers as a run does: `REFUSED` when the
 * author's token was refused, `UNSENT` when any record is left (failed, or its answer lost), so what is
 * left is kept for its author rather than forgotten.
 */
async function leaveAtOnce(records: Values[], send: (record: Values) => Promise<void>): Promise<unknown> {
  let refused = false;
  let left = 0;
  await Promise.all(
    records.map((record) =>
      send(record).catch((error: unknown) => {
        if (isRefused(error)) refused = true;
        left += 1;
      }),
    ),
  );
  return refused ? REFUSED : left > 0 ? UNSENT : undefined;
}
