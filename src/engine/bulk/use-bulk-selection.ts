import type { BaseRecord, HttpError } from '@refinedev/core';
import type { CheckboxProps, TableProps } from 'antd';
import {
  type AriaAttributes,
  createElement,
  type Key,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { IncompleteRead, ReadCancelled, TooManyRows, type WholeQuery } from '../../providers/read-pages';
import { useReads } from '../../providers/reads';
import type { ResourceDecl } from '../../resources/types';
import { useOfferedActions } from '../actions/action-access';
import { bulkEditsOf, bulkOperationsOf } from '../common/operations';
import { recordTitle } from '../common/record-title';
import { HeaderCheckbox } from './HeaderCheckbox';

type RowSelection = NonNullable<TableProps<BaseRecord>['rowSelection']>;

/** The most records one selection takes ("Pilih semua N hasil"): a run of them is kept in local storage. */
export const WHOLE_SELECTION_MAX = 1000;

/** The selection beyond the page: being read, made, or why it could not be. */
export type WholeSelection =
  | { phase: 'reading'; done: number; total: number | undefined }
  | { phase: 'chosen'; count: number }
  | { phase: 'failed'; done: number; total: number | undefined; message: string }
  | { phase: 'tooMany'; total: number };

/**
 * The rows chosen for a bulk operation, by key: kept across pages and sorts (the records chosen on
 * another page are remembered as they were shown). No selection column without a bulk operation.
 */
export function useBulkSelection(decl: ResourceDecl, rowKey: string) {
  const offered = useOfferedActions(decl, 'row')
    .map(([name]) => name)
    .join(',');
  const operations = useMemo(
    () => bulkOperationsOf(decl, offered ? offered.split(',') : []),
    [decl, offered],
  );
  const edits = useMemo(() => bulkEditsOf(decl, offered ? offered.split(',') : []), [decl, offered]);
  const [chosen, setRawChosen] = useState<ReadonlyMap<Key, BaseRecord>>(new Map());
  const [whole, setWhole] = useState<WholeSelection | null>(null);
  const reading = useRef<AbortController | null>(null);
  // any other change of the selection ends the whole one (and stops its read)
  const setChosen = useCallback((next: Parameters<typeof setRawChosen>[0]) => {
    reading.current?.abort();
    reading.current = null;
    setWhole(null);
    setRawChosen(next);
  }, []);
  const clear = useCallback(() => setChosen(new Map()), [setChosen]);
  // a list left while it reads stops reading
  useEffect(() => {
    return () => reading.current?.abort();
  }, []);

  const reads = useReads();
  /**
   * Chooses every record of the filtered list (`query`), read in pages of the largest offered size
   * (a server's cap followed); cancellable, its progress in `whole`. Failing, the selection stays.
   */
  const chooseAll = useCallback(
    async (query: WholeQuery) => {
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      setWhole({ phase: 'reading', done: 0, total: undefined });
      let progress: { done: number; total: number | undefined } = { done: 0, total: undefined };
      try {
        const rows = await reads.readWholeList(decl.name, query, {
          max: WHOLE_SELECTION_MAX,
          signal: controller.signal,
          onProgress: (now) => {
            progress = now;
            if (reading.current === controller) setWhole({ phase: 'reading', ...now });
          },
        });
        if (reading.current !== controller) return;
        reading.current = null;
        setRawChosen(new Map(rows.map((row) => [String(row.id), { ...row, [rowKey]: String(row.id) }])));
        setWhole({ phase: 'chosen', count: rows.length });
      } catch (error) {
        if (reading.current !== controller || error instanceof ReadCancelled) return;
        reading.current = null;
        if (error instanceof TooManyRows) setWhole({ phase: 'tooMany', total: error.total });
        else {
          const total = error instanceof IncompleteRead ? error.total : progress.total;
          const message = (error as Partial<HttpError> | null)?.message ?? '';
          setWhole({ phase: 'failed', done: progress.done, total, message });
        }
      }
    },
    [decl.name, reads, rowKey],
  );
  /** Stops reading the whole list (the page's selection stays) or forgets why it could not be read. */
  const dropWhole = useCallback(() => {
    reading.current?.abort();
    reading.current = null;
    setWhole(null);
  }, []);

  // the same object while the choice stays: the table draws every row again when it changes
  const rowSelection = useMemo<RowSelection | undefined>(
    () =>
      operations.length === 0 && edits.length === 0
        ? undefined
        : {
            selectedRowKeys: [...chosen.keys()],
            preserveSelectedRowKeys: true,
            onChange: (keys, rows, { type }) => {
              const choose = () =>
                setChosen((before) => {
                  const shown = new Map(rows.filter(Boolean).map((row) => [row[rowKey] as Key, row]));
                  return new Map(
                    keys.flatMap((key) => {
                      const row = shown.get(key) ?? before.get(key);
                      return row ? [[key, row] as const] : [];
                    }),
                  );
                });
              // one row's checkbox answers at once; choosing a whole page re-renders every row's checkbox,
              // which React then does in slices (a transition) instead of one long task
              if (type === 'single') choose();
              else startTransition(choose);
            },
            // antd hands the rest of these props to the checkbox input: its accessible name
            getCheckboxProps: (row) => {
              const props: CheckboxProps & AriaAttributes = {
                'aria-label': fill(bulkTexts.selectRow, { title: recordTitle(decl, row) }),
              };
              return props;
            },
            getTitleCheckboxProps: () => ({ 'aria-label': bulkTexts.selectPage }),
            columnTitle: (checkbox) => createElement(HeaderCheckbox, null, checkbox),
          },
    [chosen, decl, edits.length, operations.length, rowKey, setChosen],
  );

  /** Chooses or drops one record (a card's checkbox on a phone). */
  const toggle = useCallback(
    (row: BaseRecord) =>
      setChosen((before) => {
        const next = new Map(before);
        const key = row[rowKey] as Key;
        if (next.has(key)) next.delete(key);
        else next.set(key, row);
        return next;
      }),
    [rowKey, setChosen],
  );
  const isChosen = useCallback((row: BaseRecord) => chosen.has(row[rowKey] as Key), [chosen, rowKey]);
  /** Chooses every row of the page, or drops them all when all are chosen (a phone's "select the page"). */
  const togglePage = useCallback(
    (rows: readonly BaseRecord[]) =>
      startTransition(() =>
        setChosen((before) => {
          const next = new Map(before);
          const all = rows.every((row) => next.has(row[rowKey] as Key));
          for (const row of rows) {
            if (all) next.delete(row[rowKey] as Key);
            else next.set(row[rowKey] as Key, row);
          }
          return next;
        }),
      ),
    [rowKey, setChosen],
  );

  return {
    operations,
    edits,
    rowSelection,
    selected: [...chosen.values()],
    clear,
    toggle,
    togglePage,
    isChosen,
    whole,
    chooseAll,
    dropWhole,
  };
}
