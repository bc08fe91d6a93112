import { useDataProvider, useInvalidate } from '@refinedev/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import type { OutboxSender } from '../../providers/outbox';
import { findResource } from '../../resources';
import { operationByKey } from '../common/operations';
import { readFresh } from '../common/read-fresh';
import { useSharedRecordChange } from '../common/record-change-context';
import { asMutation } from '../common/use-record-change';
import { editVerdictOf } from './form-change';
import { useAppOutbox } from './outbox-context';
import { verdictOf } from './outbox-rules';

/**
 * The outbox's one sender (providers/outbox/outbox-sender.ts), given the screens' rules: a record
 * change made through the one path of a record change, a record read again and judged as the conflict
 * rules say, a save made as a TanStack mutation. The same sender for every caller of the page.
 */
export function useOutboxSender(): OutboxSender {
  const appOutbox = useAppOutbox();
  const session = useContext(SessionContext);
  const getProvider = useDataProvider();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const { send, refresh } = useSharedRecordChange();
  return useMemo(
    () =>
      appOutbox.sender({
        provider: () => getProvider(),
        findResource,
        author: () => authorNow(session),
        isOnline: () => onlineManager.isOnline(),
        rules: {
          operationOf: operationByKey,
          // (a change of the outbox's own is quiet: one toast names them all, the failed ones too)
          sendRecord: (decl, operation, record, values, { token, keepalive, quiet, signal }) =>
            send(decl.name, operation, record, values, {
              quiet,
              quietFailure: quiet,
              keepalive,
              token,
              signal,
            }),
          refresh: (decl, operation) => refresh(decl.name, operation),
          recordVerdict: async (decl, operation, record) =>
            verdictOf(operation, record, await readFresh(getProvider(), decl, record), decl.fields ?? []),
          editVerdict: async (decl, base, body) =>
            editVerdictOf(decl, base, body, await readFresh(getProvider(), decl, base)),
          save: (decl, change, body, token) => {
            const meta = { quiet: true, token };
            const base = change.records[0];
            return asMutation(queryClient, decl.name, () =>
              change.save === 'edit' && base?.id !== undefined
                ? getProvider().update({ resource: decl.name, id: base.id as string, variables: body, meta })
                : getProvider().create({ resource: decl.name, variables: body, meta }),
            );
          },
          saved: (decl) => void invalidate({ resource: decl.name, invalidates: ['resourceAll'] }),
        },
      }),
    [appOutbox, session, getProvider, queryClient, invalidate, send, refresh],
  );
}
