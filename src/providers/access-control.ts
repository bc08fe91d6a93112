import type { AccessControlProvider } from '@refinedev/core';
import { canSee } from '../resources/access';
import type { SessionStore } from '../session/session';

/** SPEC.md section 6 as data: a pure answer from the session and the registry. */
export function createAccessControlProvider(store: SessionStore): AccessControlProvider {
  return {
    can: async ({ resource }) => {
      const allowed = canSee(store.read(), resource);
      return allowed ? { can: true } : { can: false, reason: 'Anda tidak memiliki akses ke halaman ini.' };
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: 5 * 60 * 1000 },
    },
  };
}
