/** The lock names of this product's outbox (Web Locks are per origin). */
const TAB_LOCK_PREFIX = 'pbo.outbox.tab.';
const SEND_LOCK = 'pbo.outbox.send';

/** This page's own name (a tab's each load is a new one): the changes it keeps in memory carry it. */
export const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

type Locks = Pick<LockManager, 'request' | 'query'>;

function locksOf(): Locks | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

// global: the tab holds the lock once: it is the tab's, not a screen's.
let holding = false;

/**
 * Holds this page's lock for as long as it lives: the browser lets it go when the page is closed,
 * reloaded or killed, so another page knows the changes this one kept in memory have no one left.
 */
export function holdTabLock(locks: Locks | undefined = locksOf()): void {
  if (holding || !locks) return;
  holding = true;
  void locks.request(`${TAB_LOCK_PREFIX}${TAB_ID}`, () => new Promise<never>(() => undefined));
}

/**
 * The pages alive now, by their `TAB_ID`. Without Web Locks (an old browser) only this page is known:
 * every change of another page counts as left behind, as when there was one tab.
 */
export async function liveTabs(locks: Locks | undefined = locksOf()): Promise<Set<string>> {
  const live = new Set([TAB_ID]);
  if (!locks) return live;
  const { held = [] } = await locks.query();
  for (const lock of held)
    if (lock.name?.startsWith(TAB_LOCK_PREFIX)) live.add(lock.name.slice(TAB_LOCK_PREFIX.length));
  return live;
}

/** Runs `send` while no other tab sends the outbox's changes: exactly one tab sends at a time. */
export function whileSoleSender<T>(send: () => Promise<T>, locks: Locks | undefined = locksOf()): Promise<T> {
  if (!locks) return send();
  return locks.request(SEND_LOCK, send) as Promise<T>;
}
