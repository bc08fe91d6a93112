import {
  type BaseRecord,
  type DataProvider,
  type HttpError,
  useDataProvider,
  useInvalidate,
  useNotification,
  useOnError,
} from '@refinedev/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { ApiError, isCancelled, isPassingFailure, isRefused, isUnanswered } from '../../http/errors';
import { isKeptInOutbox } from '../../providers/outbox/kept-error';
import type { OutboxWrite } from '../../providers/outbox/outbox-writes';
import type { OperationDecl, Values } from '../../resources/types';

/** The declared call a change makes: the delete (no `action`), or a named action of the registry. */
export interface ChangeOperation {
  action?: string;
  op: OperationDecl;
  /** Other lists to refresh afterwards (the own one always is). */
  invalidates?: readonly string[];
  /**
   * A change of one field through the resource's `update` (a bulk edit): the body each record is sent
   * with, the record read first where the update takes it whole (engine/common/edit-request.ts).
   */
  edit?: EditChange;
}

/** What a bulk edit's call needs beside the record: its field, and how its body is made. */
export interface EditChange {
  field: string;
  body: (
    provider: DataProvider,
    record: Values,
    values: Values,
    how: { signal?: AbortSignal; token?: string },
  ) => Promise<Values>;
}

/** How one call of a change goes out. */
export interface ChangeHow {
  /** No success message of its own (a bulk run shows one for all, a waiting change one for all). */
  quiet?: boolean;
  /** The page is going away: the call leaves at once and outlives it. */
  keepalive?: boolean;
  /**
   * The token of the change's author, taken when it was made (a waiting change: undo window, bulk
   * run, waiting change): sent instead of the session's current one. None: a plain change, sent now.
   */
  token?: string;
  /**
   * How it may wait in the outbox when it cannot leave now (offline, no answer): the data provider
   * keeps it there, and the call fails with `KeptInOutbox` (no Error dialog: its caller says so).
   */
  outbox?: OutboxWrite;
  /** What its caller says on failure instead of the Error dialog (a bulk run's summary): nothing shown. */
  quietFailure?: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (percent: number) => void;
}

function idOf(record: Values | undefined): string | number | undefined {
  const id = record?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/**
 * One record's change as the data provider makes it, and nothing else: its `deleteOne` for a delete,
 * its `update` for a bulk edit (the body read first where the update takes the record whole), its
 * `custom` for a named action. `meta` carries the author's `token`, `keepalive` and `quiet` exactly as
 * given: nothing from the address leaks into them. What a failure shows is the caller's.
 */
export async function callRecordChange(
  provider: DataProvider,
  resource: string,
  operation: ChangeOperation,
  record: Values | undefined,
  values: Values,
  how: ChangeHow = {},
): Promise<BaseRecord> {
  const id = idOf(record);
  const meta = {
    quiet: how.quiet === true,
    keepalive: how.keepalive === true,
    token: how.token,
    signal: how.signal,
    onUploadProgress: how.onUploadProgress,
    outbox: how.outbox,
  };
  if (operation.edit) {
    if (id === undefined || !record) throw new ApiError('no id', 0);
    const body = await operation.edit.body(provider, record, values, how);
    return (await provider.update({ resource, id, variables: body, meta })).data;
  }
  if (!operation.action) {
    if (id === undefined) throw new ApiError('no id', 0);
    return (await provider.deleteOne({ resource, id, meta })).data;
  }
  return (
    await provider.custom!({
      url: '',
      method: operation.op.method === 'get' ? 'post' : operation.op.method,
      payload: values,
      meta: { ...meta, resource, action: operation.action, id, params: record },
    })
  ).data;
}

/**
 * A change's call as a mutation of TanStack's cache with no observer: what follows the person's own
 * changes (use-followed-rows.ts) hears it answered, and nothing re-renders with its every step (a
 * hook's state would, four times a call).
 */
export function asMutation<T>(
  queryClient: QueryClient,
  resource: string,
  call: () => Promise<T>,
): Promise<T> {
  return queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: ['change', resource], mutationFn: call, networkMode: 'always' })
    .execute(undefined);
}

/** Refine's own words for a failed call with no text of its own (its mutation hooks' fallback). */
function failureTitle(error: HttpError): string {
  return `Error (status code: ${error.statusCode})`;
}

/**
 * The one path of a record change, plain, undoable or part of a bulk run (`callRecordChange`, as a
 * mutation with no observer: `asMutation`), answering as Refine's mutation hooks do: every failure
 * reaches the auth provider's `onError` (a 401 ends the session only when the refused token is the
 * session's own) and the notification provider (the Error dialog with the server's text). A refused
 * author's token opens no dialog (the change is stored), nor does a change the outbox kept;
 * `quietFailure` leaves every failure to the caller. A success says nothing here: the data provider
 * announces the operation's message (unless `quiet`), the caller refreshes the lists.
 */
export function useRecordChange({
  progress = true,
}: {
  /**
   * Counts its calls on their way (`isSending`); false: the app's one shared sender, which nothing
   * reads it of (counted, a 1,000-record run rendered its provider 2,000 times).
   */
  progress?: boolean;
} = {}) {
  const getProvider = useDataProvider();
  const { mutate: checkError } = useOnError();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  // how many of this sender's calls are on their way (what shows a change's progress reads it)
  const [pending, setPending] = useState(0);

  const send = useCallback(
    async (
      resource: string,
      operation: ChangeOperation,
      record: Values | undefined,
      values: Values,
      how: ChangeHow = {},
    ): Promise<BaseRecord> => {
      // a waiting change refused with its author's token, unanswered or failed for a moment is kept and
      // tried again, not shown as a failure; a call the person left ("Batalkan") is no failure either
      const shown = (error: HttpError) =>
        !how.quietFailure &&
        !isCancelled(error) &&
        !isKeptInOutbox(error) &&
        !(how.token !== undefined && (isRefused(error) || isUnanswered(error) || isPassingFailure(error)));
      if (progress) setPending((count) => count + 1);
      try {
        return await asMutation(queryClient, resource, () =>
          callRecordChange(getProvider(), resource, operation, record, values, how),
        );
      } catch (error) {
        const failure = error as HttpError;
        checkError(failure);
        if (shown(failure))
          open?.({ type: 'error', message: failureTitle(failure), description: failure.message });
        throw error;
      } finally {
        if (progress) setPending((count) => count - 1);
      }
    },
    [checkError, getProvider, open, queryClient, progress],
  );

  /** Refetches the lists a change touches: its own resource's and those it declares. */
  const refresh = useCallback(
    (resource: string, operation: ChangeOperation) =>
      Promise.all(
        [resource, ...(operation.invalidates ?? [])].map((target) =>
          invalidate({ resource: target, invalidates: ['resourceAll'] }),
        ),
      ),
    [invalidate],
  );

  return { send, refresh, isSending: pending > 0 };
}
