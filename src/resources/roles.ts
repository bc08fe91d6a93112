import { rolesOf, type Session } from '../session/session';
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
