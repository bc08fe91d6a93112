import { createContext } from 'react';

import { type SessionStore, userKeyOf } from '../session/session';

/**
 * The app's session store (made with the providers): a waiting change takes its author and token
 * from it when it is made, and a refused one ends the session through it.
 */
export const SessionContext = createContext<Pick<SessionStore, 'read' | 'clear' | 'subscribe'> | null>(null);

/** The author of a change made now: the signed-in user's id and token, or none. */
export function authorNow(store: Pick<SessionStore, 'read'> | null) {
  const session = store?.read();
  if (!session) return undefined;
  return { id: userKeyOf(session), token: session.access_token };
}
