import type { BaseRecord } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

import { CardCheckbox } from '../bulk/CardCheckbox';
import { CardList } from './CardList';
import type { RowKeyProps } from './use-list-keyboard';
import { type ResourceListController, ROW_KEY } from './use-resource-list';

const keyOf = (row: BaseRecord) => String(row[ROW_KEY]);

/** The generic list on a phone: a card per row, with its checkbox when rows can be chosen. */
export function ListCards({
  list,
  label,
  extraColumns,
  rowClassName,
  rowProps,
}: {
  list: ResourceListController;
  label: ReactNode;
  extraColumns?: readonly TableColumnType<BaseRecord>[];
  rowClassName?: (row: BaseRecord) => string;
  /** Each card's part in the list's keyboard (use-list-keyboard.ts). */
  rowProps?: (index: number) => RowKeyProps;
}) {
  const { decl, bulk } = list;
  return (
    <CardList
      decl={decl}
      label={label}
      rows={list.shownRows}
      rowKey={keyOf}
      loading={list.fetching}
      emptyText={list.emptyText}
      showUrlOf={list.detailUrlOf}
      showState={list.listReturn}
      onView={decl.rowDetail ? list.view : undefined}
      onEdit={decl.update ? list.edit : undefined}
      extras={extraColumns}
      rowClassName={rowClassName}
      itemProps={rowProps}
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      onPage={list.setCurrentPage}
      select={
        bulk.rowSelection
          ? (row) => (
              <CardCheckbox decl={decl} row={row} checked={bulk.isChosen(row)} onToggle={bulk.toggle} />
            )
          : undefined
      }
    />
  );
}
