import { type OutboxChange, sessionMark } from './outbox-store';

/**
 * The changes no live page keeps in memory, which the sending tab takes care of: those stored for
 * their author (their session ended), and those whose page is gone (closed, reloaded or killed before
 * it sent them, or while their answer was on its way).
 */
export function dueChanges(all: readonly OutboxChange[], live: ReadonlySet<string>): OutboxChange[] {
  // a form's save is the outbox's from the start: the form closed once it was put there (an edit in
  // Refine's undo window is its page's until the window ends); a change that failed for a moment is
  // the outbox's to try again, whoever tried it first
  return all.filter(
    (change) =>
      (change.save !== undefined && !(change.window && live.has(change.tab))) ||
      change.state === 'stored' ||
      change.state === 'retry' ||
      !live.has(change.tab),
  );
}

export interface SignInPlan {
  /** The signed-in author's changes, to send (each as `sendPlanOf` says). */
  send: OutboxChange[];
  /**
   * The author's changes an earlier build dropped when another user signed in: they are told, then
   * forgotten. Another user's changes are no longer dropped: they stay stored for their author.
   */
  told: OutboxChange[];
}

/**
 * What the sending tab does with the due changes while `author` is signed in: their own only.
 * Another user's are neither sent nor touched: they wait for their author's next sign-in (each read
 * again first then, their token being another), at most 7 days.
 */
export function planFor(due: readonly OutboxChange[], author: string, now = Date.now()): SignInPlan {
  const mine = due.filter((change) => change.author === author);
  return {
    // one the person cancelled ("Batalkan") or the server refused waits for them to send it; one
    // that failed for a moment waits for its next try
    send: mine.filter(
      (change) =>
        !change.discarded && !change.cancelled && change.state !== 'failed' && (change.next ?? 0) <= now,
    ),
    told: mine.filter((change) => change.discarded),
  };
}

/**
 * How a due change leaves:
 * - `ask`: only once the person has seen it and says "Kirim" (a decision on money);
 * - `check`: each record read again first (a try may have reached the server, or the session changed
 *   since it was made, so the record may have moved on);
 * - `send`: as it is (never tried, made in this very session).
 */
export function sendPlanOf(change: OutboxChange, token: string): 'ask' | 'check' | 'send' {
  if (change.money) return 'ask';
  // an edit is always read again first: the record may have changed while it waited
  if (change.save === 'edit') return 'check';
  // a new record has nothing to read again: once tried without a known answer it may exist already,
  // and only the person can tell (never created twice unseen)
  // (one the service answered with a passing failure was not made: `retry` is sent again)
  if (change.save === 'create')
    return change.state === 'waiting' || change.state === 'retry' ? 'send' : 'ask';
  if (change.state !== 'waiting' || change.session !== sessionMark(token)) return 'check';
  return 'send';
}

/** How long a change that failed for a moment waits before its `tries`-th retry: 5 s, 15 s, 45 s, ... 5 min. */
export function retryDelay(tries: number): number {
  return Math.min(5000 * 3 ** Math.max(0, tries - 1), 5 * 60_000);
}
