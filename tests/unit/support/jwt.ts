const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A three-part JWT with the given claims (the signature is not checked client side). */
export function jwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.${b64url('signature')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const validToken = (extra: Record<string, unknown> = {}) =>
  jwt({ sub: 'usr-001', exp: nowSeconds() + 3600, ...extra });
export const expiredToken = () => jwt({ sub: 'usr-001', exp: nowSeconds() - 60 });
