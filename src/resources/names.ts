import type { ActionName, ResourceName } from './types';

export type { ActionName, ResourceName };

/**
 * `N` when it is one of `Known` or a string only known at run time (a route, a stored change); a
 * literal outside `Known` (a typo) is refused by tsc where it is written, naming the known ones.
 */
export type Checked<N extends string, Known extends string> = N &
  (string extends N ? unknown : N extends Known ? unknown : { unknownName: N; knownNames: Known });
