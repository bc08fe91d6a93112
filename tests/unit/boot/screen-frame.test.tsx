// Before the shell's code and the providers arrive, a signed-in load of a generic list draws the
// screen's frame with its title (the page's largest text) where the list will put it.
import type { GetListResponse } from '@refinedev/core';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { listCallsAtOnce } from '../../../src/App';
import { AddressFrame, AnsweredAheadContext } from '../../../src/components/ScreenFrame';
import { ScreensContext } from '../../../src/components/screens-context';
import { SessionContext } from '../../../src/components/session-context';
import { screens } from '../../../src/pages/screens';
import { firstPageOf, listKey } from '../../../src/providers/lazy-data-provider';
import { registry } from '../../../src/resources';
import { loadRegistry } from '../../../src/resources/load-registry';
import { ADMIN, buildProviders, signIn, SUPERADMIN } from '../support/app';
import { onPhone } from '../support/media';

beforeAll(async () => {
  await loadRegistry();
});

function frameAt(
  path: string,
  email: string | null,
  inShell = false,
  ahead: (key: string) => Promise<GetListResponse> | undefined = () => undefined,
) {
  const { store } = buildProviders();
  if (email) signIn(store, email);
  else store.clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={store}>
        <ScreensContext.Provider value={screens}>
          <AnsweredAheadContext.Provider value={ahead}>
            <AddressFrame inShell={inShell} />
          </AnsweredAheadContext.Provider>
        </ScreensContext.Provider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

describe('AddressFrame', () => {
  it("draws a generic list's title and its loading place, in the shell's places or alone inside the shell", () => {
    const view = frameAt('/dashboard/listing', SUPERADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Listing' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(view.container.querySelector('.screen-frame-sider')).not.toBeNull();
    view.unmount();
    const inShell = frameAt('/dashboard/listing', SUPERADMIN, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Listing' })).toBeVisible();
    expect(inShell.container.querySelector('.screen-frame-sider')).toBeNull();
  });

  it('is plain loading on a screen of its own, on the login page, signed out, or for a list the session may not see', () => {
    const hidden = registry.find(
      (decl) => decl.list && decl.route && !decl.menus.includes('reduced') && listCallsAtOnce(decl),
    );
    expect(hidden).toBeDefined();
    for (const [path, email] of [
      ['/dashboard/leads', SUPERADMIN],
      ['/', null],
      ['/dashboard/listing', null],
      [`/dashboard/${hidden!.route}`, ADMIN],
    ] as const) {
      const view = frameAt(path, email);
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
      view.unmount();
    }
  });
});

// a phone's first cards come from the list's answer made ahead, before the screen's code
describe('AddressFrame on a phone', () => {
  onPhone();
  const listing = registry.find((decl) => decl.name === 'listing')!;
  const key = listKey(firstPageOf('listing', listing.pageSize));
  const rows = [
    { id: 7, slug: 'rumah-asri-7', title: 'Rumah Asri di Wanaherang', status: 'active', price: 1230000000 },
    { _id: 'b8', slug: 'ruko-kranji-8', title: 'Ruko Kranji', price: '6450000000' },
    ...Array.from({ length: 6 }, (_, at) => ({ id: 20 + at, title: `Listing ${at}` })),
  ];

  it('draws the first four cards once the answer has come: titles linking to their detail, figures as text', async () => {
    const asked: string[] = [];
    frameAt('/dashboard/listing', SUPERADMIN, false, (asking) => {
      asked.push(asking);
      return asking === key ? Promise.resolve({ data: rows, total: 300 }) : undefined;
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    const first = await screen.findByRole('link', { name: 'Rumah Asri di Wanaherang' });
    expect(asked).toContain(key);
    expect(first.getAttribute('href')).toMatch(/^\/dashboard\/listing\/.+/);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByText('Rp 1.230.000.000')).toBeVisible();
    expect(within(cards[0]).getByText('Aktif')).toBeVisible();
    // a figure given as a string of digits reads as money too; one absent is left out
    expect(within(cards[1]).getByText('Rp 6.450.000.000')).toBeVisible();
    expect(within(cards[2]).queryByText('Harga')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays on "Loading ..." without an answer made ahead, or when its call failed', async () => {
    const failed = Promise.reject(new Error('Network Error'));
    failed.catch(() => undefined);
    frameAt('/dashboard/listing', SUPERADMIN, false, () => failed);
    await act(() => failed.catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
