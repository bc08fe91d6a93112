import { type AuthProvider, type DataProvider, Refine } from '@refinedev/core';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ListPreferencesProvider } from '../../../../src/engine/preferences/list-preferences-store';
import {
  useArrangedTable,
  useTablePreferences,
} from '../../../../src/engine/preferences/use-list-preferences';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl } from '../../../../src/resources/types';

// a signed-in user (the preferences are theirs); the list's data is not read here
const getIdentity = vi.fn(async () => ({ id: 'usr-1' }));
const auth: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity,
};
const noData = {} as DataProvider;

const listing = findResource('listing') as ResourceDecl;
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <Refine authProvider={auth} dataProvider={noData}>
      <ListPreferencesProvider>{children}</ListPreferencesProvider>
    </Refine>
  </MemoryRouter>
);

describe('the arranged columns of a list', () => {
  it('stay the same while neither the columns nor the preferences change (choosing rows re-renders no row)', async () => {
    const columns = [
      { key: 'title', title: 'Judul' },
      { key: 'price', title: 'Harga' },
    ];
    const { result, rerender } = renderHook(() => useArrangedTable(listing, columns, () => undefined), {
      wrapper,
    });
    // the user is known: their preferences apply from here
    await waitFor(() => expect(getIdentity).toHaveBeenCalled());
    await act(async () => {
      await getIdentity.mock.results[0]?.value;
    });
    const first = result.current.columns;
    // a selection change re-renders the list with the same columns
    rerender();
    expect(result.current.columns).toBe(first);
    expect(result.current.columns.map((column) => column.key)).toEqual(['title', 'price']);
  });

  it("follow another list's writes on the same page (one store for the app's lists)", async () => {
    const columns = [{ key: 'title', title: 'Judul' }];
    function Table() {
      const { size } = useArrangedTable(listing, columns, () => undefined);
      return <p>ukuran {size}</p>;
    }
    function Density() {
      const { ready, update } = useTablePreferences(listing.name);
      return (
        <button type="button" disabled={!ready} onClick={() => update({ density: 'compact' })}>
          Rapat
        </button>
      );
    }
    render(
      <>
        <Table />
        <Density />
      </>,
      { wrapper },
    );
    expect(screen.getByText('ukuran middle')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rapat' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Rapat' }));
    expect(await screen.findByText('ukuran small')).toBeInTheDocument();
  });
});
