import { type HttpError, useNotification, useOnError } from '@refinedev/core';
import { App } from 'antd';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { lazyDialog } from '../components/lazy-part';
import { isPassingFailure, isRefused, isUnanswered } from '../http/errors';
import { bulkTexts } from '../locales/bulk';
import { outboxTexts } from '../locales/outbox';
import { fill } from '../locales/ui';
import { type AskedChange, type KeptSummary, type OutboxChange } from '../providers/outbox';
import { findResource } from '../resources';
import type { ResourceDecl, Values } from '../resources/types';
import type { BulkRunState } from './bulk/use-bulk-run';
import { failureNotice } from './common/failure-notice';
import { operationByKey } from './common/operations';
import { useAppOutbox } from './outbox/outbox-context';
import { OutboxList } from './outbox/OutboxList';
import { UnsentDialog } from './outbox/UnsentDialog';

const SIGNING_OUT = 'signing-out';

// the bulk dialogs' chunk, loaded only when a summary waits to be shown
const SummaryDialog = lazyDialog(() =>
  import('./bulk/BulkDialogs').then(({ SummaryDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * Says every failed call of the outbox's sender: the auth provider hears it (a 401 ends the session
 * only when the refused token is the session's own); a change this page made speaks as one made now
 * (a refusal by the server opens the Error dialog); a refused author's token, no answer or a passing
 * failure is kept and tried again, and says nothing here. Drawn once, by the keeper.
 */
export function OutboxFailures() {
  const { failures } = useAppOutbox();
  const { open } = useNotification();
  const { mutate: checkError } = useOnError();
  useEffect(() => {
    return failures.subscribe((error, own) => {
      checkError(error as HttpError);
      const said = own && !isRefused(error) && !isUnanswered(error) && !isPassingFailure(error);
      const notice = said ? failureNotice(error as HttpError) : false;
      if (notice) open?.(notice);
    });
  }, [failures, checkError, open]);
  return null;
}

/**
 * The signed-in shell's side of the outbox: it says what the outbox's one sender did. The outbox
 * decides when the changes no live page keeps leave (providers/outbox/send-schedule.ts): the author's
 * own only, each record read again first when an earlier try may have reached the server or the
 * session changed since, a decision on money never sent unseen. Here: a record changed since is asked
 * about ("Kirim" / "Buang"), the summaries of bulk runs that the end of a session hid are shown, and
 * "Kirim" from the person sends one now. While a sign-out sends what waits, it says how many; a full
 * storage is said in plain words.
 */
export function OutboxKeeper() {
  const { outbox, discard, undoQueue, outboxList, sender, dueReports } = useAppOutbox();
  const { open, close } = useNotification();
  const { message } = App.useApp();
  const [summaries, setSummaries] = useState<KeptSummary[]>([]);
  const [asked, setAsked] = useState<AskedChange[]>([]);

  // what each send of the due changes did (the outbox decides when they leave: providers/outbox/send-schedule.ts)
  useEffect(() => {
    return dueReports.subscribe((report) => {
      if (report.expired.length > 0)
        void message.warning(fill(outboxTexts.expired, { list: report.expired.join('; ') }));
      // (a run of a resource or operation this build no longer has is not shown)
      const shown = report.summaries.filter((one) => runOf(one) !== undefined);
      if (shown.length > 0) setSummaries((before) => [...before, ...shown]);
      // (a warning, not a failure: Refine's notification types have no such kind, antd's message draws it)
      if (report.told.length > 0)
        void message.warning(fill(bulkTexts.storedDiscarded, { list: names(report.told) }));
      if (report.asked.length > 0) setAsked((before) => [...before, ...report.asked]);
      // one toast naming them, through the notification provider
      if (report.sent.length > 0)
        open?.({ type: 'success', message: fill(bulkTexts.storedSent, { list: names(report.sent) }) });
      if (report.failed.length > 0)
        open?.({ type: 'error', message: fill(bulkTexts.storedFailed, { list: names(report.failed) }) });
      if (report.gone.length > 0) void message.warning(fill(outboxTexts.gone, { list: names(report.gone) }));
    });
  }, [dueReports, message, open]);

  /**
   * "Kirim" from the person (the outbox's list, or on a change asked about): it leaves now, a
   * cancelled or refused one too, under the one send lock and by the one rule (`claim`: not when it
   * was thrown away or is on its way meanwhile). `records`: only those asked about; `check`: read
   * again first (an edit, or a change tried before).
   */
  const sendByPerson = async (id: string, records?: Values[], check?: boolean) => {
    const report = await sender.sendChosen(id, { records, check });
    if (!report) return;
    const { change } = report;
    if (report.kind === 'onItsWay') {
      void message.warning(fill(outboxTexts.onItsWay, { name: change.text }));
      return;
    }
    const { state, asked } = report;
    if (asked.length > 0)
      setAsked((before) => [...before, { change: { ...change, records: asked }, why: 'changed' }]);
    else if (report.refused) undoQueue.refused(report.author);
    if (state === 'sent')
      open?.({ type: 'success', message: fill(bulkTexts.storedSent, { list: change.text }) });
    if (state === 'failed')
      open?.({ type: 'error', message: fill(bulkTexts.storedFailed, { list: change.text }) });
  };
  /** "Kirim" on a change asked about: the person has seen it, it leaves as it is. */
  const sendAsked = (asked: OutboxChange) => {
    setAsked((before) => before.filter((one) => one.change.id !== asked.id));
    return sendByPerson(asked.id, asked.records, false);
  };
  const sendChosen = (chosen: OutboxChange) => sendByPerson(chosen.id);
  const listOpen = useSyncExternalStore(outboxList.subscribe, outboxList.isOpen);

  // a sign-out sending what waits says so through the notification provider (a toast of its own,
  // closed by its key once all is sent or the sign-out gave up), and says when it gave up (a warning,
  // which Refine's notification types cannot express: antd's message draws it)
  const draining = useSyncExternalStore(undoQueue.subscribe, undoQueue.draining);
  useEffect(() => {
    if (draining === null) return undefined;
    if (draining.overdue > 0) {
      void message.warning(fill(bulkTexts.signOutOverdue, { count: draining.overdue }));
      return undefined;
    }
    open?.({
      type: 'progress',
      key: SIGNING_OUT,
      message: fill(bulkTexts.signingOut, { count: draining.count }),
    });
    return () => close?.(SIGNING_OUT);
  }, [draining, open, close, message]);

  // a storage that refuses a change says so, once per time it fills up; the change stays in memory
  const full = useSyncExternalStore(outbox().subscribe, outbox().isFull);
  useEffect(() => {
    if (full) void message.warning({ content: outboxTexts.storageFull, duration: 0, key: 'outbox-full' });
    else message.destroy('outbox-full');
  }, [full, message]);

  const shown = summaries[0] && runOf(summaries[0]);
  return (
    <>
      <OutboxFailures />
      {asked.length > 0 && (
        <UnsentDialog
          asked={asked}
          onSend={(change) => void sendAsked(change)}
          onDiscard={(change) => {
            if (!discard(change.id)) void message.warning(fill(outboxTexts.onItsWay, { name: change.text }));
            setAsked((before) => before.filter((one) => one.change.id !== change.id));
          }}
          onLater={() => setAsked([])}
        />
      )}
      {/* (with the shell, not a chunk of its own: it opens offline, when it is needed most) */}
      {listOpen && (
        <OutboxList onClose={() => outboxList.set(false)} onSend={(change) => void sendChosen(change)} />
      )}
      {shown && (
        <Suspense fallback={null}>
          <SummaryDialog {...shown} onClose={() => setSummaries((before) => before.slice(1))} />
        </Suspense>
      )}
    </>
  );
}

/** A kept summary as the summary dialog shows a run; undefined when its resource or operation is gone. */
function runOf(summary: KeptSummary): { decl: ResourceDecl; run: BulkRunState } | undefined {
  const decl = findResource(summary.resource);
  const operation = decl && operationByKey(decl, summary.operation);
  if (!decl || !operation) return undefined;
  const { succeeded, failed, cancelled, stored, values, skipped } = summary;
  const total = succeeded.length + failed.length + cancelled.length + stored.length;
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
      stored,
    },
  };
}

function names(changes: readonly OutboxChange[]): string {
  return changes.map((change) => change.text).join('; ');
}
