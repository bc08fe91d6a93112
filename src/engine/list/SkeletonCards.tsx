import type { BaseRecord } from '@refinedev/core';

import { valueText } from '../../components/format';
import { dataAgeText } from '../../components/PersistedDataAge';
import { showPathOf } from '../../resources/paths';
import { isAbsent } from '../../resources/read-field';
import type { ResourceDecl } from '../../resources/types';
import { bulkOperationsOf } from '../common/operations';
import { recordTitle } from '../common/record-title';
import { cardLayoutOf, figureClass } from './card-layout';

import './cards.css';

/**
 * How old the first page of a skeleton is, as the shell says it (PersistedDataAge): on the day of `at`, and on
 * a later day (a skeleton kept for the next visit does not know which it will be: public/theme-boot.js picks).
 */
export function skeletonAgeTexts(at: number): { sameDay: string; otherDay: string } {
  return { sameDay: dataAgeText(at, at), otherDay: dataAgeText(at, at + 2 * 24 * 60 * 60 * 1000) };
}

/** The cards a phone shows on its screen (the list draws the others; CardList's CARDS_ON_SCREEN). */
const FIRST_CARDS = 4;

/**
 * A phone's first cards in plain markup, from the list's first page in the cache (kept, or fetched ahead), while the screen's code
 * still comes: where CardList will draw them, with the same title and figures (a status and a
 * yes/no as text), the room of the checkbox and of the "⋯" menu kept. A title is its detail page's
 * link, as in the list. Loaded with the session's chunk, not with the login page.
 */
export function SkeletonCards({ decl, rows }: { decl: ResourceDecl; rows: readonly BaseRecord[] }) {
  const { title, figures, status } = cardLayoutOf(decl);
  // the checkbox's room when the declaration offers an operation on chosen rows (access may remove it)
  const choosable = bulkOperationsOf(decl, Object.keys(decl.actions ?? {})).length > 0;
  return (
    <ul className="resource-cards screen-skeleton-cards">
      {rows.slice(0, FIRST_CARDS).map((row, index) => {
        const name =
          title && !isAbsent(row[title.key]) ? valueText(title, row[title.key]) : recordTitle(decl, row);
        const url = showPathOf(decl, row);
        const shown = figures.filter((field) => !isAbsent(row[field.key]));
        return (
          <li key={String(row.id ?? index)} className="resource-card">
            {choosable && (
              <div className="resource-card-select">
                <span className="screen-skeleton-box" />
              </div>
            )}
            <div className="resource-card-body">
              <div className="resource-card-head">
                <span className="resource-card-title">{url ? <a href={url}>{name}</a> : name}</span>
                {status && (
                  <span className="resource-card-status">
                    {isAbsent(row[status.key]) ? (
                      '-'
                    ) : (
                      <span className="screen-skeleton-tag">{valueText(status, row[status.key])}</span>
                    )}
                  </span>
                )}
              </div>
              {shown.length > 0 && (
                <dl className="resource-card-figures">
                  {shown.map((field) => (
                    <div key={field.key} className={figureClass(field)}>
                      <dt>{field.label}</dt>
                      <dd>{valueText(field, row[field.key])}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            <div className="resource-card-actions">
              <span className="screen-skeleton-box" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
