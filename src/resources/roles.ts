import type { MenuName } from './types';

/** The role flag as the server sent it: a string or a list. */
export type RoleFlag = string | string[];

/** What of a session decides its menu and access. */
export interface SignedInAs {
  flag: RoleFlag;
  first_time: boolean;
}

/** The role flag read as a list of roles (docs/contract.md section 3). */
export function rolesOf(flag: RoleFlag | undefined | null): string[] {
  if (Array.isArray(flag)) return flag.filter((f): f is string => typeof f === 'string');
  if (typeof flag === 'string' && flag !== '') return [flag];
  return [];
}

/** The roles that may sign in (docs/contract.md sections 5 and 9). */
export const ADMIN_FLAGS = ['gro_admin', 'ADMIN'] as const;

export function isAdminFlag(flag: RoleFlag | undefined): boolean {
  return rolesOf(flag).some((role) => (ADMIN_FLAGS as readonly string[]).includes(role));
}

/** Which menu a session gets (docs/contract.md section 6). */
export function menuOf(session: SignedInAs): MenuName {
  if (session.first_time) return 'firstTime';
  // docs/contract.md section 6, kept as written: a flag list that includes ADMIN gets the reduced menu.
  return rolesOf(session.flag).includes('ADMIN') ? 'reduced' : 'full';
}
