import type { FieldDecl } from '../resources/types';

import './field-layout.css';

/**
 * How a field's value sits on screen, from its declared type: figures, dates and statuses are read
 * whole on one line, a short text wraps between its words only when it must, a long text (the
 * record's title, a note) wraps up to a few lines and shows in full on hover.
 */
export type FieldShape =
  'money' | 'number' | 'date' | 'datetime' | 'status' | 'flag' | 'code' | 'short' | 'long' | 'media';

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
  // a phone number is read whole, never broken over lines
  phone: 'code',
  tags: 'long',
  textarea: 'long',
  image: 'media',
  images: 'short',
};

/** The shape of a field; `longKey` names a text read as a sentence (the record's linked title). */
export function shapeOf(field: FieldDecl, longKey?: string): FieldShape {
  if (field.masked) return 'short';
  if (field.code) return 'code';
  if (longKey !== undefined && field.key === longKey && (field.type ?? 'text') === 'text') return 'long';
  return shapeOfType[field.type ?? 'text'];
}

/**
 * The least width (px, a middle-size table cell's 8 px padding on each side included) a column of
 * each shape takes. A lower bound: a cell grows to a value that never breaks (a rupiah amount, a
 * date, a status), so the sum of these says when the columns truly cannot fit beside each other.
 */
export const minColumnWidth: Record<FieldShape, number> = {
  money: 120,
  number: 64,
  date: 96,
  datetime: 136,
  status: 96,
  flag: 64,
  code: 96,
  short: 80,
  long: 120,
  media: 64,
};

/** Cell padding of a middle-size table (both sides), and the sorter's icon beside a title. */
const CELL_PADDING = 16;
const SORTER = 22;
/** An average glyph of a header (14 px, semi-bold). */
const HEADER_GLYPH = 8;

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

/** The class of a value of this shape in a cell or a description (see resource-list.css, field-layout.css). */
export function valueClassOf(shape: FieldShape): string {
  return `value-${shape}`;
}

/** A long list's header stays in view below the shell's header bar (antd Layout's 64 px). */
export const STICKY_HEADER = { offsetHeader: 64 } as const;
