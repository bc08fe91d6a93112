// @vitest-environment node
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { readXlsxRows, XLSX_LIMITS, xlsxReply } from '../../../src/files/xlsx-rows';
import { datedWorkbook } from '../support/xlsx-workbook';

const sheet = (rows: string) =>
  strToU8(`<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`);
const workbook = (parts: Record<string, Uint8Array>) => zipSync(parts, { level: 1 });

describe('reading an .xlsx workbook within limits', () => {
  it('reads the first sheet, and a cell far to the right builds no huge row', () => {
    const data = workbook({
      'xl/worksheets/sheet1.xml': sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Judul</t></is></c><c r="ZZZZZZ1"><v>9</v></c></row>' +
          `<row r="2"><c r="B2"><v>7</v></c><c r="GS2"><v>8</v></c></row>`,
      ),
    });
    const rows = readXlsxRows(data);
    expect(rows[0]).toEqual(['Judul']);
    // GS is the 201st column: past the columns read, so the row ends at B
    expect(XLSX_LIMITS.columns).toBe(200);
    expect(rows[1]).toEqual(['', '7']);
  });

  it('refuses a workbook that unzips past the limit before inflating it, and says why', async () => {
    const big = new Uint8Array(XLSX_LIMITS.unzippedBytes + 1);
    const data = workbook({ 'xl/worksheets/sheet1.xml': big });
    expect(data.length).toBeLessThan(1024 * 1024);
    expect(await xlsxReply(new Blob([data]), 5)).toEqual({ unreadable: 'too-large' });
  });

  it('says a file that is not a workbook is malformed (random bytes, a zip without a sheet)', async () => {
    expect(await xlsxReply(new Blob([strToU8('bukan zip sama sekali')]), 5)).toEqual({
      unreadable: 'malformed',
    });
    const noSheet = workbook({ 'word/document.xml': strToU8('<w/>') });
    expect(await xlsxReply(new Blob([noSheet]), 5)).toEqual({ unreadable: 'malformed' });
  });
});

describe('reading the dates of a workbook', () => {
  // the styles a spreadsheet writes: a built-in date (14), a time (20), hours elapsed (46), and codes
  // of its own; a money format, a colour and a quoted word are no dates
  const formats = {
    date: 14,
    time: 20,
    elapsed: 46,
    dayMonthYear: 'dd/mm/yyyy',
    withTime: 'd mmm yyyy h:mm',
    indonesianLong: '[$-421]dddd\\,\\ dd\\ mmmm\\ yyyy;@',
    rupiah: '"Rp"#,##0',
    red: '[Red]#,##0',
    days: '0 "hari"',
  } as const;
  const cell = (ref: string, serial: number | string, format?: keyof typeof formats) =>
    `<c r="${ref}"${format ? ` s="${Object.keys(formats).indexOf(format) + 1}"` : ''}><v>${serial}</v></c>`;

  it('reads a date cell as its date, not its serial, and leaves numbers and text as they are', () => {
    const data = datedWorkbook(
      Object.values(formats),
      '<row r="1">' +
        cell('A1', 46308, 'date') +
        cell('B1', 46308, 'dayMonthYear') +
        cell('C1', 46308, 'indonesianLong') +
        cell('D1', 46352.5868055556, 'withTime') +
        cell('E1', 0.5868055556, 'time') +
        cell('F1', 1.25, 'elapsed') +
        '</row>' +
        '<row r="2">' +
        cell('A2', 46308) +
        cell('B2', 1250000000, 'rupiah') +
        cell('C2', 46308, 'red') +
        cell('D2', 14, 'days') +
        // a text cell keeps its text whatever its style
        '<c r="E2" s="1" t="inlineStr"><is><t>46308</t></is></c>' +
        '</row>',
    );
    expect(readXlsxRows(data)).toEqual([
      ['2026-10-13', '2026-10-13', '2026-10-13', '2026-11-26 14:05', '14:05', '30:00:00'],
      ['46308', '1250000000', '46308', '14', '46308'],
    ]);
  });

  it('counts days as the spreadsheet does: its 29 Feb 1900, and the 1904 date system', () => {
    const days = (serials: number[]) =>
      `<row r="1">${serials.map((serial, index) => cell(`${'ABCD'[index]}1`, serial, 'date')).join('')}</row>`;
    expect(readXlsxRows(datedWorkbook(Object.values(formats), days([1, 59, 60, 61])))).toEqual([
      ['1900-01-01', '1900-02-28', '1900-02-29', '1900-03-01'],
    ]);
    expect(readXlsxRows(datedWorkbook(Object.values(formats), days([0, 44890]), { date1904: true }))).toEqual(
      [['1904-01-01', '2026-11-26']],
    );
  });

  it("shows a preview's dates as the app shows dates", async () => {
    const data = datedWorkbook(
      Object.values(formats),
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Mulai</t></is></c></row>' +
        `<row r="2">${cell('A2', 46308, 'date')}${cell('B2', 46352.5868055556, 'withTime')}${cell('C2', 0.5868055556, 'time')}</row>`,
    );
    expect(await xlsxReply(new Blob([data]), 5)).toEqual({
      rows: [['Mulai'], ['13 Okt 2026', '26 Nov 2026 14.05', '14.05']],
    });
  });
});
