import { useSyncExternalStore } from 'react';

import { loadedRegistry, onRegistryLoaded, type Registry } from '../resources/load-registry';

/** The registry once it has loaded (the component renders again then), else undefined; never loads it. */
export function useLoadedRegistry(): Registry | undefined {
  return useSyncExternalStore(onRegistryLoaded, loadedRegistry);
}
