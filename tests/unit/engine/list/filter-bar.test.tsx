import type { CrudFilter } from '@refinedev/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FilterBar } from '../../../../src/engine/list/FilterBar';
import type { ResourceDecl } from '../../../../src/resources/types';

describe("the list's filter row", () => {
  it('is not drawn again while the list loads: the refresh button alone spins; a new filter value is drawn', async () => {
    // a filter of options reads them at each drawing: their `map` counts the drawings
    const options = [
      { label: 'Aktif', value: 'active' },
      { label: 'Nonaktif', value: 'inactive' },
    ];
    const drawn = vi.spyOn(options, 'map');
    const decl = {
      name: 'house-list',
      menus: [],
      service: 'main',
      fields: [{ key: 'status', label: 'Status', type: 'select', filter: true, options }],
    } as unknown as ResourceDecl;
    const onChange = vi.fn();
    const onReset = vi.fn();
    const onRefresh = vi.fn();
    const bar = (refreshing: boolean, filters: CrudFilter[]) => (
      <FilterBar
        decl={decl}
        filters={filters}
        onChange={onChange}
        onReset={onReset}
        onRefresh={onRefresh}
        refreshing={refreshing}
      />
    );
    const none: CrudFilter[] = [];
    const { rerender } = render(bar(false, none));
    const refresh = screen.getByRole('button', { name: 'Muat ulang' });
    const firstDraw = drawn.mock.calls.length;
    expect(firstDraw).toBeGreaterThan(0);

    // a load starts and ends: the button spins, then stops
    rerender(bar(true, none));
    await waitFor(() => expect(refresh).toHaveClass('ant-btn-loading'));
    rerender(bar(false, none));
    await waitFor(() => expect(refresh).not.toHaveClass('ant-btn-loading'));
    expect(drawn.mock.calls.length, 'the filters drawn again').toBe(firstDraw);

    // a filter chosen (the address, a saved view): shown, with "Atur ulang filter"
    rerender(bar(false, [{ field: 'status', operator: 'eq', value: 'active' }]));
    expect(await screen.findByText('Aktif')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atur ulang filter' })).toBeInTheDocument();
    expect(drawn.mock.calls.length).toBeGreaterThan(firstDraw);
  });
});
