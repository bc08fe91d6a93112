import { useNotification } from '@refinedev/core';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import { outboxTexts } from '../../locales/outbox';
import type { Values } from '../../resources/types';
import { isKeepable } from './form-change';
import { useAppOutbox } from './outbox-context';
import type { OutboxChange } from './outbox-store';
import { TAB_ID } from './tab-lock';

/**
 * Puts a new record (a lead's reply, a blast) in the outbox when it cannot leave now: offline, or
 * `tried` (its call got no answer), written at once with its author and their token, and says so
 * ("Disimpan di perangkat. Akan dikirim saat online."). False when it cannot wait there (a file in
 * it, no one signed in): the caller keeps its input and says why as before.
 */
export function useKeepNew() {
  const session = useContext(SessionContext);
  const { outbox, sendNow } = useAppOutbox();
  const { open } = useNotification();
  return useCallback(
    (resource: string, values: Values, text: string, tried: boolean): boolean => {
      const author = authorNow(session);
      if (!author || !isKeepable(values)) return false;
      outbox().add({
        author: author.id,
        token: author.token,
        tab: TAB_ID,
        state: tried ? 'sending' : 'waiting',
        resource,
        operation: 'create',
        save: 'create',
        records: [],
        values,
        text,
      });
      open?.({ type: 'success', message: outboxTexts.formKept });
      sendNow.emit();
      return true;
    },
    [open, session, outbox, sendNow],
  );
}

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
