import { type DataProvider, useDataProvider, useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';

import type { ResourceDecl, Values } from '../../resources/types';
import type { RecordOperation } from './operations';

/** How one call of an operation goes out. */
export interface CallHow {
  /** No success message of its own (a bulk run shows one for all). */
  quiet?: boolean;
  /** The page is going away: the call leaves at once and outlives it. */
  keepalive?: boolean;
  /** The token of the change's author, taken when it was made (sent instead of the current one). */
  token?: string;
}

function idOf(record: Values): string | number | undefined {
  const id = record.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/** Sends the declared call of an operation for one record of `resource` through `provider`. */
export async function callOperation(
  provider: DataProvider,
  resource: string,
  operation: RecordOperation,
  record: Values,
  values: Values,
  how: CallHow = {},
) {
  const id = idOf(record);
  const meta = { quiet: how.quiet, keepalive: how.keepalive, token: how.token };
  if (!operation.action) {
    if (id === undefined) throw new Error('no id');
    return provider.deleteOne({ resource, id, meta });
  }
  if (!provider.custom) throw new Error('no custom');
  return provider.custom({
    url: '',
    method: operation.op.method === 'get' ? 'post' : operation.op.method,
    payload: values,
    meta: { ...meta, resource, action: operation.action, id, params: record },
  });
}

/**
 * Sends the declared call of an operation for one record, straight through the data provider (its
 * success rule judged, its message announced unless `quiet`); `refresh` refetches the lists it
 * changes. A failure rejects with the server's text and opens no dialog: the caller says it.
 */
export function useOperationCall(decl: ResourceDecl) {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();

  const call = useCallback(
    (operation: RecordOperation, record: Values, values: Values, how: CallHow = {}) =>
      callOperation(dataProvider(), decl.name, operation, record, values, how),
    [dataProvider, decl.name],
  );

  const refresh = useCallback(
    (operation: RecordOperation) =>
      Promise.all(
        [decl.name, ...operation.invalidates].map((resource) =>
          invalidate({ resource, invalidates: ['resourceAll'] }),
        ),
      ),
    [decl.name, invalidate],
  );

  return { call, refresh };
}
