import { useDelete, useInvalidate } from '@refinedev/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

import type { ResourceDecl, Values } from '../../resources/types';
import { failureNotice } from './failure-notice';

/** A confirmed delete of one record, and the refresh of the lists it touches. */
export interface RecordDeleter {
  /** Refine's `useDelete`; a failure is shown in the Error dialog (and rejects). */
  remove(decl: ResourceDecl, record: Values): Promise<void>;
}

const RecordChangeContext = createContext<RecordDeleter | null>(null);

/**
 * One `useDelete` for the whole app, rather than Refine's mutation hook mounted again in every row of
 * a list (a tenth of the signed-in list's first render): its `mutateAsync` runs each delete as a
 * mutation of its own.
 */
export function RecordChangeProvider({ children }: { children: ReactNode }) {
  const { mutateAsync } = useDelete();
  const invalidate = useInvalidate();
  const deleter = useMemo<RecordDeleter>(
    () => ({
      async remove(decl, record) {
        await mutateAsync({
          resource: decl.name,
          id: record.id as string | number,
          mutationMode: 'pessimistic',
          meta: { record },
          // (the data provider announces the operation's own message; the lists are read again below)
          successNotification: false,
          errorNotification: failureNotice,
          invalidates: [],
        });
        void invalidate({ resource: decl.name, invalidates: ['resourceAll'] });
      },
    }),
    [invalidate, mutateAsync],
  );
  return <RecordChangeContext.Provider value={deleter}>{children}</RecordChangeContext.Provider>;
}

/** The app's one deleter of records (EngineProviders in AppRefine give it). */
export function useRecordDeleter(): RecordDeleter {
  const deleter = useContext(RecordChangeContext);
  if (!deleter)
    throw new Error('useRecordDeleter needs a RecordChangeProvider (EngineProviders in AppRefine has one)');
  return deleter;
}
