import type { DataProvider } from '@refinedev/core';
import type { QueryClient } from '@tanstack/react-query';

import {
  ApiError,
  isCancelled,
  isOffline,
  isPassingFailure,
  isRefused,
  isUnanswered,
  mayPassOnRetry,
} from '../../http/errors';
import { messages } from '../../locales/messages';
import { findAction } from '../../resources/find-action';
import type { ResourceDecl, Values } from '../../resources/types';
import { uploadedUrlOf } from '../../resources/uploads';
import {
  dropKeptPhotos,
  keptPhotosOf,
  type PhotoStore,
  photoStore,
  sweepKeptPhotos,
  uploadKeptPhotos,
} from './kept-photos';
import { OUTBOX_MS } from './outbox-keys';
import { dueChanges, planFor, retryDelay, sendPlanOf } from './outbox-plan';
import {
  type ChangeState,
  DONE_BATCH,
  isOnItsWay,
  type KeptSummary,
  type Outbox,
  type OutboxChange,
  SEND_LIMIT_MS,
} from './outbox-store';
import { asMutation, callRecordChange, type ChangeOperation } from './record-call';
import { type BulkProgress, type BulkResult, runBulk } from './run-bulk';
import { type Author, lastsLongEnough } from './send-schedule';
import { liveTabs, TAB_ID, whileSoleSender } from './tab-lock';

/** Passing failures in a row that say the service is down: a run of many records then stops and waits. */
export const PASSING_IN_A_ROW = 3;

/**
 * What a record read again says of a change to it: `send` (as it was), `done` (a delete whose record
 * is gone), `gone` (an action whose record is gone), `ask` (changed since), `unknown` (not readable
 * now), `refused` (the read's token was refused).
 */
export type FreshVerdict = 'send' | 'done' | 'gone' | 'ask' | 'unknown' | 'refused';

/**
 * What the re-read of an edited record says before the edit is sent (docs/contract.md section 10):
 * `send` with the body (others' changes to other fields kept), `ask` when a field changed both here
 * and elsewhere, `gone`, or `retry` (not readable now) or `refused` (the token refused).
 */
export type EditVerdict =
  | { kind: 'send'; body: Values }
  | { kind: 'ask' }
  | { kind: 'gone' }
  | { kind: 'retry' }
  | { kind: 'refused' };

/**
 * What a send did to a change: the state it left it in (never `waiting`: it was tried), the records
 * asked about, the failure that left it so, and `refused` when the server refused the author's token
 * (the change is `stored` and the session ends).
 */
export interface SendReport {
  state: Exclude<ChangeState, 'waiting'>;
  asked: Values[];
  error?: unknown;
  refused?: true;
}

/** A change the person decides on, and why it was not sent by itself. */
export interface AskedChange {
  change: OutboxChange;
  why: 'changed' | 'money' | 'unknown';
}

/**
 * What the sender needs of the screens' rules (the engine's): how a record change is declared, what
 * a record read again says, and which lists to read again once a change is made.
 */
export interface SendRules {
  /** The declared operation of a record change by its key; undefined when this build has it no more. */
  operationOf(decl: ResourceDecl, key: string): ChangeOperation | undefined;
  /** Refreshes the lists a change touches. */
  refresh(decl: ResourceDecl, operation: ChangeOperation): Promise<unknown>;
  /** Reads the record again and says what that means for the change (`operation`: its key). */
  recordVerdict(decl: ResourceDecl, operation: string, record: Values, token: string): Promise<FreshVerdict>;
  /** Reads the edited record again and says what that means for the edit's body. */
  editVerdict(decl: ResourceDecl, base: Values, body: Values, token: string): Promise<EditVerdict>;
  /** A save was made: its resource's lists are read again. */
  saved(decl: ResourceDecl): void;
}

/**
 * How a record's call goes: with the author's `token`; `keepalive` as the page goes away; `quiet`: no
 * word of its own (the outbox names its changes in one toast), else the operation's message and, on a
 * refusal, the Error dialog, as for a change made now.
 */
export interface RecordHow {
  token: string;
  keepalive?: boolean;
  quiet: boolean;
  /** Aborts the call on its way (a run the person cancelled). */
  signal?: AbortSignal;
}

/**
 * How a run over a change's many records goes (a bulk run): with its author's `token`, at most 4 calls
 * at a time, its progress told as it goes.
 */
export interface RunHow {
  token: string;
  /**
   * The ids (as text) of the records not answered yet: the sender takes each out once it is answered
   * (made, or failed with the server's words); what is left when a run ends early is kept for the author.
   */
  unfinished: Set<string>;
  /** The person's "Batalkan proses": nothing more starts and the calls on their way are aborted. */
  cancel: AbortSignal;
  /** The page is going away: every record not started leaves at once, with `keepalive`, past the cap. */
  leaving: AbortSignal;
  /** A sign-out gave up waiting: nothing more starts (the calls on their way end as they do). */
  stop: AbortSignal;
  onProgress?: (progress: BulkProgress) => void;
}

/** What a run sent: each record's answer. */
export interface SentRun {
  sent: true;
  result: BulkResult<Values>;
  /** The author's token was refused: nothing more started, the rest is theirs after their next sign-in. */
  refused: boolean;
  /** The outbox's change that still holds the records that failed (a retry from the summary takes it). */
  keptId?: string;
}

/** What a run came to: not sent (cancelled in the outbox's list, or on its way elsewhere), or sent. */
export type RunReport = { sent: false } | SentRun;

export interface SenderDeps {
  outbox: () => Outbox;
  /** The data provider as the app made it: every call of the outbox's leaves through it. */
  provider: () => DataProvider;
  /** Where each call is a mutation with no observer (what follows the person's changes hears it). */
  queryClient: QueryClient;
  /**
   * Every failed call (the auth provider's `onError` hears it); `own`: a change this page made speaks
   * as one made now (the Error dialog for a refusal), the outbox's own are named in its list.
   */
  onFailure?: (error: unknown, own: boolean) => void;
  findResource: (name: string) => ResourceDecl | undefined;
  /** The signed-in user and their token of the moment (a change holds no token); none: nothing is sent. */
  author: () => Author | undefined;
  isOnline: () => boolean;
  rules: SendRules;
  /** How long one try may be on its way (tests shorten it). */
  limitMs?: number;
  /** Where photos chosen offline wait (IndexedDB; a test's in memory). */
  photos?: () => PhotoStore | undefined;
}

/** What a run over the due changes did, for the shell to say. */
export interface DueReport {
  /** The names of the author's changes dropped unsent after 7 days (or unreadable). */
  expired: string[];
  /** Bulk runs' summaries the author did not see. */
  summaries: KeptSummary[];
  /** The author's changes an earlier build dropped (another user signed in): told, then forgotten. */
  told: OutboxChange[];
  sent: OutboxChange[];
  failed: OutboxChange[];
  gone: OutboxChange[];
  asked: AskedChange[];
  /** The author's token was refused: the rest is stored for their next sign-in. */
  refused?: Author;
}

/** What "Kirim" from the person did. */
export type ChosenReport =
  | { kind: 'onItsWay'; change: OutboxChange }
  | ({ kind: 'done'; change: OutboxChange; author: Author } & SendReport);

export interface OutboxSender {
  /**
   * Sends the signed-in author's due changes (those no live page keeps), under the one send lock;
   * undefined when nothing could be tried (no one signed in, a token in its last moments, offline).
   */
  sendDue(): Promise<DueReport | undefined>;
  /**
   * "Kirim" from the person: the change leaves now, a cancelled or refused one too, under the one
   * send lock and by the one rule (`claim`). `records`: only those asked about; `check`: read again
   * first (default: as its plan says).
   */
  sendChosen(
    id: string,
    options?: { records?: Values[]; check?: boolean },
  ): Promise<ChosenReport | undefined>;
  /**
   * A change this page made and keeps in memory, whose undo window ended (or that offers none): sent
   * now with its author's `token`, by the same rule (`claim`) and the same steps as any other; no
   * send lock (the page is its keeper while it lives). A change the person cancelled meanwhile is
   * left to the outbox's list; a passing failure stays for a retry, a refusal with its words.
   * Undefined: not sent from here (cancelled in the list, or on its way from another sender).
   */
  sendOwn(id: string, how: { token: string; keepalive: boolean }): Promise<SendReport | undefined>;
  /**
   * A run over a change's many records this page made (a bulk run), once its undo window ended: by
   * the same rule (`claim`), at most 4 records at a time, each answered record marked in the outbox
   * (a page killed mid-run leaves only the rest), the lists refreshed at the end. A record the
   * server refuses is named in the result (the person sees the summary and may retry); a refused
   * token stops the run. No time limit of its own: the person sees its progress and can cancel it.
   */
  sendRun(id: string, how: RunHow): Promise<RunReport>;
  /** When the author's next retry is due (undefined: none waits for one). */
  nextRetry(author: string | undefined): number | undefined;
}

/**
 * The outbox's one sender (no React in it): every change that leaves from the outbox leaves here,
 * read again under the send lock immediately before it leaves (`claim`), each try within its time
 * limit, its state kept up to date after each answer. The author's own changes only, with their
 * session of the moment; a refused token stores the rest, a passing failure retries with backoff, a
 * refusal keeps the server's words until the person decides.
 */
/** A send of the due changes' report, nothing in it but `over`. */
export function dueReport(over: Partial<DueReport> = {}): DueReport {
  return { expired: [], summaries: [], told: [], sent: [], failed: [], gone: [], asked: [], ...over };
}

export function createOutboxSender(depsNow: () => SenderDeps): OutboxSender {
  // (read at each use: the screens' rules and the session of the moment)
  const outbox = () => depsNow().outbox();
  const rules = () => depsNow().rules;
  const limitMs = depsNow().limitMs ?? SEND_LIMIT_MS;
  const photos = () => (depsNow().photos ?? photoStore)();

  /** A failed call is told (`onFailure`) and fails on. */
  const told =
    (own: boolean) =>
    (error: unknown): never => {
      depsNow().onFailure?.(error, own);
      throw error;
    };
  /** One record's change, through the data provider, with the author's token. */
  const sendRecord = (
    decl: ResourceDecl,
    operation: ChangeOperation,
    record: Values,
    values: Values,
    how: RecordHow,
  ) => {
    const { queryClient, provider } = depsNow();
    return asMutation(queryClient, decl.name, () =>
      callRecordChange(provider(), decl.name, operation, record, values, how),
    ).catch(told(!how.quiet));
  };
  /** A form's save (`create`, or `update` of the record it began from), with the author's token, quietly. */
  const save = (decl: ResourceDecl, change: OutboxChange, body: Values, token: string) => {
    const { queryClient, provider } = depsNow();
    const meta = { quiet: true, token };
    const base = change.records[0];
    return asMutation(queryClient, decl.name, () =>
      change.save === 'edit' && base?.id !== undefined
        ? provider().update({ resource: decl.name, id: base.id as string, variables: body, meta })
        : provider().create({ resource: decl.name, variables: body, meta }),
    ).catch(told(false));
  };

  /**
   * A try with no answer within the time limit counts as unanswered: the sender moves on and lets go
   * of the send lock (the call itself goes on: the contract sets it no timeout).
   */
  function withinLimit<T>(call: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError(messages.generic, 0)), limitMs);
    });
    return Promise.race([call, limit]).finally(() => clearTimeout(timer));
  }

  /**
   * A change whose records go one after another stays on its way for one more time limit (a long run
   * keeps its claim), renewed once half of it has passed rather than before every record (a write of
   * the change's head each).
   */
  const keepClaim = (id: string) => {
    if ((outbox().state(id)?.until ?? 0) - Date.now() < limitMs / 2)
      outbox().update(id, { until: Date.now() + limitMs });
  };

  /**
   * A change's records answered out of order (several on their way at once): the outbox marks them
   * from the first on, so a page killed mid-way leaves exactly those after the first unanswered one.
   */
  const marksFromTheFirst = (id: string, count: number) => {
    const answered = new Array<boolean>(count).fill(false);
    let marked = 0;
    return {
      answered,
      answer(index: number) {
        answered[index] = true;
        const from = marked;
        while (marked < count && answered[marked]) marked += 1;
        if (marked > from) outbox().markDone(id, marked - from);
      },
    };
  };

  /**
   * A try that failed for a moment: how many so far, when the next is due, and the service's words.
   * A try that got answers first (`progressed`) starts the count again: the service works, the wait
   * stays short (a run of 1,000 with a 503 now and then is not left to wait minutes between records).
   */
  const nextTry = (change: OutboxChange, error?: unknown, progressed = false) => {
    const tries = (progressed ? 0 : (change.tries ?? 0)) + 1;
    return {
      tries,
      next: Date.now() + retryDelay(tries),
      error: isPassingFailure(error) ? errorText(error) : undefined,
    };
  };

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
    own?: { keepalive: boolean },
  ): Promise<SendReport> => {
    const operation = rules().operationOf(decl, change.operation);
    if (!operation) return { state: 'failed', asked: [] };
    // the outbox's own change of many records, sent as made (nothing to read again first): several
    // at a time, as its page would have sent it
    if (!check && !own && change.records.length > 1) return sendMany(change, decl, operation, token);
    // a change of this page's speaks as one made now; the outbox's own are named in one toast
    const how: RecordHow = own ? { token, keepalive: own.keepalive, quiet: false } : { token, quiet: true };
    /** Refreshes the lists it touched: awaited for this page's own (its rows keep their look until then). */
    const refreshed = () => (own ? rules().refresh(decl, operation) : void rules().refresh(decl, operation));
    const all = change.records;
    /** The index of the record on its way: those before it are answered or set aside. */
    let at = 0;
    const asked: Values[] = [];
    const refused: { record: Values; message: string }[] = [];
    let state: 'sent' | 'gone' | 'failed' = 'sent';
    let touched = false;
    let sentAny = false;
    let lastError: unknown;
    /** What is not sent stays: the records left, those asked about and those refused. */
    const notSentYet = () => [...all.slice(at), ...asked, ...refused.map((one) => one.record)];
    const keepRest = () => outbox().update(change.id, { records: notSentYet() });
    /** Whether a record was set aside (asked about, refused): the stored records are then rewritten. */
    let aside = false;
    let unwritten = 0;
    /**
     * Notes the record at `at - 1` done with. While none was set aside, it is marked (the head alone);
     * after that the records left are rewritten once per DONE_BATCH records, not once each (300
     * records asked about wrote the whole entry 300 times): a page killed meanwhile leaves a few
     * answered ones, read again before anything is sent.
     */
    const noteDone = (setAside: boolean) => {
      if (!aside && !setAside) {
        outbox().markDone(change.id);
        return;
      }
      unwritten += 1;
      if (!aside || unwritten >= DONE_BATCH) {
        keepRest();
        unwritten = 0;
      }
      aside = true;
    };
    const keep = async (patch: Parameters<Outbox['update']>[1]) => {
      outbox().update(change.id, { ...patch, until: undefined, records: notSentYet() });
      if (touched) await refreshed();
    };
    const retryLater = async (error?: unknown) => {
      await keep({ state: 'retry', ...nextTry(change, error, at > 0) });
      return { state: 'retry' as const, asked: [], error };
    };
    for (; at < all.length;) {
      const record = all[at];
      // the token is checked before each call, not once per run: one in its last moments sends nothing
      if (!lastsLongEnough(token)) {
        await keep({ state: 'stored' });
        return { state: 'stored', asked: [] };
      }
      keepClaim(change.id);
      if (check) {
        const verdict = await withinLimit(rules().recordVerdict(decl, change.operation, record, token)).catch(
          () => 'unknown' as const,
        );
        if (verdict === 'refused') {
          await keep({ state: 'stored' });
          return { state: 'stored', refused: true, asked: [] };
        }
        // not readable now (the network, a 500): it waits for its next try
        if (verdict === 'unknown') return retryLater();
        if (verdict === 'gone') state = 'gone';
        if (verdict === 'ask') {
          // set aside for the person: it stays on the device until they decide
          asked.push(record);
          at += 1;
          noteDone(true);
          continue;
        }
        if (verdict !== 'send') {
          at += 1;
          noteDone(false);
          continue;
        }
      }
      try {
        // (one toast names them all, the failed ones too)
        await withinLimit(sendRecord(decl, operation, record, change.values, how));
        touched = true;
        sentAny = true;
      } catch (error) {
        if (isRefused(error)) {
          await keep({ state: 'stored' });
          return { state: 'stored', refused: true, asked: [], error };
        }
        // no answer within the limit, offline after all, or a passing failure: kept for a retry, read
        // again first (it may have been made)
        if (isOffline(error) || isUnanswered(error) || isPassingFailure(error)) return retryLater(error);
        touched = true;
        state = 'failed';
        lastError = error;
        refused.push({ record, message: errorText(error) });
        at += 1;
        noteDone(true);
        continue;
      }
      // marked before the next try: a record answered is never sent again from here
      at += 1;
      noteDone(false);
    }
    // refused by the server: kept with its words until the person sends it again or throws it away
    if (refused.length > 0)
      outbox().update(change.id, {
        state: 'failed',
        until: undefined,
        error: refused[0].message,
        records: [...refused.map((one) => one.record), ...asked],
      });
    else if (asked.length > 0) outbox().update(change.id, { until: undefined, records: asked });
    if (touched) await refreshed();
    // only asked about, nothing sent: not named as sent
    return {
      state: asked.length > 0 && state === 'sent' && !sentAny ? 'asked' : state,
      asked,
      error: lastError,
    };
  };

  /**
   * Sends the records of the outbox's own change at most 4 at a time (`runBulk`), each try within its
   * time limit, with no re-read: the same outcomes as one by one. Each answered record is marked in
   * the outbox from the first on (a page killed mid-way leaves the rest, read again before they are
   * sent); a refused token, or passing failures PASSING_IN_A_ROW times in a row (the service is down),
   * start nothing more (the calls on their way end as they do) and keep what is not answered, for the
   * next sign-in or a retry. A passing failure alone is kept for a retry while the others go on; a
   * record the server refuses is kept with its words.
   */
  const sendMany = async (
    change: OutboxChange,
    decl: ResourceDecl,
    operation: ChangeOperation,
    token: string,
  ): Promise<SendReport> => {
    const all = change.records;
    const halt = new AbortController();
    /** Why nothing more starts: the author's token refused or ending (`stored`), the service down. */
    let ended: { state: 'stored' | 'retry'; error: unknown; refused?: true } | undefined;
    const refused: { index: number; message: string; error: unknown }[] = [];
    let inARow = 0;
    let passing: unknown;
    // (a refused record stops the marks: it stays)
    const { answer, answered } = marksFromTheFirst(change.id, all.length);
    let touched = false;
    const task = async (record: Values, index: number) => {
      if (!lastsLongEnough(token)) {
        ended ??= { state: 'stored', error: undefined };
        halt.abort();
        throw new DOMException('not sent', 'AbortError');
      }
      keepClaim(change.id);
      try {
        await withinLimit(sendRecord(decl, operation, record, change.values, { token, quiet: true }));
        touched = true;
        inARow = 0;
        answer(index);
      } catch (error) {
        if (isRefused(error)) ended ??= { state: 'stored', error, refused: true };
        else if (isOffline(error)) ended ??= { state: 'retry', error };
        else if (isUnanswered(error) || isPassingFailure(error)) {
          // (left unanswered: kept for the retry, read again first as it may have been made)
          passing = error;
          inARow += 1;
          if (inARow >= PASSING_IN_A_ROW) ended ??= { state: 'retry', error };
        } else {
          touched = true;
          refused.push({ index, message: errorText(error), error });
        }
        if (ended) halt.abort();
        throw error;
      }
    };
    await runBulk(all, task, { signal: halt.signal });
    refused.sort((a, b) => a.index - b.index);
    const left = all.filter((_, index) => !answered[index]);
    const refreshed = () =>
      touched
        ? rules()
            .refresh(decl, operation)
            .catch(() => undefined)
        : Promise.resolve();
    // a passing failure or more, the others answered: the same as a run the service ended
    ended ??= passing === undefined ? undefined : { state: 'retry', error: passing };
    if (ended) {
      // (what is left: the records not answered, those refused among them)
      outbox().update(change.id, {
        ...(ended.state === 'stored'
          ? { state: 'stored' }
          : { state: 'retry', ...nextTry(change, ended.error, touched) }),
        until: undefined,
        records: left,
      });
      void refreshed();
      return { ...ended, asked: [] };
    }
    if (refused.length > 0)
      outbox().update(change.id, {
        state: 'failed',
        until: undefined,
        error: refused[0].message,
        records: left,
      });
    void refreshed();
    return refused.length > 0
      ? { state: 'failed', asked: [], error: refused.at(-1)?.error }
      : { state: 'sent', asked: [] };
  };

  /**
   * This sender is done with a change it held: answered (sent, found made or gone, nothing left to
   * ask about) it leaves the outbox; else it stays, no longer on its way.
   */
  const settle = (id: string, { state, asked }: SendReport) => {
    if (asked.length === 0 && (state === 'sent' || state === 'gone' || state === 'asked'))
      outbox().remove(id);
    else if (outbox().state(id)?.until !== undefined) outbox().update(id, { until: undefined });
  };

  /** A save the service failed on for a moment (or that never left): tried again after its wait. */
  const retrySave = (change: OutboxChange, error?: unknown): SendReport => {
    const state = change.state === 'sending' ? 'sending' : 'retry';
    outbox().update(change.id, { state, until: undefined, ...nextTry(change, error) });
    return { state, asked: [] };
  };
  /**
   * A save whose author's session ended (its token `refused`), or whose token is in its last
   * moments: stored for their next sign-in.
   */
  const storeSave = (change: OutboxChange, { refused }: { refused: boolean }): SendReport => {
    outbox().update(change.id, { state: 'stored', until: undefined });
    return { state: 'stored', asked: [], ...(refused && { refused }) };
  };
  /** A save the server refused: kept with its words until the person sends it again or throws it away. */
  const refuseSave = (change: OutboxChange, error: unknown) => {
    outbox().update(change.id, { state: 'failed', until: undefined, error: errorText(error) });
    return { state: 'failed' as const, asked: [] };
  };

  /** Uploads a photo kept on the device to its field's folder; answers its URL. */
  const upload = async (decl: ResourceDecl, file: Blob, field: string, token: string) => {
    // the field's own folder, or the one of the upload its create makes first (a reply's image)
    const first = decl.create?.uploadFirst;
    const folder =
      decl.fields?.find((one) => one.key === field)?.upload?.folder ??
      (first?.as === field ? first.folder : 'uploads');
    if (!lastsLongEnough(token)) throw new TokenEnding();
    // within the time limit like every other call: a hung upload never holds the send lock
    const { data } = await withinLimit(
      depsNow().provider().custom!({
        url: '',
        method: 'post',
        payload: { file, folder },
        meta: { resource: 'uploads', action: 'file', token, quiet: true },
      }),
    );
    const url = uploadedUrlOf(data);
    if (!url) throw new Error('no url');
    return url;
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
  ): Promise<SendReport> => {
    const base = change.records[0];
    // photos chosen offline go to the upload service first; each URL is written to the outbox at
    // once, so a retry never uploads a photo twice
    let body: Values;
    try {
      body = await uploadKeptPhotos(
        change.values,
        (file, field) => upload(decl, file, field, token),
        (values) => outbox().update(change.id, { values }),
        photos(),
      );
    } catch (error) {
      if (error instanceof TokenEnding) return storeSave(change, { refused: false });
      if (isRefused(error)) return storeSave(change, { refused: true });
      // the save itself never left: it is tried again as it was (a new one is not asked about for this)
      if (isOffline(error) || isUnanswered(error) || isPassingFailure(error)) return retrySave(change);
      return refuseSave(change, error);
    }
    const sentPhotos = keptPhotosOf(change.values);
    if (change.save === 'edit') {
      if (!base) return { state: 'failed', asked: [] };
      if (check) {
        const verdict = await withinLimit(rules().editVerdict(decl, base, body, token)).catch(
          () => ({ kind: 'retry' }) as const,
        );
        if (verdict.kind === 'refused') return storeSave(change, { refused: true });
        if (verdict.kind === 'retry') return retrySave(change);
        if (verdict.kind === 'gone') {
          dropKeptPhotos(sentPhotos, photos());
          return { state: 'gone', asked: [] };
        }
        if (verdict.kind === 'ask') return { state: 'asked', asked: [base] };
        body = verdict.body;
      }
    }
    // (the re-read and the uploads took time: the token is checked again just before the save leaves)
    if (!lastsLongEnough(token)) return storeSave(change, { refused: false });
    try {
      await withinLimit(save(decl, change, body, token));
    } catch (error) {
      if (isRefused(error)) return storeSave(change, { refused: true });
      // offline after all, or a passing failure the service answered: never made, tried again as it is
      if (isOffline(error) || isPassingFailure(error)) return retrySave(change, error);
      // no answer within the limit: it may have been made (a new one is then asked about, an edit read again)
      if (isUnanswered(error)) {
        outbox().update(change.id, { state: 'sending', until: undefined });
        return { state: 'sending', asked: [] };
      }
      // refused by the server: kept with its words, for the person to see (never dropped unseen)
      return refuseSave(change, error);
    }
    dropKeptPhotos(sentPhotos, photos());
    rules().saved(decl);
    return { state: 'sent', asked: [] };
  };

  /** Sends a change just claimed: a form's save, or a change of records (read again first when `check`). */
  const sendClaimed = (change: OutboxChange, decl: ResourceDecl, token: string, check: boolean) =>
    change.save ? sendSave(change, decl, token, check) : sendRecords(change, decl, token, check);

  /** The author of the moment, when a change may leave under their token now. */
  const senderNow = (): Author | undefined => {
    const author = depsNow().author();
    // a token in its last moments sends nothing (it would arrive expired): it waits for the next
    // session; offline, nothing leaves: it waits to be online
    if (!author || !lastsLongEnough(author.token) || !depsNow().isOnline()) return undefined;
    return author;
  };

  /** Whether `author` is still the one signed in, with the same token. */
  const isAuthorNow = (author: Author) => {
    const now = depsNow().author();
    return now?.id === author.id && now.token === author.token;
  };

  const sendDue = () =>
    whileSoleSender(async (): Promise<DueReport | undefined> => {
      const author = senderNow();
      if (!author) return undefined;
      const report = dueReport({ expired: outbox().takeExpired(author.id) });
      // a photo no kept change holds goes once it is as old as a change may be (a form left unsent)
      void sweepKeptPhotos(
        new Set(
          outbox()
            .all()
            .flatMap((change) => keptPhotosOf(change.values)),
        ),
        OUTBOX_MS,
        photos(),
      );
      report.summaries = outbox().takeSummaries(author.id);
      const live = await liveTabs();
      const plan = planFor(dueChanges(outbox().all(), live), author.id);
      for (const change of plan.told) outbox().remove(change.id);
      report.told = plan.told;
      for (const [index, planned] of plan.send.entries()) {
        // a token that came to its last moments during the run, or a session that changed meanwhile
        // (signed out, another user, a new token), sends nothing more under this one: the rest waits
        if (!lastsLongEnough(author.token) || !isAuthorNow(author)) break;
        // the plan was made a moment ago: each change is read again now, just before it leaves
        const change = outbox().get(planned.id);
        const decl = change && depsNow().findResource(change.resource);
        if (!change || !decl) {
          if (change) outbox().remove(change.id);
          continue;
        }
        // a decision on money is known from its declaration, never from what storage says of it (a
        // change planted there leaves only once its author has seen it and said "Kirim")
        const money = isMoney(decl, change);
        const how = money ? 'ask' : sendPlanOf(change, author.token);
        if (how === 'ask') {
          report.asked.push({
            change: money ? { ...change, money: true } : change,
            why: money ? 'money' : 'unknown',
          });
          continue;
        }
        // cancelled, thrown away or on its way from another sender meanwhile: not sent from here
        const claimed = outbox().claim(change.id, TAB_ID, { live, limitMs });
        if (!claimed) continue;
        const sent = await sendClaimed(claimed, decl, author.token, how === 'check');
        settle(claimed.id, sent);
        const { state, asked: records } = sent;
        if (records.length > 0) report.asked.push({ change: { ...claimed, records }, why: 'changed' });
        if (state === 'sent') report.sent.push(claimed);
        if (state === 'failed') report.failed.push(claimed);
        if (state === 'gone') report.gone.push(claimed);
        if (sent.refused) {
          // every change not tried yet waits for the next sign-in too
          for (const later of plan.send.slice(index + 1)) outbox().update(later.id, { state: 'stored' });
          report.refused = author;
          break;
        }
      }
      return report;
    });

  const sendChosen = (id: string, { records, check }: { records?: Values[]; check?: boolean } = {}) =>
    whileSoleSender(async (): Promise<ChosenReport | undefined> => {
      const kept = outbox().get(id);
      const author = senderNow();
      const decl = kept && depsNow().findResource(kept.resource);
      if (!kept || !decl || !author || author.id !== kept.author) return undefined;
      // no longer cancelled or refused: this tab takes it (a change of an undo window counts as tried)
      const state =
        kept.state === 'failed' || (kept.state === 'waiting' && !kept.save) ? 'stored' : kept.state;
      if (!isOnItsWay(kept)) outbox().update(id, { cancelled: undefined, state, error: undefined });
      const claimed = outbox().claim(id, TAB_ID, { live: await liveTabs(), limitMs });
      if (!claimed) return { kind: 'onItsWay', change: kept };
      const change = records ? { ...claimed, records } : claimed;
      // (the person has seen it named: a decision on money, or a new record whose first try got no
      // answer, leaves as it is)
      const read = check ?? sendPlanOf({ ...change, money: undefined, state }, author.token) === 'check';
      const sent = await sendClaimed(change, decl, author.token, read);
      settle(id, sent);
      return { kind: 'done', change, author, ...sent };
    });

  /** A change this page made, claimed to leave now with its resource's declaration; undefined: not from here. */
  const claimOwn = (id: string) => {
    const claimed = outbox().claim(id, TAB_ID, { limitMs });
    if (!claimed) {
      // cancelled in the outbox's list meanwhile: no page keeps it any more, the list does until the
      // person sends it; thrown away, or on its way from another sender: nothing from here
      const change = outbox().get(id);
      if (change?.cancelled && change.state === 'waiting') outbox().update(id, { state: 'stored' });
      return undefined;
    }
    const decl = depsNow().findResource(claimed.resource);
    if (!decl) {
      outbox().remove(id);
      return undefined;
    }
    return { claimed, decl };
  };

  const sendOwn = async (id: string, { token, keepalive }: { token: string; keepalive: boolean }) => {
    const own = claimOwn(id);
    if (!own) return undefined;
    const sent = await sendRecords(own.claimed, own.decl, token, false, { keepalive });
    settle(id, sent);
    return sent;
  };

  const sendRun = async (
    id: string,
    { token, unfinished, cancel, leaving, stop, onProgress }: RunHow,
  ): Promise<RunReport> => {
    const own = claimOwn(id);
    const operation = own && rules().operationOf(own.decl, own.claimed.operation);
    if (!own || !operation) return { sent: false };
    const { claimed, decl } = own;
    const all = claimed.records;
    // nothing more starts once the person cancels, a sign-out gives up, or the token is refused
    const halt = new AbortController();
    const haltNow = () => halt.abort();
    cancel.addEventListener('abort', haltNow, { once: true });
    stop.addEventListener('abort', haltNow, { once: true });
    // the claim lasts as long as the run, on a clock of its own: calls that hang past the time limit
    // never let the list take the change for cancelled while its records still leave
    const renew = setInterval(() => keepClaim(id), limitMs / 3);
    let refused = false;
    /** The token came to its last moments: nothing more starts, the rest is stored for the author. */
    let expiring = false;
    /** Records that failed (a passing failure or the server's refusal): they stay in the outbox. */
    const failures: { index: number; passing: boolean; error: unknown }[] = [];
    const marks = marksFromTheFirst(id, all.length);
    const answer = (record: Values, index: number) => {
      unfinished.delete(String(record.id));
      marks.answer(index);
    };
    /** The one rule before each record leaves, as for any change: still ours, not cancelled, a token that lasts. */
    const mayLeave = () => {
      const now = outbox().state(id);
      if (!now || now.cancelled || now.discarded || now.tab !== TAB_ID) return false;
      if (!lastsLongEnough(token)) {
        expiring = true;
        return false;
      }
      return true;
    };
    const task = (record: Values, index: number) => {
      if (!mayLeave()) {
        halt.abort();
        return Promise.reject(new DOMException('not sent', 'AbortError'));
      }
      keepClaim(id);
      const hurried = leaving.aborted;
      return withinLimit(
        sendRecord(decl, operation, record, claimed.values, {
          token,
          quiet: true,
          keepalive: hurried,
          // (a call that outlives the page is not aborted)
          signal: hurried ? undefined : cancel,
        }),
      ).then(
        () => answer(record, index),
        (error: unknown) => {
          if (isRefused(error)) {
            refused = true;
            halt.abort();
          } else if (isCancelled(error) && cancel.aborted) answer(record, index);
          else {
            // answered for the run's summary, but kept in the outbox until it is made or the person decides
            unfinished.delete(String(record.id));
            failures.push({ index, passing: !isRefusedByServer(error), error });
          }
          throw error;
        },
      );
    };
    const result = await runBulk(all, task, { signal: halt.signal, leaving, onProgress });
    clearInterval(renew);
    cancel.removeEventListener('abort', haltNow);
    stop.removeEventListener('abort', haltNow);
    // cancelled by the person: counted, never kept; ended by a refused token or a sign-out: the rest is kept
    if (!refused && !expiring && !stop.aborted)
      for (const record of result.cancelled) unfinished.delete(String(record.id));
    const failed = failures.sort((a, b) => a.index - b.index);
    const keptId = failed.length > 0 && unfinished.size === 0 ? id : undefined;
    if (unfinished.size === 0 && failed.length === 0) outbox().remove(id);
    else if (keptId) {
      // no record is lost with the summary: a passing failure is tried again by itself (each record
      // read again first), a refusal waits with the server's words for the person
      const passing = failed.find((one) => one.passing);
      outbox().update(id, {
        until: undefined,
        records: failed.map((one) => all[one.index]),
        ...(passing
          ? { state: 'retry', ...nextTry(claimed, passing.error, failed.length < all.length) }
          : { state: 'failed', error: errorText(failed[0].error) }),
      });
    } else outbox().update(id, { until: undefined });
    await rules()
      .refresh(decl, operation)
      .catch(() => undefined);
    return { sent: true, result, refused, keptId };
  };

  return {
    sendDue,
    sendChosen,
    sendOwn,
    sendRun,
    nextRetry(author) {
      let next: number | undefined;
      for (const change of outbox().all())
        if (
          change.author === author &&
          change.next !== undefined &&
          !change.cancelled &&
          change.state !== 'failed'
        )
          next = next === undefined ? change.next : Math.min(next, change.next);
      return next;
    },
  };
}

/** Whether a change is a decision on money, as its resource declares it (or it says so itself). */
function isMoney(decl: ResourceDecl, change: OutboxChange): boolean {
  return change.money === true || findAction(decl, change.operation)?.money === true;
}

/** A call not made: its author's token is in its last moments (the change is stored for their next session). */
class TokenEnding extends Error {}

/** The server said no to the record itself (a 4xx but 401, 408, 429): only the person can decide. */
function isRefusedByServer(error: unknown): boolean {
  return !mayPassOnRetry(error) && !isCancelled(error);
}

/** The server's words on a failure, as the person reads them in the outbox's list. */
function errorText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : messages.generic;
}
