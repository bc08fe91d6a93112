import { useNotification, useOnError } from '@refinedev/core';
import { App } from 'antd';
import { lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore } from 'react';

import { ApiError, markSentWith } from '../../http/errors';
import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { findResource } from '../../resources';
import type { ResourceDecl } from '../../resources/types';
import { isTokenExpired } from '../../session/token';
import { isRefused, useRecordChange } from '../actions/use-record-change';
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
  const { send: sendChange, refresh } = useRecordChange();
  const { open } = useNotification();
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

  // a user signed in (on load, or in another tab): their held changes leave, others' are dropped
  useEffect(() => {
    if (!session) return undefined;
    const sendHeld = async () => {
      const author = authorNow(session);
      // a session whose token has ended sends nothing: it is about to end, they wait for the next one
      if (!author || isTokenExpired(author.token)) return;
      const { send, discarded, summaries: kept } = heldChanges().signedIn(author.id);
      // (a run of a resource or operation this build no longer has is not shown)
      const shown = kept.filter((one) => runOf(one) !== undefined);
      if (shown.length > 0) setSummaries((before) => [...before, ...shown]);
      if (discarded.length > 0)
        void message.warning(fill(bulkTexts.heldDiscarded, { list: names(discarded) }));
      if (send.length === 0) return;
      const sent: HeldChange[] = [];
      const failed: HeldChange[] = [];
      for (const change of send) {
        const outcome = await sendOne(change, author.token);
        if (outcome === 'refused') {
          heldChanges().hold(author.id, change);
          undoQueue.refused(author);
          return;
        }
        (outcome === 'sent' ? sent : failed).push(change);
      }
      // one notice naming them, through the notification provider
      if (sent.length > 0) open?.({ type: 'success', message: fill(bulkTexts.heldSent, { list: names(sent) }) });
      if (failed.length > 0)
        open?.({ type: 'error', message: fill(bulkTexts.heldFailed, { list: names(failed) }) });
    };
    const sendOne = async (change: HeldChange, token: string): Promise<'sent' | 'failed' | 'refused'> => {
      const decl = findResource(change.resource);
      const operation = decl && operationByKey(decl, change.operation);
      if (!decl || !operation) return 'failed';
      let outcome: 'sent' | 'failed' | 'refused' = 'sent';
      for (const record of change.records) {
        try {
          // (one notice names them all, the failed ones too)
          await sendChange(decl.name, operation, record, change.values, {
            quiet: true,
            quietFailure: true,
            token,
          });
        } catch (error) {
          if (isRefused(error)) return 'refused';
          outcome = 'failed';
        }
      }
      void refresh(decl.name, operation);
      return outcome;
    };
    void sendHeld();
    return session.subscribe((next) => {
      if (next) void sendHeld();
    });
  }, [session, sendChange, refresh, open, message, resend]);

  // a sign-out sending what waits says so, and says when it gave up
  const draining = useSyncExternalStore(undoQueue.subscribe, undoQueue.draining);
  useEffect(() => {
    if (draining === null) return;
    if (draining.late > 0) {
      message.destroy(SIGNING_OUT);
      void message.warning(fill(bulkTexts.signOutLate, { count: draining.late }));
    } else
      void message.loading({
        key: SIGNING_OUT,
        content: fill(bulkTexts.signingOut, { count: draining.count }),
        duration: 0,
      });
  }, [draining, message]);

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

function names(changes: readonly HeldChange[]): string {
  return changes.map((change) => change.text).join('; ');
}
