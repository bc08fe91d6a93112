import { useDataProvider, useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';

import type { ResourceDecl, Values } from '../../resources/types';
import type { RecordOperation } from './operations';

/** How one call of an operation goes out. */
export interface CallHow {
  /** No success message of its own (a bulk run shows one for all). */
  quiet?: boolean;
  /** The page is going away: the call leaves at once and outlives it. */
  keepalive?: boolean;
}

function idOf(record: Values): string | number | undefined {
  const id = record.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
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
    async (operation: RecordOperation, record: Values, values: Values, how: CallHow = {}) => {
      const provider = dataProvider();
      const id = idOf(record);
      const meta = { quiet: how.quiet, keepalive: how.keepalive };
      if (!operation.action) {
        if (id === undefined) throw new Error('no id');
        return provider.deleteOne({ resource: decl.name, id, meta });
      }
      if (!provider.custom) throw new Error('no custom');
      return provider.custom({
        url: '',
        method: operation.op.method === 'get' ? 'post' : operation.op.method,
        payload: values,
        meta: { ...meta, resource: decl.name, action: operation.action, id, params: record },
      });
    },
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
