import {
  type BaseRecord,
  type CrudSort,
  type HttpError,
  useTable,
  type useTableProps,
} from '@refinedev/core';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';

import { offeredPageSize, PAGE_SIZE_OPTIONS } from '../../providers/request-shaping';

type SortOrder = 'ascend' | 'descend' | null;

/** antd's sort order of `field` from Refine's sorters. */
export function sortOrderOf(field: string, sorters: readonly CrudSort[]): SortOrder {
  const sorter = sorters.find((item) => item.field === field);
  if (!sorter) return null;
  return sorter.order === 'desc' ? 'descend' : 'ascend';
}

function toCrudSorters(sorter: SorterResult<BaseRecord> | SorterResult<BaseRecord>[]): CrudSort[] {
  const list = Array.isArray(sorter) ? sorter : [sorter];
  return list.flatMap((item) => {
    const field = item.columnKey ?? item.field;
    if (!item.order || field === undefined) return [];
    return [{ field: String(field), order: item.order === 'descend' ? 'desc' : 'asc' } satisfies CrudSort];
  });
}

/**
 * Refine core's `useTable` shaped for antd's `<Table>` (what @refinedev/antd's hook does, without
 * pulling its barrel, which drags react-markdown into the bundle).
 */
export function useAntdTable(props: useTableProps<BaseRecord, HttpError, BaseRecord>) {
  const table = useTable<BaseRecord, HttpError, BaseRecord>(props);
  const { tableQuery, currentPage, pageSize, setCurrentPage, setPageSize, setSorters, result } = table;
  const pagination: TablePaginationConfig = {
    current: currentPage,
    // what the data provider asks for: a size typed into the URL is brought back to an offered one
    pageSize: offeredPageSize(pageSize),
    total: result.total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
  };
  const onChange: TableProps<BaseRecord>['onChange'] = (next, _filters, sorter) => {
    setSorters(toCrudSorters(sorter as SorterResult<BaseRecord>));
    if (next.pageSize && next.pageSize !== pageSize) {
      setPageSize(next.pageSize);
      setCurrentPage(1);
    } else if (next.current) {
      setCurrentPage(next.current);
    }
  };
  const tableProps: TableProps<BaseRecord> = {
    dataSource: result.data,
    loading: tableQuery.isFetching,
    pagination,
    onChange,
  };
  return { ...table, tableProps };
}
