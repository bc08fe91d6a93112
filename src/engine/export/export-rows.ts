import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import dayjs from 'dayjs';

import { asNumber, booleanWords, formatPlain, optionLabel } from '../../components/format';
import { fill, ui } from '../../locales/ui';
import { readWholeList } from '../../providers/read-pages';
import type { Reads } from '../../providers/reads';
import type { FieldDecl } from '../../resources/types';

/** More rows than this are not exported: the person is asked to narrow the filters. */
export const EXPORT_CAP = 50_000;

/**
 * A text cell that a spreadsheet would run as a formula: it begins with `=`, `+`, `-`, `@`, a tab or
 * a carriage return. Our own pattern: papaparse's default (`^[=+\-@\t\r].*$`) misses such a cell
 * when a line break follows the formula.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The column's header: money says its currency, since its cells are plain numbers. */
export function exportHeader(field: FieldDecl): string {
  return field.type === 'money' ? fill(ui.exportCsv.moneyHeader, { label: field.label }) : field.label;
}

/**
 * A date as a spreadsheet reads and sorts one, on the device's calendar and clock: `2026-11-26`, with
 * `withTime` `2026-11-26 14:05` (not `26 Nov 2026`, which it keeps as text); a value that is no date
 * as its text.
 */
function spreadsheetDate(value: unknown, withTime: boolean): string {
  const date = dayjs(value as string | number | Date);
  return date.isValid() ? date.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : formatPlain(value);
}

/**
 * A value for the spreadsheet: figures (money, counts) as numbers, dates as dates it sorts, option
 * labels, Ya / Tidak; any other value as its text.
 */
export function exportCell(field: FieldDecl, value: unknown): string | number {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'money':
    case 'number':
      // a number a spreadsheet can sum (`1250000000`, `-5`), not `Rp 1.250.000.000` text
      return asNumber(value) ?? formatPlain(value);
    case 'date':
      return spreadsheetDate(value, false);
    case 'datetime':
      return spreadsheetDate(value, true);
    case 'boolean': {
      const words = booleanWords(field);
      return value === true || value === 'true' ? words.yes : words.no;
    }
    case 'select':
    case 'status':
      return optionLabel(field, value);
    default:
      return typeof value === 'number' && Number.isFinite(value) ? value : formatPlain(value);
  }
}

/** The file's name: the resource and the day it was exported on the person's own calendar. */
export function exportFileName(resource: string): string {
  return `${resource}-${dayjs().format('YYYY-MM-DD')}.csv`;
}

/**
 * What separates the columns: a spreadsheet set to Indonesian (Excel's list separator there) opens
 * `;` as columns and reads `,` as the decimal sign; set to English, or Google Sheets, it expects `,`.
 */
export type Separator = ';' | ',';
export const SEPARATORS: readonly Separator[] = [';', ','];

/**
 * The rows as CSV with the fields' Indonesian labels as headers (papaparse, loaded on demand), the
 * columns separated by `separator`. A text cell that would run as a formula gets a leading apostrophe;
 * numbers are left as numbers, a fraction written with the decimal sign the separator goes with
 * (`7,5` beside `;`, `7.5` beside `,`).
 */
export async function toCsv(
  fields: readonly FieldDecl[],
  rows: readonly BaseRecord[],
  separator: Separator = ',',
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const cell = (field: FieldDecl, value: unknown) => {
    const out = exportCell(field, value);
    return separator === ';' && typeof out === 'number' && !Number.isInteger(out)
      ? String(out).replace('.', ',')
      : out;
  };
  return Papa.unparse(
    {
      fields: fields.map(exportHeader),
      data: rows.map((row) => fields.map((field) => cell(field, row[field.key]))),
    },
    // a negative fraction written `-7,5` is a number, not a formula to neutralize
    { escapeFormulae: separator === ';' ? /^(?!-\d+,\d+$)[=+\-@\t\r]/ : FORMULA_START, delimiter: separator },
  );
}

/**
 * Every row of the list under its current filters and sort, for the file: at most `EXPORT_CAP`
 * (`TooManyRows`), rows without an id included, pages read at the size a capping server gives
 * (`IncompleteRead` when they fall short of its count); `onProgress` gets the count, 0 when unknown.
 */
export function readRowsToExport(
  reads: Pick<Reads, 'getList'>,
  resource: string,
  query: { filters: CrudFilter[]; sorters: CrudSort[] },
  { signal, onProgress }: { signal: AbortSignal; onProgress: (fetched: number, total: number) => void },
): Promise<BaseRecord[]> {
  return readWholeList(reads, resource, query, {
    max: EXPORT_CAP,
    signal,
    keepRowsWithoutId: true,
    onProgress: ({ done, total }) => onProgress(done, total ?? 0),
  });
}

/** Where an export stands, as its dialog shows it: first the choice of separator, with the columns. */
export type ExportState =
  | { step: 'idle' }
  | { step: 'choose' }
  | { step: 'fetching'; fetched: number; total: number }
  | { step: 'failed'; message: string };
