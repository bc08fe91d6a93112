import { createContext } from 'react';

import { authorOf, type SessionStore } from '../session/session';

/**
 * The app's session store (made with the providers): a waiting change takes its author and token
 * from it when it is made, and a refused one ends the session through it.
 */
export const SessionContext = createContext<Pick<SessionStore, 'read' | 'clear' | 'subscribe'> | null>(null);

/** The author of a change made now: the signed-in user's id and token, or none. */
export function authorNow(store: Pick<SessionStore, 'read'> | null) {
  return authorOf(store?.read());
}
