import type { BaseRecord } from '@refinedev/core';
import { Empty, Spin, Table, type TableProps } from 'antd';
import { createContext, type HTMLAttributes, memo, type ReactNode, useContext } from 'react';

import { STICKY_HEADER, tableScrollWidth } from '../../components/field-layout';
import { UPDATED_ROW } from './FollowNotice';
import type { RowKeyProps } from './use-list-keyboard';
import { ROW_KEY } from './use-resource-list';

type Props = TableProps<BaseRecord>;

/** The rows the server just changed, by key: they stand out for a moment (follow.css). */
const UpdatedRows = createContext<ReadonlySet<string>>(new Set());

/** A table row, marked while the server's change to it stands out: only the rows draw again for it. */
function BodyRow({
  className,
  ...props
}: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: unknown }) {
  const updated = useContext(UpdatedRows).has(String(props['data-row-key']));
  return <tr {...props} className={updated ? `${className ?? ''} ${UPDATED_ROW}` : className} />;
}

const ROWS_AS = { body: { row: BodyRow } };

type RowsProps = {
  rows: BaseRecord[];
  columns: NonNullable<Props['columns']>;
  size: Props['size'];
  pagination: Props['pagination'];
  onChange: Props['onChange'];
  rowSelection: Props['rowSelection'];
  /** What the table says with no rows. */
  emptyText: ReactNode;
  rowClassName?: (row: BaseRecord) => string;
  /** Each row's part in the list's keyboard (use-list-keyboard.ts). */
  rowProps?: (index: number) => RowKeyProps;
};

/**
 * The generic list as a table: the user's arranged columns, server-side paging and sorting. Drawn
 * again only when one of its props changes: antd's table then draws every cell again, so the list
 * around it (a dialog opened, a pending change elsewhere, a notice) leaves its rows alone. A load
 * on its way spins over it (the table's own `loading` would draw every cell as it starts and ends).
 */
export const ListTable = memo(function ListTable({
  loading,
  updated,
  ...rows
}: RowsProps & {
  loading: boolean;
  /** The keys of the rows the server just changed. */
  updated: ReadonlySet<string>;
}) {
  return (
    <Spin spinning={loading} wrapperClassName="list-table">
      <UpdatedRows.Provider value={updated}>
        <RowsTable {...rows} />
      </UpdatedRows.Provider>
    </Spin>
  );
});

const RowsTable = memo(function RowsTable({
  rows,
  columns,
  size,
  pagination,
  onChange,
  rowSelection,
  emptyText,
  rowClassName,
  rowProps,
}: RowsProps) {
  return (
    <Table<BaseRecord>
      pagination={pagination}
      onChange={onChange}
      dataSource={rows}
      rowKey={ROW_KEY}
      rowSelection={rowSelection}
      rowClassName={rowClassName}
      components={ROWS_AS}
      onRow={rowProps && ((_, index) => rowProps(index ?? 0))}
      columns={columns}
      size={size}
      tableLayout="auto"
      sticky={STICKY_HEADER}
      scroll={{ x: tableScrollWidth(columns.map((column) => column.width ?? column.minWidth)) }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
});
