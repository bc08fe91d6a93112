import { useTable } from '@refinedev/antd';
import { type BaseRecord, type CrudSort, type HttpError, keys } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TableColumnType, TableProps } from 'antd';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { useLongWait } from '../../components/long-wait';
import { fill, ui } from '../../locales/ui';
import { withOptimistic } from '../../providers/outbox';
import { FOLLOW_SERVER } from '../../providers/query-client';
import { offeredPageSize, PAGE_SIZE_OPTIONS } from '../../providers/request-shaping';
import { hasShow, showPathOf } from '../../resources';
import {
  cascadeOf,
  defaultFilters,
  filterValue,
  hasValue,
  isFiltered,
  requiredFilterKeys,
  toFilters,
} from '../../resources/list-filters';
import type { ResourceDecl } from '../../resources/types';
import { useRowButtonCount } from '../actions/RecordActions';
import { useBulkSelection } from '../bulk/use-bulk-selection';
import { useOptimisticRecords } from '../outbox/use-optimistic-records';
import { useArrangedTable } from '../preferences/use-list-preferences';
import type { ListReturn } from '../record/ResourceShow';
import { actionsColumn, columnsOf, type TitleLink } from './columns';
import { firstPageSize, waitsForFilters } from './first-page';
import { type Editing, preloadForm } from './ListDialogs';
import { namedPageItems } from './page-item-names';
import { useCreateFromUrl } from './use-create-param';
import { followKeyOf, type ListAnswer, useFollowedRows } from './use-followed-rows';

/** The key of a shown row: its id, else its place on the page. */
export const ROW_KEY = '__rowKey';

/** What a screen built on the generic list adds to its rows and columns. */
export interface ListRowsOptions {
  /** Columns after the declared fields, before the actions. */
  extraColumns?: TableColumnType<BaseRecord>[];
  /** The rows as shown, from the rows as fetched (e.g. overlaid with a state shared with the bell). */
  showRows?: (rows: BaseRecord[]) => BaseRecord[];
  /** Told the page's rows as fetched (pending changes laid over), each time they change. */
  onPage?: (rows: readonly BaseRecord[]) => void;
  /** The list's element: a pointer pressed or text typed in it holds a refresh (use-followed-rows.ts). */
  root?: RefObject<HTMLElement | null>;
  /**
   * Sorts before the person's own (Refine's `sorters.permanent`), e.g. a screen's "weakest first":
   * the list starts again at its first page when they change.
   */
  permanentSorters?: CrudSort[];
}

const NO_COLUMNS: TableColumnType<BaseRecord>[] = [];
const NO_ROWS: readonly BaseRecord[] = [];
const NOT_SHOWN: BaseRecord[] = [];

/**
 * `rows`, or the array given last time when it holds the same rows in the same order: the table
 * draws every cell again when its rows are another array, so a change that leaves this page as it
 * was (another record's pending change ending, a refresh with the same answer) redraws no row.
 */
function useSameRows<T>(rows: T[]): T[] {
  const last = useRef(rows);
  const same = last.current.length === rows.length && last.current.every((row, index) => row === rows[index]);
  // (a cache of the last answer, written during render: the same input gives the same output)
  if (!same) last.current = rows;
  return last.current;
}

/**
 * The state of a declaration's generic list, for its views (table, cards): the page fetched through
 * Refine's `useTable` (server-side pagination, sorting and filters kept in the URL), the filters and
 * whether the call may go out, the rows with their pending changes laid over them, the chosen rows,
 * the row whose detail or form is open, and each row's detail URL.
 */
export function useResourceList(
  decl: ResourceDecl,
  { extraColumns = NO_COLUMNS, showRows, onPage, root, permanentSorters }: ListRowsOptions,
) {
  const location = useLocation();
  const fields = useMemo(() => decl.fields ?? [], [decl]);
  const initial = useMemo(() => defaultFilters(decl), [decl]);
  const required = useMemo(() => requiredFilterKeys(decl), [decl]);
  // whether the call may go out: it waits for the filters it cannot go without (parent, period, path
  // values). A state, as `useTable` needs it before it hands out the filters it keeps. One that
  // waits for none goes out at once, as the page load's prefetch (first-page.ts) does.
  const [ready, setReady] = useState(() => !waitsForFilters(decl));

  const [editing, setEditing] = useState<Editing>(null);
  const create = useCallback(() => setEditing({ mode: 'create' }), []);
  const edit = useCallback((record: BaseRecord) => setEditing({ mode: 'edit', record }), []);
  const closeForm = useCallback(() => setEditing(null), []);
  useCreateFromUrl(Boolean(decl.create), create);

  // the list's page, sort and filters live in the address once they differ from the list's own
  // defaults, or when the address holds some: a list opened as it starts leaves its address alone
  // (Refine wrote "?pageSize=10&currentPage=1" into it, and every part of the screen that reads the
  // address drew itself again, on every list's first load)
  const [inAddress, setInAddress] = useState(() => location.search !== '');
  const defaultPageSize = firstPageSize(decl);
  const {
    tableProps,
    filters,
    setFilters,
    sorters,
    setSorters,
    tableQuery,
    currentPage,
    setCurrentPage,
    result,
    pageSize,
    setPageSize,
  } = useTable<BaseRecord, HttpError>({
    resource: decl.name,
    syncWithLocation: inAddress,
    pagination: { pageSize: defaultPageSize },
    filters: { initial },
    sorters: { mode: 'server', permanent: permanentSorters },
    // read again when the person comes back to the tab or the network returns (a live event about
    // the resource reads it too: Refine's live mode)
    queryOptions: { enabled: ready, ...FOLLOW_SERVER },
  });

  // another order of the whole list: its first page
  const permanentKey = JSON.stringify(permanentSorters ?? []);
  const [sortedAs, setSortedAs] = useState(permanentKey);
  if (sortedAs !== permanentKey) {
    setSortedAs(permanentKey);
    setCurrentPage(1);
  }

  const asStarted =
    currentPage === 1 &&
    pageSize === defaultPageSize &&
    sorters.length === 0 &&
    JSON.stringify(filters) === JSON.stringify(initial);
  const belongsInAddress = location.search !== '' || !asStarted;
  if (belongsInAddress !== inAddress) setInAddress(belongsInAddress);

  // filters from the URL, a saved view or a reset: the starting ones a filter lacks are added, and
  // the call goes out once those it needs are there
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
  const resetFilters = useCallback(() => {
    const cascadeFilters = cascadeOf(decl).map((level) => ({
      [level.param]: filterValue(filters, level.param),
    }));
    setFilters([...initial, ...toFilters(Object.assign({}, ...cascadeFilters))], 'replace');
    setCurrentPage(1);
  }, [decl, filters, initial, setFilters, setCurrentPage]);

  const detailUrlOf = useCallback((record: BaseRecord) => showPathOf(decl, record), [decl]);
  const listSearch = location.search;
  const listReturn: ListReturn = useMemo(() => ({ listSearch }), [listSearch]);

  const bulk = useBulkSelection(decl, ROW_KEY);
  const [viewing, setViewing] = useState<BaseRecord | null>(null);
  // the page's rows as the server answered, a refresh held while the person acts on the list
  const listView = JSON.stringify([currentPage, pageSize, filters, sorters]);
  const answer: ListAnswer = useMemo(
    () => ({ rows: tableProps.dataSource ?? NO_ROWS, at: tableQuery.dataUpdatedAt, view: listView }),
    [tableProps.dataSource, tableQuery.dataUpdatedAt, listView],
  );
  const busy = bulk.selected.length > 0 || bulk.whole !== null || editing !== null || viewing !== null;
  // a change waiting out its undo window (or being sent) shows at once
  const optimistic = useOptimisticRecords(decl.name);
  const follow = useFollowedRows(answer, { root, busy, own: optimistic });

  const fetched = useSameRows(
    useMemo(() => withOptimistic(follow.rows, optimistic, (row) => row.id), [follow.rows, optimistic]),
  );
  // a delete that waits (its undo window, or offline in the outbox) leaves the count as its row
  // leaves the page: the rows of this page the server still has, which its count still holds
  const waitingDeletes = useMemo(
    () => follow.rows.filter((row) => optimistic?.get(String(row.id))?.kind === 'removed').length,
    [follow.rows, optimistic],
  );
  const total = result.total === undefined ? undefined : Math.max(0, result.total - waitingDeletes);
  useEffect(() => {
    onPage?.(fetched);
  }, [fetched, onPage]);
  // each row keyed once: the same row object while its record and place stay
  const keyed = useRef(new WeakMap<BaseRecord, BaseRecord>());
  const rows = useSameRows(
    useMemo(
      () =>
        (showRows ? showRows(fetched) : fetched).map((row, index) => {
          const key = followKeyOf(row, index);
          const before = keyed.current.get(row);
          if (before?.[ROW_KEY] === key) return before;
          const made = { ...row, [ROW_KEY]: key };
          keyed.current.set(row, made);
          return made;
        }),
      [fetched, showRows],
    ),
  );

  // the row whose detail is open, by id: it follows its row when the list is refetched, and stays as
  // last seen if a filter drops it
  const viewedRow = viewing ? rows.find((row) => row.id === viewing.id) : undefined;
  if (viewedRow && viewedRow !== viewing) setViewing(viewedRow);
  const viewed = viewedRow ?? viewing;
  const view = useCallback((record: BaseRecord) => setViewing(record), []);
  const closeView = useCallback(() => setViewing(null), []);

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
      all.push(
        actionsColumn(decl, rowButtons, {
          showUrlOf: detailUrlOf,
          onView: decl.rowDetail ? view : undefined,
          onEdit: decl.update ? edit : undefined,
          onEditIntent: preloadForm,
        }),
      );
    }
    return all;
  }, [decl, detailUrlOf, edit, extraColumns, fields, listReturn, rowActions, rowButtons, sorters, view]);

  // the signed-in user's columns, density and page size for this list
  const arranged = useArrangedTable(decl, columns, setPageSize);

  const parent = decl.parent;
  const waitingForParent = parent && !hasValue(filterValue(filters, parent.param));
  // offline with nothing kept of this page (a list never opened, a new filter or order): its call
  // waits for the network, and the list says so rather than that there is no data
  const waitingForNetwork = tableQuery.fetchStatus === 'paused' && tableQuery.data === undefined;
  const emptyText = emptyTextOf();
  /** What the table says with no rows: why there are none, never "no data" while that is not known. */
  function emptyTextOf(): ReactNode {
    if (waitingForNetwork) return ui.list.emptyOffline;
    // its first load is on its way (under the spinner)
    if (tableQuery.fetchStatus === 'fetching' && tableQuery.data === undefined) return ui.list.emptyLoading;
    // the load failed, a refresh too (said above the table, with its retry; no row is shown then)
    if (tableQuery.error) return ui.list.emptyFailed;
    if (waitingForParent) return fill(ui.list.chooseParentFirst, { label: parent.label });
    return isFiltered(decl, filters) ? ui.list.emptyFiltered : ui.list.empty;
  }
  const error = tableQuery.error;
  // what the data provider asks for: a size typed into the URL is brought back to an offered one
  const shownPageSize = offeredPageSize(pageSize);
  // Refine makes its pager and `onChange` afresh at every render: the table is given the same ones
  // while what they show stays, which read the render's latest
  const pager = tableProps.pagination || undefined;
  const latest = useRef({ pager, onChange: tableProps.onChange, shownPageSize, arranged });
  latest.current = { pager, onChange: tableProps.onChange, shownPageSize, arranged };
  // (the pager's links follow the page, size, sort and filters, and whether they are in the address)
  const pagerPage = pager?.current;
  const pagerTotal = pager?.total;
  const pagerSimple = pager?.simple;
  const pagerPlace = String(pager?.position);
  const pagination = useMemo(() => {
    const own = latest.current.pager;
    return own
      ? {
          ...own,
          itemRender: namedPageItems(own.itemRender),
          pageSize: shownPageSize,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        }
      : (false as const);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what Refine's pager is made of
  }, [pagerPage, pagerTotal, pagerSimple, pagerPlace, pageSize, shownPageSize, sorters, filters, inAddress]);
  // a new page size starts again at the first page
  const onTableChange: NonNullable<TableProps<BaseRecord>['onChange']> = useCallback(
    (next, tableFilters, sorter, extra) => {
      const { onChange, shownPageSize: shown, arranged: now } = latest.current;
      const size = next.pageSize;
      const resized = size !== undefined && size !== shown;
      if (resized) now.rememberPageSize(size);
      onChange?.(resized ? { ...next, current: 1 } : next, tableFilters, sorter, extra);
    },
    [],
  );
  const refetch = useCallback(() => void tableQuery.refetch(), [tableQuery]);
  // the contract sets no timeout: a load still waiting after 15 s is said, and may be asked again
  // (the call left waiting is cancelled) or waited for
  const loadWait = useLongWait(tableQuery.fetchStatus === 'fetching');
  const queryClient = useQueryClient();
  const { keepWaiting } = loadWait;
  const longLoad = useMemo(
    () =>
      loadWait.long
        ? {
            retry: () => {
              keepWaiting();
              // the call left waiting is dropped first (a refetch alone would join it)
              void queryClient
                .cancelQueries({
                  queryKey: keys().data('default').resource(decl.name).action('list').get(),
                  fetchStatus: 'fetching',
                })
                .then(() => tableQuery.refetch());
            },
            keepWaiting,
          }
        : undefined,
    [loadWait.long, keepWaiting, tableQuery, queryClient, decl.name],
  );

  return {
    decl,
    tableProps,
    pagination,
    onTableChange,
    filters,
    sorters,
    setFilters,
    setSorters,
    setCurrentPage,
    changeFilters,
    resetFilters,
    /** The rows of the page as fetched, with their pending changes and the screen's own overlay. */
    rows,
    /** The rows the views show: none while the call waits for a filter or after it failed. */
    shownRows: error || !ready ? NOT_SHOWN : rows,
    page: (tableProps.pagination && tableProps.pagination.current) || 1,
    pageSize: shownPageSize,
    total,
    /** False when the service sent no count: `total` is then only a floor (the data provider's). */
    totalKnown: tableQuery.data?.totalKnown !== false,
    fetching: tableQuery.isFetching,
    /** A refresh held while the person acts (`held` rows' changes, `show`), and the rows it just changed. */
    follow,
    error,
    refetch,
    /** A load waiting past 15 s: "Muat ulang" or "Tetap tunggu" (none otherwise). */
    longLoad,
    emptyText,
    columns,
    arranged,
    bulk,
    detailUrlOf,
    listReturn,
    viewed,
    view,
    closeView,
    editing,
    create,
    edit,
    closeForm,
  };
}

export type ResourceListController = ReturnType<typeof useResourceList>;
