import type { DataProvider, MetaQuery } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';

import type { ChangeOperation } from '../../../src/providers/outbox/record-call';
import type { ResourceDecl, Values } from '../../../src/resources/types';

/** What the outbox's sender handed the data provider for one call. */
export interface ProviderCall {
  /** The record's change: the id (a delete) or the record (an action); a save's body. */
  record: Values;
  meta: MetaQuery;
}

/**
 * A data provider for the outbox's sender: each record's change (`deleteOne`, a named action's
 * `custom`) and each save (`create`, `update`) is handed to `change` / `save`; an upload to `upload`.
 */
export function outboxProvider({
  change = () => Promise.resolve(),
  save = () => Promise.resolve(),
  upload = () => Promise.resolve({ data: { url: 'https://cdn/1.jpg' } }),
}: {
  change?: (call: ProviderCall) => Promise<unknown>;
  save?: (call: ProviderCall) => Promise<unknown>;
  upload?: () => Promise<unknown>;
}): DataProvider {
  const answered = (promise: Promise<unknown>, id?: unknown) => promise.then(() => ({ data: { id } }));
  return {
    deleteOne: ({ id, meta }: { id: unknown; meta?: MetaQuery }) =>
      answered(change({ record: { id }, meta: meta ?? {} }), id),
    custom: ({ meta }: { meta?: MetaQuery }) =>
      meta?.resource === 'uploads'
        ? upload()
        : answered(change({ record: (meta?.params ?? {}) as Values, meta: meta ?? {} }), meta?.id),
    create: ({ variables, meta }: { variables: unknown; meta?: MetaQuery }) =>
      answered(save({ record: variables as Values, meta: meta ?? {} })),
    update: ({ id, variables, meta }: { id: unknown; variables: unknown; meta?: MetaQuery }) =>
      answered(save({ record: variables as Values, meta: meta ?? {} }), id),
  } as unknown as DataProvider;
}

/** A record change of the outbox by its key: the delete, or a named action (sent with a PUT). */
export function changeOperation(_decl: ResourceDecl, key: string): ChangeOperation {
  return key === 'delete'
    ? { op: { method: 'delete', path: '/x/{id}', success: { kind: 'http', status: 200 } } }
    : { action: key, op: { method: 'put', path: '/x/{id}', success: { kind: 'http', status: 200 } } };
}

/** The query cache the sender's calls are mutations of. */
export const senderQueryClient = () => new QueryClient();
