import type { HttpError } from '@refinedev/core';
import { useDataProvider, useInvalidate, useNotification, useOnError } from '@refinedev/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';

import { authorNow, SessionContext } from '../../components/session-context';
import { isPassingFailure, isRefused, isUnanswered } from '../../http/errors';
import type { OutboxSender } from '../../providers/outbox';
import { readFresh } from '../../providers/read-fresh';
import { findResource } from '../../resources';
import { failureNotice } from '../common/failure-notice';
import { operationByKey } from '../common/operations';
import { editVerdictOf } from './form-change';
import { useAppOutbox } from './outbox-context';
import { verdictOf } from './outbox-rules';

/**
 * The outbox's one sender (providers/outbox/outbox-sender.ts), given the screens' rules: how a record
 * change is declared, a record read again and judged as the conflict rules say, the lists read
 * again. The sender makes every call itself, through the data provider. The same sender for every
 * caller of the page.
 */
export function useOutboxSender(): OutboxSender {
  const appOutbox = useAppOutbox();
  const session = useContext(SessionContext);
  const getProvider = useDataProvider();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const { mutate: checkError } = useOnError();
  const { open } = useNotification();
  return useMemo(() => {
    const refresh = (resources: readonly string[]) =>
      Promise.all(resources.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
    return appOutbox.sender({
      provider: () => getProvider(),
      queryClient,
      findResource,
      author: () => authorNow(session),
      isOnline: () => onlineManager.isOnline(),
      onFailure: (error, own) => {
        const failure = error as HttpError;
        // a 401 ends the session only when the refused token is the session's own (the auth provider)
        checkError(failure);
        // a change this page made speaks as one made now: a refusal by the server opens the Error
        // dialog; a refused author's token, no answer or a passing failure is kept and tried again
        const notice = own && !isRefused(error) && !isUnanswered(error) && !isPassingFailure(error);
        const shown = notice ? failureNotice(failure) : false;
        if (shown) open?.(shown);
      },
      rules: {
        operationOf: operationByKey,
        refresh: (decl, operation) => refresh([decl.name, ...(operation.invalidates ?? [])]),
        recordVerdict: async (decl, operation, record) =>
          verdictOf(operation, record, await readFresh(getProvider(), decl, record), decl.fields ?? []),
        editVerdict: async (decl, base, body) =>
          editVerdictOf(decl, base, body, await readFresh(getProvider(), decl, base)),
        saved: (decl) => void refresh([decl.name]),
      },
    });
  }, [appOutbox, session, getProvider, queryClient, invalidate, checkError, open]);
}
