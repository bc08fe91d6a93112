import { beforeEach, describe, expect, it } from 'vitest';

import {
  arrangeColumns,
  columnChoices,
  lockedColumnKey,
  moveColumn,
} from '../../../../src/engine/preferences/arrange-columns';
import {
  applyView,
  deleteView,
  isNameTaken,
  isShowing,
  isValidView,
  renameView,
  saveView,
  viewOf,
} from '../../../../src/engine/preferences/saved-views';
import {
  clearPreferences,
  DEFAULT_PREFERENCES,
  preferenceKey,
  PREFERENCES_VERSION,
  type SavedView,
  type TablePreferences,
  writePreferences,
  writeViews,
} from '../../../../src/engine/preferences/store';
import { demoSavedViews } from '../../../../src/mocks/seed/saved-views';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl } from '../../../../src/resources/types';
import { createSessionStore } from '../../../../src/session/session';
import { readPreferences, readViews } from '../../support/list-preferences';

const storage = window.localStorage;
beforeEach(() => storage.clear());

const listing = findResource('listing') as ResourceDecl;
const arranged: TablePreferences = {
  order: ['price', 'title'],
  hidden: ['city'],
  density: 'compact',
  pageSize: 50,
};

describe('the table preference store', () => {
  it('keeps a list arrangement per user and per resource', () => {
    writePreferences(storage, 'usr-1', 'listing', arranged);
    expect(readPreferences(storage, 'usr-1', 'listing')).toEqual(arranged);
    expect(readPreferences(storage, 'usr-2', 'listing')).toBeUndefined();
    expect(readPreferences(storage, 'usr-1', 'leads')).toBeUndefined();
    clearPreferences(storage, 'usr-1', 'listing');
    expect(readPreferences(storage, 'usr-1', 'listing')).toBeUndefined();
  });

  it('ignores a value of another version', () => {
    storage.setItem(
      preferenceKey('usr-1', 'listing', 'table'),
      JSON.stringify({ version: PREFERENCES_VERSION - 1, value: arranged }),
    );
    expect(readPreferences(storage, 'usr-1', 'listing')).toBeUndefined();
    storage.setItem(preferenceKey('usr-1', 'listing', 'table'), JSON.stringify(arranged));
    expect(readPreferences(storage, 'usr-1', 'listing')).toBeUndefined();
  });

  it('ignores a corrupt value instead of failing', () => {
    const key = preferenceKey('usr-1', 'listing', 'table');
    for (const corrupt of [
      '{not json',
      'null',
      JSON.stringify({ version: PREFERENCES_VERSION, value: 'x' }),
      JSON.stringify({
        version: PREFERENCES_VERSION,
        value: { order: 'price', hidden: [], density: 'default' },
      }),
      JSON.stringify({ version: PREFERENCES_VERSION, value: { order: [], hidden: [1], density: 'default' } }),
      JSON.stringify({ version: PREFERENCES_VERSION, value: { order: [], hidden: [], density: 'tiny' } }),
    ]) {
      storage.setItem(key, corrupt);
      expect(readPreferences(storage, 'usr-1', 'listing'), corrupt).toBeUndefined();
    }
  });

  it('forgets a page size the list does not offer', () => {
    writePreferences(storage, 'usr-1', 'listing', { ...arranged, pageSize: 7 });
    expect(readPreferences(storage, 'usr-1', 'listing')?.pageSize).toBeUndefined();
  });

  it('keeps views per user, and tells "never changed" from "emptied"', () => {
    const view: SavedView = { name: 'Terjual', filters: { status: 'sold' }, sorters: [] };
    expect(readViews(storage, 'usr-1', 'listing')).toBeUndefined();
    writeViews(storage, 'usr-1', 'listing', [view]);
    expect(readViews(storage, 'usr-1', 'listing')).toEqual([view]);
    expect(readViews(storage, 'usr-2', 'listing')).toBeUndefined();
    writeViews(storage, 'usr-1', 'listing', []);
    expect(readViews(storage, 'usr-1', 'listing')).toEqual([]);
  });

  it('a sign-out forgets what was typed as a search; the views keep their filters and sort', () => {
    // the app's own secret: the store keeps following this window's storage events after the test,
    // and one with another secret would discard the sessions later tests write there
    const session = createSessionStore(import.meta.env.VITE_SESSION_SECRET as string, storage);
    const mixed: SavedView = {
      name: 'Budi di Depok',
      filters: { search: 'Budi 0812', status: 'sold' },
      sorters: [{ field: 'price', order: 'desc' }],
    };
    const searchOnly: SavedView = { name: 'Cari Sri', filters: { search: 'Sri Wahyuni' }, sorters: [] };
    writeViews(storage, 'usr-1', 'listing', [mixed, searchOnly]);
    expect(readViews(storage, 'usr-1', 'listing')).toEqual([mixed, searchOnly]);
    // the typed text is never among what a sign-out keeps
    const prefsBefore = Object.keys(storage).filter((key) => key.startsWith('pbo.pref.'));
    expect(prefsBefore.map((key) => storage.getItem(key)).join()).not.toMatch(/Budi 0812|Sri Wahyuni/);
    session.clear();
    expect(readViews(storage, 'usr-1', 'listing')).toEqual([
      { name: 'Budi di Depok', filters: { status: 'sold' }, sorters: [{ field: 'price', order: 'desc' }] },
    ]);
  });

  it('leaves out a stored view that does not read, keeping the others', () => {
    storage.setItem(
      preferenceKey('usr-1', 'listing', 'views'),
      JSON.stringify({
        version: PREFERENCES_VERSION,
        value: [
          { name: 'Baik', filters: { search: 'Depok' }, sorters: [{ field: 'price', order: 'desc' }] },
          { name: '', filters: {}, sorters: [] },
          { name: 'Rusak', filters: { status: 3 }, sorters: [] },
          { name: 'Urutan rusak', filters: {}, sorters: [{ field: 'price', order: 'up' }] },
        ],
      }),
    );
    expect(readViews(storage, 'usr-1', 'listing')?.map((view) => view.name)).toEqual(['Baik']);
  });
});

describe('columns as arranged', () => {
  const columns = [
    { key: 'house_id', title: 'ID Properti' },
    { key: 'title', title: 'Judul' },
    { key: 'price', title: 'Harga' },
    { key: 'city', title: 'Kota' },
    { key: 'actions', title: 'Aksi', fixed: 'right' },
  ];
  const keys = (list: { key?: unknown }[]) => list.map((column) => column.key);

  it("the listing's title column is the one that stays", () => {
    expect(lockedColumnKey(listing)).toBe('title');
  });

  it('hides, reorders and keeps the pinned actions last', () => {
    expect(keys(arrangeColumns(columns, DEFAULT_PREFERENCES, 'title'))).toEqual(keys(columns));
    expect(keys(arrangeColumns(columns, arranged, 'title'))).toEqual([
      'price',
      'title',
      'house_id',
      'actions',
    ]);
  });

  it('never hides the title column', () => {
    const prefs = { ...DEFAULT_PREFERENCES, hidden: ['title', 'city'] };
    expect(keys(arrangeColumns(columns, prefs, 'title'))).toEqual(['house_id', 'title', 'price', 'actions']);
    expect(columnChoices(columns, prefs, 'title').find((choice) => choice.key === 'title')).toMatchObject({
      hidden: false,
      locked: true,
    });
  });

  it('moves a column one place up or down, not past the ends', () => {
    const choices = columnChoices(columns, DEFAULT_PREFERENCES, 'title');
    expect(choices.map((choice) => choice.key)).toEqual(['house_id', 'title', 'price', 'city']);
    expect(moveColumn(choices, 'price', -1)).toEqual(['house_id', 'price', 'title', 'city']);
    expect(moveColumn(choices, 'price', 1)).toEqual(['house_id', 'title', 'city', 'price']);
    expect(moveColumn(choices, 'house_id', -1)).toEqual(['house_id', 'title', 'price', 'city']);
  });
});

describe('saved views', () => {
  const filters = [
    { field: 'search', operator: 'eq' as const, value: 'Depok' },
    { field: 'status', operator: 'eq' as const, value: 'sold' },
    { field: 'type', operator: 'eq' as const, value: undefined },
    { field: 'not_declared', operator: 'eq' as const, value: 'x' },
  ];
  const sorters = [{ field: 'price', order: 'desc' as const }];

  it('saves the current search, filters and sort under a name', () => {
    expect(viewOf(listing, '  Terjual di Depok ', filters, sorters)).toEqual({
      name: 'Terjual di Depok',
      filters: { search: 'Depok', status: 'sold' },
      sorters,
    });
  });

  it('applies a view as the list filters and sort, clearing the others', () => {
    const view: SavedView = { name: 'Menunggu', filters: { status: 'pending' }, sorters: [] };
    expect(applyView(listing, view, filters)).toEqual({
      filters: [{ field: 'status', operator: 'eq', value: 'pending' }],
      sorters: [],
    });
    const saved = viewOf(listing, 'Terjual di Depok', filters, sorters);
    const applied = applyView(listing, saved, []);
    expect(isShowing(listing, saved, applied.filters, applied.sorters)).toBe(true);
    expect(isShowing(listing, view, applied.filters, applied.sorters)).toBe(false);
  });

  it('renames and deletes, and tells a taken name', () => {
    const a: SavedView = { name: 'A', filters: { status: 'sold' }, sorters: [] };
    const b: SavedView = { name: 'B', filters: { status: 'pending' }, sorters: [] };
    const views = saveView(saveView([], a), b);
    expect(views.map((view) => view.name)).toEqual(['A', 'B']);
    expect(isNameTaken(views, ' a ')).toBe(true);
    expect(isNameTaken(views, 'A', 'A')).toBe(false);
    const renamed = renameView(views, 'A', 'Terjual');
    expect(renamed.map((view) => view.name)).toEqual(['Terjual', 'B']);
    expect(renamed[0].filters).toEqual(a.filters);
    expect(deleteView(renamed, 'B').map((view) => view.name)).toEqual(['Terjual']);
  });

  it('refuses a view that is not a filter or sort the list declares', () => {
    const ok: SavedView = { name: 'Ok', filters: { status: 'sold', search: 'x' }, sorters: [] };
    expect(isValidView(listing, ok)).toBe(true);
    expect(isValidView(listing, { ...ok, filters: { status: 'terjual' } })).toBe(false);
    expect(isValidView(listing, { ...ok, filters: { agent_name: 'x' } })).toBe(false);
    expect(isValidView(listing, { ...ok, sorters: [{ field: 'city', order: 'asc' }] })).toBe(false);
  });

  it('every seeded view is a valid view of its list', () => {
    const seeded = Object.entries(demoSavedViews);
    expect(seeded.length).toBeGreaterThan(0);
    for (const [name, views] of seeded) {
      const decl = findResource(name);
      expect(decl, name).toBeDefined();
      for (const view of views) expect(isValidView(decl as ResourceDecl, view), view.name).toBe(true);
    }
  });
});
