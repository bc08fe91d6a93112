import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';

import { ui } from '../locales/ui';

/** A load that failed: the server's text and a retry, in place of the data. */
export function LoadError({
  error,
  onRetry,
  className,
  style,
}: {
  error?: { message?: string } | null;
  onRetry: () => void;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Alert
      className={className}
      style={style}
      type="error"
      showIcon
      message={ui.list.loadFailed}
      description={error?.message}
      action={<Button onClick={onRetry}>{ui.list.retry}</Button>}
    />
  );
}
