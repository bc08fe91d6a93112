import { type BaseRecord, type CrudSort, getDefaultSortOrder } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import {
  actionColumnWidth,
  columnWidthOf,
  type FieldShape,
  shapeOf,
  valueClassOf,
} from '../../components/field-layout';
import { renderValue } from '../../components/render-value';
import { ui } from '../../locales/ui';
import { isWaitingRow } from '../../providers/outbox';
import type { FieldDecl, ResourceDecl } from '../../resources/types';
import { RecordActions } from '../actions/RecordActions';
import { WaitingTag } from '../outbox/WaitingTag';
import { inPlace } from './EditableValue';

/** antd's order of a column from Refine's sorters (none: unsorted, not left to the table). */
function sortOrderOf(key: string, sorters: CrudSort[]): 'ascend' | 'descend' | null {
  const order = getDefaultSortOrder(key, sorters);
  return order ? `${order}end` : null;
}

const rightAligned = new Set<FieldDecl['type']>(['money', 'number']);

/** The room a cell's edit button takes beside its value (24 px, 4 px apart). */
const EDIT_BUTTON_WIDTH = 28;

/** A column whose cells link to the record's detail page. */
export interface TitleLink {
  key: string;
  urlOf: (record: BaseRecord) => string | undefined;
  state?: unknown;
}

/** A long text wraps up to a few lines, in full on hover; a short one wraps between words if it must. */
function fitted(shape: FieldShape, shown: ReactNode): ReactNode {
  if (shape !== 'long') return shown;
  return (
    <span className="value-lines" title={typeof shown === 'string' ? shown : undefined}>
      {shown}
    </span>
  );
}

/**
 * The table columns of a declaration's list fields, sortable where declared (server-side); the
 * record's title links to its detail page when the resource has one. Each column is as wide as its
 * field's type needs (money, dates and statuses whole on one line); the record's title (`titleKey`,
 * else the linked one) wraps between words. A field the declaration marks `editInList` is changed
 * in its cell where the list offers it (EditableValue).
 */
export function columnsOf(
  fields: readonly FieldDecl[],
  sorters: CrudSort[],
  titleLink?: TitleLink,
  titleKey = titleLink?.key,
): TableColumnType<BaseRecord>[] {
  const shownFields = fields.filter((field) => field.inList !== false);
  // the cell that says a change of the row waits in the outbox: its title's, else its first
  const markKey = titleKey ?? shownFields[0]?.key;
  return shownFields.map((field) => {
    const shape = shapeOf(field, titleKey);
    const room = field.editInList ? EDIT_BUTTON_WIDTH : 0;
    return {
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      // a long text (the title, a notification) takes the room the others leave, never less than its
      // least width: it was kept at that width, cut to three lines, while the row's end stayed empty
      ...(shape === 'long'
        ? { minWidth: columnWidthOf(field, titleKey) + room }
        : { width: columnWidthOf(field, titleKey) + room }),
      align: rightAligned.has(field.type) ? 'right' : undefined,
      // a long text keeps the lines it was written with (a notification, a note)
      className: field.type === 'textarea' ? 'cell-text' : valueClassOf(shape),
      sorter: field.sortable ? true : undefined,
      sortOrder: field.sortable ? sortOrderOf(field.key, sorters) : undefined,
      // a cell follows its record only: choosing rows does not render every cell again
      shouldCellUpdate: (record: BaseRecord, before: BaseRecord) => record !== before,
      render: (value: unknown, record: BaseRecord) => {
        const shown = inPlace(field, record, fitted(shape, renderValue(field, value, record)));
        const url = titleLink?.key === field.key ? titleLink.urlOf(record) : undefined;
        const cell = url ? (
          <Link to={url} state={titleLink?.state}>
            {shown}
          </Link>
        ) : (
          shown
        );
        return field.key === markKey && isWaitingRow(record) ? (
          <>
            {cell}
            <WaitingTag />
          </>
        ) : (
          cell
        );
      },
    };
  });
}

/** What a row's action buttons open. */
export interface RowOpeners {
  showUrlOf: (record: BaseRecord) => string | undefined;
  onView?: (record: BaseRecord) => void;
  onEdit?: (record: BaseRecord) => void;
  /** The pointer is on a row's edit button or it has the focus: its form may be loaded ahead. */
  onEditIntent?: () => void;
}

/** The column of a row's buttons (detail, view, edit, delete, named actions), fixed on the right. */
export function actionsColumn(
  decl: ResourceDecl,
  buttons: number,
  { showUrlOf, onView, onEdit, onEditIntent }: RowOpeners,
): TableColumnType<BaseRecord> {
  return {
    key: 'actions',
    title: ui.list.actions,
    fixed: 'right',
    // a row's actions follow its record only: choosing rows does not render every row's menus again
    shouldCellUpdate: (record, before) => record !== before,
    width: actionColumnWidth(buttons),
    render: (_: unknown, record: BaseRecord) => (
      <RecordActions
        decl={decl}
        record={record}
        placement="row"
        showUrl={showUrlOf(record)}
        onView={onView && (() => onView(record))}
        onEdit={onEdit && (() => onEdit(record))}
        onEditIntent={onEditIntent}
      />
    ),
  };
}
