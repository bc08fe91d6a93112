import Papa from 'papaparse';

import { isTextLike } from '../../files/text-check';
import { readXlsxRows, XlsxUnreadable } from '../../files/xlsx-rows';
import { csvTexts } from '../../locales/listing';
import { fill } from '../../locales/ui';

/** A spreadsheet read whole: its header row and its data rows, as text cells. */
export type SheetMessage =
  { kind: 'rows'; header: string[]; rows: string[][] } | { kind: 'error'; message: string };

const isXlsx = (name: string) => /\.xlsx$/i.test(name);
const blank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

function split(all: string[][]): SheetMessage {
  const rows = all.filter((row) => !blank(row));
  const [header = [], ...data] = rows;
  return { kind: 'rows', header: header.map((one) => one.trim()), rows: data };
}

/**
 * Reads a listing spreadsheet whole, a CSV (any separator papaparse detects: `;` from the app's own
 * export, `,`, tab) or the first sheet of an .xlsx workbook. Runs inside the parse worker (or, without
 * workers, in place). A file that is not text (a picture renamed .csv) is refused with one message.
 */
export async function readSheet(file: Blob, name: string): Promise<SheetMessage> {
  try {
    if (isXlsx(name)) return split(readXlsxRows(await file.arrayBuffer()));
    if (!(await isTextLike(file))) return { kind: 'error', message: csvTexts.notText };
    const text = (await file.text()).replace(/^\ufeff/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    return split(parsed.data);
  } catch (error) {
    if (error instanceof XlsxUnreadable) return { kind: 'error', message: csvTexts.notSheet };
    return { kind: 'error', message: fill(csvTexts.unreadable, { reason: String(error) }) };
  }
}
