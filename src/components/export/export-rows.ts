import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';

import { ui } from '../../locales/ui';
import type { FieldDecl } from '../../resources/types';
import { formatDate, formatPlain, formatRupiah, optionLabel } from '../format';

/** More rows than this are not exported: the person is asked to narrow the filters. */
export const EXPORT_CAP = 50_000;
/** Rows asked per call while exporting. */
export const EXPORT_PAGE_SIZE = 100;

/** A value as people read it in the table: rupiah, Indonesian dates, option labels, Ya / Tidak. */
export function exportCell(field: FieldDecl, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'money':
      return formatRupiah(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDate(value, true);
    case 'boolean':
      return value === true || value === 'true' ? ui.list.yes : ui.list.no;
    case 'select':
    case 'status':
      return optionLabel(field, value);
    default:
      return formatPlain(value);
  }
}

/** The rows as CSV with the fields' Indonesian labels as headers (papaparse, loaded on demand). */
export async function toCsv(fields: readonly FieldDecl[], rows: readonly BaseRecord[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({
    fields: fields.map((field) => field.label),
    data: rows.map((row) => fields.map((field) => exportCell(field, row[field.key]))),
  });
}

export interface FetchAllOptions {
  getList: DataProvider['getList'];
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  signal: AbortSignal;
  onProgress: (fetched: number, total: number) => void;
}

/** Thrown when the filtered list has more rows than `EXPORT_CAP`. */
export class TooManyRows extends Error {
  constructor(readonly total: number) {
    super('too many rows');
  }
}

/** Every page of the list under its current filters and sort, one call after another. */
export async function fetchAllRows({
  getList,
  resource,
  filters,
  sorters,
  signal,
  onProgress,
}: FetchAllOptions) {
  const rows: BaseRecord[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page += 1) {
    signal.throwIfAborted();
    const result = await getList({
      resource,
      filters,
      sorters,
      pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: 'server' },
      meta: { signal },
    });
    total = result.total;
    if (total > EXPORT_CAP) throw new TooManyRows(total);
    rows.push(...result.data);
    onProgress(rows.length, total);
    if (result.data.length === 0) break;
  }
  return rows;
}
