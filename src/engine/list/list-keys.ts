/** What a key does on a list. */
export type ListKeyAction =
  | { kind: 'move'; by: 1 | -1; extend: boolean }
  | { kind: 'open' }
  | { kind: 'toggle' }
  | { kind: 'edit' }
  | { kind: 'editCell' }
  | { kind: 'delete' }
  | { kind: 'undo' }
  | { kind: 'search' }
  | { kind: 'help' };

/** The key as pressed (a KeyboardEvent has these). */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * Where the key was pressed: in a field the person types in (or another control that takes keys of
 * its own: a select, a menu, a slider), on a row of the list, on another button or link, or on the page.
 */
export type KeyPlace = 'typing' | 'row' | 'control' | 'page';

const MOVES: Record<string, 1 | -1> = { ArrowDown: 1, ArrowUp: -1, j: 1, k: -1, J: 1, K: -1 };

/**
 * The list's keyboard shortcuts: ArrowUp/ArrowDown (and j/k) move from row to row, with Shift the rows
 * passed are chosen too; on a row Enter opens it, x or Space chooses it, e edits it, F2 changes its
 * first value that changes in its cell, Delete deletes it; z undoes the last delete, / goes to the search, ? shows the shortcuts. Nothing while a person types,
 * nor with Ctrl, Alt or Cmd (the browser's and the palette's own); a button's Enter and Space stay
 * the button's.
 */
export function listKeyAction(press: KeyPress, place: KeyPlace): ListKeyAction | null {
  if (place === 'typing' || press.ctrlKey || press.metaKey || press.altKey) return null;
  const onRow = place === 'row';
  const by = MOVES[press.key];
  if (by !== undefined) {
    // an arrow on a button or link is left alone (a radio group, a tab list move with it)
    if (press.key.startsWith('Arrow') && place === 'control') return null;
    return { kind: 'move', by, extend: press.shiftKey };
  }
  switch (press.key) {
    case 'Enter':
      return onRow ? { kind: 'open' } : null;
    case ' ':
    case 'x':
      return onRow ? { kind: 'toggle' } : null;
    case 'e':
      return onRow ? { kind: 'edit' } : null;
    case 'F2':
      return onRow ? { kind: 'editCell' } : null;
    case 'Delete':
      return onRow ? { kind: 'delete' } : null;
    case 'z':
      return { kind: 'undo' };
    case '/':
      return { kind: 'search' };
    case '?':
      return { kind: 'help' };
    default:
      return null;
  }
}

const TYPING_ROLES = new Set([
  'textbox',
  'combobox',
  'searchbox',
  'spinbutton',
  'slider',
  'listbox',
  'menu',
  'menuitem',
  'option',
  'grid',
  'tree',
  'radiogroup',
  'radio',
  'tab',
  'tablist',
]);
const NOT_TYPED_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'image',
  'color',
  'range',
]);

/** Where a key event landed, from its target element (see KeyPlace). */
export function keyPlaceOf(target: EventTarget | null): KeyPlace {
  if (!(target instanceof Element) || target === document.body || target === document.documentElement)
    return 'page';
  if (target instanceof HTMLElement && target.isContentEditable) return 'typing';
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return 'typing';
  if (target instanceof HTMLInputElement && !NOT_TYPED_INPUTS.has(target.type)) return 'typing';
  const role = target.getAttribute('role');
  if (role && TYPING_ROLES.has(role)) return 'typing';
  if (target.hasAttribute('data-list-row')) return 'row';
  return 'control';
}
