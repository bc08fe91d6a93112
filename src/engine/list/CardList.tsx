import type { BaseRecord } from '@refinedev/core';
import { Empty, Pagination, Skeleton, type TableColumnType } from 'antd';
import { type HTMLAttributes, isValidElement, type ReactNode } from 'react';
import { Link } from 'react-router';

import { valueText } from '../../components/format';
import { renderValue } from '../../components/render-value';
import { useFirstFew } from '../../components/use-first-few';
import { fill, ui } from '../../locales/ui';
import { isWaitingRow } from '../../providers/outbox';
import { isAbsent } from '../../resources/read-field';
import type { ResourceDecl } from '../../resources/types';
import { recordTitle } from '../common/record-title';
import { WaitingTag } from '../outbox/WaitingTag';
import { cardLayoutOf, figureClass } from './card-layout';
import { CardActions } from './CardActions';
import { inPlace } from './EditableValue';
import { namedPageItems } from './page-item-names';

import './cards.css';

/** The cards a phone shows on its screen as the list opens (the others follow at once, see useFirstFew). */
const CARDS_ON_SCREEN = 4;

/** What a table column of the screen's own shows for a row. */
function extraCell(column: TableColumnType<BaseRecord>, row: BaseRecord, index: number): ReactNode {
  const key = typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
  const value: unknown = key ? row[key] : undefined;
  const cell: unknown = column.render ? column.render(value, row, index) : value;
  return isValidElement(cell) || typeof cell !== 'object' || cell === null ? (cell as ReactNode) : null;
}

interface Props {
  decl: ResourceDecl;
  rows: readonly BaseRecord[];
  rowKey: (row: BaseRecord) => string;
  loading: boolean;
  emptyText: ReactNode;
  /** The record's detail page, if it has one. */
  showUrlOf: (row: BaseRecord) => string | undefined;
  showState?: unknown;
  onView?: (row: BaseRecord) => void;
  onEdit?: (row: BaseRecord) => void;
  /** A screen's own columns (e.g. a button opening the record's group), shown under the figures. */
  extras?: readonly TableColumnType<BaseRecord>[];
  /** A control at the head of each card (room for a selection checkbox). */
  select?: (row: BaseRecord) => ReactNode;
  rowClassName?: (row: BaseRecord) => string;
  /** What each card adds to its element (its part in the list's keyboard). */
  itemProps?: (index: number) => HTMLAttributes<HTMLElement>;
  page: number;
  pageSize: number;
  total: number | undefined;
  onPage: (page: number) => void;
  /** The screen's name, for the list's accessible name. */
  label: ReactNode;
}

/** The generic list on a phone: each record a card, with the same data and actions as the table. */
export function CardList({
  decl,
  rows,
  rowKey,
  loading,
  emptyText,
  showUrlOf,
  showState,
  onView,
  onEdit,
  extras = [],
  select,
  rowClassName,
  itemProps,
  page,
  pageSize,
  total,
  onPage,
  label,
}: Props) {
  const { title, figures, status } = cardLayoutOf(decl);
  // a figure the record has no value for is left out (never a label with "-" after it)
  const shownFigures = (row: BaseRecord) => figures.filter((field) => !isAbsent(row[field.key]));
  const cellsOf = (row: BaseRecord, index: number) => extras.map((column) => extraCell(column, row, index));
  const drawn = useFirstFew(rows, CARDS_ON_SCREEN);
  if (loading && rows.length === 0) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <>
      <ul
        className="resource-cards"
        aria-label={fill(ui.list.cards, { label: typeof label === 'string' ? label : (decl.label ?? '') })}
        aria-busy={loading}
      >
        {drawn.map((row, index) => {
          // a record without its title field is named as everywhere else (its name, else its key)
          const titled = title && !isAbsent(row[title.key]);
          const name = titled ? valueText(title, row[title.key]) : recordTitle(decl, row);
          const url = showUrlOf(row);
          const shownTitle = titled ? renderValue(title, row[title.key]) : name;
          return (
            <li
              {...itemProps?.(index)}
              key={rowKey(row)}
              className={['resource-card', rowClassName?.(row)].filter(Boolean).join(' ')}
            >
              {select && <div className="resource-card-select">{select(row)}</div>}
              <div className="resource-card-body">
                <div className="resource-card-head">
                  <span className="resource-card-title">
                    {url ? (
                      <Link to={url} state={showState}>
                        {shownTitle}
                      </Link>
                    ) : (
                      shownTitle
                    )}
                    {isWaitingRow(row) && <WaitingTag />}
                  </span>
                  {status && (
                    <span className="resource-card-status">
                      {inPlace(status, row, renderValue(status, row[status.key]))}
                    </span>
                  )}
                </div>
                {shownFigures(row).length > 0 && (
                  <dl className="resource-card-figures">
                    {shownFigures(row).map((field) => (
                      <div key={field.key} className={figureClass(field)}>
                        <dt>{field.label}</dt>
                        <dd>{inPlace(field, row, renderValue(field, row[field.key], row))}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {/* a card with nothing extra takes no room for it (its place is the boot skeleton's) */}
                {cellsOf(row, index).some(
                  (cell) => cell !== null && cell !== undefined && cell !== false,
                ) && (
                  <div className="resource-card-extras">
                    {cellsOf(row, index).map((cell, at) => (
                      <span key={String(extras[at].key ?? at)}>{cell}</span>
                    ))}
                  </div>
                )}
              </div>
              <div className="resource-card-actions">
                <CardActions
                  decl={decl}
                  record={row}
                  title={name}
                  showUrl={url}
                  showState={showState}
                  onView={onView && (() => onView(row))}
                  onEdit={onEdit && (() => onEdit(row))}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {(total ?? 0) > pageSize && (
        // a thumb's pager: previous, page of pages, next (44 px, src/layout/phone.css); the page size
        // stays the one chosen on a wide screen (antd would add its own size changer past 50 records,
        // with sizes the list does not offer, that changed nothing)
        <Pagination
          className="resource-cards-pages"
          simple
          showSizeChanger={false}
          itemRender={namedPageItems()}
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
        />
      )}
    </>
  );
}
