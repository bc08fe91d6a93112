import { useSyncExternalStore } from 'react';

import { undoQueue } from './queue';
import type { PendingLooks } from './undo-queue';

/** How the records of `resource` look while their changes wait or are being sent. */
export function usePendingLooks(resource: string): PendingLooks | undefined {
  return useSyncExternalStore(undoQueue.subscribe, () => undoQueue.looks().get(resource));
}
