import { useSyncExternalStore } from 'react';

import { isOnline, subscribeOnline } from '../http/online';

/** Whether the app is online (src/http/online.ts), followed as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
