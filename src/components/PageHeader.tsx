import type { ReactNode } from 'react';

import './page-header.css';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions on the right (e.g. "Tambah"). */
  extra?: ReactNode;
}

/** A screen's title, subtitle and actions (plain markup: antd's Typography is a large chunk). */
export function PageHeader({ title, subtitle, extra }: Props) {
  return (
    <header className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {subtitle !== undefined && (
          <p className="page-subtitle" aria-live="polite">
            {subtitle}
          </p>
        )}
      </div>
      {extra}
    </header>
  );
}
