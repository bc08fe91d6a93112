/**
 * Set in local storage once this browser keeps some user's answers (./kept-queries.ts): only then does
 * the boot wait for them before its first drawing. A first visit, with nothing kept, waits for nothing
 * (not even the code that would read them). A sign-out clears local storage, and the flag with it.
 */
export const KEPT_FLAG = 'pbo.kept';

export function hasKept(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(KEPT_FLAG) !== null;
  } catch {
    return false;
  }
}

/** When answers were last put in the cache from the device (this page's start, or a sign-in since). */
let restoredSince = typeof performance !== 'undefined' ? performance.timeOrigin : 0;

/** An answer older than this came from the device, not the network (src/components/KeptDataAge.tsx). */
export const keptBefore = () => restoredSince;

/** Called as a user's kept answers start going into the cache: a sign-in again in the same tab. */
export function markRestoring(now = Date.now()) {
  restoredSince = now;
}
