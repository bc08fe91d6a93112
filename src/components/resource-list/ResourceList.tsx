import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { type BaseRecord, type HttpError, useNavigation } from '@refinedev/core';
import { Button, Empty, Space, Table, type TableColumnType } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

import { fill, ui } from '../../locales/ui';
import { offeredPageSize, PAGE_SIZE_OPTIONS } from '../../providers/request-shaping';
import { hasShow, showKeyOf } from '../../resources';
import type { ResourceDecl } from '../../resources/types';
import { RecordActions, ToolbarActions, useRowButtonCount } from '../actions/RecordActions';
import { BulkBar } from '../bulk/BulkBar';
import { CardCheckbox } from '../bulk/CardCheckbox';
import { useBulkSelection } from '../bulk/use-bulk-selection';
import { DialogLoading } from '../DialogLoading';
import { ExportButton } from '../export/ExportButton';
import { actionColumnWidth, STICKY_HEADER, tableScrollWidth } from '../field-layout';
import { ColumnsControl } from '../list-preferences/ColumnsControl';
import { SavedViewsBar } from '../list-preferences/SavedViewsBar';
import { useArrangedTable } from '../list-preferences/use-list-preferences';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { withLooks } from '../undo/undo-queue';
import { usePendingLooks } from '../undo/use-pending-looks';
import { useIsPhone } from '../use-is-phone';
import { CardList } from './CardList';
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
import { namedPageItems } from './page-item-names';
import { PhoneFilterBar } from './PhoneFilterBar';
import { useCreateFromUrl } from './use-create-param';

import './resource-list.css';

// the form (with its date, number and upload inputs) and the row detail come when first opened, or
// ahead when the pointer or the focus is on the button that opens them
const loadForm = () => import('../resource-form/ResourceFormModal');
const loadDetail = () => import('../record-view/RowDetailDrawer');
const ResourceFormModal = lazy(loadForm);
const RowDetailDrawer = lazy(loadDetail);
const preloadForm = () => void loadForm();

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

const NO_COLUMNS: TableColumnType<BaseRecord>[] = [];

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
  extraColumns = NO_COLUMNS,
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
  // under 576 px the rows become cards and the filters (but the search) go into a drawer
  const phone = useIsPhone();

  const {
    tableProps,
    filters,
    setFilters,
    sorters,
    setSorters,
    tableQuery,
    setCurrentPage,
    result,
    pageSize,
    setPageSize,
  } = useTable<BaseRecord, HttpError>({
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
      // decided with the change, so no call goes out with a filter it cannot go without just cleared
      // (a new province clears the district a village list needs)
      const after = (key: string) => (key in changes ? changes[key] : filterValue(filters, key));
      setReady(required.every((key) => hasValue(after(key))));
      setFilters(toFilters(changes), 'merge');
      setCurrentPage(1);
    },
    [filters, required, setFilters, setCurrentPage],
  );
  const resetFilters = () => {
    const kept = cascadeOf(decl).map((level) => ({ [level.param]: filterValue(filters, level.param) }));
    setFilters([...initial, ...toFilters(Object.assign({}, ...kept))], 'replace');
    setCurrentPage(1);
  };

  // the routes are fixed: the first `showUrl` serves for good (a new one comes with every render,
  // and the columns below must stay the same while only the selection changes)
  const [urlOfShow] = useState(() => showUrl);
  const detailUrlOf = useCallback(
    (record: BaseRecord): string | undefined => {
      const key = record[showKeyOf(decl)];
      return hasShow(decl) && (typeof key === 'string' || typeof key === 'number')
        ? urlOfShow(decl.name, key)
        : undefined;
    },
    [decl, urlOfShow],
  );
  const listSearch = location.search;
  const listReturn: ListReturn = useMemo(() => ({ listSearch }), [listSearch]);
  const rowActions = Object.values(decl.actions ?? {}).some((action) => action.ui?.placement.includes('row'));
  const rowButtons = useRowButtonCount(decl, {
    show: hasShow(decl),
    view: Boolean(decl.rowDetail),
    edit: Boolean(decl.update),
  });
  // the same columns until what they show changes: choosing rows then re-renders no row's cells, and
  // antd keeps its page data
  const columns = useMemo(() => {
    const titleLink: TitleLink | undefined = hasShow(decl)
      ? {
          key: decl.titleKey ?? fields.find((field) => field.inList !== false)?.key ?? '',
          urlOf: detailUrlOf,
          state: listReturn,
        }
      : undefined;
    const all: TableColumnType<BaseRecord>[] = [
      ...columnsOf(fields, sorters, titleLink, decl.titleKey ?? titleLink?.key),
      ...extraColumns,
    ];
    if (decl.update || decl.delete || rowActions || hasShow(decl) || decl.rowDetail) {
      all.push({
        key: 'actions',
        title: ui.list.actions,
        fixed: 'right',
        // a row's actions follow its record only: choosing rows does not render every row's menus again
        shouldCellUpdate: (record, before) => record !== before,
        width: actionColumnWidth(rowButtons),
        render: (_: unknown, record: BaseRecord) => (
          <RecordActions
            decl={decl}
            record={record}
            placement="row"
            showUrl={detailUrlOf(record)}
            onView={decl.rowDetail ? () => setViewing(record) : undefined}
            onEdit={decl.update ? () => setEditing({ mode: 'edit', record }) : undefined}
            onEditIntent={preloadForm}
          />
        ),
      });
    }
    return all;
  }, [decl, detailUrlOf, extraColumns, fields, listReturn, rowActions, rowButtons, sorters]);

  // a change waiting out its undo window (or being sent) shows at once
  const looks = usePendingLooks(decl.name);
  const bulk = useBulkSelection(decl, ROW_KEY);
  // the signed-in user's columns, density and page size for this list
  const arranged = useArrangedTable(decl, columns, setPageSize);

  const rows = useMemo(() => {
    const fetched = withLooks(tableProps.dataSource ?? [], looks, (row) => row.id);
    return (showRows ? showRows(fetched) : fetched).map((row, index) => ({
      ...row,
      [ROW_KEY]: String(row.id ?? `row-${index}`),
    }));
  }, [tableProps.dataSource, showRows, looks]);
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
  // what the data provider asks for: a size typed into the URL is brought back to an offered one
  const shownPageSize = offeredPageSize(pageSize);
  const pagination = tableProps.pagination && {
    ...tableProps.pagination,
    itemRender: namedPageItems(tableProps.pagination.itemRender),
    pageSize: shownPageSize,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
  };
  // a new page size starts again at the first page
  const onTableChange: typeof tableProps.onChange = (next, tableFilters, sorter, extra) => {
    if (next.pageSize !== undefined && next.pageSize !== shownPageSize)
      arranged.rememberPageSize(next.pageSize);
    tableProps.onChange?.(
      next.pageSize !== undefined && next.pageSize !== shownPageSize ? { ...next, current: 1 } : next,
      tableFilters,
      sorter,
      extra,
    );
  };

  const Filters = phone ? PhoneFilterBar : FilterBar;

  return (
    // a plain surface rather than antd's Card, which brings its tabs along (resource-list.css)
    <div className="resource-list list-surface">
      <PageHeader
        title={title ?? decl.label}
        subtitle={
          typeof total === 'number' ? fill(ui.list.total, { total: total.toLocaleString('id-ID') }) : '\u00a0'
        }
        extra={
          <Space wrap>
            {headerExtra}
            <ColumnsControl decl={decl} columns={columns} />
            {decl.list && <ExportButton decl={decl} filters={filters} sorters={sorters} />}
            <ToolbarActions decl={decl} />
            {decl.create && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setEditing({ mode: 'create' })}
                onMouseEnter={preloadForm}
                onFocus={preloadForm}
              >
                {ui.list.create}
              </Button>
            )}
          </Space>
        }
      />
      <Filters
        decl={decl}
        filters={filters}
        onChange={changeFilters}
        onReset={resetFilters}
        onRefresh={() => void tableQuery.refetch()}
        refreshing={tableQuery.isFetching}
      />
      <SavedViewsBar decl={decl} target={{ filters, sorters, setFilters, setSorters, setCurrentPage }} />
      {typeof panel === 'function' ? panel({ rows, total, pageSize: shownPageSize }) : panel}
      {error && (
        <LoadError error={error} onRetry={() => void tableQuery.refetch()} className="resource-list-error" />
      )}
      <BulkBar decl={decl} operations={bulk.operations} selected={bulk.selected} onClear={bulk.clear} />
      {phone ? (
        <CardList
          decl={decl}
          label={title ?? decl.label}
          rows={error || !ready ? [] : rows}
          rowKey={(row) => String(row[ROW_KEY])}
          loading={tableQuery.isFetching}
          emptyText={emptyText}
          showUrlOf={detailUrlOf}
          showState={listReturn}
          onView={decl.rowDetail ? setViewing : undefined}
          onEdit={decl.update ? (record) => setEditing({ mode: 'edit', record }) : undefined}
          extras={extraColumns}
          rowClassName={rowClassName}
          page={(tableProps.pagination && tableProps.pagination.current) || 1}
          pageSize={shownPageSize}
          total={total}
          onPage={setCurrentPage}
          select={
            bulk.rowSelection
              ? (row) => (
                  <CardCheckbox decl={decl} row={row} checked={bulk.isChosen(row)} onToggle={bulk.toggle} />
                )
              : undefined
          }
        />
      ) : (
        <Table<BaseRecord>
          {...tableProps}
          pagination={pagination}
          onChange={onTableChange}
          loading={tableQuery.isFetching}
          dataSource={error || !ready ? [] : rows}
          rowKey={ROW_KEY}
          rowSelection={bulk.rowSelection}
          rowClassName={rowClassName}
          columns={arranged.columns}
          size={arranged.size}
          tableLayout="auto"
          sticky={STICKY_HEADER}
          scroll={{ x: tableScrollWidth(arranged.columns.map((column) => column.width)) }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        />
      )}
      {viewing && (
        <Suspense fallback={<DialogLoading />}>
          <RowDetailDrawer
            decl={decl}
            // the row as the list has it now (an action refreshed it), else as it was last seen
            record={viewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={<DialogLoading />}>
          <ResourceFormModal
            decl={decl}
            record={editing.mode === 'edit' ? editing.record : undefined}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
