import { type BaseRecord, type CrudSort, getDefaultSortOrder } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';

import type { FieldDecl } from '../../resources/types';
import { renderValue } from '../render-value';

/** antd's order of a column from Refine's sorters (none: unsorted, not left to the table). */
function sortOrderOf(key: string, sorters: CrudSort[]): 'ascend' | 'descend' | null {
  const order = getDefaultSortOrder(key, sorters);
  return order ? `${order}end` : null;
}

const rightAligned = new Set<FieldDecl['type']>(['money', 'number']);

/** A column whose cells link to the record's detail page. */
export interface TitleLink {
  key: string;
  urlOf: (record: BaseRecord) => string | undefined;
  state?: unknown;
}

/**
 * The table columns of a declaration's list fields, sortable where declared (server-side); the
 * record's title links to its detail page when the resource has one.
 */
export function columnsOf(
  fields: readonly FieldDecl[],
  sorters: CrudSort[],
  titleLink?: TitleLink,
): TableColumnType<BaseRecord>[] {
  return fields
    .filter((field) => field.inList !== false)
    .map((field) => ({
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      align: rightAligned.has(field.type) ? 'right' : undefined,
      // a long text keeps the lines it was written with (a notification, a note)
      className: field.type === 'textarea' ? 'cell-text' : undefined,
      sorter: field.sortable ? true : undefined,
      sortOrder: field.sortable ? sortOrderOf(field.key, sorters) : undefined,
      // a cell follows its record only: choosing rows does not render every cell again
      shouldCellUpdate: (record: BaseRecord, before: BaseRecord) => record !== before,
      render: (value: unknown, record: BaseRecord) => {
        const shown = renderValue(field, value);
        const url = titleLink?.key === field.key ? titleLink.urlOf(record) : undefined;
        return url ? (
          <Link to={url} state={titleLink?.state}>
            {shown}
          </Link>
        ) : (
          shown
        );
      },
    }));
}
