import type { ReactNode } from 'react';

import { bootUi } from '../locales/ui-boot';
import { CrashBoundary, type CrashProps, reloadPage } from './CrashBoundary';
import { Loading } from './Loading';

/**
 * What replaces the whole app when something above the screens fails: plain markup (no antd, which
 * may be the very chunk that failed to load) with a reload action.
 */
export function PageCrash({ chunk, offline, retry }: CrashProps) {
  if (offline)
    return (
      <main className="app-crash" role="status">
        <h1>{bootUi.crash.offlineTitle}</h1>
        <p>{bootUi.crash.offlineText}</p>
        <button type="button" onClick={retry}>
          {bootUi.crash.retry}
        </button>
      </main>
    );
  return (
    <main className="app-crash" role="alert">
      <h1>{chunk ? bootUi.crash.chunkTitle : bootUi.crash.appTitle}</h1>
      <p>{chunk ? bootUi.crash.chunkText : bootUi.crash.appText}</p>
      <button type="button" onClick={reloadPage}>
        {bootUi.crash.reload}
      </button>
    </main>
  );
}

/**
 * Guards the whole page, above the routes: nothing that fails below (a router that cannot parse the
 * URL, a chunk gone after a deploy) leaves a white page.
 */
export function PageCrashBoundary({ children }: { children: ReactNode }) {
  return (
    <CrashBoundary fallback={PageCrash} reloading={<Loading />}>
      {children}
    </CrashBoundary>
  );
}
