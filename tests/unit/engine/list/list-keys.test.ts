import { describe, expect, it, onTestFinished } from 'vitest';

import { keyPlaceOf, listKeyAction } from '../../../../src/engine/list/list-keys';

const press = (key: string, more: Partial<KeyboardEvent> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...more,
});

describe('the list keys', () => {
  it('moves with the arrows and j/k, and extends the selection with Shift', () => {
    expect(listKeyAction(press('ArrowDown'), 'row')).toEqual({ kind: 'move', by: 1, extend: false });
    expect(listKeyAction(press('k'), 'row')).toEqual({ kind: 'move', by: -1, extend: false });
    expect(listKeyAction(press('j'), 'page')).toEqual({ kind: 'move', by: 1, extend: false });
    expect(listKeyAction(press('ArrowUp', { shiftKey: true }), 'row')).toEqual({
      kind: 'move',
      by: -1,
      extend: true,
    });
    // an arrow on another control is that control's (a radio group, a tab list)
    expect(listKeyAction(press('ArrowDown'), 'control')).toBeNull();
  });

  it('acts on the focused row only: Enter opens, x and Space choose, e edits, F2 changes a value in its cell, Delete deletes', () => {
    expect(listKeyAction(press('Enter'), 'row')).toEqual({ kind: 'open' });
    expect(listKeyAction(press('x'), 'row')).toEqual({ kind: 'toggle' });
    expect(listKeyAction(press(' '), 'row')).toEqual({ kind: 'toggle' });
    expect(listKeyAction(press('e'), 'row')).toEqual({ kind: 'edit' });
    expect(listKeyAction(press('F2'), 'row')).toEqual({ kind: 'editCell' });
    expect(listKeyAction(press('Delete'), 'row')).toEqual({ kind: 'delete' });
    // a button's Enter and Space stay the button's; Delete on a button deletes nothing
    for (const key of ['Enter', ' ', 'x', 'e', 'F2', 'Delete'])
      expect(listKeyAction(press(key), 'control')).toBeNull();
  });

  it('goes to the search with /, shows the shortcuts with ?, undoes with z', () => {
    expect(listKeyAction(press('/'), 'page')).toEqual({ kind: 'search' });
    expect(listKeyAction(press('?', { shiftKey: true }), 'row')).toEqual({ kind: 'help' });
    expect(listKeyAction(press('z'), 'control')).toEqual({ kind: 'undo' });
  });

  it('does nothing while a person types, nor with Ctrl, Cmd or Alt', () => {
    for (const key of ['j', 'x', 'e', 'F2', 'Delete', '/', '?', 'ArrowDown', 'Enter', ' ', 'z'])
      expect(listKeyAction(press(key), 'typing')).toBeNull();
    expect(listKeyAction(press('k', { ctrlKey: true }), 'page')).toBeNull();
    expect(listKeyAction(press('ArrowDown', { metaKey: true }), 'row')).toBeNull();
    expect(listKeyAction(press('e', { altKey: true }), 'row')).toBeNull();
    expect(listKeyAction(press('q'), 'row')).toBeNull();
  });

  it('tells a field being typed in from a row, another control and the page', () => {
    const make = (html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      document.body.append(holder);
      // the test DOM is the next test's too (the files of a worker share it)
      onTestFinished(() => holder.remove());
      return holder.firstElementChild as HTMLElement;
    };
    expect(keyPlaceOf(make('<input type="text">'))).toBe('typing');
    expect(keyPlaceOf(make('<input type="search">'))).toBe('typing');
    expect(keyPlaceOf(make('<textarea></textarea>'))).toBe('typing');
    expect(keyPlaceOf(make('<div role="combobox"></div>'))).toBe('typing');
    expect(keyPlaceOf(make('<li role="menuitem">Hapus</li>'))).toBe('typing');
    expect(keyPlaceOf(make('<input type="checkbox">'))).toBe('control');
    expect(keyPlaceOf(make('<button>Ubah</button>'))).toBe('control');
    expect(
      keyPlaceOf(
        make('<table><tbody><tr data-list-row="0"><td>a</td></tr></tbody></table>').querySelector('tr'),
      ),
    ).toBe('row');
    expect(keyPlaceOf(document.body)).toBe('page');
    expect(keyPlaceOf(null)).toBe('page');
  });
});
