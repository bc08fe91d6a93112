import { strFromU8, unzipSync } from 'fflate';

/**
 * The rows of the first sheet of an .xlsx workbook (a zip of XML parts), as text cells. Enough for a
 * preview and for the demo backend; formulas show their cached value. Throws on a file that is not
 * an .xlsx workbook (an old binary .xls included).
 */
export function readXlsxRows(data: ArrayBuffer | Uint8Array, limit = Number.POSITIVE_INFINITY): string[][] {
  const wanted = new Set(['xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
  const parts = unzipSync(data instanceof Uint8Array ? data : new Uint8Array(data), {
    filter: (file) => wanted.has(file.name),
  });
  const sheet = parts['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new Error('not an xlsx workbook');
  const shared = parts['xl/sharedStrings.xml']
    ? [...strFromU8(parts['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        textOf(match[1]),
      )
    : [];
  const rows: string[][] = [];
  for (const row of strFromU8(sheet).matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    if (rows.length >= limit) break;
    const cells: string[] = [];
    for (const cell of row[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1];
      const body = cell[2] ?? '';
      const column = columnIndex(/\br="([A-Z]+)\d+"/.exec(attributes)?.[1]) ?? cells.length;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      cells[column] =
        type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? textOf(body) : decode(value);
    }
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  }
  return rows;
}

function columnIndex(letters: string | undefined): number | undefined {
  if (!letters) return undefined;
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

function textOf(xml: string): string {
  return [...xml.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((match) => decode(match[1])).join('');
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** The first rows of a chosen .xlsx file (the ads excel dialog's preview). */
export async function previewXlsx(file: File, limit: number): Promise<string[][]> {
  return readXlsxRows(await file.arrayBuffer(), limit);
}
