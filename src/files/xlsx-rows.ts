import { strFromU8, unzipSync } from 'fflate';

/** What a workbook may unzip to (its sheet and its texts together), and the columns read of a row. */
export const XLSX_LIMITS = { unzippedBytes: 50 * 1024 * 1024, columns: 200 } as const;

/** Why a workbook was not read: larger unzipped than the limit, or not an .xlsx workbook at all. */
export class XlsxUnreadable extends Error {
  constructor(readonly reason: 'too-large' | 'malformed') {
    super(reason === 'too-large' ? 'xlsx larger than the limit when unzipped' : 'not an xlsx workbook');
  }
}

function unzipParts(data: Uint8Array, wanted: Set<string>): Record<string, Uint8Array> {
  let total = 0;
  try {
    return unzipSync(data, {
      filter: (file) => {
        if (!wanted.has(file.name)) return false;
        // the sizes the zip announces are checked before a byte is inflated (a zip bomb stops here)
        total += file.originalSize;
        if (total > XLSX_LIMITS.unzippedBytes) throw new XlsxUnreadable('too-large');
        return true;
      },
    });
  } catch (error) {
    throw error instanceof XlsxUnreadable ? error : new XlsxUnreadable('malformed');
  }
}

/**
 * The rows of the first sheet of an .xlsx workbook (a zip of XML parts), as text cells. Enough for a
 * preview and for the demo backend; formulas show their cached value. Throws `XlsxUnreadable` on a
 * file that is not an .xlsx workbook (an old binary .xls included) or that unzips to more than
 * `XLSX_LIMITS.unzippedBytes`; a cell past `XLSX_LIMITS.columns` is not read (`ZZZZZZ1` builds no row of
 * millions of cells).
 */
export function readXlsxRows(data: ArrayBuffer | Uint8Array, limit = Number.POSITIVE_INFINITY): string[][] {
  const wanted = new Set(['xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
  const parts = unzipParts(data instanceof Uint8Array ? data : new Uint8Array(data), wanted);
  const sheet = parts['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new XlsxUnreadable('malformed');
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
      if (column >= XLSX_LIMITS.columns) continue;
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

/** What the preview worker answers: the rows, or why the workbook was not read. */
export type XlsxReply = { rows: string[][] } | { unreadable: XlsxUnreadable['reason'] };

/** Reads a workbook's first rows and says why it could not (the worker's whole job). */
export async function xlsxReply(file: Blob, limit: number): Promise<XlsxReply> {
  try {
    return { rows: readXlsxRows(await file.arrayBuffer(), limit) };
  } catch (error) {
    return { unreadable: error instanceof XlsxUnreadable ? error.reason : 'malformed' };
  }
}

/**
 * The first rows of a chosen .xlsx file (the ads excel dialog's preview), read in a Web Worker so a
 * large or hostile file never holds the page; where no Worker exists (unit tests) it runs in place.
 */
export async function previewXlsx(file: File, limit: number): Promise<string[][]> {
  const reply =
    typeof Worker === 'undefined'
      ? await xlsxReply(file, limit)
      : await new Promise<XlsxReply>((resolve) => {
          const worker = new Worker(new URL('./xlsx-rows.worker.ts', import.meta.url), { type: 'module' });
          worker.onmessage = (event: MessageEvent<XlsxReply>) => {
            resolve(event.data);
            worker.terminate();
          };
          worker.onerror = () => {
            resolve({ unreadable: 'malformed' });
            worker.terminate();
          };
          worker.postMessage({ file, limit });
        });
  if ('unreadable' in reply) throw new XlsxUnreadable(reply.unreadable);
  return reply.rows;
}
