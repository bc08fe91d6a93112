import { jwtDecode } from 'jwt-decode';

/**
 * docs/contract.md section 4: compares the token's `exp` with now; a token without `exp`, or one that cannot be
 * decoded, counts as not expired.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt <= now;
}

/** When the token expires (ms since the epoch), from its `exp`; undefined when it has none or cannot be read. */
export function tokenExpiresAt(token: string): number | undefined {
  // (the last token read is remembered: a bulk run asks before each of its records)
  if (token === lastRead?.token) return lastRead.expiresAt;
  let expiresAt: number | undefined;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    expiresAt = typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    expiresAt = undefined;
  }
  lastRead = { token, expiresAt };
  return expiresAt;
}

// global: a cache of the last token decoded: pure, whoever asks.
let lastRead: { token: string; expiresAt: number | undefined } | undefined;
