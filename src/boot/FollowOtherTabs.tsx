import { useInvalidateAuthStore } from '@refinedev/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import type { SessionStore } from '../session/session';

/**
 * Another tab signed out (or in as someone else): this tab asks Refine to check again, and a sign-out
 * takes it to the login page, so it shows nothing of the previous session (the cached data is dropped
 * by the providers, the socket closes with the session).
 */
export function FollowOtherTabs({ store }: { store: Pick<SessionStore, 'subscribe'> }) {
  const invalidateAuth = useInvalidateAuthStore();
  const navigate = useNavigate();
  useEffect(() => {
    return store.subscribe((session, fromOtherTab) => {
      if (!fromOtherTab) return;
      void invalidateAuth();
      if (!session && window.location.pathname !== '/') void navigate('/', { replace: true });
    });
  }, [store, invalidateAuth, navigate]);
  return null;
}
