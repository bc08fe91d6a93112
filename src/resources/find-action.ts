import type { ActionName } from './names';
import type { ActionDecl, ResourceDecl } from './types';

/** A declaration's action by a name only known at run time (a route, a dialog's state, Refine's `action`). */
export function findAction(
  decl: Pick<ResourceDecl, 'actions'> | undefined,
  name: string | undefined,
): ActionDecl | undefined {
  return name === undefined ? undefined : decl?.actions?.[name as ActionName];
}
