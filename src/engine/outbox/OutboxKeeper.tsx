import { useDataProvider, useInvalidate, useNotification, useOnError } from '@refinedev/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { Suspense, useContext, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

import { lazyDialog } from '../../components/lazy-part';
import { authorNow, SessionContext } from '../../components/session-context';
import {
  ApiError,
  isOffline,
  isPassingFailure,
  isRefused,
  isUnanswered,
  markSentWith,
} from '../../http/errors';
import { bulkTexts } from '../../locales/bulk';
import { messages } from '../../locales/messages';
import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import {
  dropKeptPhotos,
  keptPhotosOf,
  sweepKeptPhotos,
  uploadKeptPhotos,
} from '../../providers/outbox/kept-photos';
import { OUTBOX_MS } from '../../providers/outbox/outbox-keys';
import {
  isOnItsWay,
  type KeptSummary,
  type Outbox,
  type OutboxChange,
  SEND_LIMIT_MS,
} from '../../providers/outbox/outbox-store';
import { liveTabs, TAB_ID, whileSoleSender } from '../../providers/outbox/tab-lock';
import { findResource } from '../../resources';
import type { ResourceDecl, Values } from '../../resources/types';
import { uploadedUrlOf } from '../../resources/uploads';
import { isTokenExpired } from '../../session/token';
import { useSharedRecordChange } from '../actions/record-change-context';
import { asMutation } from '../actions/use-record-change';
import { operationByKey } from '../bulk/operations';
import type { BulkRunState } from '../bulk/use-bulk-run';
import { type FreshRead, readFresh } from '../conflicts/read-fresh';
import { editVerdictOf } from './form-change';
import { useAppOutbox } from './outbox-context';
import { dueChanges, planFor, retryDelay, sendPlanOf, verdictOf } from './outbox-rules';
import { OutboxList } from './OutboxList';
import { TOKEN_MARGIN_MS } from './undo-queue';
import { type AskedChange, UnsentDialog } from './UnsentDialog';

const SIGNING_OUT = 'signing-out';

// the bulk dialogs' chunk, loaded only when a summary waits to be shown
const SummaryDialog = lazyDialog(() =>
  import('../bulk/BulkDialogs').then(({ SummaryDialog: Dialog }) => ({ default: Dialog })),
);

/** How a due change went: sent (or found made), failed, refused (the rest stored), or left for later. */
type Outcome = 'sent' | 'failed' | 'gone' | 'refused' | 'later' | 'asked';

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
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
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

  /**
   * Sends a change's records one by one (read again first when `check`), each try within its time
   * limit, the outbox kept up to date after each (only the change's head is rewritten). A refusal of
   * the token stores the rest for the next sign-in; a passing failure (no answer, a 5xx, a page that
   * is not JSON) keeps the rest for a retry; a record the server refuses is kept with its words.
   */
  const sendRecords = async (
    change: OutboxChange,
    decl: ResourceDecl,
    token: string,
    check: boolean,
  ): Promise<{ outcome: Outcome; asked: Values[] }> => {
    const operation = operationByKey(decl, change.operation);
    if (!operation) return { outcome: 'failed', asked: [] };
    const all = change.records;
    /** The index of the record on its way: those before it are answered or set aside. */
    let at = 0;
    const asked: Values[] = [];
    const refused: { record: Values; message: string }[] = [];
    let outcome: Outcome = 'sent';
    let touched = false;
    let sentAny = false;
    /** What is not sent stays: the records left, those asked about and those refused. */
    const notSentYet = () => [...all.slice(at), ...asked, ...refused.map((one) => one.record)];
    const keepRest = () => outbox().update(change.id, { records: notSentYet() });
    const keep = (patch: Parameters<Outbox['update']>[1]) => {
      if (touched) void refresh(decl.name, operation);
      outbox().update(change.id, { ...patch, until: undefined, records: notSentYet() });
    };
    const retryLater = (error?: unknown) => {
      keep({ state: 'retry', ...nextTry(change, error) });
      return { outcome: 'later' as const, asked: [] };
    };
    for (; at < all.length;) {
      const record = all[at];
      // this try is on its way for one more time limit (a long run keeps its claim), renewed once half
      // of it has passed rather than before every record (a write of the change's head each)
      if ((outbox().get(change.id)?.until ?? 0) - Date.now() < SEND_LIMIT_MS / 2)
        outbox().update(change.id, { until: Date.now() + SEND_LIMIT_MS });
      if (check) {
        const verdict = verdictOf(
          change.operation,
          record,
          await readWithinLimit(readFresh(getProvider(), decl, record)),
          decl.fields ?? [],
        );
        if (verdict === 'refused') {
          keep({ state: 'stored' });
          return { outcome: 'refused', asked: [] };
        }
        // not readable now (the network, a 500): it waits for its next try
        if (verdict === 'unknown') return retryLater();
        if (verdict === 'gone') outcome = 'gone';
        if (verdict === 'ask') {
          // set aside for the person (a rare, whole rewrite: it stays on the device until they decide)
          asked.push(record);
          at += 1;
          keepRest();
          continue;
        }
        if (verdict !== 'send') {
          at += 1;
          outbox().markDone(change.id);
          continue;
        }
      }
      try {
        // (one toast names them all, the failed ones too)
        await withinLimit(
          sendChange(decl.name, operation, record, change.values, { quiet: true, quietFailure: true, token }),
        );
        touched = true;
        sentAny = true;
      } catch (error) {
        if (isRefused(error)) {
          keep({ state: 'stored' });
          return { outcome: 'refused', asked: [] };
        }
        // no answer within the limit, offline after all, or a passing failure: kept for a retry, read
        // again first (it may have been made)
        if (isOffline(error) || isUnanswered(error) || isPassingFailure(error)) return retryLater(error);
        touched = true;
        outcome = 'failed';
        refused.push({ record, message: errorText(error) });
        at += 1;
        keepRest();
        continue;
      }
      // marked before the next try: a record answered is never sent again from here
      at += 1;
      outbox().markDone(change.id);
    }
    if (touched) void refresh(decl.name, operation);
    // refused by the server: kept with its words until the person sends it again or throws it away
    if (refused.length > 0)
      outbox().update(change.id, {
        state: 'failed',
        until: undefined,
        error: refused[0].message,
        records: [...refused.map((one) => one.record), ...asked],
      });
    else if (asked.length > 0) outbox().update(change.id, { until: undefined, records: asked });
    // only asked about, nothing sent: not named as sent
    return { outcome: asked.length > 0 && outcome === 'sent' && !sentAny ? 'asked' : outcome, asked };
  };

  /** This sender is done with a change it still holds (one asked about): no longer on its way. */
  const letGo = (id: string) => {
    if (outbox().get(id)?.until !== undefined) outbox().update(id, { until: undefined });
  };

  /** A save the service failed on for a moment (or that never left): tried again after its wait. */
  const retrySave = (change: OutboxChange, error?: unknown) => {
    outbox().update(change.id, {
      state: change.state === 'sending' ? 'sending' : 'retry',
      until: undefined,
      ...nextTry(change, error),
    });
    return { outcome: 'later' as const, asked: [] };
  };
  /** A save whose author's session ended (its token refused): stored for their next sign-in. */
  const storeSave = (change: OutboxChange) => {
    outbox().update(change.id, { state: 'stored', until: undefined });
    return { outcome: 'refused' as const, asked: [] };
  };
  /** A save the server refused: kept with its words until the person sends it again or throws it away. */
  const refuseSave = (change: OutboxChange, error: unknown) => {
    outbox().update(change.id, { state: 'failed', until: undefined, error: errorText(error) });
    return { outcome: 'failed' as const, asked: [] };
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
          // the field's own folder, or the one of the upload its create makes first (a reply's image)
          const first = decl.create?.uploadFirst;
          const folder =
            decl.fields?.find((one) => one.key === field)?.upload?.folder ??
            (first?.as === field ? first.folder : 'uploads');
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
      if (isRefused(error)) return storeSave(change);
      // the save itself never left: it is tried again as it was (a new one is not asked about for this)
      if (isOffline(error) || isUnanswered(error) || isPassingFailure(error)) return retrySave(change);
      return refuseSave(change, error);
    }
    const sentPhotos = keptPhotosOf(change.values);
    if (change.save === 'edit') {
      if (!base) return { outcome: 'failed', asked: [] };
      if (check) {
        const verdict = editVerdictOf(
          decl,
          base,
          body,
          await readWithinLimit(readFresh(getProvider(), decl, base)),
        );
        if (verdict.kind === 'refused') return storeSave(change);
        if (verdict.kind === 'later') return retrySave(change);
        if (verdict.kind === 'gone') {
          dropKeptPhotos(sentPhotos);
          return { outcome: 'gone', asked: [] };
        }
        if (verdict.kind === 'ask') return { outcome: 'asked', asked: [base] };
        body = verdict.body;
      }
    }
    const meta = { quiet: true, token };
    try {
      await withinLimit(
        asMutation(queryClient, decl.name, () =>
          change.save === 'edit' && base?.id !== undefined
            ? getProvider().update({ resource: decl.name, id: base.id as string, variables: body, meta })
            : getProvider().create({ resource: decl.name, variables: body, meta }),
        ),
      );
    } catch (error) {
      if (isRefused(error)) return storeSave(change);
      // offline after all, or a passing failure the service answered: never made, tried again as it is
      if (isOffline(error) || isPassingFailure(error)) return retrySave(change, error);
      // no answer within the limit: it may have been made (a new one is then asked about, an edit read again)
      if (isUnanswered(error)) {
        outbox().update(change.id, { state: 'sending', until: undefined });
        return { outcome: 'later', asked: [] };
      }
      // refused by the server: kept with its words, for the person to see (never dropped unseen)
      return refuseSave(change, error);
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
      // a token in its last moments sends nothing (it would arrive expired): they wait for the next
      // session; offline, nothing leaves: they wait to be online
      if (!author || !lastsLongEnough(author.token) || !onlineManager.isOnline()) return;
      const expired = outbox().takeExpired(author.id);
      // a photo no kept change holds goes once it is as old as a change may be (a form left unsent)
      void sweepKeptPhotos(
        new Set(
          outbox()
            .all()
            .flatMap((change) => keptPhotosOf(change.values)),
        ),
        OUTBOX_MS,
      );
      if (expired.length > 0) void message.warning(fill(outboxTexts.expired, { list: expired.join('; ') }));
      const kept = outbox().takeSummaries(author.id);
      // (a run of a resource or operation this build no longer has is not shown)
      const shown = kept.filter((one) => runOf(one) !== undefined);
      if (shown.length > 0) setSummaries((before) => [...before, ...shown]);
      const live = await liveTabs();
      const plan = planFor(dueChanges(outbox().all(), live), author.id);
      for (const change of plan.told) outbox().remove(change.id);
      // (a warning, not a failure: Refine's notification types have no such kind, antd's message draws it)
      if (plan.told.length > 0)
        void message.warning(fill(bulkTexts.storedDiscarded, { list: names(plan.told) }));
      const results = new Map<Outcome, OutboxChange[]>();
      const toAsk: AskedChange[] = [];
      for (const [index, planned] of plan.send.entries()) {
        // the plan was made a moment ago: each change is read again now, just before it leaves
        const change = outbox().get(planned.id);
        const decl = change && findResource(change.resource);
        if (!change || !decl) {
          if (change) outbox().remove(change.id);
          continue;
        }
        const how = sendPlanOf(change, author.token);
        if (how === 'ask') {
          toAsk.push({ change, why: change.money ? 'money' : 'unknown' });
          continue;
        }
        // cancelled, thrown away or on its way from another sender meanwhile: not sent from here
        const claimed = outbox().claim(change.id, TAB_ID, { live });
        if (!claimed) continue;
        const { outcome, asked: records } = claimed.save
          ? await sendSave(claimed, decl, author.token, how === 'check')
          : await sendRecords(claimed, decl, author.token, how === 'check');
        letGo(claimed.id);
        if (records.length > 0) toAsk.push({ change: { ...claimed, records }, why: 'changed' });
        else if (outcome === 'sent' || outcome === 'gone' || outcome === 'asked') outbox().remove(claimed.id);
        results.set(outcome, [...(results.get(outcome) ?? []), claimed]);
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

  // a change the service failed on for a moment is tried again once its wait is over
  const nextRetry = useSyncExternalStore(outbox().subscribe, () =>
    nextRetryOf(outbox().all(), authorNow(session)?.id),
  );
  useEffect(() => {
    if (nextRetry === undefined) return undefined;
    const timer = setTimeout(() => setResend((count) => count + 1), Math.max(0, nextRetry - Date.now()));
    return () => clearTimeout(timer);
  }, [nextRetry]);

  /**
   * "Kirim" from the person (the outbox's list, or on a change asked about): it leaves now, a
   * cancelled or refused one too, under the one send lock and by the one rule (`claim`: not when it
   * was thrown away or is on its way meanwhile). `records`: only those asked about; `check`: read
   * again first (an edit, or a change tried before).
   */
  const sendByPerson = (id: string, records?: Values[], check?: boolean) =>
    whileSoleSender(async () => {
      const kept = outbox().get(id);
      const author = authorNow(session);
      const decl = kept && findResource(kept.resource);
      if (!kept || !decl || !author || author.id !== kept.author || !onlineManager.isOnline()) return;
      if (!lastsLongEnough(author.token)) return;
      // no longer cancelled or refused: this tab takes it (a change of an undo window counts as tried)
      const state =
        kept.state === 'failed' || (kept.state === 'waiting' && !kept.save) ? 'stored' : kept.state;
      if (!isOnItsWay(kept)) outbox().update(id, { cancelled: undefined, state, error: undefined });
      const claimed = outbox().claim(id, TAB_ID, { live: await liveTabs() });
      if (!claimed) {
        void message.warning(fill(outboxTexts.onItsWay, { name: kept.text }));
        return;
      }
      const change = records ? { ...claimed, records } : claimed;
      // (the person has seen it named: a decision on money, or a new record whose first try got no
      // answer, leaves as it is)
      const read = check ?? sendPlanOf({ ...change, money: undefined, state }, author.token) === 'check';
      const { outcome, asked } = change.save
        ? await sendSave(change, decl, author.token, read)
        : await sendRecords(change, decl, author.token, read);
      letGo(id);
      if (asked.length > 0)
        setAsked((before) => [...before, { change: { ...change, records: asked }, why: 'changed' }]);
      else if (outcome === 'refused') undoQueue.refused(author);
      else if (outcome === 'sent' || outcome === 'gone' || outcome === 'asked') outbox().remove(id);
      if (outcome === 'sent')
        open?.({ type: 'success', message: fill(bulkTexts.storedSent, { list: change.text }) });
      if (outcome === 'failed')
        open?.({ type: 'error', message: fill(bulkTexts.storedFailed, { list: change.text }) });
    });
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
      {asked.length > 0 && (
        <UnsentDialog
          asked={asked}
          onSend={(change) => void sendAsked(change)}
          onDiscard={(change) => {
            if (outbox().discard(change.id)) dropKeptPhotos(keptPhotosOf(change.values));
            else void message.warning(fill(outboxTexts.onItsWay, { name: change.text }));
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

const noSubscribe = () => () => undefined;

/** Who is signed in and with which token ('' for no one): what the due changes wait for. */
function signedInKey(session: Parameters<typeof authorNow>[0]): string {
  const author = authorNow(session);
  return author ? JSON.stringify([author.id, author.token]) : '';
}

function names(changes: readonly OutboxChange[]): string {
  return changes.map((change) => change.text).join('; ');
}

/**
 * A try with no answer within the outbox's time limit counts as unanswered: its sender moves on and
 * lets go of the send lock (the call itself goes on: the contract sets it no timeout).
 */
function withinLimit<T>(call: Promise<T>, ms = SEND_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(messages.generic, 0)), ms);
  });
  return Promise.race([call, limit]).finally(() => clearTimeout(timer));
}

/** A record read again within the time limit; past it, unreadable for now. */
function readWithinLimit(read: Promise<FreshRead>): Promise<FreshRead> {
  return withinLimit(read).catch((error: unknown) => ({ kind: 'failed', error }) as const);
}

/** The server's words on a failure, as the person reads them in the outbox's list. */
function errorText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : messages.generic;
}

/**
 * Whether a token lasts long enough for a change to arrive under it: never sent in its last
 * `TOKEN_MARGIN_MS` (it would arrive expired); the change waits for the next session.
 */
function lastsLongEnough(token: string, now = Date.now()): boolean {
  return !isTokenExpired(token, now + TOKEN_MARGIN_MS);
}

/** A try that failed for a moment: how many so far, when the next is due, and the service's words. */
function nextTry(change: OutboxChange, error?: unknown): Pick<OutboxChange, 'tries' | 'next' | 'error'> {
  const tries = (change.tries ?? 0) + 1;
  return {
    tries,
    next: Date.now() + retryDelay(tries),
    error: isPassingFailure(error) ? errorText(error) : undefined,
  };
}

/** When the author's next retry is due (undefined: none waits for one). */
function nextRetryOf(all: readonly OutboxChange[], author: string | undefined): number | undefined {
  let next: number | undefined;
  for (const change of all)
    if (
      change.author === author &&
      change.next !== undefined &&
      !change.cancelled &&
      change.state !== 'failed'
    )
      next = next === undefined ? change.next : Math.min(next, change.next);
  return next;
}
