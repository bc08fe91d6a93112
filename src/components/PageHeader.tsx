import type { FocusEvent, ReactNode } from 'react';

import './page-header.css';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions on the right (e.g. "Tambah"). */
  extra?: ReactNode;
}

const bringIntoView = (event: FocusEvent<HTMLElement>) =>
  event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

/**
 * A screen's title, subtitle and actions (plain markup: antd's Typography is a large chunk). A long
 * title is cut to two lines (whole on hover and for a screen reader); the actions keep their row.
 */
export function PageHeader({ title, subtitle, extra }: Props) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        <h1 className="page-title" title={typeof title === 'string' ? title : undefined}>
          {title}
        </h1>
        {subtitle !== undefined && (
          <p className="page-subtitle" aria-live="polite">
            {subtitle}
          </p>
        )}
      </div>
      {extra && (
        // on a phone a list's actions scroll sideways beside its main one (layout/phone.css): a
        // focused action is scrolled into view
        <div className="page-header-extra" onFocus={bringIntoView}>
          {extra}
        </div>
      )}
    </header>
  );
}
