import { useContext, useSyncExternalStore } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import { useAppOutbox } from './outbox-context';

const noSubscribe = () => () => undefined;

/** The signed-in user's key ('' for no one), following sign-ins and sign-outs. */
export function useAuthorId(): string {
  const session = useContext(SessionContext);
  return useSyncExternalStore(session?.subscribe ?? noSubscribe, () => authorNow(session)?.id ?? '');
}

/**
 * How many of the signed-in user's changes the outbox holds that will still be sent: the offline
 * banner's "2 perubahan akan dikirim saat online." (layout/OfflineBanner.tsx). Another user's waiting
 * changes are never sent under this one, so never counted here.
 */
export function useOutboxCount(): number {
  const author = useAuthorId();
  const { outbox } = useAppOutbox();
  return useSyncExternalStore(outbox().subscribe, () => (author === '' ? 0 : outbox().count(author)));
}

/** How many of the signed-in user's changes the outbox keeps that will not leave by themselves (cancelled). */
export function useUnsentCount(): number {
  const author = useAuthorId();
  const { outbox } = useAppOutbox();
  return useSyncExternalStore(outbox().subscribe, () =>
    author === ''
      ? 0
      : outbox()
          .all()
          .filter((change) => change.author === author && change.cancelled && !change.discarded).length,
  );
}
