// Before the shell's code and the providers arrive, a signed-in load of a generic list draws the
// screen's frame with its title (the page's largest text) where the list will put it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { listCallsAtOnce } from '../../../src/App';
import { AddressFrame } from '../../../src/components/ScreenFrame';
import { ScreensContext } from '../../../src/components/screens-context';
import { SessionContext } from '../../../src/components/session-context';
import { screens } from '../../../src/pages/screens';
import { registry } from '../../../src/resources';
import { loadRegistry } from '../../../src/resources/load-registry';
import { ADMIN, buildProviders, signIn, SUPERADMIN } from '../support/app';

beforeAll(async () => {
  await loadRegistry();
});

function frameAt(path: string, email: string | null, inShell = false) {
  const { store } = buildProviders();
  if (email) signIn(store, email);
  else store.clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={store}>
        <ScreensContext.Provider value={screens}>
          <AddressFrame inShell={inShell} />
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
