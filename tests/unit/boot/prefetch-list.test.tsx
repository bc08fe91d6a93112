// A signed-in page load of a generic list fetches the list's first page ahead (the query its screen
// makes), beside the screen's code, and the screen shows that answer: one call, not two.
import { keys } from '@refinedev/core';
import { hashKey } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';

import App, { prefetchSignedInList } from '../../../src/App';
import { firstPageQuery, waitsForFilters } from '../../../src/engine/list/first-page';
import { registry } from '../../../src/resources';
import { requiredFilterKeys } from '../../../src/resources/list-filters';
import { loadRegistry } from '../../../src/resources/load-registry';
import { ADMIN, buildProviders, callsTo, signIn, SUPERADMIN, withDemoBackend } from '../support/app';
import { expiredToken } from '../support/jwt';
import { testOutbox } from '../support/outbox';

const { requests } = withDemoBackend();

const rows = () =>
  waitFor(
    () => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
    { timeout: 15000 },
  );

describe('the list fetched ahead', { timeout: 60000 }, () => {
  it('goes out before the screen renders, and the screen shows its answer without a call of its own', async () => {
    window.history.replaceState({}, '', '/dashboard/listing');
    const providers = buildProviders();
    signIn(providers.store, SUPERADMIN);
    await prefetchSignedInList(window.location, providers);
    await waitFor(() => expect(callsTo(requests, '/house-list/admin')).toHaveLength(1));
    expect(callsTo(requests, '/house-list/admin')[0].searchParams.get('limit')).toBe('10');
    render(<App providers={providers} outbox={testOutbox()} />);
    await rows();
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(1);
    // the screen's list query is the query fetched ahead: Refine's key of the list's first page
    const lists = providers.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['data'] })
      .filter((query) => query.getObserversCount() > 0)
      .map((query) => query.queryHash);
    const screenKey = keys()
      .data('default')
      .resource('listing')
      .action('list')
      .params({
        label: 'Listing',
        hide: false,
        filters: [],
        pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
        sorters: [],
      })
      .get();
    expect(lists).toContain(hashKey(screenKey));
    const listing = registry.find((decl) => decl.name === 'listing')!;
    expect(hashKey(firstPageQuery(await loadRegistry(), listing)!.queryKey)).toBe(hashKey(screenKey));
  });

  it('is not made with a page, sort or filter in the address, for a list with a screen of its own or that waits for a filter, or for a session that may not see it or whose token expired', async () => {
    const providers = buildProviders();
    const prefetch = vi.spyOn(providers.queryClient, 'prefetchQuery');
    signIn(providers.store, SUPERADMIN);
    await prefetchSignedInList({ pathname: '/dashboard/listing', search: '?current=2' }, providers);
    // the dashboard and the leads have screens of their own
    await prefetchSignedInList({ pathname: '/dashboard', search: '' }, providers);
    await prefetchSignedInList({ pathname: '/dashboard/leads', search: '' }, providers);
    await prefetchSignedInList({ pathname: '/dashboard/no-such-screen', search: '' }, providers);
    // a list that waits for its parent (a village list for its district)
    const waiting = registry.find((decl) => decl.list && decl.route && decl.parent);
    expect(waiting).toBeDefined();
    await prefetchSignedInList({ pathname: `/dashboard/${waiting!.route}`, search: '' }, providers);
    expect(prefetch).not.toHaveBeenCalled();

    const admin = buildProviders();
    const adminPrefetch = vi.spyOn(admin.queryClient, 'prefetchQuery');
    signIn(admin.store, ADMIN);
    const hidden = registry.find(
      (decl) => decl.list && decl.route && !decl.menus.includes('reduced') && !waitsForFilters(decl),
    );
    expect(hidden).toBeDefined();
    await prefetchSignedInList({ pathname: `/dashboard/${hidden!.route}`, search: '' }, admin);
    expect(adminPrefetch).not.toHaveBeenCalled();

    // an expired token signs out before any data is fetched
    const expired = buildProviders();
    const expiredPrefetch = vi.spyOn(expired.queryClient, 'prefetchQuery');
    signIn(expired.store, SUPERADMIN);
    expired.store.write({ ...expired.store.read()!, access_token: expiredToken() });
    await prefetchSignedInList({ pathname: '/dashboard/listing', search: '' }, expired);
    expect(expiredPrefetch).not.toHaveBeenCalled();
  });

  it('is made only for lists that wait for no filter', async () => {
    const fullRegistry = await loadRegistry();
    for (const decl of registry.filter((item) => item.list)) {
      if (!waitsForFilters(decl)) expect(requiredFilterKeys(decl), decl.name).toEqual([]);
      // and the other way round: a list the screen calls at once is fetched ahead
      else expect(requiredFilterKeys(decl), decl.name).not.toEqual([]);
      expect(firstPageQuery(fullRegistry, decl) === undefined, decl.name).toBe(waitsForFilters(decl));
    }
  });
});
