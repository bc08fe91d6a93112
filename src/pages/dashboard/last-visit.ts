import { PREFERENCE_PREFIX } from '../../session/session';

/**
 * When a person last looked at the dashboard on this device, kept per user beside their preferences
 * (so a sign-out keeps it: docs/contract.md section 4); a time, never their data.
 */
export const LAST_VISIT_PREFIX = `${PREFERENCE_PREFIX}last-visit.`;
/** The visit of this tab: reloads and moves between screens in it are one visit. */
export const TAB_VISIT_PREFIX = 'pbo.visit.';

const keyOf = (prefix: string, user: string) => `${prefix}${encodeURIComponent(user)}`;

function readTime(value: string | null): string | null {
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * The start of the person's previous visit (an ISO time), or null on their first visit here. The
 * first call of a tab takes the time last kept and keeps it for the tab; every call keeps now as
 * the last visit, which the next tab (or the next sign-in elsewhere on this device) starts from.
 */
export function visitSince(
  user: string,
  { storage = window.localStorage, tab = window.sessionStorage, now = new Date() } = {},
): string | null {
  if (!user) return null;
  try {
    const tabKey = keyOf(TAB_VISIT_PREFIX, user);
    const inTab = tab.getItem(tabKey);
    const since =
      inTab !== null ? readTime(inTab) : readTime(storage.getItem(keyOf(LAST_VISIT_PREFIX, user)));
    if (inTab === null) tab.setItem(tabKey, since ?? '');
    storage.setItem(keyOf(LAST_VISIT_PREFIX, user), now.toISOString());
    return since;
  } catch {
    // a refused storage keeps no visit: every visit is the first
    return null;
  }
}
