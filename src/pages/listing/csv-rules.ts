import { csvTexts } from '../../locales/listing';
import { readIndonesianNumber } from '../../locales/numbers';
import { fill } from '../../locales/ui';
import type { FieldDecl } from '../../resources/types';

/**
 * A column of the listing CSV: a field of the listing's form (README.md "Bulk upload of listings"),
 * required where the form requires it. Plain data: it is posted to the parse worker.
 */
export interface CsvColumn {
  key: string;
  label: string;
  required: boolean;
  /** A money or positive figure: a value must read as a number above 0. */
  positive: boolean;
  /** The property type: a value must be a name of Master Data > Tipe Properti. */
  propertyType: boolean;
}

/**
 * The CSV's columns from the resource's own fields: those of its form a cell can hold (photos are
 * added afterwards, one listing at a time), required ones first, each in the form's order. The form's
 * rules are the CSV's: a row the form would refuse is refused here too (province to village included).
 */
export function csvColumnsOf(fields: readonly FieldDecl[]): CsvColumn[] {
  const columns = fields
    .filter((one) => one.inForm !== false && one.type !== 'images' && one.type !== 'image')
    .map((one) => ({
      key: one.key,
      label: one.label,
      required: Boolean(one.required),
      positive: one.type === 'money' || Boolean(one.positive),
      propertyType: one.reference?.resource === 'house-type',
    }));
  return [...columns.filter((one) => one.required), ...columns.filter((one) => !one.required)];
}

/** An example for each column of the template (the place: a kelurahan of Master Slug). */
const EXAMPLE: Record<string, string> = {
  title: 'Rumah Minimalis Dekat Stasiun',
  type: 'Rumah',
  price: '1250000000',
  id_provinsi: '36',
  id_kota: '3674',
  id_kecamatan: '3674010',
  id_kelurahan: '3674010001',
  address: 'Jl. Merpati No. 12',
  land_area: '120',
  building_area: '90',
  bedrooms: '3',
  bathrooms: '2',
  floors: '2',
  certificate: 'SHM',
  facilities: '"Carport, Taman"',
  description: 'Rumah siap huni.',
};

/** The downloadable template: the header and one example row. */
export function csvTemplate(columns: readonly CsvColumn[]): string {
  const keys = columns.map((one) => one.key);
  return `${keys.join(',')}\n${keys.map((key) => EXAMPLE[key] ?? '').join(',')}\n`;
}

/** How much of a parse a person sees: the count, the first rows, and the problems. */
export interface CsvSummary {
  fields: string[];
  count: number;
  /** Rows with no problem. */
  validCount: number;
  firstRows: Record<string, string>[];
  /** One line per problem, with the rows it touches ("Kota kosong: baris 2, 3, 5-27"). */
  problems: string[];
  /** Every problem line, including those past MAX_PROBLEMS. */
  problemCount: number;
}

export const FIRST_ROWS = 5;
/** Problem lines shown; the rest are counted. */
export const MAX_PROBLEMS = 50;
/** Row runs named in one line; the rest are counted. */
export const MAX_RUNS = 30;

export function emptySummary(): CsvSummary {
  return { fields: [], count: 0, validCount: 0, firstRows: [], problems: [], problemCount: 0 };
}

/** `1.250.000.000`, `1250000000`, `Rp 1.250.000.000`: a price a spreadsheet may hold. */
export function priceOf(raw: string): number {
  return readIndonesianNumber(raw) ?? Number.NaN;
}

/** The required columns the header lacks. */
export function missingColumns(fields: readonly string[], columns: readonly CsvColumn[]): CsvColumn[] {
  const present = new Set(fields.map((one) => one.trim().toLowerCase()));
  return columns.filter((column) => column.required && !present.has(column.key));
}

/** Problems of the header: each missing required column. */
export function headerProblems(fields: readonly string[], columns: readonly CsvColumn[]): string[] {
  return missingColumns(fields, columns).map((column) =>
    fill(csvTexts.missingColumn, { column: column.key, label: column.label }),
  );
}

/** One problem of one row: the same `key` for the same problem, whichever row has it. */
export interface RowProblem {
  key: string;
  text: (rows: string) => string;
}

/**
 * Problems of one data row, each once per kind: a required value empty, a figure that is not a number
 * above 0, a property type the master data does not know. Columns the header lacks are left out (the
 * header's problem says it once).
 */
export function rowProblems(
  values: Record<string, string | undefined>,
  columns: readonly CsvColumn[],
  knownTypes: ReadonlySet<string>,
  absent: ReadonlySet<string> = new Set(),
): RowProblem[] {
  const out: RowProblem[] = [];
  for (const column of columns) {
    if (absent.has(column.key)) continue;
    const value = (values[column.key] ?? '').trim();
    const label = column.label;
    if (!value) {
      if (column.required)
        out.push({ key: `empty:${column.key}`, text: (rows) => fill(csvTexts.emptyValue, { label, rows }) });
    } else if (column.positive && !(priceOf(value) > 0)) {
      out.push({ key: `number:${column.key}`, text: (rows) => fill(csvTexts.notANumber, { label, rows }) });
    } else if (column.propertyType && knownTypes.size > 0 && !knownTypes.has(value.toLowerCase())) {
      out.push({
        key: `type:${value.toLowerCase()}`,
        text: (rows) => fill(csvTexts.unknownType, { label, value, rows }),
      });
    }
  }
  return out;
}

/** `2, 3, 5-27`: rows in runs, a run of three or more as its ends; past MAX_RUNS, a count of the rest. */
export function describeRows(runs: readonly (readonly [number, number])[]): string {
  const shown = runs.slice(0, MAX_RUNS).flatMap(([from, to]) => {
    if (from === to) return [String(from)];
    if (to === from + 1) return [String(from), String(to)];
    return [`${from}-${to}`];
  });
  const rest = runs.slice(MAX_RUNS).reduce((sum, [from, to]) => sum + to - from + 1, 0);
  const text = shown.join(', ');
  return rest > 0 ? fill(csvTexts.moreRows, { rows: text, count: rest.toLocaleString('id-ID') }) : text;
}

/**
 * Gathers the problems of every row into one line per problem with the rows it touches, in the order
 * each was first met; rows come in order, so each problem's rows are kept as runs (small for any file).
 */
export function problemGroups() {
  const groups = new Map<string, { problem: RowProblem; runs: [number, number][] }>();
  return {
    add(row: number, problem: RowProblem) {
      const group = groups.get(problem.key);
      if (!group) return void groups.set(problem.key, { problem, runs: [[row, row]] });
      const last = group.runs[group.runs.length - 1];
      if (row === last[1] + 1) last[1] = row;
      else if (row > last[1]) group.runs.push([row, row]);
    },
    get size() {
      return groups.size;
    },
    lines(): string[] {
      return [...groups.values()].map(({ problem, runs }) => problem.text(describeRows(runs)));
    },
  };
}
