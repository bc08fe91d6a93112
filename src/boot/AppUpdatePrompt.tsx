import { createContext, useContext, useSyncExternalStore } from 'react';

import { bootUi } from '../locales/ui-boot';
import type { AppUpdate } from './app-worker';

/** The page's offer of a new deployment (src/main.tsx makes it with the worker's registration); none in development. */
export const AppUpdateContext = createContext<AppUpdate | null>(null);

const never = () => () => undefined;
const unavailable = () => false;

/**
 * "Versi baru tersedia" with "Muat ulang" while a new deployment waits (src/boot/register-app-worker.ts). It
 * never reloads by itself: a person typing in a form finishes first (and the form's leave guard still
 * asks before its input goes).
 */
export function AppUpdatePrompt() {
  const appUpdate = useContext(AppUpdateContext);
  const available = useSyncExternalStore(
    appUpdate?.subscribe ?? never,
    appUpdate?.available ?? unavailable,
    unavailable,
  );
  if (!appUpdate || !available) return null;
  return (
    <div className="app-update" role="status">
      <span>{bootUi.update.text}</span>
      <button
        type="button"
        className="app-update-reload"
        // a list's own refresh button is "Muat ulang" too: this one says which reload it is
        aria-label={bootUi.update.reloadLabel}
        onClick={() => appUpdate.apply()}
      >
        {bootUi.update.reload}
      </button>
    </div>
  );
}
