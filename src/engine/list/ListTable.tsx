import type { BaseRecord } from '@refinedev/core';
import { Empty, Table } from 'antd';

import { STICKY_HEADER, tableScrollWidth } from '../../components/field-layout';
import type { RowKeyProps } from './use-list-keyboard';
import { type ResourceListController, ROW_KEY } from './use-resource-list';

/** The generic list as a table: the user's arranged columns, server-side paging and sorting. */
export function ListTable({
  list,
  rowClassName,
  rowProps,
}: {
  list: ResourceListController;
  rowClassName?: (row: BaseRecord) => string;
  /** Each row's part in the list's keyboard (use-list-keyboard.ts). */
  rowProps?: (index: number) => RowKeyProps;
}) {
  const { arranged } = list;
  return (
    <Table<BaseRecord>
      {...list.tableProps}
      pagination={list.pagination}
      onChange={list.onTableChange}
      loading={list.fetching}
      dataSource={list.shownRows}
      rowKey={ROW_KEY}
      rowSelection={list.bulk.rowSelection}
      rowClassName={rowClassName}
      onRow={rowProps && ((_, index) => rowProps(index ?? 0))}
      columns={arranged.columns}
      size={arranged.size}
      tableLayout="auto"
      sticky={STICKY_HEADER}
      scroll={{ x: tableScrollWidth(arranged.columns.map((column) => column.width ?? column.minWidth)) }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.emptyText} /> }}
    />
  );
}
