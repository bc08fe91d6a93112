import { useSyncExternalStore } from 'react';

import { bootUi } from '../locales/ui-boot';
import { appUpdate } from './app-worker';

/**
 * "Versi baru tersedia" with "Muat ulang" while a new deployment waits (src/boot/app-worker.ts). It
 * never reloads by itself: a person typing in a form finishes first (and the form's leave guard still
 * asks before its input goes).
 */
export function AppUpdatePrompt() {
  const available = useSyncExternalStore(appUpdate.subscribe, appUpdate.available, () => false);
  if (!available) return null;
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
