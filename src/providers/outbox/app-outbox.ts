import { onlineManager } from '@tanstack/react-query';

import { isPassingFailure } from '../../http/errors';
import { userKeyOf } from '../../session/session';
import { createEmitter, type Emitter } from '../emitter';
import type { SenderConnection } from './connect-sender';
import { keepOffer, type KeptOffer, type OfferedPart, takeForRetry } from './kept-offer';
import {
  createOutboxSender,
  type DueReport,
  type OutboxSender,
  type RunHow,
  type SenderDeps,
  type SentRun,
} from './outbox-sender';
import { createOutbox, type KeptSummary, type Outbox, type OutboxChange } from './outbox-store';
import { pageLeave } from './page-leave';
import {
  type Author,
  createSendSchedule,
  type DueWatch,
  flushOnPageHide,
  type SendSchedule,
} from './send-schedule';
import { holdTabLock } from './tab-lock';
import { createUndoQueue, type UndoEntry, type UndoQueue, type Unsent } from './undo-queue';

/** A change a screen offers for undo (a record's delete or status, a bulk run). */
export interface ChangeOffer extends Omit<UndoEntry, 'hold' | 'send'> {
  /** What is kept of it in the outbox, at each moment (a bulk run: what is left of it). */
  part: () => OfferedPart;
  /**
   * A run over many records (a bulk run), sent at most 4 at a time with its progress; `settled`
   * says what came of it and answers as a queue's `send` does (what is left unsent). None: one
   * record's change, sent as every other.
   */
  run?: Omit<RunHow, 'token'> & { settled: (run: SentRun, author: Author) => Unsent | undefined };
  /** Offers no undo: sent at once, yet waited for by a sign-out and hurried when the page goes. */
  noWindow?: boolean;
  /** The service failed for a moment: the change is kept and tried again by itself (the screen says so). */
  onRetryLater?: () => void;
}

/** Whether the outbox's list is open: the banner's "Lihat perubahan" opens it, the keeper draws it. */
export interface OutboxListState {
  isOpen(): boolean;
  set(open: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** What the screens read of the outbox: it is written only through the page's outbox (`AppOutbox`). */
export type OutboxView = Pick<Outbox, 'get' | 'all' | 'count' | 'isFull' | 'subscribe'>;

/** What this page keeps of the changes people make: made once per page, with the providers (main.tsx). */
export interface AppOutbox {
  /** The changes this page keeps in memory while their undo window runs and while they are sent. */
  undoQueue: UndoQueue;
  /** When every change leaves: this page's undo windows and the changes no page keeps, on one clock. */
  schedule: SendSchedule;
  /** Every change kept in this browser's local storage until its answer is known. */
  outbox(): OutboxView;
  /**
   * A change offered for undo: in the outbox at once for its author (a tab killed within the window
   * keeps it), shown as made, and sent by the outbox's sender with its author's token when its window
   * ends (or at once when the page goes away); offline it waits, a passing failure is tried again.
   * Answers its handle in the undo queue and what the outbox keeps of it.
   */
  offer(change: ChangeOffer): { handle: number; kept: KeptOffer };
  /** "Batalkan" in the outbox's list: kept, marked not sent; false when it is on its way already. */
  cancel(id: string): boolean;
  /** "Buang": thrown away with the photos it kept; false when it is on its way already. */
  discard(id: string): boolean;
  /** Keeps a bulk run's summary for its author's next sign-in. */
  keepSummary(author: string, summary: Omit<KeptSummary, 'v' | 'at'>): void;
  /**
   * A bulk run's "Coba lagi" takes these records out of the change that kept them, those it still
   * holds (`takeForRetry`).
   */
  takeForRetry(id: string, retried: ReadonlySet<string>): ReadonlySet<string> | false;
  outboxList: OutboxListState;
  /**
   * Asks the outbox's keeper to send what is due now (a form's save just put there: when the app is
   * online after all, the call having failed for one service only, it leaves without waiting for the
   * next load or network change).
   */
  sendNow: Emitter;
  /**
   * Takes back a change still in its undo window, as its "Urungkan" does: nothing is sent, it leaves
   * the outbox, and what `whenWithdrawn` holds for it runs (its toast closes). False once it left (or
   * was never offered).
   */
  withdraw(handle: number): boolean;
  /** What taking a waiting change back also does, by its handle, while it waits (`undone`: it was). */
  whenWithdrawn: Map<number, (undone: boolean) => void>;
  /**
   * The outbox's one sender, the same for every caller: what it is asked waits until it is connected
   * to the providers (`connect`).
   */
  sender: OutboxSender;
  /**
   * Gives the sender the providers and the rules (providers/index.ts, once per page), and starts
   * sending the due changes when they are due (`schedule.followDue`).
   */
  connect(connection: SenderConnection, watch: DueWatch): void;
  /**
   * What each send of the due changes did, for the shell to say; reports made while no one listens
   * (the shell not drawn yet) are kept for the first listener. Answers the unsubscribe.
   */
  dueReports: { subscribe(listener: (report: DueReport) => void): () => void };
  /**
   * Every failed call of the sender (`own`: a change this page made, which speaks as one made now):
   * the shell says it and lets the auth provider end a refused session. Answers the unsubscribe.
   */
  failures: Pick<Emitter<[error: unknown, own: boolean]>, 'subscribe'>;
  /**
   * Follows the session: once another tab signs out (or signs in as someone else), this page sends
   * nothing more of the one before (`undoQueue.abandon`). Answers the unsubscribe.
   */
  followSession(session: SessionSource): () => void;
  /** Ends what this page's outbox listens to (a test's app going away; a page's ends with it). */
  dispose(): void;
}

/** The session store as the outbox follows it (src/session/session.ts). */
export interface SessionSource {
  read(): { auth_id: string; email: string } | null;
  subscribe(
    listener: (session: { auth_id: string; email: string } | null, fromOtherTab?: boolean) => void,
  ): () => void;
}

const stores = new WeakMap<AppOutbox, () => Outbox>();

/**
 * The store behind a page's outbox, written only by the outbox's own modules (a save kept by the
 * data provider's write side) and by tests that plant a change; screens read it (`outbox()`).
 */
export function storeOf(page: AppOutbox): Outbox {
  const store = stores.get(page);
  if (!store) throw new Error('not a page outbox');
  return store();
}

export function createAppOutbox({
  storage = () => window.localStorage,
  leave = pageLeave,
}: {
  /** Read at first use: a browser that refuses storage refuses it then, not at boot. */
  storage?: () => Storage;
  leave?: EventTarget;
} = {}): AppOutbox {
  const schedule = createSendSchedule();
  const undoQueue = createUndoQueue({ sendSchedule: schedule });
  const stopFlush = flushOnPageHide(undoQueue, leave);
  // while this page lives, the changes it keeps are its own to send; once it is gone, another page's
  holdTabLock();
  let kept: Outbox | null = null;
  let open = false;
  const listOpen = createEmitter();
  const whenWithdrawn = new Map<number, (undone: boolean) => void>();
  // what the outbox keeps of each offered change still in its window, by its handle
  const offered = new Map<number, KeptOffer>();
  const failures = createEmitter<[error: unknown, own: boolean]>();
  let senderDeps: SenderDeps | undefined;
  let connected: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const sendNow = createEmitter();
  const heard = new Set<(report: DueReport) => void>();
  const unheard: DueReport[] = [];
  let stopDue: (() => void) | undefined;
  const outbox = () => {
    // a change that expires unsent takes its photos with it (their store loads only then)
    kept ??= createOutbox(storage(), { onExpired: ({ values }) => dropPhotosOf(values) });
    return kept;
  };
  // (before it is connected, only `nextRetry` is asked of it, and that reads the store alone)
  const sender = createOutboxSender(() => senderDeps ?? ({ outbox } as SenderDeps));
  const page: AppOutbox = {
    undoQueue,
    schedule,
    outbox,
    offer({ part, run, noWindow, onRetryLater, ...rest }) {
      const { author } = rest;
      const kept = keepOffer(outbox(), part, author);
      let handle = 0;
      const entry: UndoEntry = {
        ...rest,
        hold: kept.hold,
        onCommit: () => {
          offered.delete(handle);
          rest.onCommit?.();
        },
        send: async (how) => {
          // offline: it waits in the outbox (shown as made) and leaves once online
          if (!how.keepalive && !onlineManager.isOnline()) return { state: 'retry' };
          const id = kept.id();
          // nothing kept for no one: nothing leaves either
          if (id === undefined || !author) return undefined;
          if (run) {
            // the page is going away inside the window: every record leaves at once
            if (how.keepalive) rest.leaving?.();
            const report = await page.sender.sendRun(id, { ...run, token: author.token });
            return report.sent ? run.settled(report, author) : undefined;
          }
          const sent = await page.sender.sendOwn(id, { token: author.token, keepalive: how.keepalive });
          if (!sent) return undefined;
          if (sent.state === 'retry' && isPassingFailure(sent.error)) onRetryLater?.();
          // the author's token refused: stored for their next sign-in, and they are told
          if (sent.refused) return { state: 'stored', refused: true };
          // answered (sent, gone), or it waits for the person: nothing left to keep
          if (sent.state === 'sent' || sent.state === 'gone' || sent.state === 'asked') return undefined;
          // left for a retry, stored, or refused by the server with its words: the sender kept it so
          return { state: sent.state, kept: true };
        },
      };
      handle = noWindow ? undoQueue.run(entry) : undoQueue.schedule(entry);
      if (undoQueue.isWaiting(handle)) offered.set(handle, kept);
      return { handle, kept };
    },
    cancel: (id) => outbox().cancel(id),
    discard(id) {
      const change = outbox().get(id);
      if (!outbox().discard(id)) return false;
      if (change) dropPhotosOf(change.values);
      return true;
    },
    keepSummary: (author, summary) => outbox().keepSummary(author, summary),
    takeForRetry: (id, retried) => takeForRetry(outbox(), id, retried),
    outboxList: {
      isOpen: () => open,
      set(next) {
        open = next;
        listOpen.emit();
      },
      subscribe: listOpen.subscribe,
    },
    sendNow,
    withdraw(handle) {
      const undone = undoQueue.undo(handle);
      // taken back: it leaves the outbox too
      if (undone) offered.get(handle)?.forget();
      offered.delete(handle);
      whenWithdrawn.get(handle)?.(undone);
      whenWithdrawn.delete(handle);
      return undone;
    },
    whenWithdrawn,
    sender: {
      sendDue: () => ready.then(() => sender.sendDue()),
      sendChosen: (id, options) => ready.then(() => sender.sendChosen(id, options)),
      sendOwn: (id, how) => ready.then(() => sender.sendOwn(id, how)),
      sendRun: (id, how) => ready.then(() => sender.sendRun(id, how)),
      nextRetry: (author) => sender.nextRetry(author),
    },
    connect(connection, watch) {
      senderDeps = { ...connection, outbox, onFailure: failures.emit };
      connected();
      stopDue?.();
      stopDue = schedule.followDue({
        sender,
        outbox,
        refusals: undoQueue,
        sendNow,
        author: connection.author,
        watch,
        endSession: (error) => failures.emit(error, false),
        tell: (report) => {
          if (heard.size === 0) unheard.push(report);
          else heard.forEach((listener) => listener(report));
        },
      });
    },
    dueReports: {
      subscribe(listener) {
        heard.add(listener);
        unheard.splice(0).forEach(listener);
        return () => void heard.delete(listener);
      },
    },
    failures: { subscribe: failures.subscribe },
    followSession(session) {
      const userOf = (one: { auth_id: string; email: string } | null) => (one ? userKeyOf(one) : '');
      let user = userOf(readOrNone(session));
      return session.subscribe((next, fromOtherTab) => {
        const was = user;
        user = userOf(next);
        // (this tab's own sign-out sends what waits first: main.tsx's afterSignOut drains the queue)
        if (fromOtherTab && user !== was) undoQueue.abandon();
      });
    },
    dispose() {
      stopDue?.();
      stopFlush();
      undoQueue.dispose();
      schedule.stop();
    },
  };
  stores.set(page, outbox);
  return page;
}

/** A change that goes unsent takes the photos it kept with it (their store loads only then). */
function dropPhotosOf(values: OutboxChange['values']) {
  void import('./kept-photos').then(({ dropKeptPhotos, keptPhotosOf }) =>
    dropKeptPhotos(keptPhotosOf(values)),
  );
}

/** The stored session; one still waiting for its cipher counts as none. */
function readOrNone(session: SessionSource) {
  try {
    return session.read();
  } catch {
    return null;
  }
}
