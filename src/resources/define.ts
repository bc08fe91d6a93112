import type { ResourceDecl } from './types';

/**
 * A resource declared in one module of ./modules: the whole of it, its texts with it (menu label,
 * field labels, messages verbatim, the palette's `keywords`), registered by one line in
 * ./modules/index.ts. Its `name` is a constant of the module of its own, given here, so that tsc
 * reads the name (./names.ts) without the declaration, which may name other resources.
 */
export function defineResource<const N extends string>(
  name: N,
  decl: Omit<ResourceDecl, 'name'>,
): Omit<ResourceDecl, 'name'> & { name: N } {
  // a declaration, where N is a ResourceName: once the module is registered (names.ts reads it)
  return { name, ...decl };
}
