import { ApiError, markSentWith } from '../../http/errors';
import { isTokenExpired, tokenExpiresAt } from '../../session/token';
import type { Outbox } from './outbox-store';

/**
 * How long a change can be undone before it is sent: the app's 5 s (docs/how-to.md, "How to add an
 * action").
 */
export const UNDO_WINDOW_MS = 5000;

/**
 * A change leaves at least this long before its author's token ends: the way there on slow mobile
 * data (a request can take many seconds to arrive), clocks apart.
 */
export const TOKEN_MARGIN_MS = 30_000;

/**
 * A window its token ends in closes this much before the sender's own margin: the change then still
 * finds the token long enough to leave (the sender checks the margin before each call).
 */
const WINDOW_SLACK_MS = 2000;

/** After a pause, the window goes on for at least this long (WCAG 2.2.1: timing a person can extend). */
export const RESUME_MIN_MS = 2000;

/** Who made a change, and the token it is sent with: taken when it was made, never the current one. */
export interface Author {
  id: string;
  token: string;
}

/**
 * Whether a token lasts long enough for a change to arrive under it: never sent in its last
 * `TOKEN_MARGIN_MS` (it would arrive expired); the change waits for the next session.
 */
export function lastsLongEnough(token: string, now = Date.now()): boolean {
  return !isTokenExpired(token, now + TOKEN_MARGIN_MS);
}

/** What the due sends listen to besides the outbox: who is signed in, and the network. */
export interface DueWatch {
  /** Calls `listener` whenever the session changes (here or in another tab); answers the unsubscribe. */
  session(listener: () => void): () => void;
  /** Calls `listener` with each change of the network (TanStack's `onlineManager`). */
  online(listener: (online: boolean) => void): () => void;
}

/** What the due sends ask of the outbox's sender (outbox-sender.ts). */
export interface DueSender<Report> {
  /** Sends the signed-in author's due changes; undefined when nothing could be tried. */
  sendDue(): Promise<Report | undefined>;
  /** When the author's next retry is due (undefined: none waits for one). */
  nextRetry(author: string | undefined): number | undefined;
}

/** Where refusals of an author's token are heard and told (the undo queue's `onRefused`/`refused`). */
export interface Refusals {
  refused(author: Author): void;
  onRefused(listener: (author: Author) => void): () => void;
}

export interface SendSchedule {
  /**
   * Opens a change's undo window (`key`: its handle in the page's one undo queue): `end` runs when
   * it ends, after `ms`, though never past its author's token (`token`; a window that would end
   * within its last moments ends at once, `end` running before this returns).
   */
  openWindow(key: number, how: { ms: number; token?: string }, end: () => void): void;
  /** Stops a window's clock (a person on its toast): it then ends only with its author's token. */
  pauseWindow(key: number): void;
  /** Starts it again with what was left, at least `RESUME_MIN_MS`, never past the token. */
  resumeWindow(key: number): void;
  /** The window is over (undone, or its change sent): nothing runs for it any more. */
  closeWindow(key: number): void;
  /** Runs `run` after `ms` on the same clock (a sign-out's wait); answers how to cancel it. */
  after(ms: number, run: () => void): () => void;
  /**
   * Sends the changes no live page keeps when they are due: once a user is signed in (on load,
   * after a sign-in here or in another tab, the same author with a new token), when the network is
   * back, when a save was just put in the outbox (`sendNow`) and when a retry is due. Sends never
   * overlap: one asked for meanwhile follows. A change refused with its author's token ends that
   * author's session (`endSession`, when it is the session's own token); the same author signed in
   * again has it sent with the new token. Answers the stop.
   */
  followDue<Report extends { refused?: Author }>(due: {
    sender: DueSender<Report>;
    outbox: () => Pick<Outbox, 'subscribe'>;
    refusals: Refusals;
    sendNow: { subscribe(listener: () => void): () => void };
    author: () => Author | undefined;
    watch: DueWatch;
    /** Told of a refusal of the signed-in author's own token: the session ends as on any 401. */
    endSession: (error: unknown) => void;
    /** What each send did, for the shell to say. */
    tell: (report: Report) => void;
  }): () => void;
  /** Stops every clock (a page that is gone): nothing more runs. */
  stop(): void;
}

export interface SendScheduleOptions {
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

interface OpenWindow {
  end: () => void;
  token?: string;
  /** When it ends (Infinity: paused, and its token has no end). */
  endsAt: number;
  /** What was left of it when it was paused. */
  pausedLeft?: number;
}

/**
 * When a change leaves: the one place that decides it, with no React, on one clock. A change this
 * page holds in its undo window leaves when the window ends (never past its author's token; paused
 * while a person holds its toast; at once when the page goes away: `flushOnPageHide`); a change no
 * live page keeps leaves once someone is signed in, the network is back, a save was just kept, or its
 * retry is due (`followDue`). The sender (outbox-sender.ts) then decides only whether and how it
 * leaves, under the one send lock.
 */
export function createSendSchedule({
  // read at each call: the clock as the page has it then (a replaced Date too), never as it was at start
  now = () => Date.now(),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: SendScheduleOptions = {}): SendSchedule {
  // one timer, armed for the earliest of what is due
  const due = new Map<string, { at: number; run: () => void }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedFor: number | undefined;
  let stopped = false;

  const arm = () => {
    let first = Number.POSITIVE_INFINITY;
    for (const one of due.values()) first = Math.min(first, one.at);
    if (first === armedFor) return;
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    armedFor = undefined;
    if (stopped || !Number.isFinite(first)) return;
    armedFor = first;
    timer = setTimer(fire, Math.max(0, first - now()));
  };
  const fire = () => {
    // what the timer was armed for is due, whatever the clock says a moment early
    const at = Math.max(now(), armedFor ?? 0);
    timer = undefined;
    armedFor = undefined;
    const ready = [...due].filter(([, one]) => one.at <= at);
    for (const [key] of ready) due.delete(key);
    for (const [, one] of ready)
      try {
        one.run();
      } catch (error) {
        // one that fails keeps none of the others from running; its error still surfaces
        queueMicrotask(() => {
          throw error;
        });
      }
    arm();
  };
  const at = (key: string, when: number, run: () => void) => {
    due.set(key, { at: when, run });
    arm();
  };
  const cancel = (key: string) => {
    if (due.delete(key)) arm();
  };

  const windows = new Map<number, OpenWindow>();
  let afters = 0;
  const windowKey = (key: number) => `window:${key}`;
  /** The latest a window may end: before its author's token, by the sender's margin and some slack. */
  const tokenBound = (token: string | undefined) => {
    const expiresAt = token ? tokenExpiresAt(token) : undefined;
    return expiresAt === undefined ? Number.POSITIVE_INFINITY : expiresAt - TOKEN_MARGIN_MS - WINDOW_SLACK_MS;
  };
  /** Starts (or restarts) a window's clock: it ends after `ms`, or before its author's token does. */
  const runFor = (key: number, open: OpenWindow, ms: number) => {
    open.endsAt = Math.max(now(), Math.min(now() + ms, tokenBound(open.token)));
    // an endless window (a paused one) ends only by a flush, or with the token
    if (Number.isFinite(open.endsAt)) at(windowKey(key), open.endsAt, () => endWindow(key));
    else cancel(windowKey(key));
  };
  const endWindow = (key: number) => {
    const open = windows.get(key);
    if (!open) return;
    windows.delete(key);
    cancel(windowKey(key));
    open.end();
  };

  return {
    openWindow(key, { ms, token }, end) {
      const open: OpenWindow = { end, token, endsAt: 0 };
      windows.set(key, open);
      // the window never outlives its author's token: one that ends within it ends at once
      if (Number.isFinite(ms) && tokenBound(token) - now() <= ms) endWindow(key);
      else runFor(key, open, ms);
    },
    pauseWindow(key) {
      const open = windows.get(key);
      if (!open || open.pausedLeft !== undefined) return;
      open.pausedLeft = Math.max(0, open.endsAt - now());
      // paused, the window still ends before its author's token does
      runFor(key, open, Number.POSITIVE_INFINITY);
    },
    resumeWindow(key) {
      const open = windows.get(key);
      if (!open || open.pausedLeft === undefined) return;
      const left = open.pausedLeft;
      open.pausedLeft = undefined;
      // a person just left it: at least a moment to reach "Urungkan" again, though never past the token
      runFor(key, open, Math.max(left, RESUME_MIN_MS));
    },
    closeWindow(key) {
      windows.delete(key);
      cancel(windowKey(key));
    },
    after(ms, run) {
      afters += 1;
      const key = `after:${afters}`;
      at(key, now() + ms, run);
      return () => cancel(key);
    },
    followDue({ sender, outbox, refusals, sendNow, author, watch, endSession, tell }) {
      let following = true;
      let running = false;
      let again = false;

      /** A change the service failed on for a moment is tried again once its wait is over. */
      const armRetry = () => {
        const next = following ? sender.nextRetry(author()?.id) : undefined;
        if (next === undefined) cancel('retry');
        else if (due.get('retry')?.at !== next) at('retry', next, () => void send());
      };

      async function send(): Promise<void> {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            if (!following || !author()) break;
            const report = await sender.sendDue().catch(() => undefined);
            if (!report) continue;
            // the author's token was refused: stored for their next sign-in (see `onRefused` below)
            if (report.refused) refusals.refused(report.refused);
            tell(report);
          } while (again);
        } finally {
          running = false;
          armRetry();
        }
      }

      const keyOf = (one: Author | undefined) => (one ? JSON.stringify([one.id, one.token]) : '');
      let signedIn = keyOf(author());
      const stops = [
        // a user signed in, here or in another tab (or the same one with a new token): their due
        // changes leave; nothing is sent again while the same session stays
        watch.session(() => {
          const next = keyOf(author());
          if (next === signedIn) return;
          signedIn = next;
          if (next !== '') void send();
        }),
        watch.online((online) => {
          if (online) void send();
        }),
        sendNow.subscribe(() => void send()),
        outbox().subscribe(armRetry),
        // refused with its author's token: the session ends when it is the session's own token; the
        // same author signed in again meanwhile has them sent with the new token; another user's stays
        refusals.onRefused((refused) => {
          const current = author();
          if (current?.id !== refused.id) return;
          if (current.token === refused.token) endSession(markSentWith(new ApiError('', 401), refused.token));
          else void send();
        }),
      ];
      if (signedIn !== '') void send();

      return () => {
        following = false;
        cancel('retry');
        stops.forEach((stop) => stop());
      };
    },
    stop() {
      stopped = true;
      windows.clear();
      due.clear();
      arm();
    },
  };
}

/**
 * Sends what waits when the page goes away (tab closed, reload, another site): on `beforeunload`,
 * while the page is still whole, and on `pagehide` for what is left (browsers that skip the first).
 * A change sent because another prompt then kept the page is simply made sooner.
 */
export function flushOnPageHide(
  queue: { flushAll(how: { keepalive: boolean }): void },
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const flush = () => queue.flushAll({ keepalive: true });
  target.addEventListener('beforeunload', flush);
  target.addEventListener('pagehide', flush);
  return () => {
    target.removeEventListener('beforeunload', flush);
    target.removeEventListener('pagehide', flush);
  };
}
