import { useList } from '@refinedev/core';

import { findResource } from '../../resources';
import type { ResourceName } from '../../resources/names';
import type { Period } from './period';

type Row = Record<string, unknown>;

/**
 * The rows of a period-filtered resource (e.g. GET /lytics?startDate&endDate), whole. A failure is
 * shown in place by the screen ("Data tidak ditemukan"), not as a dialog.
 */
export function usePeriodList(
  resource: ResourceName,
  period: Period,
  options: { enabled?: boolean; limit?: number } = {},
) {
  const keys = findResource(resource)?.period ?? { start: 'startDate', end: 'endDate' };
  const { query, result } = useList<Row>({
    resource,
    filters: [
      { field: keys.start, operator: 'eq', value: period.start },
      { field: keys.end, operator: 'eq', value: period.end },
    ],
    pagination: options.limit ? { currentPage: 1, pageSize: options.limit, mode: 'server' } : { mode: 'off' },
    errorNotification: false,
    queryOptions: { enabled: options.enabled ?? true, retry: false },
  });
  return { rows: (result.data ?? []) as Row[], total: result.total, query };
}
