import { useContext, useMemo, useSyncExternalStore } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import type { OutboxChange } from '../../providers/outbox';
import { useAppOutbox } from './outbox-context';

/**
 * The new records of `resource` whose `field` is `value` (a lead's replies) the signed-in user's
 * outbox still holds (sent offline, or refused), oldest first: a screen shows them where they will be,
 * marked as waiting.
 */
export function useWaitingNew(resource: string, field: string, value: string): OutboxChange[] {
  const session = useContext(SessionContext);
  const { outbox } = useAppOutbox();
  const author = authorNow(session)?.id;
  const all = useSyncExternalStore(outbox().subscribe, outbox().all);
  return useMemo(
    () =>
      all.filter(
        (change) =>
          change.save === 'create' &&
          change.resource === resource &&
          change.author === author &&
          !change.discarded &&
          String(change.values[field] ?? '') === value,
      ),
    [all, author, resource, field, value],
  );
}

/** A text cut to a few words, to name a change in the outbox ("Balasan: Baik, besok jam 10 ..."). */
export function shortText(text: string, max = 40): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}
