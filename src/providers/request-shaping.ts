import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';

import { ApiError } from '../http/errors';
import { messages } from '../locales/messages';
import type { ListEnvelope, ResourceDecl } from '../resources/types';

export type Params = Record<string, unknown>;
export type Row = Record<string, unknown>;

function isRecord(value: unknown): value is Row {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** Placeholders of a path template: `/user/{url}` -> ['url']. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/** Fills `{name}` placeholders from the first source that has the value. */
export function fillPath(template: string, ...sources: (Params | undefined)[]): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    for (const source of sources) {
      const value = source?.[key];
      if (value === undefined || value === null || value === '') continue;
      // `.` and `..` pass encodeURIComponent unchanged and would name another path (DELETE /house-list/..)
      if (value === '.' || value === '..')
        throw new ApiError(messages.invalidParameter.replace('{key}', key), 400);
      return encodeURIComponent(String(value));
    }
    throw new ApiError(messages.missingParameter.replace('{key}', key), 400);
  });
}

/** The page sizes a list offers; a size from the URL outside them is brought back inside. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/**
 * The largest offered size not above `size` (a typed `?pageSize=100000` asks for 100, not 100000);
 * a list that declares `wholePage` may be read up to that many rows at once (e.g. a chart's period).
 */
export function offeredPageSize(size: unknown, wholePage?: number): number {
  const n = Number(size);
  if (wholePage !== undefined && Number.isInteger(n) && n > 0 && n <= wholePage) return n;
  const fitting = PAGE_SIZE_OPTIONS.filter((option) => option <= n);
  return fitting.length > 0 ? Math.max(...fitting) : PAGE_SIZE_OPTIONS[0];
}

/** The filters a declaration knows: its filter fields, search, period, parent and path values. */
export function declaredFilterKeys(decl: ResourceDecl, path: string): Set<string> {
  const keys = new Set(placeholdersOf(path));
  for (const field of decl.fields ?? []) if (field.filter) keys.add(field.key);
  if (decl.search) keys.add('search');
  if (decl.period) [decl.period.start, decl.period.end].forEach((key) => keys.add(key));
  if (decl.parent) keys.add(decl.parent.param);
  return keys;
}

const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Only the filters in `known`, with a plain value (a text, a number, a yes/no, or a list of them): a
 * hand-edited URL's nested object (`?status[$ne]=x`) is not sent.
 */
export function declaredFilters(filters: CrudFilter[] | undefined, known: Set<string>): CrudFilter[] {
  return (filters ?? []).filter(
    (filter) =>
      'field' in filter &&
      known.has(filter.field) &&
      (isScalar(filter.value) ||
        filter.value === undefined ||
        filter.value === null ||
        (Array.isArray(filter.value) && filter.value.every(isScalar))),
  );
}

/** Only a sort on a field the declaration calls sortable (a hand-edited `?sort=password` is not sent). */
export function declaredSorters(sorters: CrudSort[] | undefined, decl: ResourceDecl): CrudSort[] {
  const sortable = new Set((decl.fields ?? []).filter((field) => field.sortable).map((field) => field.key));
  return (sorters ?? []).filter(
    (sorter) => sortable.has(sorter.field) && (sorter.order === 'asc' || sorter.order === 'desc'),
  );
}

/** Query parameters of a list: page/limit, sort/order, and each filter as `field=value`. */
export function listQuery(
  pagination: Pagination | undefined,
  sorters: CrudSort[] | undefined,
  filters: CrudFilter[] | undefined,
  pathKeys: readonly string[],
  wholePage?: number,
): { query: Params; pathParams: Params } {
  const query: Params = {};
  const pathParams: Params = {};
  if (pagination?.mode !== 'off' && pagination?.mode !== 'client') {
    const page = Math.trunc(Number(pagination?.currentPage ?? 1));
    query.page = Number.isFinite(page) && page >= 1 ? page : 1;
    query.limit = offeredPageSize(pagination?.pageSize ?? PAGE_SIZE_OPTIONS[0], wholePage);
  }
  const sorter = sorters?.[0];
  if (sorter) {
    query.sort = sorter.field;
    query.order = sorter.order;
  }
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const value = Array.isArray(filter.value) ? filter.value.join(',') : filter.value;
    if (value === undefined || value === null || value === '') continue;
    if (pathKeys.includes(filter.field)) pathParams[filter.field] = value;
    else query[filter.field] = value;
  }
  return { query, pathParams };
}

/** The body itself, or the body one level deeper where a backend wraps it in `data`. */
function layers(body: unknown): Row[] {
  if (!isRecord(body)) return [];
  return isRecord(body.data) ? [body, body.data] : [body];
}

function numberOr(value: unknown, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== null && value !== '' && Number.isFinite(n) ? n : fallback;
}

/**
 * Reads a list body by its envelope (docs/design.md); accepts one extra level of `data` wrapping.
 * `counted` is false when the envelope has a count and the body left it out: `total` is then only the
 * page's rows, never to be taken for the list's size.
 */
export function readList(
  envelope: ListEnvelope,
  body: unknown,
): { rows: Row[]; total: number; counted: boolean } {
  for (const layer of layers(body)) {
    const key = envelope === 'result-pagination' ? 'result' : 'data';
    const rows = layer[key];
    if (!Array.isArray(rows)) continue;
    const records = rows.filter(isRecord);
    let total: unknown;
    if (envelope === 'data-document_count') total = layer.document_count;
    else if (envelope === 'data-count') total = layer.count;
    else if (envelope === 'result-pagination')
      total = isRecord(layer.pagination) ? layer.pagination.total : undefined;
    const counted = envelope === 'data' || Number.isFinite(numberOr(total, NaN));
    return { rows: records, total: numberOr(total, records.length), counted };
  }
  throw new ApiError(messages.unreadableBody, 200, body);
}

/**
 * The total of a page of a list without a count: the rows up to this page, and one more while the page
 * came back full (so a pager offers the next page, and a reader goes on until a short or empty page).
 */
export function uncountedTotal(page: number, limit: number, rows: number): number {
  return (page - 1) * limit + rows + (rows >= limit ? 1 : 0);
}

/** Reads the record of a single-record body (`{ data: {...} }` or the record itself). */
export function readOne(body: unknown): Row {
  if (isRecord(body) && isRecord(body.data)) return body.data;
  if (isRecord(body)) return body;
  throw new ApiError(messages.unreadableBody, 200, body);
}

/** What a named action answers: the body's `data` when it has one, else the body. */
export function readAction(body: unknown): Row {
  if (isRecord(body) && body.data !== undefined) {
    // a list body keeps its counters (e.g. count_unread, totalPage) beside `data`
    return isRecord(body.data) ? body.data : { ...body, data: body.data };
  }
  return isRecord(body) ? body : { data: body };
}

/** Gives each record the `id` Refine keys on, from the declared key, else `_id`, else `id`. */
export function withId(row: Row, idKey: string | undefined): Row {
  const id = (idKey ? row[idKey] : undefined) ?? row._id ?? row.id;
  return id === undefined ? row : { ...row, id };
}

/** A form's file value: a File/Blob, antd's UploadFile ({ originFileObj }), or a list of those. */
export function fileOf(value: unknown): Blob | undefined {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  if (Array.isArray(value)) return fileOf(value[0]);
  if (isRecord(value)) {
    if (value.originFileObj) return fileOf(value.originFileObj);
    if (isRecord(value.file)) return fileOf(value.file);
  }
  return undefined;
}

/** Values as multipart/form-data: files as files, the rest as text. */
export function toFormData(values: Params): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const file = fileOf(value);
    if (file) {
      const name = typeof File !== 'undefined' && file instanceof File ? file.name : key;
      form.append(key, file, name);
    } else {
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}
