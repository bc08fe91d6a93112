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
 * How a date cell is given as text: `iso` for a reader (`2026-10-13`, `2026-10-13 14:05`, as the app's
 * date readers take them; a time alone `14:05`), `shown` for a person (`13 Okt 2026`,
 * `13 Okt 2026 14.05`, `14.05`, as the app shows dates).
 */
export type XlsxDateText = 'iso' | 'shown';

/**
 * The rows of the first sheet of an .xlsx workbook (a zip of XML parts), as text cells. Enough for a
 * preview and for the demo backend; formulas show their cached value; a number the workbook shows as a
 * date or a time (its style's number format) is that date, written as `dates` says, not its serial
 * (`46307`). Throws `XlsxUnreadable` on a file that is not an .xlsx workbook (an old binary .xls
 * included) or that unzips to more than `XLSX_LIMITS.unzippedBytes`; a cell past `XLSX_LIMITS.columns` is
 * not read (`ZZZZZZ1` builds no row of millions of cells).
 */
export function readXlsxRows(
  data: ArrayBuffer | Uint8Array,
  limit = Number.POSITIVE_INFINITY,
  dates: XlsxDateText = 'iso',
): string[][] {
  const wanted = new Set([SHARED, SHEET, STYLES, WORKBOOK]);
  const parts = unzipParts(data instanceof Uint8Array ? data : new Uint8Array(data), wanted);
  const sheet = parts[SHEET];
  if (!sheet) throw new XlsxUnreadable('malformed');
  const shared = parts[SHARED]
    ? [...strFromU8(parts[SHARED]).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textOf(match[1]))
    : [];
  const styles = dateStylesOf(parts[STYLES] ? strFromU8(parts[STYLES]) : '');
  const date1904 = parts[WORKBOOK]
    ? /<workbookPr\b[^>]*\bdate1904="(?:1|true)"/.test(strFromU8(parts[WORKBOOK]))
    : false;
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
      // only a number is a date: a text cell stays its text whatever its style
      const shape =
        type === undefined || type === 'n'
          ? styles[Number(/\bs="(\d+)"/.exec(attributes)?.[1] ?? 0)]
          : undefined;
      const date = shape && value.trim() !== '' ? dateOfSerial(Number(value), shape, date1904) : undefined;
      cells[column] = date
        ? dates === 'iso'
          ? isoText(date)
          : shownText(date)
        : type === 's'
          ? (shared[Number(value)] ?? '')
          : type === 'inlineStr'
            ? textOf(body)
            : decode(value);
    }
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  }
  return rows;
}

const SHARED = 'xl/sharedStrings.xml';
const SHEET = 'xl/worksheets/sheet1.xml';
const STYLES = 'xl/styles.xml';
const WORKBOOK = 'xl/workbook.xml';

/** What a date format shows: a date, a time of day (with seconds or not), or hours elapsed (`[h]:mm`). */
interface DateShape {
  date: boolean;
  time: boolean;
  seconds: boolean;
  elapsed: boolean;
}

/** A cell's date as the workbook shows it: the calendar day, the time, or both. */
interface SheetDate {
  day?: { year: number; month: number; date: number };
  time?: { hours: number; minutes: number; seconds?: number };
}

/**
 * The built-in number formats that are dates or times (ECMA-376 18.8.30), by id; 27-36 and 50-58 are
 * the East Asian ones, dates but for 32 and 33 (times of day in every locale that defines them).
 */
const BUILT_IN_DATE_FORMATS: Readonly<Record<number, string>> = {
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  ...Object.fromEntries(
    [27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58].map((id) => [id, 'yyyy-mm-dd']),
  ),
  32: 'h:mm',
  33: 'h:mm:ss',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mm:ss.0',
};

/** The date shape of each cell style (`cellXfs`, by index), where its number format is a date or a time. */
function dateStylesOf(xml: string): (DateShape | undefined)[] {
  const custom = new Map(
    // a code may hold a `>` (a condition such as `[>=100]`): the tag ends outside quotes
    [...xml.matchAll(/<numFmt\b((?:[^>"]|"[^"]*")*)>/g)].map((match) => [
      Number(/\bnumFmtId="(\d+)"/.exec(match[1])?.[1]),
      decode(/\bformatCode="([^"]*)"/.exec(match[1])?.[1] ?? ''),
    ]),
  );
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\b([^>]*)>/g)].map((match) => {
    const id = Number(/\bnumFmtId="(\d+)"/.exec(match[1])?.[1] ?? 0);
    // a workbook may write its own code for a built-in id: that code is what it shows
    const code = custom.get(id) ?? BUILT_IN_DATE_FORMATS[id];
    return code === undefined ? undefined : dateShapeOf(code);
  });
}

/**
 * Whether a number format shows a date or a time: a day, month or year (d, m, y) or an hour or second
 * (h, s, AM/PM) outside quoted text, escaped characters and brackets (a colour, a condition, a locale);
 * `[h]`, `[mm]`, `[ss]` are hours, minutes, seconds elapsed. A number format (`#,##0`, `"Rp"#,##0`) has
 * none. Only the first section counts (the one for a positive number).
 */
function dateShapeOf(code: string): DateShape | undefined {
  let tokens = '';
  let elapsed = false;
  // where a quoted text or a bracket that opens at `at` ends (the code's end when it never does)
  const end = (closing: string, at: number) => {
    const found = code.indexOf(closing, at + 1);
    return found < 0 ? code.length : found;
  };
  for (let at = 0; at < code.length; at += 1) {
    const char = code[at];
    if (char === ';') break;
    if (char === '"') at = end('"', at);
    // an escaped character, a padding (`_)`) or a fill (`*-`): the next character is shown, not read
    else if (char === '\\' || char === '_' || char === '*') at += 1;
    else if (char === '[') {
      const inside = code.slice(at + 1, end(']', at)).toLowerCase();
      if (/^(?:h+|m+|s+)$/.test(inside)) {
        elapsed = true;
        tokens += inside;
      }
      at = end(']', at);
    } else tokens += char.toLowerCase();
  }
  const meridiem = /am\/pm|a\/p/.test(tokens);
  tokens = tokens.replace(/general|am\/pm|a\/p/g, '');
  const time = meridiem || elapsed || /[hs]/.test(tokens);
  // m is a month beside a day or a year, or alone; beside an hour or a second it is minutes
  const date = /[dy]/.test(tokens) || (/m/.test(tokens) && !time);
  if (!date && !time) return undefined;
  return { date, time, seconds: /s/.test(tokens), elapsed: elapsed && !date };
}

/** The largest serial a spreadsheet shows as a date: 9999-12-31. */
const LAST_SERIAL = 2958465;

/**
 * A serial as the workbook shows it. In the 1900 date system day 1 is 1 Jan 1900 and day 60 the
 * 29 Feb 1900 that never was (a bug kept from Lotus 1-2-3), so from day 61 on a day is one less; in the
 * 1904 system day 0 is 1 Jan 1904. A serial counts days on the calendar, in no time zone: it is read as
 * such, never through the device's clock. Undefined for a serial no date is shown for.
 */
function dateOfSerial(serial: number, shape: DateShape, date1904: boolean): SheetDate | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial > LAST_SERIAL + 1) return undefined;
  // a time is shown to the second, rounded (0.99999999 is the next day's 00:00)
  const totalSeconds = Math.round(serial * 86400);
  const days = Math.floor(totalSeconds / 86400);
  const ofDay = totalSeconds - days * 86400;
  const date: SheetDate = {};
  if (shape.date) {
    if (!date1904 && days === 0) return undefined; // 0 Jan 1900: no date
    if (days > LAST_SERIAL) return undefined;
    if (!date1904 && days === 60) date.day = { year: 1900, month: 2, date: 29 };
    else {
      const calendar = new Date(
        date1904 ? Date.UTC(1904, 0, 1 + days) : Date.UTC(1899, 11, (days < 60 ? 31 : 30) + days),
      );
      date.day = {
        year: calendar.getUTCFullYear(),
        month: calendar.getUTCMonth() + 1,
        date: calendar.getUTCDate(),
      };
    }
  }
  if (shape.time) {
    const seconds = shape.elapsed ? totalSeconds : ofDay;
    date.time = {
      hours: Math.floor(seconds / 3600),
      minutes: Math.floor(seconds / 60) % 60,
      ...(shape.seconds ? { seconds: seconds % 60 } : {}),
    };
  }
  return date;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `2026-10-13`, `2026-10-13 14:05`, `14:05:30`. */
function isoText({ day, time }: SheetDate): string {
  return [
    day && `${String(day.year).padStart(4, '0')}-${two(day.month)}-${two(day.date)}`,
    time &&
      [time.hours, time.minutes, time.seconds]
        .filter((part) => part !== undefined)
        .map(two)
        .join(':'),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The months as dayjs's `id` locale shortens them (`formatDate`); written here, not imported: the
 * reader runs in the demo backend too, which loads before any screen and must not bring their code.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'];

/** `13 Okt 2026`, `13 Okt 2026 14.05`, `14.05.30`: as the app shows a date (`formatDate`). */
function shownText({ day, time }: SheetDate): string {
  return [
    day && `${day.date} ${months[day.month - 1]} ${day.year}`,
    time &&
      [time.hours, time.minutes, time.seconds]
        .filter((part) => part !== undefined)
        .map(two)
        .join('.'),
  ]
    .filter(Boolean)
    .join(' ');
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

/**
 * Reads a workbook's first rows for a person to see, dates as the app shows them, and says why it could
 * not (the worker's whole job).
 */
export async function xlsxReply(file: Blob, limit: number): Promise<XlsxReply> {
  try {
    return { rows: readXlsxRows(await file.arrayBuffer(), limit, 'shown') };
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
