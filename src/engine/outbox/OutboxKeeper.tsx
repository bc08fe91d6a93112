import {
  type BaseRecord,
  type HttpError,
  useCreate,
  useDataProvider,
  useInvalidate,
  useNotification,
  useOnError,
  useUpdate,
} from '@refinedev/core';
import { onlineManager } from '@tanstack/react-query';
import { App } from 'antd';
import { Suspense, useContext, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

import { lazyDialog } from '../../components/lazy-part';
import { authorNow, SessionContext } from '../../components/session-context';
import { ApiError, markSentWith } from '../../http/errors';
import { bulkTexts } from '../../locales/bulk';
import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import { findResource } from '../../resources';
import type { ResourceDecl, Values } from '../../resources/types';
import { uploadedUrlOf } from '../../resources/uploads';
import { isTokenExpired } from '../../session/token';
import { useSharedRecordChange } from '../actions/record-change-context';
import { isRefused, isUnanswered } from '../actions/use-record-change';
import { operationByKey } from '../bulk/operations';
import type { BulkRunState } from '../bulk/use-bulk-run';
import { readFresh } from '../conflicts/read-fresh';
import { editVerdictOf } from './form-change';
import { dropKeptPhotos, keptPhotosOf, uploadKeptPhotos } from './kept-photos';
import { useAppOutbox } from './outbox-context';
import { dueChanges, planFor, sendPlanOf, verdictOf } from './outbox-rules';
import type { KeptSummary, OutboxChange } from './outbox-store';
import { OutboxList } from './OutboxList';
import { liveTabs, TAB_ID, whileSoleSender } from './tab-lock';
import { type AskedChange, UnsentDialog } from './UnsentDialog';

const SIGNING_OUT = 'signing-out';

// the bulk dialogs' chunk, loaded only when a summary waits to be shown
const SummaryDialog = lazyDialog(() =>
  import('../bulk/BulkDialogs').then(({ SummaryDialog: Dialog }) => ({ default: Dialog })),
);

/** How a due change went: sent (or found made), failed, refused (the rest stored), or left for later. */
type Outcome = 'sent' | 'failed' | 'gone' | 'refused' | 'later' | 'asked';

/** A call not made because the app is offline (http/errors.ts `offlineError`): nothing left. */
function notSent(error: unknown): boolean {
  return (error as { offline?: unknown } | null)?.offline === true;
}

/**
 * The signed-in shell's side of the outbox. Once a user is signed in (on load, after a sign-in here
 * or in another tab), the one tab that holds the send lock sends the changes no live page keeps: the
 * author's own only, each record read again first when an earlier try may have reached the server or
 * the session changed since, a record changed since asked about ("Kirim" / "Buang"), a decision on
 * money never sent unseen; another user's are never sent. A change refused with its author's token
 * ends that author's session. The summaries of bulk runs that the end of a session hid are shown.
 * While a sign-out sends what waits, it says how many; a full storage is said in plain words.
 */
export function OutboxKeeper() {
  const session = useContext(SessionContext);
  const { outbox, undoQueue, outboxList, sendNow } = useAppOutbox();
  const { send: sendChange, refresh } = useSharedRecordChange();
  const getProvider = useDataProvider();
  const { open, close } = useNotification();
  const { mutate: checkError } = useOnError();
  const { message } = App.useApp();
  // a form's save sent later: Refine's own create and update (a failure reaches the auth provider)
  const { mutateAsync: create } = useCreate<BaseRecord, HttpError, Values>({
    mutationOptions: { networkMode: 'always' },
  });
  const { mutateAsync: update } = useUpdate<BaseRecord, HttpError, Values>({
    mutationOptions: { networkMode: 'always' },
  });
  const invalidate = useInvalidate();
  const [summaries, setSummaries] = useState<KeptSummary[]>([]);
  const [asked, setAsked] = useState<AskedChange[]>([]);
  // bumped when the author, signed in again meanwhile, has their waiting changes sent now
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
  }, [session, checkError, undoQueue]);

  /** Sends a change's records one by one (read again first when `check`), the outbox kept up to date. */
  const sendRecords = async (
    change: OutboxChange,
    decl: ResourceDecl,
    token: string,
    check: boolean,
  ): Promise<{ outcome: Outcome; asked: Values[] }> => {
    const operation = operationByKey(decl, change.operation);
    if (!operation) return { outcome: 'failed', asked: [] };
    let left = [...change.records];
    const asked: Values[] = [];
    let outcome: Outcome = 'sent';
    let touched = false;
    let sentAny = false;
    while (left.length > 0) {
      const [record, ...rest] = left;
      if (check) {
        const verdict = verdictOf(
          change.operation,
          record,
          await readFresh(getProvider(), decl, record),
          decl.fields ?? [],
        );
        if (verdict === 'refused') {
          if (touched) void refresh(decl.name, operation);
          outbox().update(change.id, { state: 'stored', records: [...left, ...asked] });
          return { outcome: 'refused', asked: [] };
        }
        if (verdict === 'unknown') {
          // not readable now (the network, a 500): it waits for the next sign-in or load
          outbox().update(change.id, { state: 'stored', records: [...left, ...asked] });
          return { outcome: 'later', asked: [] };
        }
        if (verdict === 'ask') asked.push(record);
        if (verdict === 'gone') outcome = 'gone';
        if (verdict !== 'send') {
          left = rest;
          outbox().update(change.id, { records: [...left, ...asked] });
          continue;
        }
      }
      try {
        // (one toast names them all, the failed ones too)
        await sendChange(decl.name, operation, record, change.values, {
          quiet: true,
          quietFailure: true,
          token,
        });
        touched = true;
        sentAny = true;
      } catch (error) {
        if (isRefused(error)) {
          if (touched) void refresh(decl.name, operation);
          outbox().update(change.id, { state: 'stored', records: [...left, ...asked] });
          return { outcome: 'refused', asked: [] };
        }
        touched = true;
        outcome = 'failed';
      }
      // marked before the next try: a record sent is never sent again from here
      left = rest;
      outbox().update(change.id, { records: [...left, ...asked] });
    }
    if (touched) void refresh(decl.name, operation);
    // only asked about, nothing sent: not named as sent
    return { outcome: asked.length > 0 && outcome === 'sent' && !sentAny ? 'asked' : outcome, asked };
  };

  /**
   * Sends a form's save (an edit read again first when `check`: a field changed here and elsewhere
   * is asked about). A save the server refuses stays in the outbox marked not sent, named in its list.
   */
  const sendSave = async (
    change: OutboxChange,
    decl: ResourceDecl,
    token: string,
    check: boolean,
  ): Promise<{ outcome: Outcome; asked: Values[] }> => {
    const base = change.records[0];
    // photos chosen offline go to the upload service first; each URL is written to the outbox at
    // once, so a retry never uploads a photo twice
    let body: Values;
    try {
      body = await uploadKeptPhotos(
        change.values,
        async (file, field) => {
          const folder = decl.fields?.find((one) => one.key === field)?.upload?.folder ?? 'uploads';
          const { data } = await getProvider().custom!({
            url: '',
            method: 'post',
            payload: { file, folder },
            meta: { resource: 'uploads', action: 'file', token, quiet: true },
          });
          const url = uploadedUrlOf(data);
          if (!url) throw new Error('no url');
          return url;
        },
        (values) => outbox().update(change.id, { values }),
      );
    } catch (error) {
      if (isRefused(error)) {
        outbox().update(change.id, { state: 'stored' });
        return { outcome: 'refused', asked: [] };
      }
      // the save itself never left: it stays as it was (a new one is not asked about for this)
      if (notSent(error) || isUnanswered(error)) {
        outbox().update(change.id, { state: change.state });
        return { outcome: 'later', asked: [] };
      }
      outbox().update(change.id, { cancelled: true, state: 'stored' });
      return { outcome: 'failed', asked: [] };
    }
    const sentPhotos = keptPhotosOf(change.values);
    if (change.save === 'edit') {
      if (!base) return { outcome: 'failed', asked: [] };
      if (check) {
        const verdict = editVerdictOf(decl, base, body, await readFresh(getProvider(), decl, base));
        if (verdict.kind === 'refused' || verdict.kind === 'later') {
          outbox().update(change.id, { state: 'stored' });
          return { outcome: verdict.kind, asked: [] };
        }
        if (verdict.kind === 'gone') {
          dropKeptPhotos(sentPhotos);
          return { outcome: 'gone', asked: [] };
        }
        if (verdict.kind === 'ask') return { outcome: 'asked', asked: [base] };
        body = verdict.body;
      }
    }
    const how = {
      meta: { quiet: true, token },
      successNotification: false as const,
      errorNotification: false as const,
      invalidates: [] as [],
    };
    try {
      if (change.save === 'edit' && base?.id !== undefined)
        await update({
          ...how,
          resource: decl.name,
          id: base.id as string,
          values: body,
          mutationMode: 'pessimistic',
        });
      else await create({ ...how, resource: decl.name, values: body });
    } catch (error) {
      if (isRefused(error)) {
        outbox().update(change.id, { state: 'stored' });
        return { outcome: 'refused', asked: [] };
      }
      // offline after all: never left; no answer: it may have been made (a new one is then asked about)
      if (notSent(error) || isUnanswered(error)) {
        outbox().update(change.id, { state: notSent(error) ? change.state : 'sending' });
        return { outcome: 'later', asked: [] };
      }
      // refused by the server: kept, marked not sent, for the person to see (never dropped unseen)
      outbox().update(change.id, { cancelled: true, state: 'stored' });
      return { outcome: 'failed', asked: [] };
    }
    dropKeptPhotos(sentPhotos);
    void invalidate({ resource: decl.name, invalidates: ['resourceAll'] });
    return { outcome: 'sent', asked: [] };
  };

  // a user signed in (on load, or in another tab): their due changes leave, others' are dropped.
  // Keyed on who is signed in and with which token (and on a resend asked for above), never on the
  // identity of the callbacks it uses: a render sends nothing again.
  const signedIn = useSyncExternalStore(session?.subscribe ?? noSubscribe, () => signedInKey(session));
  const sendDue = useEffectEvent(() =>
    whileSoleSender(async () => {
      const author = authorNow(session);
      // a session whose token has ended sends nothing: it is about to end, they wait for the next one;
      // offline, nothing leaves: they wait to be online
      if (!author || isTokenExpired(author.token) || !onlineManager.isOnline()) return;
      const kept = outbox().takeSummaries(author.id);
      // (a run of a resource or operation this build no longer has is not shown)
      const shown = kept.filter((one) => runOf(one) !== undefined);
      if (shown.length > 0) setSummaries((before) => [...before, ...shown]);
      const plan = planFor(dueChanges(outbox().all(), await liveTabs()), author.id);
      for (const change of plan.told) outbox().remove(change.id);
      // (a warning, not a failure: Refine's notification types have no such kind, antd's message draws it)
      if (plan.told.length > 0)
        void message.warning(fill(bulkTexts.storedDiscarded, { list: names(plan.told) }));
      const results = new Map<Outcome, OutboxChange[]>();
      const toAsk: AskedChange[] = [];
      for (const [index, change] of plan.send.entries()) {
        const how = sendPlanOf(change, author.token);
        const decl = findResource(change.resource);
        // this tab takes it: no other one sends it while this one lives
        outbox().update(change.id, { state: 'sending', tab: TAB_ID });
        if (!decl) {
          outbox().remove(change.id);
          continue;
        }
        if (how === 'ask') {
          toAsk.push({ change, why: change.money ? 'money' : 'unknown' });
          continue;
        }
        const { outcome, asked: records } = change.save
          ? await sendSave(change, decl, author.token, how === 'check')
          : await sendRecords(change, decl, author.token, how === 'check');
        if (records.length > 0) toAsk.push({ change: { ...change, records }, why: 'changed' });
        else if (outcome === 'failed' && change.save) {
          // kept, marked not sent (its list names it)
        } else if (outcome !== 'later' && outcome !== 'refused') outbox().remove(change.id);
        results.set(outcome, [...(results.get(outcome) ?? []), change]);
        if (outcome === 'refused') {
          // every change not tried yet waits for the next sign-in too
          for (const later of plan.send.slice(index + 1)) outbox().update(later.id, { state: 'stored' });
          undoQueue.refused(author);
          break;
        }
      }
      if (toAsk.length > 0) setAsked((before) => [...before, ...toAsk]);
      // one toast naming them, through the notification provider
      const sent = results.get('sent') ?? [];
      const failed = results.get('failed') ?? [];
      const gone = results.get('gone') ?? [];
      if (sent.length > 0)
        open?.({ type: 'success', message: fill(bulkTexts.storedSent, { list: names(sent) }) });
      if (failed.length > 0)
        open?.({ type: 'error', message: fill(bulkTexts.storedFailed, { list: names(failed) }) });
      if (gone.length > 0) void message.warning(fill(outboxTexts.gone, { list: names(gone) }));
    }),
  );
  useEffect(() => {
    if (signedIn !== '') void sendDue();
  }, [signedIn, resend]);
  // back online, or a form's save just put in the outbox: what waited leaves
  useEffect(() => {
    const stopOnline = onlineManager.subscribe((online) => {
      if (online) setResend((count) => count + 1);
    });
    const stopNow = sendNow.subscribe(() => setResend((count) => count + 1));
    return () => {
      stopOnline();
      stopNow();
    };
  }, [sendNow]);

  /** "Kirim" on an asked change: the person has seen it, it leaves as it is. */
  const sendAsked = async (asked: OutboxChange) => {
    setAsked((before) => before.filter((one) => one.change.id !== asked.id));
    // as the outbox holds it now (a photo uploaded meanwhile holds its URL), with the records asked about
    const kept = outbox().get(asked.id);
    // thrown away meanwhile (the outbox's list): nothing to send
    if (!kept) return;
    const change = { ...kept, records: asked.records };
    const author = authorNow(session);
    const decl = findResource(change.resource);
    if (!author || !decl || author.id !== change.author) return;
    const { outcome } = change.save
      ? await sendSave(change, decl, author.token, false)
      : await sendRecords(change, decl, author.token, false);
    if (outcome === 'refused') undoQueue.refused(author);
    else if (!(change.save && (outcome === 'failed' || outcome === 'later'))) outbox().remove(change.id);
    if (outcome === 'sent')
      open?.({ type: 'success', message: fill(bulkTexts.storedSent, { list: change.text }) });
    if (outcome === 'failed')
      open?.({ type: 'error', message: fill(bulkTexts.storedFailed, { list: change.text }) });
  };

  /**
   * "Kirim" in the outbox's list: the person sends one now (a cancelled one too), under the one send
   * lock; an edit or a change tried before is still read again first, a record changed since asked.
   */
  const sendChosen = (chosen: OutboxChange) =>
    whileSoleSender(async () => {
      const change = outbox().get(chosen.id);
      const author = authorNow(session);
      const decl = change && findResource(change.resource);
      if (!change || !decl || !author || author.id !== change.author || !onlineManager.isOnline()) return;
      // no longer cancelled: this tab takes it (a change of an undo window counts as tried before)
      const state = change.state === 'waiting' && !change.save ? 'stored' : change.state;
      const now = { ...change, cancelled: undefined, state, tab: TAB_ID };
      outbox().update(change.id, { cancelled: undefined, state, tab: TAB_ID });
      // (the person has seen it named in the list: a decision on money, or a new record whose first
      // try got no answer, leaves as it is)
      const check = sendPlanOf({ ...now, money: undefined }, author.token) === 'check';
      outbox().update(now.id, { state: 'sending' });
      const { outcome, asked: records } = now.save
        ? await sendSave(now, decl, author.token, check)
        : await sendRecords(now, decl, author.token, check);
      if (records.length > 0)
        setAsked((before) => [...before, { change: { ...now, records }, why: 'changed' }]);
      else if (outcome === 'refused') undoQueue.refused(author);
      else if (!(now.save && (outcome === 'failed' || outcome === 'later'))) outbox().remove(now.id);
      if (outcome === 'sent')
        open?.({ type: 'success', message: fill(bulkTexts.storedSent, { list: now.text }) });
      if (outcome === 'failed')
        open?.({ type: 'error', message: fill(bulkTexts.storedFailed, { list: now.text }) });
    });
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
      {asked.length > 0 && (
        <UnsentDialog
          asked={asked}
          onSend={(change) => void sendAsked(change)}
          onDiscard={(change) => {
            dropKeptPhotos(keptPhotosOf(change.values));
            outbox().remove(change.id);
            setAsked((before) => before.filter((one) => one.change.id !== change.id));
          }}
          onLater={() => setAsked([])}
        />
      )}
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

const noSubscribe = () => () => undefined;

/** Who is signed in and with which token ('' for no one): what the due changes wait for. */
function signedInKey(session: Parameters<typeof authorNow>[0]): string {
  const author = authorNow(session);
  return author ? JSON.stringify([author.id, author.token]) : '';
}

function names(changes: readonly OutboxChange[]): string {
  return changes.map((change) => change.text).join('; ');
}
