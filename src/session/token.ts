import { jwtDecode } from 'jwt-decode';

/**
 * docs/contract.md section 4: compares the token's `exp` with now; a token without `exp`, or one that cannot be
 * decoded, counts as not expired.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    if (typeof exp !== 'number') return false;
    return exp * 1000 <= now;
  } catch {
    return false;
  }
}
