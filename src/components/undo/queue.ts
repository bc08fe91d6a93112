import { createHeldChanges, type HeldChanges } from './held-changes';
import { pageLeave } from './page-leave';
import { createUndoQueue, flushOnPageHide } from './undo-queue';

/** The app's one undo queue: what waits is sent when its window ends, or when the page goes away. */
export const undoQueue = createUndoQueue();

flushOnPageHide(undoQueue, pageLeave);

let held: HeldChanges | null = null;

/** The changes held for their authors, in this browser's local storage (made at first use). */
export function heldChanges(): HeldChanges {
  held ??= createHeldChanges(window.localStorage);
  return held;
}
