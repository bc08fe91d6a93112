import { Skeleton } from 'antd';
import type { ReactNode } from 'react';

import { messages } from '../../locales/messages';

interface Props {
  loading: boolean;
  /** Nothing to draw: the call failed or the period has no data. */
  empty: boolean;
  /** Lines of the loading skeleton. */
  lines?: number;
  children: ReactNode;
}

/** The body of an insight card: a skeleton while loading, the "not found" text when empty, else its charts. */
export function InsightBody({ loading, empty, lines = 6, children }: Props) {
  if (loading) return <Skeleton active paragraph={{ rows: lines }} />;
  if (empty)
    return (
      <p className="insight-empty" role="status">
        {messages.analyticsNotFound}
      </p>
    );
  return <>{children}</>;
}
