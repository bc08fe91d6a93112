import {
  type BaseRecord,
  type DataProvider,
  type HttpError,
  useCustomMutation,
  useDataProvider,
  useDelete,
  useInvalidate,
  useUpdate,
} from '@refinedev/core';
import { useCallback } from 'react';

import { ApiError, isCancelled } from '../../http/errors';
import type { OperationDecl, Values } from '../../resources/types';

/** The declared call a change makes: the delete (no `action`), or a named action of the registry. */
export interface ChangeOperation {
  action?: string;
  op: OperationDecl;
  /** Other lists to refresh afterwards (the own one always is). */
  invalidates?: readonly string[];
  /**
   * A change of one field through the resource's `update` (a bulk edit): the body each record is sent
   * with, the record read first where the update takes it whole (components/bulk/edit-request.ts).
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
  /** Unanswered (the network), it waits in the outbox (its caller puts it there): no Error dialog. */
  waitsUnanswered?: boolean;
  /** What its caller says on failure instead of the Error dialog (a bulk run's summary): nothing shown. */
  quietFailure?: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (percent: number) => void;
}

/** The server refused the token the call carried (401): the change was not made. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 401;
}

/** The call got no answer (the network, offline): the change may or may not have been made. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 0;
}

/**
 * The service failed for a moment and made nothing: it timed out (408), asked to wait (429), failed
 * (5xx, a deploy, a proxy) or answered a page that is not JSON where JSON is due. The change is kept
 * and tried again; any other refusal is the server's word on it.
 */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.statusCode;
  if (status === 408 || status === 429 || status >= 500) return true;
  return status >= 200 && status < 300 && (error.body === null || typeof error.body !== 'object');
}

function idOf(record: Values | undefined): string | number | undefined {
  const id = record?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/**
 * The one path of a record change, plain, undoable or part of a bulk run: Refine's `useDelete` for a
 * delete, its `useCustomMutation` for a named action, so every failure reaches the auth provider's
 * `onError` (a 401 ends the session only when the refused token is the session's own) and the
 * notification provider (the Error dialog with the server's text), and every success the data
 * provider's message. `meta` carries the author's `token`, `keepalive` and `quiet` exactly as given:
 * nothing from the address leaks into them. A refused author's token opens no dialog (the change is
 * stored); `quietFailure` leaves every failure to the caller.
 */
export function useRecordChange() {
  // a change never pauses offline to leave later unseen (TanStack's default): it fails at once, and
  // what waits to be sent is the outbox's to keep
  const { mutateAsync: custom, mutation } = useCustomMutation<BaseRecord, HttpError, Values>({
    mutationOptions: { networkMode: 'always' },
  });
  const { mutateAsync: remove, mutation: removal } = useDelete<BaseRecord, HttpError, Values>({
    mutationOptions: { networkMode: 'always' },
  });
  const { mutateAsync: update, mutation: updating } = useUpdate<BaseRecord, HttpError, Values>({
    mutationOptions: { networkMode: 'always' },
  });
  const getProvider = useDataProvider();
  const invalidate = useInvalidate();

  const send = useCallback(
    async (
      resource: string,
      operation: ChangeOperation,
      record: Values | undefined,
      values: Values,
      how: ChangeHow = {},
    ): Promise<BaseRecord> => {
      const id = idOf(record);
      const meta = {
        quiet: how.quiet === true,
        keepalive: how.keepalive === true,
        token: how.token,
        signal: how.signal,
        onUploadProgress: how.onUploadProgress,
      };
      // a waiting change refused with its author's token, unanswered or failed for a moment is kept and
      // tried again, not shown as a failure;
      // a call the person left ("Batalkan") is no failure either
      const errorNotification = how.quietFailure
        ? (false as const)
        : (error?: HttpError) =>
            isCancelled(error) ||
            (how.waitsUnanswered === true && isUnanswered(error)) ||
            (how.token !== undefined && (isRefused(error) || isUnanswered(error) || isPassingFailure(error)))
              ? (false as const)
              : undefined;
      if (operation.edit) {
        if (id === undefined || !record) throw new ApiError('no id', 0);
        // an update that replaces the record reads it now and sends it whole, with the one field changed
        const body = await operation.edit.body(getProvider(), record, values, how);
        const reply = await update({
          resource,
          id,
          values: body,
          mutationMode: 'pessimistic',
          invalidates: [],
          meta,
          successNotification: false,
          errorNotification,
        });
        return reply.data;
      }
      if (!operation.action) {
        if (id === undefined) throw new ApiError('no id', 0);
        const reply = await remove({
          resource,
          id,
          mutationMode: 'pessimistic',
          // the caller refreshes (a bulk run once, after its last call)
          invalidates: [],
          meta,
          successNotification: false,
          errorNotification,
        });
        return reply.data;
      }
      const reply = await custom({
        url: '',
        method: operation.op.method === 'get' ? 'post' : operation.op.method,
        values,
        meta: { ...meta, resource, action: operation.action, id, params: record },
        successNotification: false,
        errorNotification,
      });
      return reply.data;
    },
    [custom, getProvider, remove, update],
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

  return { send, refresh, isSending: mutation.isPending || removal.isPending || updating.isPending };
}
