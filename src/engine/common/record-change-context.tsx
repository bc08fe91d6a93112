import { createContext, type ReactNode, useContext, useMemo } from 'react';

import { useRecordChange } from './use-record-change';

/** Sends a record change and refreshes what it touches (the one path: use-record-change.ts). */
export type RecordChangeSender = Pick<ReturnType<typeof useRecordChange>, 'send' | 'refresh'>;

const RecordChangeContext = createContext<RecordChangeSender | null>(null);

/**
 * One sender of record changes for the whole app, rather than Refine's mutation hooks mounted again in
 * every row of a list (each matched the address against every resource's routes when it mounted: a
 * tenth of the signed-in list's first render). What shows a change's progress keeps its own
 * `useRecordChange` (its `isSending`).
 */
export function RecordChangeProvider({ children }: { children: ReactNode }) {
  const { send, refresh } = useRecordChange({ progress: false });
  const sender = useMemo(() => ({ send, refresh }), [send, refresh]);
  return <RecordChangeContext.Provider value={sender}>{children}</RecordChangeContext.Provider>;
}

/** The app's one sender of record changes (EngineProviders in AppRefine give it). */
export function useSharedRecordChange(): RecordChangeSender {
  const sender = useContext(RecordChangeContext);
  if (!sender)
    throw new Error(
      'useSharedRecordChange needs a RecordChangeProvider (EngineProviders in AppRefine has one)',
    );
  return sender;
}
