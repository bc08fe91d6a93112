import { afterEach, describe, expect, it } from 'vitest';

import { config } from '../../../src/config';
import { createProviders } from '../../../src/providers';
import { drafts } from '../../../src/session/drafts';
import { signIn, SUPERADMIN } from '../support/app';

const USER = 'usr-gro-001';

function signedIn() {
  const providers = createProviders({ ...config, socketUrl: '' }, window.localStorage);
  signIn(providers.store, SUPERADMIN);
  const said: string[] = [];
  providers.toasts.connect({ success: (text) => said.push(text), error: () => undefined });
  return { providers, said };
}

afterEach(() => window.localStorage.clear());

describe('drafts and the sign-out', () => {
  it('a deliberate sign-out says how many drafts it throws away, and throws them away', async () => {
    const { providers, said } = signedIn();
    await drafts.write({ user: USER, resource: 'listing' }, { title: 'Rumah' });
    await drafts.write({ user: USER, resource: 'listing', record: 'l-1' }, { description: '' });
    await drafts.write({ user: 'usr-adm-002', resource: 'listing' }, { title: 'punya admin lain' });
    await providers.authProvider.logout({});
    expect(said).toEqual(['2 draf yang belum disimpan dihapus dari perangkat ini.']);
    expect(await drafts.count(USER)).toBe(0);
    expect(await drafts.count('usr-adm-002')).toBe(1);
    expect(providers.store.read()).toBeNull();
  });

  it('a session ended by the server (401) keeps the drafts for the next sign-in, and says nothing of them', async () => {
    const { providers, said } = signedIn();
    await drafts.write({ user: USER, resource: 'listing' }, { title: 'Rumah' });
    await providers.authProvider.onError({ statusCode: 401, message: 'x' });
    await providers.authProvider.logout({});
    expect(said).toEqual([]);
    expect(await drafts.count(USER)).toBe(1);
  });
});
