import type { TreeMenuItem } from '@refinedev/core';
import { describe, expect, it } from 'vitest';

import { entriesOf, isPaletteKey, searchEntries } from '../../../../src/layout/palette/palette-entries';
import { findResource, paletteKeywords, pathOf, registry } from '../../../../src/resources';

const leaf = (name: string, label: string, route: string): TreeMenuItem =>
  ({ key: route, name, label, route, children: [] }) as unknown as TreeMenuItem;
const tree: TreeMenuItem[] = [
  leaf('dashboard', 'Dashboard', '/dashboard'),
  leaf('schedule', 'Schedule List', '/dashboard/schedule'),
  {
    key: 'master',
    name: 'master-data',
    label: 'Master Data',
    children: [leaf('house-type', 'Tipe Properti', '/dashboard/master/tipe')],
  } as unknown as TreeMenuItem,
];

describe('the command palette', () => {
  it('lists every screen of the allowed tree, with "create" only where allowed', () => {
    const entries = entriesOf(tree, new Set(['house-type']), (label) => `Tambah ${label}`);
    expect(entries.map((e) => [e.label, e.group, e.path])).toEqual([
      ['Dashboard', undefined, '/dashboard'],
      ['Schedule List', undefined, '/dashboard/schedule'],
      ['Tipe Properti', 'Master Data', '/dashboard/master/tipe'],
      ['Tambah Tipe Properti', 'Master Data', '/dashboard/master/tipe?create=1'],
    ]);
  });

  it('finds by every word, in any case and order, in the label or the group', () => {
    const entries = entriesOf(tree, new Set(['house-type']), (label) => `Tambah ${label}`);
    expect(searchEntries(entries, 'tipe').map((e) => e.label)).toEqual([
      'Tipe Properti',
      'Tambah Tipe Properti',
    ]);
    expect(searchEntries(entries, 'master tambah').map((e) => e.label)).toEqual(['Tambah Tipe Properti']);
    expect(searchEntries(entries, 'withdrawal')).toEqual([]);
    expect(searchEntries(entries, '  ')).toHaveLength(4);
  });

  it('ranks first a label holding every typed word in order ("tambah fas": Tambah Fasilitas, then Fasilitas)', () => {
    const entries = entriesOf(
      [leaf('extra-facility', 'Fasilitas', '/dashboard/master/facility'), ...tree],
      new Set(['extra-facility', 'house-type']),
      (label) => `Tambah ${label}`,
    );
    expect(searchEntries(entries, 'tambah fas').map((e) => e.label)).toEqual([
      'Tambah Fasilitas',
      'Fasilitas',
    ]);
    expect(searchEntries(entries, 'properti tipe').map((e) => e.label)).toEqual([
      'Tipe Properti',
      'Tambah Tipe Properti',
    ]);
    expect(searchEntries(entries, 'tambah tipe').map((e) => e.label)).toEqual(['Tambah Tipe Properti']);
  });

  it('opens on Ctrl+K and Cmd+K only', () => {
    expect(isPaletteKey({ key: 'k', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isPaletteKey({ key: 'K', ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isPaletteKey({ key: 'k', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isPaletteKey({ key: 'k', ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
  });
});

describe('the palette keywords', () => {
  it('name every screen of the menu in Indonesian, and only resources of the registry', () => {
    const screens = registry.filter((decl) => pathOf(decl) !== undefined);
    for (const decl of screens) {
      expect(paletteKeywords[decl.name]?.length ?? 0, decl.name).toBeGreaterThan(0);
    }
    for (const name of Object.keys(paletteKeywords)) expect(findResource(name), name).toBeDefined();
  });

  it('find a screen by its Indonesian words, ignoring case and accents', () => {
    const entries = entriesOf(tree, new Set(['schedule']), (label) => `Tambah ${label}`);
    expect(searchEntries(entries, 'jadwal').map((e) => e.label)).toEqual([
      'Schedule List',
      'Tambah Schedule List',
    ]);
    expect(searchEntries(entries, 'Tambah Jadwal').map((e) => e.label)).toEqual(['Tambah Schedule List']);
    expect(searchEntries(entries, 'KUNJÜNGAN').map((e) => e.label)).toEqual([
      'Schedule List',
      'Tambah Schedule List',
    ]);
    expect(searchEntries(entries, 'rumah').map((e) => e.label)).toEqual(['Tipe Properti']);
  });

  it("find a screen declared in one module by the words its module carries (Fasilitas: 'sarana')", () => {
    const entries = entriesOf(
      [leaf('extra-facility', 'Fasilitas', '/dashboard/master/facility'), ...tree],
      new Set(),
      (label) => `Tambah ${label}`,
    );
    expect(searchEntries(entries, 'sarana').map((e) => e.label)).toEqual(['Fasilitas']);
  });

  it('find a create form named otherwise by its screen\'s menu name ("tambah schedule")', () => {
    const entries = entriesOf(tree, new Set(['schedule']), () => 'Tambah Jadwal Kunjungan');
    expect(searchEntries(entries, 'tambah schedule').map((e) => e.label)).toEqual([
      'Tambah Jadwal Kunjungan',
    ]);
  });
});
