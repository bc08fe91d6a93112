import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { columnsOf } from '../../../../src/engine/list/columns';
import { WAITING_MARK } from '../../../../src/providers/outbox/undo-queue';
import type { FieldDecl } from '../../../../src/resources/types';

const fields: FieldDecl[] = [
  { key: 'name', label: 'Nama' },
  { key: 'city', label: 'Kota' },
];

function cells(record: object) {
  const columns = columnsOf(fields, [], { key: 'name', urlOf: () => '/x' });
  render(
    <MemoryRouter>
      {columns.map((column) => (
        <div key={String(column.key)}>
          {column.render?.((record as Record<string, unknown>)[String(column.key)], record, 0) as ReactNode}
        </div>
      ))}
    </MemoryRouter>,
  );
}

describe('a table row whose change waits in the outbox', () => {
  it('says so beside its title, with an accessible name; once, and not on other rows', () => {
    cells({ id: 1, name: 'Ruko', city: 'Bandung', [WAITING_MARK]: true });
    expect(screen.getAllByRole('status', { name: 'Perubahan data ini menunggu dikirim' })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Menunggu dikirim');
  });

  it('a row without a waiting change carries no mark', () => {
    cells({ id: 2, name: 'Gudang', city: 'Bogor' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
