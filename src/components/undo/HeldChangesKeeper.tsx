import { useNotification, useOnError } from '@refinedev/core';
import { App } from 'antd';
import { lazy, Suspense, useContext, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

import { ApiError, markSentWith } from '../../http/errors';
import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { findResource } from '../../resources';
import type { ResourceDecl, Values } from '../../resources/types';
import { isTokenExpired } from '../../session/token';
import { useSharedRecordChange } from '../actions/record-change-context';
import { isRefused } from '../actions/use-record-change';
import { operationByKey } from '../bulk/operations';
import type { BulkRunState } from '../bulk/use-bulk-run';
import { authorNow, SessionContext } from '../session-context';
import type { HeldChange, KeptSummary } from './held-changes';
import { heldChanges, undoQueue } from './queue';

const SIGNING_OUT = 'signing-out';

// the bulk dialogs' chunk, loaded only when a summary waits to be shown
const SummaryDialog = lazy(() =>
  import('../bulk/BulkDialogs').then(({ SummaryDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * The signed-in frame's side of held changes: a change refused with its author's token ends that
 * author's session (the login page, back here after); once a user is signed in, their held changes
 * are sent with one notice naming them, and those dropped because another user signed in are named;
 * the summaries of their bulk runs that the end of their session hid are shown. While a sign-out
 * sends what waits, it says how many.
 */
export function HeldChangesKeeper() {
  const session = useContext(SessionContext);
  const { send: sendChange, refresh } = useSharedRecordChange();
  const { open, close } = useNotification();
  const { mutate: checkError } = useOnError();
  const { message } = App.useApp();
  const [summaries, setSummaries] = useState<KeptSummary[]>([]);
  // bumped when the author, signed in again meanwhile, has their held changes sent now
  const [resend, setResend] = useState(0);

  // the author's token expired or was refused: their session ends as on any 401 when it is the
  // session's own token (auth-provider onError); the same author signed in again meanwhile has them
  // sent with the new token; another user's session here stays, and never sends them
  useEffect(() => {
    return undoQueue.onRefused((author) => {
      const now = authorNow(session);
      if (now?.id !== author.id) return;
      if (now.token === author.token) checkError(markSentWith(new ApiError('', 401), author.token));
      else setResend((count) => count + 1);
    });
  }, [session, checkError]);

  // a user signed in (on load, or in another tab): their held changes leave, others' are dropped.
  // Keyed on who is signed in and with which token (and on a resend asked for above), never on the
  // identity of the callbacks it uses: a render sends nothing again.
  const signedIn = useSyncExternalStore(session?.subscribe ?? noSubscribe, () => signedInKey(session));
  const sendHeld = useEffectEvent(async () => {
    const author = authorNow(session);
    // a session whose token has ended sends nothing: it is about to end, they wait for the next one
    if (!author || isTokenExpired(author.token)) return;
    const { send, discarded, summaries: kept } = heldChanges().signedIn(author.id);
    // (a run of a resource or operation this build no longer has is not shown)
    const shown = kept.filter((one) => runOf(one) !== undefined);
    if (shown.length > 0) setSummaries((before) => [...before, ...shown]);
    // (a warning, not a failure: Refine's notification types have no such kind, antd's message draws it)
    if (discarded.length > 0) void message.warning(fill(bulkTexts.heldDiscarded, { list: names(discarded) }));
    if (send.length === 0) return;
    const sent: HeldChange[] = [];
    const failed: HeldChange[] = [];
    for (const [index, change] of send.entries()) {
      const { outcome, unsent } = await sendOne(change, author.token);
      if (outcome === 'refused') {
        // what was not sent waits for the next sign-in: the rest of this change (never what the
        // server took already) and every change not tried yet
        heldChanges().hold(author.id, { ...change, records: unsent });
        for (const later of send.slice(index + 1)) heldChanges().hold(author.id, later);
        undoQueue.refused(author);
        break;
      }
      (outcome === 'sent' ? sent : failed).push(change);
    }
    // one notice naming them, through the notification provider
    if (sent.length > 0)
      open?.({ type: 'success', message: fill(bulkTexts.heldSent, { list: names(sent) }) });
    if (failed.length > 0)
      open?.({ type: 'error', message: fill(bulkTexts.heldFailed, { list: names(failed) }) });
  });
  /** Sends a held change, record by record; refused, it stops and answers the records not sent. */
  const sendOne = async (
    change: HeldChange,
    token: string,
  ): Promise<{ outcome: 'sent' | 'failed' | 'refused'; unsent: Values[] }> => {
    const decl = findResource(change.resource);
    const operation = decl && operationByKey(decl, change.operation);
    if (!decl || !operation) return { outcome: 'failed', unsent: [] };
    let outcome: 'sent' | 'failed' = 'sent';
    for (const [index, record] of change.records.entries()) {
      try {
        // (one notice names them all, the failed ones too)
        await sendChange(decl.name, operation, record, change.values, {
          quiet: true,
          quietFailure: true,
          token,
        });
      } catch (error) {
        if (isRefused(error)) {
          if (index > 0) void refresh(decl.name, operation);
          return { outcome: 'refused', unsent: change.records.slice(index) };
        }
        outcome = 'failed';
      }
    }
    void refresh(decl.name, operation);
    return { outcome, unsent: [] };
  };
  useEffect(() => {
    if (signedIn !== '') void sendHeld();
  }, [signedIn, resend]);

  // a sign-out sending what waits says so through the notification provider (a notice of its own,
  // closed by its key once all is sent or the sign-out gave up), and says when it gave up (a warning,
  // which Refine's notification types cannot express: antd's message draws it)
  const draining = useSyncExternalStore(undoQueue.subscribe, undoQueue.draining);
  useEffect(() => {
    if (draining === null) return undefined;
    if (draining.late > 0) {
      void message.warning(fill(bulkTexts.signOutLate, { count: draining.late }));
      return undefined;
    }
    open?.({
      type: 'progress',
      key: SIGNING_OUT,
      message: fill(bulkTexts.signingOut, { count: draining.count }),
    });
    return () => close?.(SIGNING_OUT);
  }, [draining, open, close, message]);

  const shown = summaries[0] && runOf(summaries[0]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SummaryDialog {...shown} onClose={() => setSummaries((before) => before.slice(1))} />
    </Suspense>
  );
}

/** A kept summary as the summary dialog shows a run; undefined when its resource or operation is gone. */
function runOf(summary: KeptSummary): { decl: ResourceDecl; run: BulkRunState } | undefined {
  const decl = findResource(summary.resource);
  const operation = decl && operationByKey(decl, summary.operation);
  if (!decl || !operation) return undefined;
  const { succeeded, failed, cancelled, held, values, skipped } = summary;
  const total = succeeded.length + failed.length + cancelled.length + held.length;
  return {
    decl,
    run: {
      operation,
      values,
      skipped,
      phase: 'done',
      done: total,
      total,
      result: { succeeded, failed, cancelled },
      held,
    },
  };
}

const noSubscribe = () => () => undefined;

/** Who is signed in and with which token ('' for no one): what the held changes wait for. */
function signedInKey(session: Parameters<typeof authorNow>[0]): string {
  const author = authorNow(session);
  return author ? JSON.stringify([author.id, author.token]) : '';
}

function names(changes: readonly HeldChange[]): string {
  return changes.map((change) => change.text).join('; ');
}
