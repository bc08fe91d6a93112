import { useEffect, useState, useSyncExternalStore } from 'react';

import type { AppKept } from '../boot/app-keeping';
import { connectionTexts } from '../locales/connection';

import './app-kept-note.css';

/** How long the note stays on the screen. */
const SHOWN_MS = 10_000;

function Note({ record }: { record: AppKept }) {
  const pending = useSyncExternalStore(record.subscribe, record.pending, () => false);
  useEffect(() => {
    if (!pending) return undefined;
    record.said();
    const timer = setTimeout(record.dismiss, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [pending, record]);
  return pending ? (
    <p role="status" className="app-kept-note">
      {connectionTexts.appKept}
    </p>
  ) : null;
}

/**
 * Says once per version, quietly, that the whole app is now kept on this device and opens without a
 * connection (src/boot/app-keeping.ts): a status in the offline banner's place that takes no room from
 * the screen, catches no tap and goes after a few seconds. The record's code comes in a chunk of its
 * own, shared with the worker's registration (the login page loads that without the screens' code).
 */
export function AppKeptNote() {
  const [record, setRecord] = useState<AppKept>();
  useEffect(() => {
    let mounted = true;
    import('../boot/app-keeping').then(
      (keeping) => mounted && setRecord(keeping.appKept),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <div aria-live="polite" className="app-kept-place">
      {record && <Note record={record} />}
    </div>
  );
}
