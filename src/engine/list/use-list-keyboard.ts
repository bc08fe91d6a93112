import type { BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import {
  type HTMLAttributes,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';

import { ui } from '../../locales/ui';
import { hasShow } from '../../resources';
import { useRecordDeletion } from '../actions/use-record-actions';
import { useWithdrawChange } from '../outbox/use-undo';
import { CELL_EDIT_ATTRIBUTE, cellEditsOf } from './cell-edits';
import { keyPlaceOf, listKeyAction } from './list-keys';
import type { OfferedKeys } from './ShortcutSheet';
import type { ResourceListController } from './use-resource-list';

/** Whether a dialog, drawer or the palette is open over the page (the list's keys are theirs then). */
function dialogOpen(): boolean {
  return [...document.querySelectorAll('[role="dialog"], [aria-modal="true"]')].some(
    (element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0,
  );
}

/** The props of a row (a table's `tr` or a card's `li`) that take part in the list's keyboard. */
export type RowKeyProps = HTMLAttributes<HTMLElement> & { 'data-list-row': number; 'data-list-active'?: '' };

/**
 * The list worked by keyboard (list-keys.ts): one row at a time holds the focus (a roving tabindex,
 * so a screen reader reads the row it lands on, with its cells), and the keys act on that row through
 * the list's own actions: its detail, its selection, its form, a value changed in its cell, its delete
 * with "Urungkan". `root` is the list's element; its rows carry `rowProps(index)`. Keys are heard on the
 * page, never while a person types in a field or a dialog is open.
 */
export function useListKeyboard(list: ResourceListController, root: RefObject<HTMLElement | null>) {
  const { decl, shownRows: rows, bulk } = list;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const deletionOf = useRecordDeletion(decl);
  const withdrawChange = useWithdrawChange();
  const [active, setActive] = useState(-1);
  const [sheetOpen, setSheetOpen] = useState(false);
  // the deletes made here whose "Urungkan" may still be pressed with z, the latest last
  const deleted = useRef<number[]>([]);
  // the row to focus once the rows are drawn again (after a move, or a delete took the focused one)
  const refocus = useRef<number | null>(null);
  const current = rows.length === 0 ? -1 : Math.min(Math.max(active, 0), rows.length - 1);

  const offered: OfferedKeys = {
    open: hasShow(decl) || Boolean(decl.rowDetail),
    select: Boolean(bulk.rowSelection),
    edit: Boolean(decl.update),
    editCell: cellEditsOf(decl).size > 0,
    remove: Boolean(decl.delete),
    search: Boolean(decl.search),
  };

  const rowElement = useCallback(
    (index: number) => root.current?.querySelector<HTMLElement>(`[data-list-row="${index}"]`) ?? null,
    [root],
  );

  useLayoutEffect(() => {
    if (refocus.current === null || rows.length === 0) return;
    const index = Math.min(refocus.current, rows.length - 1);
    refocus.current = null;
    rowElement(index)?.focus();
  });

  const latest = useRef({ rows, current, offered, list, deletionOf, navigate, modal });
  latest.current = { rows, current, offered, list, deletionOf, navigate, modal };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || dialogOpen()) return;
      const action = listKeyAction(event, keyPlaceOf(event.target));
      if (!action) return;
      const { rows, current, offered, list, deletionOf, navigate, modal } = latest.current;
      const row: BaseRecord | undefined = rows[current];
      const moveTo = (index: number) => {
        setActive(index);
        refocus.current = index;
        rowElement(index)?.focus();
      };
      switch (action.kind) {
        case 'move': {
          if (rows.length === 0) return;
          // from the page (nothing focused yet), the first key lands on the first row
          const onRow = keyPlaceOf(event.target) === 'row';
          const next = onRow ? Math.min(Math.max(current + action.by, 0), rows.length - 1) : current;
          if (action.extend && offered.select) {
            for (const one of [rows[current], rows[next]])
              if (one && !list.bulk.isChosen(one)) list.bulk.toggle(one);
          }
          moveTo(next);
          break;
        }
        case 'open': {
          if (!row) return;
          const url = list.detailUrlOf(row);
          if (url) void navigate(url, { state: list.listReturn });
          else if (list.decl.rowDetail) list.view(row);
          else return;
          break;
        }
        case 'toggle':
          if (!row || !offered.select) return;
          list.bulk.toggle(row);
          break;
        case 'edit':
          if (!row || !offered.edit) return;
          list.edit(row);
          break;
        case 'editCell': {
          // the row's first value it offers to change where it is (its input takes the focus)
          const button = rowElement(current)?.querySelector<HTMLElement>(`[${CELL_EDIT_ATTRIBUTE}]`);
          if (!button) return;
          button.click();
          break;
        }
        case 'delete': {
          const deletion = row && deletionOf(row);
          if (!deletion) return;
          refocus.current = current;
          if (deletion.kind === 'undoable') deleted.current.push(deletion.run());
          else
            modal.confirm({
              title: deletion.ask.title,
              content: deletion.ask.text,
              okText: deletion.ask.okText,
              cancelText: deletion.ask.cancelText,
              okButtonProps: { danger: true },
              onOk: deletion.ask.onConfirm,
            });
          break;
        }
        case 'undo': {
          // the latest delete still in its window (one already sent cannot be undone)
          let handle = deleted.current.pop();
          while (handle !== undefined && !withdrawChange(handle)) handle = deleted.current.pop();
          if (handle === undefined) return;
          refocus.current = current;
          break;
        }
        case 'search': {
          const search = root.current?.querySelector<HTMLInputElement>(
            `input[aria-label="${ui.list.searchAll}"]`,
          );
          if (!search) return;
          search.focus();
          search.select();
          break;
        }
        case 'help':
          setSheetOpen(true);
          break;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, rowElement, withdrawChange]);

  // the same function while the row the keys act on stays (the table draws every row when it changes)
  const rowProps = useCallback(
    (index: number): RowKeyProps => ({
      tabIndex: index === current ? 0 : -1,
      'data-list-row': index,
      ...(index === current && active >= 0 ? { 'data-list-active': '' } : {}),
      // the focus on the row or on one of its buttons makes it the row the keys act on
      onFocus: () => setActive(index),
    }),
    [active, current],
  );

  return { rowProps, offered, sheetOpen, closeSheet: () => setSheetOpen(false) };
}
