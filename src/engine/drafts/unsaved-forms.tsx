import { createContext, type ReactNode, useContext, useState } from 'react';

/** The forms of this page holding unsaved input, by draft key (a sign-out tells them from other tabs'). */
export interface UnsavedForms {
  add(key: string): void;
  delete(key: string): void;
  /** How many forms of this page hold unsaved input. */
  count(): number;
}

function createUnsavedForms(): UnsavedForms {
  const keys = new Set<string>();
  return {
    add: (key) => void keys.add(key),
    delete: (key) => void keys.delete(key),
    count: () => keys.size,
  };
}

const UnsavedFormsContext = createContext<UnsavedForms | null>(null);

/** The app's one record of this page's unsaved forms, made with it (EngineProviders in AppRefine give it). */
export function UnsavedFormsProvider({ children }: { children: ReactNode }) {
  const [forms] = useState(createUnsavedForms);
  return <UnsavedFormsContext.Provider value={forms}>{children}</UnsavedFormsContext.Provider>;
}

export function useUnsavedForms(): UnsavedForms {
  const forms = useContext(UnsavedFormsContext);
  if (!forms)
    throw new Error('useUnsavedForms needs an UnsavedFormsProvider (EngineProviders in AppRefine has one)');
  return forms;
}
