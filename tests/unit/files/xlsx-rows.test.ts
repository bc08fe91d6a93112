// @vitest-environment node
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { readXlsxRows, XLSX_LIMITS, xlsxReply } from '../../../src/files/xlsx-rows';

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
