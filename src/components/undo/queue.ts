import { pageLeave } from './page-leave';
import { createUndoQueue, flushOnPageHide } from './undo-queue';

/** The app's one undo queue: what waits is sent when its window ends, or when the page goes away. */
export const undoQueue = createUndoQueue();

flushOnPageHide(undoQueue, pageLeave);
