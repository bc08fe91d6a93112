import { createOutbox, type Outbox } from './outbox-store';
import { pageLeave } from './page-leave';
import { holdTabLock } from './tab-lock';
import { createUndoQueue, flushOnPageHide } from './undo-queue';

/**
 * The app's one undo queue: the changes this page keeps in memory while their undo window runs and
 * while they are sent. Each is in the outbox (below) from the moment it is made.
 */
export const undoQueue = createUndoQueue();

flushOnPageHide(undoQueue, pageLeave);

// while this page lives, the changes it keeps are its own to send; once it is gone, another page's
holdTabLock();

let kept: Outbox | null = null;

/** The outbox: every change kept in this browser's local storage until its answer is known. */
export function outbox(): Outbox {
  kept ??= createOutbox(window.localStorage);
  return kept;
}
