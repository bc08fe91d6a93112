import { describe, expect, it } from 'vitest';

import { cardLayoutOf } from '../../../../src/engine/list/card-layout';
import { activeFilterCount } from '../../../../src/engine/list/phone-list';
import { findResource } from '../../../../src/resources';
import type { FieldDecl, ResourceDecl, ResourceName } from '../../../../src/resources/types';

const decl = (name: string) => findResource(name) as ResourceDecl;
const keys = (fields: readonly (FieldDecl | undefined)[]) => fields.map((field) => field?.key);

describe('a list card on a phone, from the registry', () => {
  it("shows a listing's title, the declared figures and its status", () => {
    const layout = cardLayoutOf(decl('listing'));
    expect(layout.title?.key).toBe('title');
    expect(keys(layout.figures)).toEqual(['price', 'city', 'created_at']);
    expect(layout.status?.key).toBe('status');
  });

  it('without a declaration, takes the first list fields after the title that are not a status or long text', () => {
    const layout = cardLayoutOf({
      // a resource of no declaration: its name is no known one
      name: 'x' as ResourceName,
      menus: [],
      service: 'main',
      fields: [
        { key: 'name', label: 'Nama' },
        { key: 'note', label: 'Catatan', type: 'textarea' },
        { key: 'hidden', label: 'Tersembunyi', inList: false },
        { key: 'status', label: 'Status', type: 'status' },
        { key: 'price', label: 'Harga', type: 'money' },
        { key: 'city', label: 'Kota' },
        { key: 'created_at', label: 'Dibuat', type: 'date' },
        { key: 'more', label: 'Lagi' },
      ],
    });
    expect(layout.title?.key).toBe('name');
    expect(keys(layout.figures)).toEqual(['price', 'city', 'created_at']);
    expect(layout.status?.key).toBe('status');
  });
});

describe('the "Filter (n)" count', () => {
  it('counts the set filters but the search and the defaults', () => {
    const listing = decl('listing');
    expect(activeFilterCount(listing, [])).toBe(0);
    expect(
      activeFilterCount(listing, [
        { field: 'search', operator: 'eq', value: 'rumah' },
        { field: 'status', operator: 'eq', value: 'sold' },
        { field: 'type', operator: 'eq', value: 'Rumah' },
        { field: 'id_kota', operator: 'eq', value: undefined },
      ]),
    ).toBe(2);
  });
});
