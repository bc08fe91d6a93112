import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { useArrangedTable } from '../../../../src/components/list-preferences/use-list-preferences';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl } from '../../../../src/resources/types';

vi.mock('@refinedev/core', async (original) => ({
  ...(await original<typeof import('@refinedev/core')>()),
  useGetIdentity: () => ({ data: { id: 'usr-1' } }),
}));

const listing = findResource('listing') as ResourceDecl;
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('the arranged columns of a list', () => {
  it('stay the same while neither the columns nor the preferences change (choosing rows re-renders no row)', () => {
    const columns = [
      { key: 'title', title: 'Judul' },
      { key: 'price', title: 'Harga' },
    ];
    const { result, rerender } = renderHook(() => useArrangedTable(listing, columns, () => undefined), {
      wrapper,
    });
    const first = result.current.columns;
    // a selection change re-renders the list with the same columns
    rerender();
    expect(result.current.columns).toBe(first);
    expect(result.current.columns.map((column) => column.key)).toEqual(['title', 'price']);
  });
});
