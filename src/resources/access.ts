import { findAction } from './find-action';
import { childrenOf, findGroup, findResource } from './index';
import { menuOf, type SignedInAs } from './roles';
import type { MenuName } from './types';

/** May this session see this resource or group? Unknown names are denied. */
export function canSee(session: SignedInAs | null, name: string | undefined): boolean {
  if (!session) return false;
  const menu = menuOf(session);
  const decl = findResource(name);
  if (decl) return decl.menus.includes(menu);
  if (findGroup(name)) return childrenOf(name as string).some((child) => child.menus.includes(menu));
  return false;
}

/** May this menu use a resource's named action? Its own `menus`, else the resource's. */
export function canUseAction(menu: MenuName, resource: string | undefined, action: string): boolean {
  const decl = findResource(resource);
  const declared = findAction(decl, action);
  if (!decl || !declared) return false;
  return (declared.ui?.menus ?? decl.menus).includes(menu);
}
