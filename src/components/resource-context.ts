import { createContext, useContext } from 'react';

import type { ResourceDecl } from '../resources/types';

/** The declaration of the screen being shown, for pages set through a declaration's `pages`. */
export const ResourceDeclContext = createContext<ResourceDecl | undefined>(undefined);

export function useResourceDecl(): ResourceDecl | undefined {
  return useContext(ResourceDeclContext);
}
