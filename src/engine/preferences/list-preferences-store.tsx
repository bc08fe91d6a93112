import { createContext, type ReactNode, useContext, useState } from 'react';

import { createEmitter, type Emitter } from '../../providers/emitter';

/**
 * Tells the lists of this page that a preference was written here: several lists on one page read
 * the same keys and each sees the others' writes (local storage sends no event to its own tab).
 */
export type ListPreferencesStore = Emitter;

const ListPreferencesContext = createContext<ListPreferencesStore | null>(null);

/** The app's one store of list preferences, made with it (EngineProviders in AppRefine give it). */
export function ListPreferencesProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createEmitter);
  return <ListPreferencesContext.Provider value={store}>{children}</ListPreferencesContext.Provider>;
}

export function useListPreferencesStore(): ListPreferencesStore {
  const store = useContext(ListPreferencesContext);
  if (!store)
    throw new Error(
      'useListPreferencesStore needs a ListPreferencesProvider (EngineProviders in AppRefine has one)',
    );
  return store;
}
