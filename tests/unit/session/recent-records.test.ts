import { afterEach, describe, expect, it } from 'vitest';

import { config } from '../../../src/config';
import { createProviders } from '../../../src/providers';
import {
  readRecent,
  RECENT_LIMIT,
  recentKey,
  type RecentRecord,
  rememberRecent,
} from '../../../src/session/recent-records';
import { signIn, SUPERADMIN } from '../support/app';
import { MemoryStorage } from '../support/memory-storage';

const USER = 'usr-gro-001';
const OTHER = 'usr-adm-002';

const record = (id: string, extra: Partial<RecentRecord> = {}): RecentRecord => ({
  resource: 'listing',
  id,
  title: `Rumah ${id}`,
  describe: 'RMH-1',
  path: `/dashboard/listing/rumah-${id}`,
  ...extra,
});

afterEach(() => window.localStorage.clear());

describe('the recently opened records', () => {
  it('are kept per user, newest first, once each, at most RECENT_LIMIT', () => {
    const storage = new MemoryStorage();
    rememberRecent(storage, USER, record('a'));
    rememberRecent(storage, USER, record('b'));
    rememberRecent(storage, USER, record('a'));
    rememberRecent(storage, OTHER, record('z'));
    expect(readRecent(storage, USER).map((one) => one.id)).toEqual(['a', 'b']);
    expect(readRecent(storage, OTHER).map((one) => one.id)).toEqual(['z']);
    for (let n = 0; n < RECENT_LIMIT + 3; n += 1) rememberRecent(storage, USER, record(`n${n}`));
    expect(readRecent(storage, USER)).toHaveLength(RECENT_LIMIT);
    // no user (a session without an id or email): nothing is kept for anyone
    rememberRecent(storage, '', record('x'));
    expect(readRecent(storage, '')).toEqual([]);
  });

  it('what is not JSON, or leads outside the app, is never offered', () => {
    const storage = new MemoryStorage();
    storage.setItem(recentKey(USER), 'not json');
    expect(readRecent(storage, USER)).toEqual([]);
    storage.setItem(
      recentKey(USER),
      JSON.stringify([
        record('ok'),
        record('far', { path: 'https://elsewhere.example/x' }),
        record('proto', { path: '//elsewhere.example/x' }),
        { id: 'half' },
      ]),
    );
    expect(readRecent(storage, USER).map((one) => one.id)).toEqual(['ok']);
  });

  it('outlive a session the server ended, and go with a deliberate sign-out (only the signed-out user’s)', async () => {
    const providers = createProviders({ ...config, socketUrl: '' }, window.localStorage);
    signIn(providers.store, SUPERADMIN);
    rememberRecent(window.localStorage, USER, record('a'));
    rememberRecent(window.localStorage, OTHER, record('b'));
    // the server refused the token: the session goes, the records stay for the next sign-in
    await providers.authProvider.onError({ statusCode: 401, message: 'x' });
    expect(providers.store.read()).toBeNull();
    expect(readRecent(window.localStorage, USER)).toHaveLength(1);

    signIn(providers.store, SUPERADMIN);
    await providers.authProvider.logout({});
    expect(readRecent(window.localStorage, USER)).toEqual([]);
    expect(readRecent(window.localStorage, OTHER)).toHaveLength(1);
  });
});
