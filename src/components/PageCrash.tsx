import { ui } from '../locales/ui';
import { type CrashProps, reloadPage } from './CrashBoundary';

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
