import { ApiError, markSentWith } from '../../http/errors';
import type { DueReport, OutboxSender } from './outbox-sender';
import type { Outbox } from './outbox-store';
import type { Author, UndoQueue } from './undo-queue';

/** What the page's due sends listen to besides the outbox: who is signed in, and the network. */
export interface DueWatch {
  /** Calls `listener` whenever the session changes (here or in another tab); answers the unsubscribe. */
  session(listener: () => void): () => void;
  /** Calls `listener` with each change of the network (TanStack's `onlineManager`). */
  online(listener: (online: boolean) => void): () => void;
}

/**
 * When the changes no live page keeps leave: the one place that decides it, with no React. The sender
 * sends the author's due changes once a user is signed in (on load, after a sign-in here or in another
 * tab, the same author with a new token), when the network is back, when a save was just put in the
 * outbox (`sendNow`) and when a retry is due. Sends never overlap: one asked for meanwhile follows.
 * A change refused with its author's token ends that author's session (`endSession`, when it is the
 * session's own token); the same author signed in again has it sent with the new token. Answers the
 * stop.
 */
export function scheduleDueSends({
  sender,
  outbox,
  undoQueue,
  sendNow,
  author,
  watch,
  endSession,
  tell,
}: {
  sender: OutboxSender;
  outbox: () => Outbox;
  undoQueue: UndoQueue;
  sendNow: { subscribe(listener: () => void): () => void };
  author: () => Author | undefined;
  watch: DueWatch;
  /** Told of a refusal of the signed-in author's own token: the session ends as on any 401. */
  endSession: (error: unknown) => void;
  /** What each send did, for the shell to say. */
  tell: (report: DueReport) => void;
}): () => void {
  let stopped = false;
  let running = false;
  let again = false;

  let retryAt: number | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** A change the service failed on for a moment is tried again once its wait is over. */
  const armRetry = () => {
    const next = stopped ? undefined : sender.nextRetry(author()?.id);
    if (next === retryAt) return;
    retryAt = next;
    clearTimeout(retryTimer);
    if (next !== undefined) retryTimer = setTimeout(() => void send(), Math.max(0, next - Date.now()));
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
        if (stopped || !author()) break;
        const report = await sender.sendDue().catch(() => undefined);
        if (!report) continue;
        // the author's token was refused: stored for their next sign-in (see `onRefused` below)
        if (report.refused) undoQueue.refused(report.refused);
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
    // a user signed in, here or in another tab (or the same one with a new token): their due changes
    // leave; nothing is sent again while the same session stays
    watch.session(() => {
      const now = keyOf(author());
      if (now === signedIn) return;
      signedIn = now;
      if (now !== '') void send();
    }),
    watch.online((online) => {
      if (online) void send();
    }),
    sendNow.subscribe(() => void send()),
    outbox().subscribe(armRetry),
    // refused with its author's token: the session ends when it is the session's own token; the same
    // author signed in again meanwhile has them sent with the new token; another user's stays
    undoQueue.onRefused((refused) => {
      const now = author();
      if (now?.id !== refused.id) return;
      if (now.token === refused.token) endSession(markSentWith(new ApiError('', 401), refused.token));
      else void send();
    }),
  ];
  if (signedIn !== '') void send();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    stops.forEach((stop) => stop());
  };
}
