import type { BaseRecord, DataProvider } from '@refinedev/core';
import type { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../../http/errors';
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

/** How the outbox's call of one record goes out. */
export interface CallHow {
  /** No success message of its own (the outbox names its changes in one toast). */
  quiet?: boolean;
  /** The page is going away: the call leaves at once and outlives it. */
  keepalive?: boolean;
  /** The token of the change's author, taken when it was made: sent instead of the session's. */
  token?: string;
  signal?: AbortSignal;
}

function idOf(record: Values | undefined): string | number | undefined {
  const id = record?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/**
 * One record's change as the outbox sends it through the data provider: its `deleteOne` for a
 * delete, its `update` for a bulk edit (the body read first where the update takes the record
 * whole), its `custom` for a named action. `meta` says only what is given here: the outbox's calls
 * never pass through Refine's hooks, which would add the address's parameters to it.
 */
export async function callRecordChange(
  provider: DataProvider,
  resource: string,
  operation: ChangeOperation,
  record: Values | undefined,
  values: Values,
  how: CallHow = {},
): Promise<BaseRecord> {
  const id = idOf(record);
  const meta = {
    quiet: how.quiet === true,
    keepalive: how.keepalive === true,
    token: how.token,
    signal: how.signal,
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
 * A call of the outbox's as a mutation of TanStack's cache with no observer: what follows the
 * person's own changes (use-followed-rows.ts) hears it answered, and nothing re-renders with its
 * every step (a hook's state would, four times a call).
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
