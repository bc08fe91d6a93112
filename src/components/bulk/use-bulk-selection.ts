import type { BaseRecord } from '@refinedev/core';
import type { CheckboxProps, TableProps } from 'antd';
import {
  type AriaAttributes,
  createElement,
  type Key,
  startTransition,
  useCallback,
  useMemo,
  useState,
} from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { useOfferedActions } from '../actions/action-access';
import { recordTitle } from '../actions/record-title';
import { HeaderCheckbox } from './HeaderCheckbox';
import { bulkOperationsOf } from './operations';

type RowSelection = NonNullable<TableProps<BaseRecord>['rowSelection']>;

/**
 * The rows chosen for a bulk operation, by key: kept across pages and sorts (the records chosen on
 * another page are remembered as they were shown). No selection column without a bulk operation.
 */
export function useBulkSelection(decl: ResourceDecl, rowKey: string) {
  const offered = useOfferedActions(decl, 'row')
    .map(([name]) => name)
    .join(',');
  const operations = useMemo(
    () => bulkOperationsOf(decl, offered ? offered.split(',') : []),
    [decl, offered],
  );
  const [chosen, setChosen] = useState<ReadonlyMap<Key, BaseRecord>>(new Map());
  const clear = useCallback(() => setChosen(new Map()), []);

  const rowSelection: RowSelection | undefined =
    operations.length === 0
      ? undefined
      : {
          selectedRowKeys: [...chosen.keys()],
          preserveSelectedRowKeys: true,
          onChange: (keys, rows, { type }) => {
            const choose = () =>
              setChosen((before) => {
                const shown = new Map(rows.filter(Boolean).map((row) => [row[rowKey] as Key, row]));
                return new Map(
                  keys.flatMap((key) => {
                    const row = shown.get(key) ?? before.get(key);
                    return row ? [[key, row] as const] : [];
                  }),
                );
              });
            // one row's checkbox answers at once; choosing a whole page re-renders every row's checkbox,
            // which React then does in slices (a transition) instead of one long task
            if (type === 'single') choose();
            else startTransition(choose);
          },
          // antd hands the rest of these props to the checkbox input: its accessible name
          getCheckboxProps: (row) => {
            const props: CheckboxProps & AriaAttributes = {
              'aria-label': fill(bulkTexts.selectRow, { title: recordTitle(decl, row) }),
            };
            return props;
          },
          getTitleCheckboxProps: () => ({ 'aria-label': bulkTexts.selectPage }),
          columnTitle: (checkbox) => createElement(HeaderCheckbox, null, checkbox),
        };

  /** Chooses or drops one record (a card's checkbox on a phone). */
  const toggle = useCallback(
    (row: BaseRecord) =>
      setChosen((before) => {
        const next = new Map(before);
        const key = row[rowKey] as Key;
        if (next.has(key)) next.delete(key);
        else next.set(key, row);
        return next;
      }),
    [rowKey],
  );
  const isChosen = useCallback((row: BaseRecord) => chosen.has(row[rowKey] as Key), [chosen, rowKey]);

  return { operations, rowSelection, selected: [...chosen.values()], clear, toggle, isChosen };
}
