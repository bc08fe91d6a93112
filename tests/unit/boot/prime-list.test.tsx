// A signed-in page load of a generic list sends the list's first call beside the screen's code, and
// the screen's own first call takes that answer: one call, not two.
import { render, waitFor } from '@testing-library/react';

import App, { listCallsAtOnce, primeSignedInList } from '../../../src/App';
import { requiredFilterKeys } from '../../../src/components/resource-list/list-filters';
import { listKeyOf } from '../../../src/providers/answered-lists';
import { listKey } from '../../../src/providers/lazy-data-provider';
import { registry } from '../../../src/resources';
import { ADMIN, buildProviders, callsTo, signIn, SUPERADMIN, withDemoBackend } from '../support/app';
import { expiredToken } from '../support/jwt';

const { requests } = withDemoBackend();

const rows = () =>
  waitFor(
    () => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
    { timeout: 15000 },
  );

describe('the list call made ahead', { timeout: 60000 }, () => {
  it('goes out before the screen renders, and the screen shows its answer without a call of its own', async () => {
    window.history.replaceState({}, '', '/dashboard/listing');
    const providers = buildProviders();
    signIn(providers.store, SUPERADMIN);
    await primeSignedInList(window.location, providers);
    await waitFor(() => expect(callsTo(requests, '/house-list/admin')).toHaveLength(1));
    expect(callsTo(requests, '/house-list/admin')[0].searchParams.get('limit')).toBe('10');
    render(<App providers={providers} />);
    await rows();
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(1);
    // the screen's list query is known as the call made ahead (so an answer already come is put in it)
    const lists = providers.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['data'] })
      .map((query) => listKeyOf(query.queryKey));
    expect(lists).toContain(
      listKey({
        resource: 'listing',
        pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
        filters: [],
        sorters: [],
      }),
    );
  });

  it('is not made with a page, sort or filter in the address, for a list with a screen of its own or that waits for a filter, or for a session that may not see it or whose token expired', async () => {
    const providers = buildProviders();
    const prime = vi.spyOn(providers.dataProvider, 'prime');
    signIn(providers.store, SUPERADMIN);
    await primeSignedInList({ pathname: '/dashboard/listing', search: '?current=2' }, providers);
    // the dashboard and the leads have screens of their own
    await primeSignedInList({ pathname: '/dashboard', search: '' }, providers);
    await primeSignedInList({ pathname: '/dashboard/leads', search: '' }, providers);
    await primeSignedInList({ pathname: '/dashboard/no-such-screen', search: '' }, providers);
    // a list that waits for its parent (a village list for its district)
    const waiting = registry.find((decl) => decl.list && decl.route && decl.parent);
    expect(waiting).toBeDefined();
    await primeSignedInList({ pathname: `/dashboard/${waiting!.route}`, search: '' }, providers);
    expect(prime).not.toHaveBeenCalled();

    const admin = buildProviders();
    const adminPrime = vi.spyOn(admin.dataProvider, 'prime');
    signIn(admin.store, ADMIN);
    const hidden = registry.find(
      (decl) => decl.list && decl.route && !decl.menus.includes('reduced') && listCallsAtOnce(decl),
    );
    expect(hidden).toBeDefined();
    await primeSignedInList({ pathname: `/dashboard/${hidden!.route}`, search: '' }, admin);
    expect(adminPrime).not.toHaveBeenCalled();

    // an expired token signs out before any data is fetched
    const expired = buildProviders();
    const expiredPrime = vi.spyOn(expired.dataProvider, 'prime');
    signIn(expired.store, SUPERADMIN);
    expired.store.write({ ...expired.store.read()!, access_token: expiredToken() });
    await primeSignedInList({ pathname: '/dashboard/listing', search: '' }, expired);
    expect(expiredPrime).not.toHaveBeenCalled();
  });

  it('is made only for lists that wait for no filter', () => {
    for (const decl of registry.filter((item) => item.list)) {
      if (listCallsAtOnce(decl)) expect(requiredFilterKeys(decl), decl.name).toEqual([]);
    }
  });
});
