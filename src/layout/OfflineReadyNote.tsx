import { useEffect, useState, useSyncExternalStore } from 'react';

import type { OfflineReady } from '../boot/offline-app';
import { connectionTexts } from '../locales/connection';

import './offline-ready-note.css';

/** How long the note stays on the screen. */
const SHOWN_MS = 10_000;

function Note({ record }: { record: OfflineReady }) {
  const pending = useSyncExternalStore(record.subscribe, record.pending, () => false);
  useEffect(() => {
    if (!pending) return undefined;
    record.said();
    const timer = setTimeout(record.dismiss, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [pending, record]);
  return pending ? (
    <p role="status" className="offline-ready-note">
      {connectionTexts.offlineReady}
    </p>
  ) : null;
}

/**
 * Says once per version, quietly, that the whole app is now cached on this device and opens without a
 * connection (src/boot/offline-app.ts): a status in the offline banner's place that takes no room from
 * the screen, catches no tap and goes after a few seconds. The record's code comes in a chunk of its
 * own, shared with the worker's registration (the login page loads that without the screens' code).
 */
export function OfflineReadyNote() {
  const [record, setRecord] = useState<OfflineReady>();
  useEffect(() => {
    let mounted = true;
    import('../boot/offline-app').then(
      (keeping) => mounted && setRecord(keeping.offlineReady),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <div aria-live="polite" className="offline-ready-place">
      {record && <Note record={record} />}
    </div>
  );
}
