import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';

import { base64UrlDecode, base64UrlEncode } from './lib/base64';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo12345';

/** The login role flag: a string for most accounts, a list for the ADMIN one (docs/contract.md reads it as a list). */
export type DemoFlag = string | string[];

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  flag: DemoFlag;
  auth_id: string;
  first_time: boolean;
  /** What the account demonstrates, for README and tests. */
  purpose: string;
  phone: string;
  agency: string;
  city: string;
  joined_at: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'superadmin@demo.id',
    password: DEMO_PASSWORD,
    name: 'Rina Wijaya',
    flag: 'gro_admin',
    auth_id: 'usr-gro-001',
    first_time: false,
    purpose: 'gro_admin: full menu',
    phone: '+62 812-1180-2201',
    agency: 'Rumahku Pusat',
    city: 'Jakarta Selatan',
    joined_at: '2022-02-14T02:30:00.000Z',
  },
  {
    email: 'admin@demo.id',
    password: DEMO_PASSWORD,
    name: 'Budi Santoso',
    flag: ['ADMIN'],
    auth_id: 'usr-adm-002',
    first_time: false,
    purpose: 'ADMIN: reduced menu',
    phone: '+62 813-2290-4402',
    agency: 'Rumahku Pusat',
    city: 'Bandung',
    joined_at: '2022-07-01T03:00:00.000Z',
  },
  {
    email: 'baru@demo.id',
    password: DEMO_PASSWORD,
    name: 'Sari Lestari',
    flag: 'gro_admin',
    auth_id: 'usr-new-003',
    first_time: true,
    purpose: 'first-time user: registration menu only',
    phone: '+62 857-3301-7715',
    agency: 'Rumahku Surabaya',
    city: 'Surabaya',
    joined_at: '2024-11-20T04:15:00.000Z',
  },
  {
    email: 'agen@demo.id',
    password: DEMO_PASSWORD,
    name: 'Agus Pratama',
    flag: 'agent',
    auth_id: 'usr-agt-004',
    first_time: false,
    purpose: 'agent: the app must refuse it (the server answers 200)',
    phone: '+62 878-4412-0904',
    agency: 'Pratama Properti',
    city: 'Tangerang Selatan',
    joined_at: '2023-05-09T01:45:00.000Z',
  },
];

export function findAccountByEmail(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((account) => account.email === wanted);
}

export function findAccountById(authId: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.auth_id === authId);
}

export interface JwtPayload {
  sub: string;
  email: string;
  flag: DemoFlag;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

/** Only the demo signs with it; the client never verifies signatures. */
const DEMO_JWT_SECRET = 'rumahku-demo-backend';

/**
 * A real three-part HS256 JWT. `iat` is now, `exp` is now + `expiresInSeconds` (negative = already
 * expired). Claims given in `payload` win over the computed ones, except `iat`/`exp`.
 */
export function makeJwt(
  payload: { sub: string; email: string; flag: DemoFlag } & Record<string, unknown>,
  expiresInSeconds: number,
): string {
  const iat = Math.floor(Date.now() / 1000);
  const header = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64UrlEncode(JSON.stringify({ ...payload, iat, exp: iat + expiresInSeconds }));
  const signature = HmacSHA256(`${header}.${body}`, DEMO_JWT_SECRET)
    .toString(Base64)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${header}.${body}.${signature}`;
}

/** The payload of a well-formed JWT, or null. Does not check `exp`. */
export function decodeJwt(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = base64UrlDecode(parts[1]);
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const claims = value as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims as JwtPayload;
  } catch {
    return null;
  }
}

/** Access tokens live 8 hours, like the production auth service. */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export function issueTokens(account: DemoAccount): { access_token: string; id_token: string } {
  const claims = { sub: account.auth_id, email: account.email, flag: account.flag };
  return {
    access_token: makeJwt({ ...claims, token_use: 'access' }, ACCESS_TOKEN_TTL_SECONDS),
    id_token: makeJwt({ ...claims, name: account.name, token_use: 'id' }, ACCESS_TOKEN_TTL_SECONDS),
  };
}
