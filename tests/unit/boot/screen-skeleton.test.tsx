// Before the shell's code and the providers arrive, a signed-in load of a generic list draws the
// screen's skeleton with its title (the page's largest text) where the list will put it.
import type { GetListResponse } from '@refinedev/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { BOOT_SKELETON_KEY } from '../../../src/boot/boot-skeleton';
import { ScreensContext } from '../../../src/components/screens-context';
import { SessionContext } from '../../../src/components/session-context';
import { firstPageQuery, waitsForFilters } from '../../../src/engine/list/first-page';
import { AddressSkeleton } from '../../../src/engine/ScreenSkeleton';
import { screens } from '../../../src/pages/screens';
import { registry } from '../../../src/resources';
import { loadRegistry } from '../../../src/resources/load-registry';
import { ADMIN, buildProviders, signIn, SUPERADMIN } from '../support/app';
import { onPhone } from '../support/media';

beforeAll(async () => {
  await loadRegistry();
});

function skeletonAt(path: string, email: string | null, inShell = false, queryClient = new QueryClient()) {
  const { store } = buildProviders();
  if (email) signIn(store, email);
  else store.clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={store}>
        <ScreensContext.Provider value={screens}>
          <QueryClientProvider client={queryClient}>
            <AddressSkeleton inShell={inShell} />
          </QueryClientProvider>
        </ScreensContext.Provider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

describe('AddressSkeleton', () => {
  it("draws a generic list's title and its loading place, in the shell's places or alone inside the shell", () => {
    const view = skeletonAt('/dashboard/listing', SUPERADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Listing' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(view.container.querySelector('.screen-skeleton-sider')).not.toBeNull();
    view.unmount();
    const inShell = skeletonAt('/dashboard/listing', SUPERADMIN, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Listing' })).toBeVisible();
    expect(inShell.container.querySelector('.screen-skeleton-sider')).toBeNull();
  });

  it('is plain loading on a screen of its own, on the login page, signed out, or for a list the session may not see', () => {
    const hidden = registry.find(
      (decl) => decl.list && decl.route && !decl.menus.includes('reduced') && !waitsForFilters(decl),
    );
    expect(hidden).toBeDefined();
    for (const [path, email] of [
      ['/dashboard/leads', SUPERADMIN],
      ['/', null],
      ['/dashboard/listing', null],
      [`/dashboard/${hidden!.route}`, ADMIN],
    ] as const) {
      const view = skeletonAt(path, email);
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
      view.unmount();
    }
  });
});

// a phone's first cards come from the list's first page in the cache (kept on the device, or
// fetched ahead), before the screen's code
describe('AddressSkeleton on a phone', () => {
  onPhone();
  beforeEach(() => localStorage.removeItem(BOOT_SKELETON_KEY));
  const listing = registry.find((decl) => decl.name === 'listing')!;
  const rows = [
    { id: 7, slug: 'rumah-asri-7', title: 'Rumah Asri di Wanaherang', status: 'active', price: 1230000000 },
    { _id: 'b8', slug: 'ruko-kranji-8', title: 'Ruko Kranji', price: '6450000000' },
    ...Array.from({ length: 6 }, (_, at) => ({ id: 20 + at, title: `Listing ${at}` })),
  ];

  it('draws the first four cards once the answer has come: titles linking to their detail, figures as text', async () => {
    const queryClient = new QueryClient();
    const { queryKey } = firstPageQuery(await loadRegistry(), listing)!;
    // another page's answer is not the first page's
    queryClient.setQueryData([...queryKey.slice(0, -1), { page: 2 }], { data: rows.slice(1), total: 300 });
    let answer: (list: GetListResponse) => void = () => undefined;
    void queryClient.prefetchQuery({ queryKey, queryFn: () => new Promise((done) => (answer = done)) });
    skeletonAt('/dashboard/listing', SUPERADMIN, false, queryClient);
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    await act(async () => answer({ data: rows, total: 300 }));
    const first = await screen.findByRole('link', { name: 'Rumah Asri di Wanaherang' });
    expect(first.getAttribute('href')).toMatch(/^\/dashboard\/listing\/.+/);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByText('Rp 1.230.000.000')).toBeVisible();
    expect(within(cards[0]).getByText('Aktif')).toBeVisible();
    // a figure given as a string of digits reads as money too; one absent is left out
    expect(within(cards[1]).getByText('Rp 6.450.000.000')).toBeVisible();
    expect(within(cards[2]).queryByText('Harga')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    // kept for the next visit's first drawing (boot/boot-skeleton.ts): the whole skeleton with its cards
    const saved = JSON.parse(localStorage.getItem(BOOT_SKELETON_KEY) ?? '{}');
    expect(saved.path).toBe('/dashboard/listing');
    expect(saved.html).toMatch(/^<div class="screen-skeleton">/);
    expect(saved.html).toContain('Rumah Asri di Wanaherang');
  });

  it('says how old a kept first page is, and keeps that with the frame', async () => {
    const queryClient = new QueryClient();
    const { queryKey } = firstPageQuery(await loadRegistry(), listing)!;
    const fetchedAt = new Date(2026, 10, 24, 10, 32).getTime();
    queryClient.setQueryData(queryKey, { data: rows, total: 300 }, { updatedAt: fetchedAt });
    skeletonAt('/dashboard/listing', SUPERADMIN, false, queryClient);
    await screen.findByRole('link', { name: 'Rumah Asri di Wanaherang' });
    expect(screen.getByText('Data pukul 10.32')).toBeVisible();
    const saved = JSON.parse(localStorage.getItem(BOOT_SKELETON_KEY) ?? '{}');
    expect(saved.age).toEqual({
      at: fetchedAt,
      sameDay: 'Data pukul 10.32',
      otherDay: 'Data 24/11 pukul 10.32',
    });
  });

  it('stays on "Loading ..." without the first page in the cache, or when its call failed', async () => {
    const queryClient = new QueryClient();
    const { queryKey } = firstPageQuery(await loadRegistry(), listing)!;
    const failed = queryClient.prefetchQuery({
      queryKey,
      queryFn: () => Promise.reject(new Error('Network Error')),
      retry: false,
    });
    skeletonAt('/dashboard/listing', SUPERADMIN, false, queryClient);
    await act(() => failed);
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(localStorage.getItem(BOOT_SKELETON_KEY)).toBeNull();
  });
});
