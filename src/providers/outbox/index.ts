// The outbox as the rest of the app sees it: the page's outbox (its store, undo queue and one sender
// are made here, never by a screen), what a change looks like, and how a screen draws one. The login
// page reads only `outbox-keys`, a screen's failed save `kept-error`, and main.tsx `page-leave`: each
// imported on its own, so that none of this loads with them.
export { type AppOutbox, type ChangeOffer, createAppOutbox } from './app-outbox';
export { dropKeptPhotos, isKeptPhoto, keptPhotosOf, photoStore } from './kept-photos';
export { retryDelay } from './outbox-plan';
export type { AskedChange, EditVerdict, FreshVerdict, OutboxSender, RunHow, SentRun } from './outbox-sender';
export {
  type ChangeState,
  isOnItsWay,
  type KeptState,
  type KeptSummary,
  type Outbox,
  type OutboxChange,
} from './outbox-store';
export { type BulkResult, retryableOf } from './run-bulk';
export { type Author, UNDO_WINDOW_MS } from './send-schedule';
export { TAB_ID } from './tab-lock';
export {
  isWaitingRow,
  type OptimisticRecord,
  type OptimisticRecords,
  type UndoEntry,
  type Unsent,
  withOptimistic,
} from './undo-queue';
