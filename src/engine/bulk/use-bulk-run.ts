import { useNotification } from '@refinedev/core';
import { useCallback, useContext, useRef, useState } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { type Author, type BulkResult, retryableOf, type SentRun, type Unsent } from '../../providers/outbox';
import { keptRecord } from '../../resources/kept-record';
import type { ResourceDecl, Values } from '../../resources/types';
import { optimisticAfter, type RecordOperation } from '../common/operations';
import { useAppOutbox } from '../outbox/outbox-context';
import { useUndo } from '../outbox/use-undo';

/** How often a run's progress is drawn at most. */
const PROGRESS_MS = 100;

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
  /** The outbox's change that keeps the failed records (tried again by itself, or kept for the person). */
  keptId?: string;
}

/**
 * Runs an operation on many records: the documented single call for each, at most 4 at a time, the
 * contract's message once with the count, one summary. An undoable one waits out one undo window
 * for the whole run first (the records show as changed meanwhile). Every run is one change of the
 * outbox, sent by its sender (`sendRun`) with its author's session: a sign-out waits for it, the
 * page going away hurries it, and what a 401 or a sign-out left unsent is stored for its author, who
 * sees the summary after signing in again.
 */
export function useBulkRun(decl: ResourceDecl) {
  const { open } = useNotification();
  const offer = useUndo();
  const session = useContext(SessionContext);
  const { keepSummary, takeForRetry } = useAppOutbox();
  const [run, setRun] = useState<BulkRunState | null>(null);
  // the person's "Batalkan proses": nothing more starts and the calls in flight are aborted
  const cancelRun = useRef<AbortController | null>(null);

  /** What came of a run, said once: the contract's message with the count, then its summary. */
  const settled = useCallback(
    (operation: RecordOperation, values: Values, skipped: Values[], unfinished: ReadonlySet<string>) =>
      ({ result, refused, keptId }: SentRun, author: Author) => {
        // what the run left for the author (a refused token, a sign-out that gave up): not a failure
        const left = (record: Values) => unfinished.has(String(record.id));
        const count = result.succeeded.length;
        if (count > 0 && operation.op.message) {
          open?.({
            type: 'success',
            message: fill(bulkTexts.doneMessage, { message: operation.op.message, count }),
          });
        }
        const stored = [...result.failed.map((failure) => failure.item), ...result.cancelled].filter(left);
        const summary: BulkResult<Values> = {
          succeeded: result.succeeded,
          failed: result.failed.filter((failure) => !left(failure.item)),
          cancelled: result.cancelled.filter((record) => !left(record)),
        };
        // the author's session ended meanwhile (or ends now): they see the summary after signing in again
        if (refused || stored.length > 0 || authorNow(session)?.id !== author.id) {
          // (its records by their names only: a summary waits days for its author)
          const named = (records: Values[]) => records.map((record) => keptRecord(decl, record));
          keepSummary(author.id, {
            resource: decl.name,
            operation: operation.key,
            values,
            skipped: named(skipped),
            succeeded: named(summary.succeeded),
            failed: summary.failed.map((failure) => ({ ...failure, item: keptRecord(decl, failure.item) })),
            cancelled: named(summary.cancelled),
            stored: named(stored),
          });
          setRun(null);
        } else setRun((state) => state && { ...state, phase: 'done', result: summary, stored, keptId });
        const unsent: Unsent | undefined = refused
          ? { state: 'stored', refused: true }
          : stored.length > 0
            ? { state: 'stored' }
            : undefined;
        return unsent;
      },
    [decl, keepSummary, open, session],
  );

  /**
   * Runs `operation` on `records` as one change of the outbox: after one undo window when it is
   * undoable, else at once.
   */
  const launch = useCallback(
    (operation: RecordOperation, records: Values[], values: Values, skipped: Values[]) => {
      const leaving = new AbortController();
      const stop = new AbortController();
      const cancel = new AbortController();
      cancelRun.current = cancel;
      const unfinished = new Set(records.map((record) => String(record.id)));
      const rest = () => records.filter((record) => unfinished.has(String(record.id)));
      const undoable = Boolean(operation.undoable);
      let progressShownAt = Number.NEGATIVE_INFINITY;
      offer({
        resource: decl.name,
        noWindow: !undoable,
        optimistic: undoable
          ? new Map(records.map((record) => [String(record.id), optimisticAfter(operation, record, values)]))
          : new Map(),
        text: fill(bulkTexts.pending, { label: operation.label, count: records.length }),
        stored: () => ({
          operation: operation.key,
          records: rest(),
          values,
          text: fill(bulkTexts.pending, { label: operation.label, count: unfinished.size }),
        }),
        run: {
          unfinished,
          cancel: cancel.signal,
          leaving: leaving.signal,
          stop: stop.signal,
          onProgress: ({ done, total }) => {
            // the count is read a few times a second: drawn at most every PROGRESS_MS (a run of 1,000
            // drew a frame per record), its start and its end always
            const now = performance.now();
            if (done > 0 && done < total && now - progressShownAt < PROGRESS_MS) return;
            progressShownAt = now;
            setRun((state) =>
              done > 0 && state
                ? { ...state, done, total }
                : { operation, values, skipped, phase: 'running', done, total },
            );
          },
          settled: settled(operation, values, skipped, unfinished),
        },
        leaving: () => leaving.abort(),
        stop: () => stop.abort(),
      });
    },
    [decl.name, offer, settled],
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
    // the outbox kept the failed records: the retry takes those it sends (never sent twice), the
    // refused ones stay there for the person; one the outbox is sending already is left to it
    const retried = new Set(again.map((record) => String(record.id)));
    // those the outbox sent again by itself meanwhile are not sent twice
    const taken = run.keptId === undefined ? retried : takeForRetry(run.keptId, retried);
    if (!taken || taken.size === 0) return;
    // a retry offers no undo of its own: it was asked for
    const now = again.filter((record) => taken.has(String(record.id)));
    launch({ ...run.operation, undoable: undefined }, now, run.values, []);
  }, [launch, run, takeForRetry]);

  return {
    run,
    start,
    retryFailed,
    cancel: () => cancelRun.current?.abort(),
    close: () => setRun(null),
  };
}
