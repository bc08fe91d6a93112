import type { BaseRecord, DataProvider } from '@refinedev/core';
import { describe, expect, it, vi } from 'vitest';

import {
  EXPORT_CAP,
  exportCell,
  fetchAllRows,
  toCsv,
  TooManyRows,
} from '../../../src/components/export/export-rows';
import { statusField } from '../../../src/resources/builders';
import type { FieldDecl } from '../../../src/resources/types';

const fields: FieldDecl[] = [
  { key: 'title', label: 'Judul' },
  { key: 'price', label: 'Harga', type: 'money' },
  statusField(['active', 'sold']),
  { key: 'created_at', label: 'Dibuat', type: 'date' },
  { key: 'is_verified', label: 'Terverifikasi', type: 'boolean' },
];

function pagedList(total: number, rowsPerCall?: number) {
  const calls: { page: number; size: number; filters: unknown }[] = [];
  const getList = vi.fn(async ({ pagination, filters }: Parameters<DataProvider['getList']>[0]) => {
    const page = pagination?.currentPage ?? 1;
    const size = rowsPerCall ?? pagination?.pageSize ?? 10;
    calls.push({ page, size, filters });
    const start = (page - 1) * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
      id: start + i,
    }));
    return { data: data as BaseRecord[], total };
  }) as unknown as DataProvider['getList'];
  return { getList, calls };
}

describe('CSV export', () => {
  it('writes Indonesian headers and values as people read them', async () => {
    const csv = await toCsv(fields, [
      {
        title: 'Rumah, Asri',
        price: 1250000000,
        status: 'sold',
        created_at: '2026-11-12T03:00:00Z',
        is_verified: true,
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('Judul,Harga,Status,Dibuat,Terverifikasi');
    expect(row).toMatch(/^"Rumah, Asri",Rp\s1\.250\.000\.000,Terjual,12 Nov 2026,Ya$/);
    expect(exportCell(fields[1], null)).toBe('');
  });

  it('fetches every page of the current filters, reporting progress', async () => {
    const { getList, calls } = pagedList(230);
    const progress: number[] = [];
    const filters = [{ field: 'status', operator: 'eq' as const, value: 'sold' }];
    const rows = await fetchAllRows({
      getList,
      resource: 'listing',
      filters,
      sorters: [],
      signal: new AbortController().signal,
      onProgress: (fetched) => progress.push(fetched),
    });
    expect(rows).toHaveLength(230);
    expect(calls.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(calls.every((call) => call.filters === filters)).toBe(true);
    expect(progress).toEqual([100, 200, 230]);
  });

  it('refuses more rows than the cap before fetching them all', async () => {
    const { getList, calls } = pagedList(EXPORT_CAP + 1);
    await expect(
      fetchAllRows({
        getList,
        resource: 'listing',
        filters: [],
        sorters: [],
        signal: new AbortController().signal,
        onProgress: () => undefined,
      }),
    ).rejects.toBeInstanceOf(TooManyRows);
    expect(calls).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const { getList, calls } = pagedList(500);
    const abort = new AbortController();
    await expect(
      fetchAllRows({
        getList,
        resource: 'listing',
        filters: [],
        sorters: [],
        signal: abort.signal,
        onProgress: (fetched) => fetched >= 200 && abort.abort(),
      }),
    ).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });

  it('ends on an empty page even when the total promised more', async () => {
    const { getList, calls } = pagedList(50, 0);
    const rows = await fetchAllRows({
      getList,
      resource: 'x',
      filters: [],
      sorters: [],
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    expect(rows).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
