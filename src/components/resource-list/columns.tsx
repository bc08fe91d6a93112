import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { FieldDecl } from '../../resources/types';
import { renderValue } from '../render-value';
import { sortOrderOf } from './use-antd-table';

const rightAligned = new Set<FieldDecl['type']>(['money', 'number']);

/** The table columns of a declaration's list fields, sortable where declared (server-side). */
export function columnsOf(fields: readonly FieldDecl[], sorters: CrudSort[]): TableColumnType<BaseRecord>[] {
  return fields
    .filter((field) => field.inList !== false)
    .map((field) => ({
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      align: rightAligned.has(field.type) ? 'right' : undefined,
      sorter: field.sortable ? true : undefined,
      sortOrder: field.sortable ? sortOrderOf(field.key, sorters) : undefined,
      render: (value: unknown) => renderValue(field, value),
    }));
}
