import type { BaseRecord } from '@refinedev/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ListTable } from '../../../../src/engine/list/ListTable';
import { ROW_KEY } from '../../../../src/engine/list/use-resource-list';

const ROWS: BaseRecord[] = [
  { id: 1, name: 'Rumah Satu', [ROW_KEY]: '1' },
  { id: 2, name: 'Rumah Dua', [ROW_KEY]: '2' },
];

function table(drawn: (name: string) => string) {
  const columns = [{ key: 'name', dataIndex: 'name', title: 'Nama', render: drawn }];
  return (loading: boolean, updated: ReadonlySet<string>) => (
    <ListTable
      rows={ROWS}
      columns={columns}
      size="middle"
      pagination={false}
      onChange={undefined}
      rowSelection={undefined}
      emptyText="Belum ada data"
      loading={loading}
      updated={updated}
    />
  );
}

describe('the list table', () => {
  it('draws its cells once: a load starting and ending, or a row standing out and fading, draws no cell again', async () => {
    const drawn = vi.fn((name: string) => name);
    const at = table(drawn);
    const { rerender, container } = render(at(false, new Set()));
    expect(screen.getByText('Rumah Dua')).toBeInTheDocument();
    const firstDraw = drawn.mock.calls.length;
    expect(firstDraw).toBeGreaterThan(0);

    // a refresh on its way spins over the rows, then ends
    rerender(at(true, new Set()));
    // (antd's spinner comes a moment after it is asked for)
    await waitFor(() => expect(container.querySelector('.list-table .ant-spin-spinning')).not.toBeNull());
    rerender(at(false, new Set()));
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());

    // the server changed the second row: it stands out, then no more
    rerender(at(false, new Set(['2'])));
    const rowOf = (name: string) => screen.getByText(name).closest('tr');
    expect(rowOf('Rumah Dua')).toHaveClass('list-row-updated');
    expect(rowOf('Rumah Satu')).not.toHaveClass('list-row-updated');
    rerender(at(false, new Set()));
    expect(rowOf('Rumah Dua')).not.toHaveClass('list-row-updated');

    expect(drawn.mock.calls.length, 'cells drawn again').toBe(firstDraw);
  });
});
