import { createContext, useContext } from 'react';

import type { ResourceDecl } from '../resources/types';

/** The declaration of the screen being shown, given by the route (layout/ResourceRoute.tsx). */
export const ResourceDeclContext = createContext<ResourceDecl | undefined>(undefined);

/** The declaration of the route's screen: the one way a page reads it (outside a resource route, an error). */
export function useResourceDecl(): ResourceDecl {
  const decl = useContext(ResourceDeclContext);
  if (!decl) throw new Error('useResourceDecl is used outside a resource route (ResourceDeclContext)');
  return decl;
}
