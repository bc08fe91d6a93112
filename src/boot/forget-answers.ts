import { dropExpiredChanges, SENT_PREFIX, SUMMARY_PREFIX } from '../providers/outbox/outbox-keys';
import { RECENT_PREFIX } from '../session/recent-records';
import { PERSISTED_DATABASE, PERSISTED_FLAG, PERSISTED_STORE } from '../session/session-key';

/**
 * A start of the app without a valid session (none stored, or its token expired): what the server
 * said to the last one (the lists and records kept for their next visit, the recent records, the
 * bulk runs' summaries, what this device sent) leaves the device before anything is drawn, however that session ended (a
 * token that expired, a browser closed, "Keluar" while another tab was busy). What stays is the
 * person's own work: drafts and waiting changes, those older than 7 days removed.
 */
export async function forgetAnswers(
  storage: Storage,
  clearPersisted: () => Promise<void> = clearPersistedAnswers,
): Promise<void> {
  try {
    const going = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string =>
        key !== null &&
        [RECENT_PREFIX, SUMMARY_PREFIX, SENT_PREFIX].some((prefix) => key.startsWith(prefix)),
    );
    going.forEach((key) => storage.removeItem(key));
    dropExpiredChanges(storage);
    if (storage.getItem(PERSISTED_FLAG) === null) return;
    await clearPersisted();
    storage.removeItem(PERSISTED_FLAG);
  } catch {
    // a storage the browser refuses holds nothing to forget; one that fails now is tried at the next start
  }
}

/** Every user's answers kept in IndexedDB (its code comes only when something is kept there). */
async function clearPersistedAnswers(): Promise<void> {
  const { clear, createStore } = await import('idb-keyval');
  await clear(createStore(PERSISTED_DATABASE, PERSISTED_STORE));
}
