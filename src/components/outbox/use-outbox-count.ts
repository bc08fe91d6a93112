import { useSyncExternalStore } from 'react';

import { outbox } from '../undo/queue';

/**
 * How many changes the outbox holds that may still be sent (this browser's, whoever's): the offline
 * banner's "2 perubahan akan dikirim saat online." (layout/OfflineBanner.tsx).
 */
export function useOutboxCount(): number {
  return useSyncExternalStore(outbox().subscribe, () => outbox().count());
}
