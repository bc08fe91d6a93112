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
