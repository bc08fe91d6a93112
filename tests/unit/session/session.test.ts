// @vitest-environment node
import AES from 'crypto-js/aes';
import { describe, expect, it, vi } from 'vitest';

import { rolesOf } from '../../../src/resources/roles';
import {
  createSessionStore,
  decryptSession,
  encryptSession,
  OUTBOX_PREFIX,
  PREFERENCE_PREFIX,
  type Session,
  SESSION_KEY,
} from '../../../src/session/session';
import { isTokenExpired } from '../../../src/session/token';
import { expiredToken, jwt, nowSeconds, validToken } from '../support/jwt';
import { MemoryStorage } from '../support/wire';

const session = (extra: Partial<Session> = {}): Session => ({
  access_token: validToken(),
  id_token: 'id-token',
  email: 'superadmin@demo.id',
  name: 'Rina Wijaya',
  flag: 'gro_admin',
  avatar: '',
  auth_id: 'usr-001',
  signin: true,
  first_time: false,
  ...extra,
});

describe('token expiry (docs/contract.md section 4)', () => {
  it('is expired when exp has passed, not before', () => {
    expect(isTokenExpired(expiredToken())).toBe(true);
    expect(isTokenExpired(validToken())).toBe(false);
    const exp = nowSeconds() + 10;
    expect(isTokenExpired(jwt({ exp }), exp * 1000 + 1)).toBe(true);
    expect(isTokenExpired(jwt({ exp }), exp * 1000 - 1000)).toBe(false);
  });

  it('counts a token without exp, or one that cannot be decoded, as not expired', () => {
    expect(isTokenExpired(jwt({ sub: 'x' }))).toBe(false);
    expect(isTokenExpired('garbage')).toBe(false);
    expect(isTokenExpired('a.b.c')).toBe(false);
    expect(isTokenExpired('')).toBe(false);
  });
});

describe('the encrypted session', () => {
  it('is stored AES-encrypted under one fixed key and restores as it was', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore('s3cret', storage);
    // one session: a second one made a second later has another token (its expiry is a second later)
    const written = session();
    store.write(written);
    const cipher = storage.getItem(SESSION_KEY) ?? '';
    expect(cipher).not.toContain('superadmin');
    expect(cipher).not.toContain('access_token');
    expect(decryptSession(cipher, 's3cret')).toEqual(written);
    // a new store (a reload) restores it
    expect(createSessionStore('s3cret', storage).read()?.email).toBe('superadmin@demo.id');
  });

  it('a storage that is full keeps the signed-in session in memory (signed in, told): never a sign-in that fails', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore('s3cret', storage);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const listener = vi.fn();
    store.subscribe(listener);
    const written = session();
    expect(() => store.write(written)).not.toThrow();
    expect(store.read()).toEqual(written);
    expect(listener).toHaveBeenCalledWith(written, false);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('discards a session that does not decrypt or parse', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEY, 'not-a-cipher');
    expect(createSessionStore('s3cret', storage).read()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();

    storage.setItem(SESSION_KEY, encryptSession(session(), 'another-secret'));
    expect(createSessionStore('s3cret', storage).read()).toBeNull();

    storage.setItem(SESSION_KEY, AES.encrypt('{"broken json', 's3cret').toString());
    expect(createSessionStore('s3cret', storage).read()).toBeNull();

    storage.setItem(SESSION_KEY, AES.encrypt(JSON.stringify({ email: 'x' }), 's3cret').toString());
    expect(createSessionStore('s3cret', storage).read()).toBeNull();
  });

  it("sign-out clears local storage but the users' preferences, and tells subscribers", () => {
    const storage = new MemoryStorage();
    storage.setItem('other', 'value');
    storage.setItem(`${PREFERENCE_PREFIX}theme:usr-001`, 'dark');
    const store = createSessionStore('s3cret', storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.write(session());
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ auth_id: 'usr-001' }), false);
    store.clear();
    expect(storage.length).toBe(1);
    expect(storage.getItem(`${PREFERENCE_PREFIX}theme:usr-001`)).toBe('dark');
    expect(storage.getItem('other')).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null, false);
  });

  it('sign-out removes only what goes, key by key: a change another tab marks meanwhile is neither lost nor rolled back', () => {
    const change = `${OUTBOX_PREFIX}c1`;
    /** Another tab marks the change the moment this one starts removing what goes. */
    class Racing extends MemoryStorage {
      raced = false;
      private race() {
        if (this.raced) return;
        this.raced = true;
        super.setItem(change, 'marked by the other tab');
        super.setItem(`${OUTBOX_PREFIX}c2`, 'added by the other tab');
      }
      override clear() {
        this.race();
        super.clear();
      }
      override removeItem(key: string) {
        this.race();
        super.removeItem(key);
      }
    }
    const storage = new Racing();
    storage.setItem(change, 'as it was');
    storage.setItem('other', 'value');
    const store = createSessionStore('s3cret', storage);
    store.write(session());
    store.clear();
    expect(storage.raced).toBe(true);
    expect(storage.getItem(change)).toBe('marked by the other tab');
    expect(storage.getItem(`${OUTBOX_PREFIX}c2`)).toBe('added by the other tab');
    expect(storage.getItem('other')).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('reads the flag as a list of roles', () => {
    expect(rolesOf('gro_admin')).toEqual(['gro_admin']);
    expect(rolesOf(['ADMIN', 'gro_admin'])).toEqual(['ADMIN', 'gro_admin']);
    expect(rolesOf('')).toEqual([]);
    expect(rolesOf(undefined)).toEqual([]);
  });
});
