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
