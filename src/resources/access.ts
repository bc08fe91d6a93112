import { rolesOf, type Session } from '../session/session';
import { childrenOf, findGroup, findResource } from './index';
import type { MenuName } from './types';

/** The roles that may sign in (docs/contract.md sections 5 and 9). */
export const ADMIN_FLAGS = ['gro_admin', 'ADMIN'] as const;

export function isAdminFlag(flag: Session['flag'] | undefined): boolean {
  return rolesOf(flag).some((role) => (ADMIN_FLAGS as readonly string[]).includes(role));
}

/** Which menu a session gets (docs/contract.md section 6). */
export function menuOf(session: Pick<Session, 'flag' | 'first_time'>): MenuName {
  if (session.first_time) return 'firstTime';
  // docs/contract.md section 6, kept as written: a flag list that includes ADMIN gets the reduced menu.
  return rolesOf(session.flag).includes('ADMIN') ? 'reduced' : 'full';
}

/** May this session see this resource or group? Unknown names are denied. */
export function canSee(
  session: Pick<Session, 'flag' | 'first_time'> | null,
  name: string | undefined,
): boolean {
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
  const declared = decl?.actions?.[action];
  if (!decl || !declared) return false;
  return (declared.ui?.menus ?? decl.menus).includes(menu);
}
