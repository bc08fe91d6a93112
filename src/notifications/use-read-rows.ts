import type { BaseRecord } from '@refinedev/core';
import { useCallback, useMemo } from 'react';

import { toNotification } from '../providers/live/types';
import { useNotificationState } from './context';

/**
 * The rows of a notification list as the shared state knows them: a read mark made anywhere (the
 * bell, this screen, another tab) shows on its row at once. A row's id may be in `_id` or `id`, its
 * read flag a boolean or its text.
 */
export function useReadRows(): (rows: BaseRecord[]) => BaseRecord[] {
  const { items } = useNotificationState();
  const known = useMemo(() => new Map(items.map((item) => [item._id, item])), [items]);
  return useCallback(
    (rows: BaseRecord[]) =>
      rows.map((row) => {
        const item = toNotification(row);
        return { ...row, read: Boolean(item?.read || (item && known.get(item._id)?.read)) };
      }),
    [known],
  );
}
