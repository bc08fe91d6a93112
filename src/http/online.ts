import { onlineManager } from '@tanstack/react-query';

import { networkAnswers } from './reachable';

/**
 * Whether the app is online: one state for the whole app, TanStack Query's `onlineManager` (queries
 * wait while it says offline and go on when it says online). It follows the browser's `online` and
 * `offline` events (onlineManager's own listener) and failed calls: a call that got no answer at all
 * makes the app ask its own server (`networkAnswers`); when that fails too the app is offline, and
 * asks again every few seconds until an answer, as a phone on mobile data that dropped in a lift
 * often still calls itself online.
 */

/** How long between two tries of a connection a failed call found gone, while the browser says nothing. */
export const RECHECK_MS = 5_000;

// global: the browser's one connection: one check at a time for the page.
let checking = false;
let recheck: ReturnType<typeof setTimeout> | undefined;
// the browser's own word at start (onlineManager assumes online until an event says otherwise)
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** Calls `listener` with each change of the state; returns the unsubscribe. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  return onlineManager.subscribe(listener);
}

function tryAgainLater(): void {
  clearTimeout(recheck);
  recheck = setTimeout(() => {
    // the browser's `online` event came first: nothing to ask
    if (onlineManager.isOnline()) return;
    void networkAnswers().then((answered) => {
      if (answered) onlineManager.setOnline(true);
      else tryAgainLater();
    });
  }, RECHECK_MS);
}

/** The app knows it is offline (the browser said so, or code or a call could not be fetched). */
export function markOffline(): void {
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
  tryAgainLater();
}

/**
 * A call got no answer at all: the connection may be gone, or only that service. The app's own server
 * is asked; when it does not answer either, the app is offline until it does.
 */
export function noteNoAnswer(): void {
  if (!onlineManager.isOnline() || checking) return;
  checking = true;
  void networkAnswers()
    .then((answered) => {
      if (!answered) markOffline();
    })
    .finally(() => (checking = false));
}

/** Does the network answer? When it does not, the app is offline from now on, until it does. */
export async function askNetwork(): Promise<boolean> {
  const answered = await networkAnswers();
  if (!answered) markOffline();
  return answered;
}

/** A call was answered: whatever a failed call concluded, the network works. */
export function noteAnswered(): void {
  if (onlineManager.isOnline()) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  clearTimeout(recheck);
  onlineManager.setOnline(true);
}
