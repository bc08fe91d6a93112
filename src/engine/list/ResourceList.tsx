import { PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Space } from 'antd';
import { memo, type ReactNode, Suspense, useCallback, useMemo, useRef } from 'react';

import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { LongWaitNotice } from '../../components/long-wait';
import { PageHeader } from '../../components/PageHeader';
import { useIsPhone } from '../../components/use-is-phone';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { ToolbarActions } from '../actions/RecordActions';
import { BulkBar } from '../bulk/BulkBar';
import { ExportButton } from '../export/ExportButton';
import { ColumnsControl } from '../preferences/ColumnsControl';
import { SavedViewsBar } from '../preferences/SavedViewsBar';
import { CellEditProvider } from './CellEditProvider';
import { FollowNotice, UPDATED_ROW } from './FollowNotice';
import { ListCards } from './ListCards';
import { ListDialogs, preloadForm } from './ListDialogs';
import { PhoneFilterBar } from './PhoneFilterBar';
import { ShortcutSheet } from './ShortcutSheet';
import { useListKeyboard } from './use-list-keyboard';
import { type ListRowsOptions, ROW_KEY, useResourceList } from './use-resource-list';
import { FilterBar, ListTable } from './wide-parts';

import '../../components/list-surface.css';
import './resource-list.css';

/** The page the list shows, for a panel that sums it up. */
export interface ListView {
  rows: readonly BaseRecord[];
  /** Records of the whole list (the backend's count), when known. */
  total: number | undefined;
  pageSize: number;
}

/** What a screen built on the generic list may add to it. */
export interface ResourceListSlots extends ListRowsOptions {
  /** Controls in the header, before the toolbar actions. */
  headerExtra?: ReactNode;
  /** A panel between the filters and the table (e.g. a form, or a summary of the shown page). */
  panel?: ReactNode | ((view: ListView) => ReactNode);
  /** Replaces the page title (default: the declaration's label). */
  title?: ReactNode;
  /** A class of a row (e.g. unread ones stand out). */
  rowClassName?: (row: BaseRecord) => string;
}

/**
 * The generic list of a declaration (`useResourceList`): its header, filters, saved views and bulk
 * bar, then its rows as a table, or as cards under 576 px (where the filters but the search go into a
 * drawer); create, edit, delete, the detail page and the registry's named actions where the
 * declaration offers them.
 */
function ResourceList({
  decl,
  extraColumns,
  headerExtra,
  panel,
  title,
  showRows,
  onPage,
  permanentSorters,
  rowClassName,
}: { decl: ResourceDecl } & ResourceListSlots) {
  const root = useRef<HTMLDivElement>(null);
  const list = useResourceList(decl, { extraColumns, showRows, onPage, root, permanentSorters });
  const { filters, sorters, total, bulk } = list;
  const seen = (list.page - 1) * list.pageSize + list.rows.length;
  // without a count a full page says there is more, never a false total (docs/contract.md section 3)
  const totalText =
    typeof total !== 'number'
      ? '\u00a0'
      : !list.totalKnown && list.rows.length >= list.pageSize
        ? fill(ui.list.totalMoreThan, { total: seen.toLocaleString('id-ID') })
        : fill(ui.list.total, { total: (list.totalKnown ? total : seen).toLocaleString('id-ID') });
  const phone = useIsPhone();
  const keyboard = useListKeyboard(list, root);
  const Filters = phone ? PhoneFilterBar : FilterBar;
  // a row the server just changed stands out for a moment (follow.css): a card by its class, a
  // table's row by its own (the table's other rows and cells are not drawn again for it)
  const updated = list.follow.updated;
  const rowClass = useCallback(
    (row: BaseRecord) =>
      [rowClassName?.(row), updated.has(String(row[ROW_KEY])) ? UPDATED_ROW : ''].filter(Boolean).join(' '),
    [rowClassName, updated],
  );

  const { create, columns } = list;
  // the same element while its inputs stay: a load of the list redraws the header's total, not its buttons
  const actions = useMemo(
    () => (
      // the main action beside the others, not among them: on a phone they scroll sideways and
      // it stays in view at the row's end (layout/phone.css)
      <div className="list-actions">
        <Space wrap className="list-actions-others">
          {headerExtra}
          <ColumnsControl decl={decl} columns={columns} />
          {decl.list && <ExportButton decl={decl} filters={filters} sorters={sorters} />}
          <ToolbarActions decl={decl} />
        </Space>
        {decl.create && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={create}
            onMouseEnter={preloadForm}
            onFocus={preloadForm}
          >
            {ui.list.create}
          </Button>
        )}
      </div>
    ),
    [headerExtra, decl, columns, filters, sorters, create],
  );

  return (
    // a plain surface rather than antd's Card, which brings its tabs along (resource-list.css)
    <div className="resource-list list-surface" ref={root}>
      <PageHeader title={title ?? decl.label} subtitle={totalText} extra={actions} />
      {/* the filters' room is kept while their code arrives: nothing below them moves */}
      <Suspense fallback={<div className="list-filters list-filters-waiting" />}>
        <Filters
          decl={decl}
          filters={filters}
          onChange={list.changeFilters}
          onReset={list.resetFilters}
          onRefresh={list.refetch}
          refreshing={list.fetching}
        />
      </Suspense>
      <SavedViewsBar
        decl={decl}
        target={{
          filters,
          sorters,
          setFilters: list.setFilters,
          setSorters: list.setSorters,
          setCurrentPage: list.setCurrentPage,
        }}
      />
      {typeof panel === 'function' ? panel({ rows: list.rows, total, pageSize: list.pageSize }) : panel}
      {list.error && <LoadError error={list.error} onRetry={list.refetch} className="resource-list-error" />}
      {list.longLoad && (
        <LongWaitNotice onRetry={list.longLoad.retry} onKeepWaiting={list.longLoad.keepWaiting} />
      )}
      <BulkBar
        decl={decl}
        operations={bulk.operations}
        edits={bulk.edits}
        selected={bulk.selected}
        onClear={bulk.clear}
        beyond={{
          pageRows: list.shownRows,
          isChosen: bulk.isChosen,
          total,
          totalKnown: list.totalKnown,
          whole: bulk.whole,
          onChooseAll: () => void bulk.chooseAll({ filters, sorters }),
          onDropWhole: bulk.dropWhole,
          onTogglePage: phone ? () => bulk.togglePage(list.shownRows) : undefined,
        }}
      />
      {/* over the rows' top edge, taking no room: no row moves for it */}
      <FollowNotice held={list.follow.held} updated={updated.size > 0} onShow={list.follow.show} />
      {/* the values the declaration marks are changed in their cells and cards */}
      <CellEditProvider decl={decl}>
        {phone ? (
          <ListCards
            list={list}
            label={title ?? decl.label}
            extraColumns={extraColumns}
            rowClassName={rowClass}
            rowProps={keyboard.rowProps}
          />
        ) : (
          // while the table's code arrives, the same place as the address skeleton's (ScreenSkeleton)
          <Suspense fallback={<Loading className="app-loading screen-skeleton-table" />}>
            <ListTable
              rows={list.shownRows}
              columns={list.arranged.columns}
              size={list.arranged.size}
              pagination={list.pagination}
              onChange={list.onTableChange}
              loading={list.fetching}
              rowSelection={bulk.rowSelection}
              emptyText={list.emptyText}
              rowClassName={rowClassName}
              updated={updated}
              rowProps={keyboard.rowProps}
            />
          </Suspense>
        )}
      </CellEditProvider>
      <ListDialogs
        decl={decl}
        viewed={list.viewed}
        closeView={list.closeView}
        editing={list.editing}
        closeForm={list.closeForm}
      />
      <ShortcutSheet open={keyboard.sheetOpen} offered={keyboard.offered} onClose={keyboard.closeSheet} />
    </div>
  );
}

/**
 * Drawn again only when its props change: a screen around it (Listing's signals, a page's own state)
 * may redraw itself without redrawing every row.
 */
export default memo(ResourceList);
