import type * as modules from './modules';
import type { ActionName, ResourceName } from './types';

export type { ActionName, ResourceName };

/** A resource declared in one module of ./modules (its `name`, and its `actions` if it has any). */
type Module = (typeof modules)[keyof typeof modules];

/**
 * The names of the resources declared in one module each: each module's `name` (a constant of its
 * own, so that tsc reads it without the declaration, which names others) with its `actions`.
 */
type ModuleNames = {
  [M in Module as M['name']]: M extends { actions: infer A extends readonly string[] } ? A : readonly [];
};

/** Every resource's name with the names of its actions: those above and those of ./modules. */
type AllNames = ModuleNames;

// the registry's types learn the names here (types.ts stands below the modules and cannot read them)
declare module './types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the names, merged in
  interface KnownNames extends AllNames {}
}

/**
 * `N` when it is one of `Known` or a string only known at run time (a route, a stored change); a
 * literal outside `Known` (a typo) is refused by tsc where it is written, naming the known ones.
 */
export type Checked<N extends string, Known extends string> = N &
  (string extends N ? unknown : N extends Known ? unknown : { unknownName: N; knownNames: Known });
