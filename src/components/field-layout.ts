import type { FieldDecl } from '../resources/types';

/**
 * How a field's value sits on screen, from its declared type: figures and dates are read whole on one
 * line, a short text stays on one line (ellipsised past a limit, in full on hover), a long text wraps.
 */
export type FieldShape =
  'money' | 'number' | 'date' | 'datetime' | 'status' | 'flag' | 'short' | 'long' | 'media';

const shapeOfType: Record<NonNullable<FieldDecl['type']>, FieldShape> = {
  money: 'money',
  number: 'number',
  date: 'date',
  datetime: 'datetime',
  status: 'status',
  boolean: 'flag',
  select: 'short',
  text: 'short',
  email: 'short',
  phone: 'short',
  tags: 'long',
  textarea: 'long',
  image: 'media',
  images: 'short',
};

/** The shape of a field; `longKey` names a text read as a sentence (the record's linked title). */
export function shapeOf(field: FieldDecl, longKey?: string): FieldShape {
  if (field.masked) return 'short';
  if (longKey !== undefined && field.key === longKey && (field.type ?? 'text') === 'text') return 'long';
  return shapeOfType[field.type ?? 'text'];
}

/**
 * The least width (px, a middle-size table cell's 8 px padding on each side included) a column of
 * each shape needs: room for `Rp 11.560.000.000`, `22 Nov 2026 17.35`, a status tag, a few words.
 */
export const minColumnWidth: Record<FieldShape, number> = {
  money: 150,
  number: 80,
  date: 104,
  datetime: 144,
  status: 104,
  flag: 72,
  short: 96,
  long: 140,
  media: 72,
};

/** Cell padding of a middle-size table (both sides), and the sorter's icon beside a title. */
const CELL_PADDING = 16;
const SORTER = 28;
/** An average glyph of a header (14 px, semi-bold). */
const HEADER_GLYPH = 8.5;

/** The width a header needs so its longest word stays whole (a title wraps between words). */
export function headerWidth(label: string, sortable = false): number {
  const longest = Math.max(0, ...label.split(/\s+/).map((word) => word.length));
  return Math.ceil(longest * HEADER_GLYPH) + CELL_PADDING + (sortable ? SORTER : 0);
}

/** A column's least width: its shape's, or more when its header needs more. */
export function columnWidthOf(field: FieldDecl, longKey?: string): number {
  return Math.max(minColumnWidth[shapeOf(field, longKey)], headerWidth(field.label, field.sortable));
}

/** Icon buttons of a row (32 px each, 4 px apart), with the cell's padding. */
export function actionColumnWidth(buttons: number): number {
  return buttons <= 0 ? 0 : buttons * 32 + (buttons - 1) * 4 + CELL_PADDING;
}

/** The table's width when its columns do not fit: the sum of their least widths. */
export function tableScrollWidth(widths: readonly (number | string | undefined)[]): number {
  return widths.reduce<number>(
    (sum, width) => sum + (typeof width === 'number' ? width : minColumnWidth.short),
    0,
  );
}

/** The class of a value of this shape in a cell or a description (see resource-list.css). */
export function valueClassOf(shape: FieldShape): string {
  return `value-${shape}`;
}

/** A long list's header stays in view below the shell's header bar (antd Layout's 64 px). */
export const STICKY_HEADER = { offsetHeader: 64 } as const;
