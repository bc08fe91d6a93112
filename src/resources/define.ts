import type { ResourceDecl, ResourceName } from './types';

/**
 * A resource declared in its module of ./modules: the whole of it, its texts with it (menu label,
 * field labels, messages verbatim, the palette's `keywords`). The module gives its `name` as a
 * constant of its own and adds it to `KnownNames` (./types.ts) with its `actions`, so that tsc reads
 * every name without the declarations, which name one another; a name not added is refused here.
 */
export function defineResource<const N extends ResourceName>(
  name: N,
  decl: Omit<ResourceDecl, 'name'>,
): Omit<ResourceDecl, 'name'> & { name: N } {
  return { name, ...decl };
}
