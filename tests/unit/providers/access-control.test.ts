// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { createAccessControlProvider } from '../../../src/providers/access-control';
import { groups, registry, toRefineResources } from '../../../src/resources';
import { canSee } from '../../../src/resources/access';
import { menuOf } from '../../../src/resources/roles';
import { createSessionStore, type Session } from '../../../src/session/session';
import { validToken } from '../support/jwt';
import { MemoryStorage } from '../support/wire';

const as = (flag: Session['flag'], first_time = false) => ({ flag, first_time });
const gro = as('gro_admin');
const admin = as(['ADMIN']);
const firstTime = as('gro_admin', true);

/** docs/contract.md section 2: the reduced menu leaves these out. */
const notInReduced = [
  'subscribes',
  'subscribe',
  'listing-premium',
  'ads-premium',
  'bi-checking',
  'master-subscribe',
  'master-area',
  'master-area-province',
  'master-area-city',
  'master-area-district',
  'master-area-village',
  'payments',
  'payment',
  'activity',
  'analytics',
  'lytics',
  'usytics',
  'report-share',
  'withdrawal',
];

const screens = registry.filter((d) => d.route !== undefined && !d.menuOnly).map((d) => d.name);

describe('menus (docs/contract.md section 6)', () => {
  it('ADMIN gets the reduced menu, gro_admin the full, first-time users the registration menu', () => {
    expect(menuOf(gro)).toBe('full');
    expect(menuOf(as(['gro_admin']))).toBe('full');
    expect(menuOf(admin)).toBe('reduced');
    expect(menuOf(as(['gro_admin', 'ADMIN']))).toBe('reduced');
    expect(menuOf(firstTime)).toBe('firstTime');
  });

  it('the full menu allows every screen and group', () => {
    for (const name of [...screens, ...groups.map((g) => g.name)]) expect(canSee(gro, name), name).toBe(true);
    expect(canSee(gro, 'completing-register')).toBe(false);
  });

  it('the reduced menu leaves out exactly what docs/contract.md names', () => {
    const denied = [...screens, ...groups.map((g) => g.name)].filter((name) => !canSee(admin, name));
    expect(denied.sort()).toEqual([...notInReduced].sort());
  });

  it('first-time users get only Pendaftaran', () => {
    const allowed = registry.map((d) => d.name).filter((name) => canSee(firstTime, name));
    expect(allowed).toEqual(['completing-register']);
    for (const group of groups) expect(canSee(firstTime, group.name)).toBe(false);
  });

  it('nobody signed out, and no unknown resource, is allowed', () => {
    expect(canSee(null, 'listing')).toBe(false);
    expect(canSee(gro, 'no-such-thing')).toBe(false);
    expect(canSee(gro, undefined)).toBe(false);
  });
});

describe('the access-control provider', () => {
  it('answers from the stored session', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore('k', storage);
    const provider = createAccessControlProvider(store);
    expect((await provider.can({ resource: 'listing', action: 'list' })).can).toBe(false);
    store.write({
      access_token: validToken(),
      id_token: '',
      email: 'a',
      name: 'A',
      flag: ['ADMIN'],
      avatar: '',
      auth_id: 'u',
      signin: true,
      first_time: false,
    });
    expect((await provider.can({ resource: 'listing', action: 'list' })).can).toBe(true);
    expect((await provider.can({ resource: 'withdrawal', action: 'list' })).can).toBe(false);
    expect((await provider.can({ resource: 'payments', action: 'list' })).can).toBe(false);
  });
});

describe('Refine resources from the registry', () => {
  it('every screen has its /dashboard route and its group parent; data-only resources are hidden', () => {
    const resources = toRefineResources();
    const byName = new Map(resources.map((r) => [r.name, r]));
    expect(byName.get('house-type')).toMatchObject({
      list: '/dashboard/master/tipe',
      meta: { label: 'Tipe Properti', parent: 'master-data' },
    });
    expect(byName.get('dashboard')).toMatchObject({ list: '/dashboard' });
    expect(byName.get('completing-register')).toMatchObject({
      list: '/dashboard/completing-register',
      meta: { label: 'Pendaftaran' },
    });
    expect(byName.get('lead-messages')?.meta?.hide).toBe(true);
    expect(byName.get('notification-own')?.meta?.hide).toBe(true);
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
  });

  it('has every child route of docs/contract.md section 2', () => {
    const routes = registry.map((d) => d.route).filter((r) => r !== undefined);
    const spec = [
      '',
      'listing',
      'users',
      'subscribe',
      'listing-premium',
      'ads-premium',
      'find-properti',
      'bi-checking',
      'leads',
      'schedule',
      'profile',
      'notification',
      'notification-own',
      'withdrawal',
      'report-share',
      'master/tipe',
      'master/title',
      'master/packages',
      'master/facility',
      'master/indicator-fairprice',
      'master/area-indicator',
      'master/area-popular',
      'master-slug/province',
      'master-slug/city',
      'master-slug/district',
      'master-slug/village',
      'master-area/province',
      'master-area/city',
      'master-area/district',
      'master-area/village',
      'pg/payment',
      'pg/logs',
      'analytics/statistic',
      'analytics/user',
    ];
    for (const route of spec) expect(routes).toContain(route);
  });
});
