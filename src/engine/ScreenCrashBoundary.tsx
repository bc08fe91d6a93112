import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

import { CrashBoundary, type CrashProps, reloadPage } from '../components/CrashBoundary';
import { Loading } from '../components/Loading';
import { ui } from '../locales/ui';

function ScreenCrash({ chunk, offline, retry }: CrashProps) {
  if (offline)
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        message={ui.crash.offlineTitle}
        description={ui.crash.offlineText}
        action={<Button onClick={retry}>{ui.crash.retry}</Button>}
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      message={chunk ? ui.crash.chunkTitle : ui.crash.title}
      description={chunk ? ui.crash.chunkText : ui.crash.text}
      action={
        <Button type="primary" onClick={chunk ? reloadPage : retry}>
          {chunk ? ui.crash.reload : ui.crash.retry}
        </Button>
      }
    />
  );
}

/** Guards one screen inside the shell: a broken screen shows an error in its place, the shell keeps working. */
export function ScreenCrashBoundary({ children }: { children: ReactNode }) {
  return (
    <CrashBoundary fallback={ScreenCrash} reloading={<Loading />}>
      {children}
    </CrashBoundary>
  );
}
