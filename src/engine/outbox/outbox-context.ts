import { createContext, useContext } from 'react';

import type { AppOutbox } from '../../providers/outbox';

export const OutboxContext = createContext<AppOutbox | null>(null);

/** The page's outbox, as App (or a test's wrapper) gives it. */
export function useAppOutbox(): AppOutbox {
  const appOutbox = useContext(OutboxContext);
  if (!appOutbox) throw new Error('useAppOutbox: no OutboxContext above this component (App gives one).');
  return appOutbox;
}
