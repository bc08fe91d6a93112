/**
 * The list query every list endpoint understands: page (1-based, default 1), limit (default 10),
 * sort + order, search (case-insensitive substring over the main text fields) and exact filters.
 */

export type Order = 'asc' | 'desc';

export interface ListOptions {
  /** Fields `search` looks in. */
  search: readonly string[];
  /** Sort when the query names none. */
  defaultSort?: { field: string; order: Order };
}

export interface ListPage<T> {
  items: T[];
  /** Records matching search and filters, before paging. */
  total: number;
  page: number;
  limit: number;
  totalPage: number;
}

const RESERVED = new Set(['page', 'limit', 'sort', 'order', 'search']);
const MAX_LIMIT = 1000;

function valueOf(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}

function matches(value: unknown, wanted: readonly string[]): boolean {
  if (Array.isArray(value)) return value.some((item) => matches(item, wanted));
  if (value === null || value === undefined) return false;
  return wanted.includes(String(value));
}

function contains(value: unknown, needle: string): boolean {
  if (Array.isArray(value)) return value.some((item) => contains(item, needle));
  if (value === null || value === undefined || typeof value === 'object') return false;
  return String(value).toLowerCase().includes(needle);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'id', { numeric: true, sensitivity: 'base' });
}

/**
 * Applies the list query to `records`. A filter parameter is ignored when it is empty or when no
 * record of the collection has that field (so cache-busters or unrelated params do not empty a list);
 * repeating a parameter (`status=a&status=b`) matches any of the values.
 */
export function queryList<T extends object>(
  records: readonly T[],
  query: URLSearchParams,
  options: ListOptions,
): ListPage<T> {
  let rows = [...records];
  const search = (query.get('search') ?? '').trim().toLowerCase();
  if (search) {
    rows = rows.filter((record) => options.search.some((field) => contains(valueOf(record, field), search)));
  }
  const filterKeys = [...new Set(query.keys())].filter((key) => !RESERVED.has(key));
  for (const key of filterKeys) {
    const wanted = query.getAll(key).filter((value) => value !== '');
    if (wanted.length === 0 || !records.some((record) => key in record)) continue;
    rows = rows.filter((record) => matches(valueOf(record, key), wanted));
  }
  const sortField = query.get('sort') || options.defaultSort?.field;
  if (sortField) {
    const orderParam = query.get('order');
    const order: Order =
      orderParam === 'asc' || orderParam === 'desc'
        ? orderParam
        : query.get('sort')
          ? 'asc'
          : (options.defaultSort?.order ?? 'asc');
    const sign = order === 'desc' ? -1 : 1;
    rows.sort((a, b) => {
      const result = compare(valueOf(a, sortField), valueOf(b, sortField));
      // Missing values stay last whatever the order.
      const missing = valueOf(a, sortField) == null || valueOf(b, sortField) == null;
      return missing ? result : sign * result;
    });
  }
  const limit = positiveInt(query.get('limit'), 10, MAX_LIMIT);
  const page = positiveInt(query.get('page'), 1);
  const start = (page - 1) * limit;
  return {
    items: rows.slice(start, start + limit),
    total: rows.length,
    page,
    limit,
    totalPage: Math.ceil(rows.length / limit),
  };
}

/** The common envelope: `{ status: 200, message: 'OK', data, document_count }`. */
export function documentCountBody<T>(page: ListPage<T>): Record<string, unknown> {
  return { status: 200, message: 'OK', data: page.items, document_count: page.total };
}
