/** The fixed local-storage key of the encrypted session. */
export const SESSION_KEY = 'pbo.session';

/** Whether a session is stored (not whether it is still valid); a storage the browser refuses has none. */
export function hasStoredSession(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Set once this browser keeps some user's answers in IndexedDB (src/providers/persisted-queries.ts).
 * It outlives a sign-out and a session that ends: the next start of the app without a session
 * removes those answers, then the flag (src/boot/forget-answers.ts).
 */
// the stored names keep their first word ('kept'): they are on people's devices
export const PERSISTED_FLAG = 'pbo.kept';
/** The IndexedDB database and store of those answers. */
export const PERSISTED_DATABASE = 'pbo-kept';
export const PERSISTED_STORE = 'queries';
