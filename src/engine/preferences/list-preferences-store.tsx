import { createContext, type ReactNode, useContext, useState } from 'react';

/**
 * Tells the lists of this page that a preference was written here: several lists on one page read
 * the same keys and each sees the others' writes (local storage sends no event to its own tab).
 */
export interface ListPreferencesStore {
  subscribe(listener: () => void): () => void;
  changed(): void;
}

function createListPreferences(): ListPreferencesStore {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changed: () => listeners.forEach((listener) => listener()),
  };
}

const ListPreferencesContext = createContext<ListPreferencesStore | null>(null);

/** The app's one store of list preferences, made with it (AppRefine provides it). */
export function ListPreferencesProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createListPreferences);
  return <ListPreferencesContext.Provider value={store}>{children}</ListPreferencesContext.Provider>;
}

export function useListPreferencesStore(): ListPreferencesStore {
  const store = useContext(ListPreferencesContext);
  if (!store) throw new Error('useListPreferencesStore needs a ListPreferencesProvider (AppRefine has one)');
  return store;
}
