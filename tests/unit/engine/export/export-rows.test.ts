import type { BaseRecord, DataProvider } from '@refinedev/core';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';

import {
  EXPORT_CAP,
  exportCell,
  exportFileName,
  readRowsToExport,
  toCsv,
} from '../../../../src/engine/export/export-rows';
import { IncompleteRead, TooManyRows } from '../../../../src/providers/read-pages';
import { statusField } from '../../../../src/resources/builders';
import type { FieldDecl } from '../../../../src/resources/types';
import { onDevice } from '../../support/device-clock';

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
  it('writes Indonesian headers, figures as numbers and dates as a spreadsheet reads them', async () => {
    const csv = await toCsv(fields, [
      {
        title: 'Rumah, Asri',
        price: 1250000000,
        status: 'sold',
        created_at: '2026-11-12',
        is_verified: true,
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('Judul,Harga (Rp),Status,Dibuat,Terverifikasi');
    expect(row).toBe('"Rumah, Asri",1250000000,Terjual,2026-11-12,Ya');
    expect(exportCell(fields[1], null)).toBe('');
  });

  it("writes dates and times a spreadsheet sorts, on the person's calendar and clock", async () => {
    const dated: FieldDecl[] = [
      { key: 'created_at', label: 'Dibuat', type: 'date' },
      { key: 'visit_at', label: 'Jadwal', type: 'datetime' },
    ];
    // a device in Jakarta (WIB, UTC+7): 19.00 UTC on 25 Nov is 02.00 on 26 Nov there
    const end = onDevice('2026-11-25T19:00:00Z', 7);
    try {
      const csv = await toCsv(
        dated,
        [
          { created_at: '2026-11-25T19:00:00Z', visit_at: '2026-11-26T07:05:00Z' },
          { created_at: '2027-01-09T03:00:00Z', visit_at: '2026-02-10T01:30:00Z' },
          { created_at: 'belum ada', visit_at: null },
        ],
        ';',
      );
      expect(csv.split('\r\n')).toEqual([
        'Dibuat;Jadwal',
        '2026-11-26;2026-11-26 14:05',
        '2027-01-09;2026-02-10 08:30',
        'belum ada;',
      ]);
      expect(exportFileName('listing')).toBe('listing-2026-11-26.csv');
    } finally {
      end();
    }
  });

  it('keeps prices and counts numbers, negative ones too, whether the server sends numbers or digits', async () => {
    const figures: FieldDecl[] = [
      { key: 'price', label: 'Harga', type: 'money' },
      { key: 'count', label: 'Jumlah', type: 'number' },
      { key: 'score', label: 'Skor' },
    ];
    const csv = await toCsv(figures, [
      { price: '1230000000', count: -5, score: -12 },
      { price: -250000, count: '7', score: 3.5 },
    ]);
    expect(csv.split('\r\n')).toEqual(['Harga (Rp),Jumlah,Skor', '1230000000,-5,-12', '-250000,7,3.5']);
    const parsed = Papa.parse<number[]>(csv, { header: false, dynamicTyping: true }).data.slice(1);
    expect(parsed.flat().every((cell) => typeof cell === 'number')).toBe(true);
    expect(parsed.reduce((sum, [price]) => sum + price, 0)).toBe(1229750000);
  });

  it('separates by semicolons for a spreadsheet set to Indonesian, fractions with a decimal comma', async () => {
    const figures: FieldDecl[] = [
      { key: 'title', label: 'Judul' },
      { key: 'price', label: 'Harga', type: 'money' },
      { key: 'score', label: 'Skor' },
      { key: 'note', label: 'Catatan' },
    ];
    const csv = await toCsv(
      figures,
      [
        { title: 'Rumah; Asri', price: 1250000000, score: 7.5, note: '=1+1' },
        { title: 'Ruko, Baru', price: '900000000', score: -2.25, note: '-3,5' },
      ],
      ';',
    );
    expect(csv.split('\r\n')).toEqual([
      'Judul;Harga (Rp);Skor;Catatan',
      // a cell holding the separator is quoted; a formula is still neutralised
      '"Rumah; Asri";1250000000;7,5;"\'=1+1"',
      'Ruko, Baru;900000000;-2,25;-3,5',
    ]);
    // read back with the same separator: the same cells
    const parsed = Papa.parse<string[]>(csv, { delimiter: ';' }).data;
    expect(parsed[1][0]).toBe('Rumah; Asri');
    expect(parsed[2]).toEqual(['Ruko, Baru', '900000000', '-2,25', '-3,5']);
  });

  it('neutralises text cells a spreadsheet would run as formulas', async () => {
    const titles = [
      '=HYPERLINK("http://contoh.id/x","klik")',
      '+62 812 3456',
      '-1+1',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
      '=1+1\nbaris kedua',
      'Rumah = murah',
      'Rumah Asri',
    ];
    const csv = await toCsv(
      [{ key: 'title', label: 'Judul' }],
      titles.map((title) => ({ title })),
    );
    const cells = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map(([cell]) => cell);
    expect(cells).toEqual([
      '\'=HYPERLINK("http://contoh.id/x","klik")',
      "'+62 812 3456",
      "'-1+1",
      "'@SUM(A1:A2)",
      "'\t=1+1",
      "'\r=1+1",
      "'=1+1\nbaris kedua",
      'Rumah = murah',
      'Rumah Asri',
    ]);
    expect(csv).toContain('"\'=HYPERLINK(""http://contoh.id/x"",""klik"")"');
  });

  it('neutralises a formula that arrives in a figure or option column as text', async () => {
    const csv = await toCsv(
      [{ key: 'price', label: 'Harga', type: 'money' }, statusField(['active', 'sold'])],
      [{ price: '=1+1', status: '=cmd|"/c calc"!A1' }],
    );
    const [, row] = csv.split('\r\n');
    expect(row).toBe('"\'=1+1","\'=cmd|""/c calc""!A1"');
  });

  it('fetches every page of the current filters, reporting progress', async () => {
    const { getList, calls } = pagedList(230);
    const progress: number[] = [];
    const filters = [{ field: 'status', operator: 'eq' as const, value: 'sold' }];
    const rows = await readRowsToExport(
      { getList },
      'listing',
      { filters, sorters: [] },
      { signal: new AbortController().signal, onProgress: (fetched) => progress.push(fetched) },
    );
    expect(rows).toHaveLength(230);
    expect(calls.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(calls.every((call) => call.filters === filters)).toBe(true);
    expect(progress).toEqual([100, 200, 230]);
  });

  it('exports every row of a server that gives fewer rows than asked, none skipped and none twice', async () => {
    // a server that caps its page at 40 rows but counts its offset from the size asked (page 2 of
    // `limit=100` starts at row 101): read at 100 after a short first page, rows 41-100 were lost
    const all = Array.from({ length: 230 }, (_, i) => ({ id: i + 1 }));
    const asked: { page: number; size: number }[] = [];
    const getList = (async ({ pagination }: Parameters<DataProvider['getList']>[0]) => {
      const page = pagination?.currentPage ?? 1;
      const size = pagination?.pageSize ?? 10;
      asked.push({ page, size });
      return { data: all.slice((page - 1) * size, (page - 1) * size + Math.min(size, 40)), total: 230 };
    }) as DataProvider['getList'];
    const rows = await readRowsToExport(
      { getList },
      'listing',
      { filters: [], sorters: [] },
      { signal: new AbortController().signal, onProgress: () => undefined },
    );
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    // 40 is no size a list asks for: the rest is read at 20 a page, from row 41 (page 3)
    expect(asked.slice(0, 3)).toEqual([
      { page: 1, size: 100 },
      { page: 3, size: 20 },
      { page: 4, size: 20 },
    ]);
  });

  it('refuses more rows than the cap before fetching them all', async () => {
    const { getList, calls } = pagedList(EXPORT_CAP + 1);
    await expect(
      readRowsToExport(
        { getList },
        'listing',
        { filters: [], sorters: [] },
        { signal: new AbortController().signal, onProgress: () => undefined },
      ),
    ).rejects.toBeInstanceOf(TooManyRows);
    expect(calls).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const { getList, calls } = pagedList(500);
    const abort = new AbortController();
    await expect(
      readRowsToExport(
        { getList },
        'listing',
        { filters: [], sorters: [] },
        { signal: abort.signal, onProgress: (fetched) => fetched >= 200 && abort.abort() },
      ),
    ).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });

  it('says so when the pages end short of the count, rather than writing a file with rows missing', async () => {
    const { getList, calls } = pagedList(50, 0);
    const read = readRowsToExport(
      { getList },
      'x',
      { filters: [], sorters: [] },
      { signal: new AbortController().signal, onProgress: () => undefined },
    );
    await expect(read).rejects.toBeInstanceOf(IncompleteRead);
    await expect(read).rejects.toMatchObject({ done: 0, total: 50 });
    expect(calls).toHaveLength(1);
  });

  it('writes the rows that carry no id too', async () => {
    const getList = (async () => ({
      data: [{ name: 'tanpa id' }, { id: 7, name: 'dengan id' }, { name: 'tanpa id juga' }],
      total: 3,
    })) as unknown as DataProvider['getList'];
    const rows = await readRowsToExport(
      { getList },
      'x',
      { filters: [], sorters: [] },
      { signal: new AbortController().signal, onProgress: () => undefined },
    );
    expect(rows.map((row) => row.name)).toEqual(['tanpa id', 'dengan id', 'tanpa id juga']);
  });
});
