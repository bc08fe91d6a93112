import type { AccessControlProvider } from '@refinedev/core';

import { messages } from '../locales/messages';
import { loadRegistry } from '../resources/load-registry';
import type { ActionName } from '../resources/names';
import { menuOf } from '../resources/roles';
import type { SessionStore } from '../session/session';

/** docs/contract.md section 6 as data: a pure answer from the session and the registry. */
export function createAccessControlProvider(store: SessionStore): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      // only signed-in screens ask, and the registry comes with the session (not the login page)
      const { canSee, canUseAction, findResource } = await loadRegistry();
      const session = store.read();
      // a named action of the registry (status, sold, upload-csv, ...) also follows its own menus
      const named = Boolean(action && findResource(resource)?.actions?.[action as ActionName]);
      const allowed =
        canSee(session, resource) &&
        (!named || (session !== null && canUseAction(menuOf(session), resource, action)));
      return allowed ? { can: true } : { can: false, reason: messages.accessDenied };
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: 5 * 60 * 1000 },
    },
  };
}
