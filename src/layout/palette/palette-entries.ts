import type { TreeMenuItem } from '@refinedev/core';

import { CREATE_PARAM } from '../../engine';
import { paletteKeywords } from '../../resources';
import { fold, wordsOf } from './search-match';

/** The palette's search field: the launcher gives it the keys typed before it has the focus. */
export const PALETTE_INPUT_ID = 'palette-input';

/** One thing the palette can jump to: a screen, or a screen's create form. */
export interface PaletteEntry {
  key: string;
  label: string;
  /** The sidebar group, shown beside the label and searched too. */
  group?: string;
  path: string;
  kind: 'open' | 'create';
  /** Other words that find it (Indonesian names of a screen whose menu label is English). */
  keywords: readonly string[];
}

/**
 * The entries of the allowed menu tree (the same tree as the sidebar, already filtered by `can()`),
 * plus "create" for each screen whose resource name is in `creatable`.
 */
export function entriesOf(
  items: readonly TreeMenuItem[],
  creatable: ReadonlySet<string>,
  /** The create entry's label from the screen's label and resource name. */
  createLabel: (label: string, name: string) => string,
  group?: string,
): PaletteEntry[] {
  return items.flatMap((item) => {
    if (item.children.length > 0) return entriesOf(item.children, creatable, createLabel, item.label);
    if (!item.route) return [];
    const label = item.label ?? item.name;
    const keywords = paletteKeywords[item.name] ?? [];
    const open: PaletteEntry = {
      key: `open:${item.name}`,
      label,
      group,
      path: item.route,
      kind: 'open',
      keywords,
    };
    if (!creatable.has(item.name)) return [open];
    return [
      open,
      {
        key: `create:${item.name}`,
        label: createLabel(label, item.name),
        group,
        path: `${item.route}?${CREATE_PARAM}=1`,
        kind: 'create',
        // the screen's menu name too: "tambah schedule" finds "Tambah Jadwal Kunjungan"
        keywords: [label, ...keywords],
      },
    ];
  });
}

/** Whether `text` holds the words one after another, in the order typed. */
function holdsInOrder(text: string, words: readonly string[]): boolean {
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return true;
}

/**
 * The entries whose label, group or keywords hold every word of the query (any order, case or accent),
 * best first: a label or one of its keywords holding the words in the order typed ("tambah fas":
 * "Tambah Fasilitas"; "jadwal": Schedule List, then its "Tambah Jadwal Kunjungan"), then a label holding
 * them all, then the rest, each in the menu's order.
 */
export function searchEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = wordsOf(query);
  if (words.length === 0) return [...entries];
  const rankOf = (entry: PaletteEntry) => {
    const label = fold(entry.label);
    if ([label, ...entry.keywords.map(fold)].some((text) => holdsInOrder(text, words))) return 0;
    return words.every((word) => label.includes(word)) ? 1 : 2;
  };
  return entries
    .filter((entry) => {
      const haystack = fold([entry.label, entry.group ?? '', ...entry.keywords].join(' '));
      return words.every((word) => haystack.includes(word));
    })
    .map((entry) => ({ entry, rank: rankOf(entry) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ entry }) => entry);
}

/** Ctrl+K, or Cmd+K on a Mac. */
export function isPaletteKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}
