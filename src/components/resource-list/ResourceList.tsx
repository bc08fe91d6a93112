import { PlusOutlined } from '@ant-design/icons';
import { type BaseRecord, useNavigation } from '@refinedev/core';
import { Button, Card, Empty, Space, Table, type TableColumnType } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

import { fill, ui } from '../../locales/ui';
import { offeredPageSize } from '../../providers/request-shaping';
import { hasShow, showKeyOf } from '../../resources';
import type { ResourceDecl } from '../../resources/types';
import { RecordActions, ToolbarActions, useRowButtonCount } from '../actions/RecordActions';
import { ExportButton } from '../export/ExportButton';
import { actionColumnWidth, STICKY_HEADER, tableScrollWidth } from '../field-layout';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { columnsOf, type TitleLink } from './columns';
import { FilterBar } from './FilterBar';
import {
  cascadeOf,
  defaultFilters,
  filterValue,
  hasValue,
  isFiltered,
  requiredFilterKeys,
  toFilters,
} from './list-filters';
import { useAntdTable } from './use-antd-table';
import { useCreateFromUrl } from './use-create-param';

import './resource-list.css';

const ResourceFormModal = lazy(() => import('../resource-form/ResourceFormModal'));
const RowDetailDrawer = lazy(() => import('../record-view/RowDetailDrawer'));

type Editing = { mode: 'create' } | { mode: 'edit'; record: BaseRecord } | null;

const ROW_KEY = '__rowKey';

/** The page the list shows, for a panel that sums it up. */
export interface ListView {
  rows: readonly BaseRecord[];
  /** Records of the whole list (the backend's count), when known. */
  total: number | undefined;
  pageSize: number;
}

/** What a screen built on the generic list may add to it. */
export interface ResourceListSlots {
  /** Columns after the declared fields, before the actions. */
  extraColumns?: TableColumnType<BaseRecord>[];
  /** Controls in the header, before the toolbar actions. */
  headerExtra?: ReactNode;
  /** A panel between the filters and the table (e.g. a form, or a summary of the shown page). */
  panel?: ReactNode | ((view: ListView) => ReactNode);
  /** Replaces the page title (default: the declaration's label). */
  title?: ReactNode;
  /** The rows as shown, from the rows as fetched (e.g. overlaid with a state shared with the bell). */
  showRows?: (rows: BaseRecord[]) => BaseRecord[];
  /** A class of a row (e.g. unread ones stand out). */
  rowClassName?: (row: BaseRecord) => string;
}

/** Passed to a detail page so its "back" link returns to the list with its filters. */
export interface ListReturn {
  listSearch: string;
}

/**
 * The generic list of a declaration: antd Table through `useTable`, with server-side pagination,
 * sorting and filters kept in the URL; create, edit, delete, the detail page and the registry's
 * named actions where the declaration offers them.
 */
export default function ResourceList({
  decl,
  extraColumns = [],
  headerExtra,
  panel,
  title,
  showRows,
  rowClassName,
}: { decl: ResourceDecl } & ResourceListSlots) {
  const { showUrl } = useNavigation();
  const location = useLocation();
  const fields = useMemo(() => decl.fields ?? [], [decl]);
  const initial = useMemo(() => defaultFilters(decl), [decl]);
  const required = useMemo(() => requiredFilterKeys(decl), [decl]);
  const [ready, setReady] = useState(required.length === 0);
  const [editing, setEditing] = useState<Editing>(null);
  useCreateFromUrl(Boolean(decl.create), () => setEditing({ mode: 'create' }));
  const [viewing, setViewing] = useState<BaseRecord | null>(null);

  const { tableProps, filters, setFilters, sorters, tableQuery, setCurrentPage, result, pageSize } =
    useAntdTable({
      resource: decl.name,
      syncWithLocation: true,
      pagination: { pageSize: decl.pageSize ?? 10 },
      filters: { initial },
      sorters: { mode: 'server' },
      // the list waits for the filters its call cannot go without (parent, period, path values)
      queryOptions: { enabled: ready },
    });

  useEffect(() => {
    const missing = initial.filter((filter) => !hasValue(filterValue(filters, filter.field)));
    if (missing.length > 0) setFilters(missing, 'merge');
    setReady(required.every((key) => hasValue(filterValue(filters, key))));
  }, [filters, initial, required, setFilters]);

  const changeFilters = useCallback(
    (changes: Record<string, unknown>) => {
      setFilters(toFilters(changes), 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  const resetFilters = () => {
    const kept = cascadeOf(decl).map((level) => ({ [level.param]: filterValue(filters, level.param) }));
    setFilters([...initial, ...toFilters(Object.assign({}, ...kept))], 'replace');
    setCurrentPage(1);
  };

  const detailUrlOf = (record: BaseRecord): string | undefined => {
    const key = record[showKeyOf(decl)];
    return hasShow(decl) && (typeof key === 'string' || typeof key === 'number')
      ? showUrl(decl.name, key)
      : undefined;
  };
  const listReturn: ListReturn = { listSearch: location.search };
  const titleLink: TitleLink | undefined = hasShow(decl)
    ? {
        key: decl.titleKey ?? fields.find((field) => field.inList !== false)?.key ?? '',
        urlOf: detailUrlOf,
        state: listReturn,
      }
    : undefined;
  const columns: TableColumnType<BaseRecord>[] = [
    ...columnsOf(fields, sorters, titleLink, decl.titleKey ?? titleLink?.key),
    ...extraColumns,
  ];
  const rowActions = Object.values(decl.actions ?? {}).some((action) => action.ui?.placement.includes('row'));
  const rowButtons = useRowButtonCount(decl, {
    show: hasShow(decl),
    view: Boolean(decl.rowDetail),
    edit: Boolean(decl.update),
  });
  if (decl.update || decl.delete || rowActions || hasShow(decl) || decl.rowDetail) {
    columns.push({
      key: 'actions',
      title: ui.list.actions,
      fixed: 'right',
      width: actionColumnWidth(rowButtons),
      render: (_: unknown, record: BaseRecord) => (
        <RecordActions
          decl={decl}
          record={record}
          placement="row"
          showUrl={detailUrlOf(record)}
          onView={decl.rowDetail ? () => setViewing(record) : undefined}
          onEdit={decl.update ? () => setEditing({ mode: 'edit', record }) : undefined}
        />
      ),
    });
  }

  const rows = useMemo(() => {
    const fetched = [...(tableProps.dataSource ?? [])];
    return (showRows ? showRows(fetched) : fetched).map((row, index) => ({
      ...row,
      [ROW_KEY]: String(row.id ?? `row-${index}`),
    }));
  }, [tableProps.dataSource, showRows]);
  // an open row detail follows its row when the list is refetched (the row stays as last seen if a
  // filter drops it)
  const viewedRow = viewing ? rows.find((row) => row.id === viewing.id) : undefined;
  useEffect(() => {
    if (viewedRow) setViewing(viewedRow);
  }, [viewedRow]);
  const parent = decl.parent;
  const waitingForParent = parent && !hasValue(filterValue(filters, parent.param));
  const emptyText = waitingForParent
    ? fill(ui.list.chooseParentFirst, { label: parent.label })
    : isFiltered(decl, filters)
      ? ui.list.emptyFiltered
      : ui.list.empty;
  const error = tableQuery.error;
  const total = result.total;

  return (
    <Card className="resource-list" variant="borderless">
      <PageHeader
        title={title ?? decl.label}
        subtitle={
          typeof total === 'number' ? fill(ui.list.total, { total: total.toLocaleString('id-ID') }) : '\u00a0'
        }
        extra={
          <Space wrap>
            {headerExtra}
            {decl.list && <ExportButton decl={decl} filters={filters} sorters={sorters} />}
            <ToolbarActions decl={decl} />
            {decl.create && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
                {ui.list.create}
              </Button>
            )}
          </Space>
        }
      />
      <FilterBar
        decl={decl}
        filters={filters}
        onChange={changeFilters}
        onReset={resetFilters}
        onRefresh={() => void tableQuery.refetch()}
        refreshing={tableQuery.isFetching}
      />
      {typeof panel === 'function' ? panel({ rows, total, pageSize: offeredPageSize(pageSize) }) : panel}
      {error && (
        <LoadError error={error} onRetry={() => void tableQuery.refetch()} className="resource-list-error" />
      )}
      <Table<BaseRecord>
        {...tableProps}
        dataSource={error ? [] : rows}
        rowKey={ROW_KEY}
        rowClassName={rowClassName}
        columns={columns}
        size="middle"
        tableLayout="auto"
        sticky={STICKY_HEADER}
        scroll={{ x: tableScrollWidth(columns.map((column) => column.width)) }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
      {viewing && (
        <Suspense fallback={null}>
          <RowDetailDrawer
            decl={decl}
            // the row as the list has it now (an action refreshed it), else as it was last seen
            record={viewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ResourceFormModal
            decl={decl}
            record={editing.mode === 'edit' ? editing.record : undefined}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
