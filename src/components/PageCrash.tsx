import type { ReactNode } from 'react';

import { ui } from '../locales/ui';
import { CrashBoundary, type CrashProps, reloadPage } from './CrashBoundary';
import { Loading } from './Loading';

/**
 * What replaces the whole app when something above the screens fails: plain markup (no antd, which
 * may be the very chunk that failed to load) with a reload action.
 */
export function PageCrash({ chunk }: CrashProps) {
  return (
    <main className="app-crash" role="alert">
      <h1>{chunk ? ui.crash.chunkTitle : ui.crash.appTitle}</h1>
      <p>{chunk ? ui.crash.chunkText : ui.crash.appText}</p>
      <button type="button" onClick={reloadPage}>
        {ui.crash.reload}
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
