import { csvTexts } from '../../locales/listing';
import { readIndonesianNumber } from '../../locales/numbers';
import { fill } from '../../locales/ui';

/** The columns of the listing CSV (README.md "Bulk upload of listings"), required ones first. */
export const CSV_REQUIRED = ['title', 'type', 'price'] as const;
export const CSV_COLUMNS = [
  ...CSV_REQUIRED,
  'id_kota',
  'id_kecamatan',
  'id_kelurahan',
  'address',
  'land_area',
  'building_area',
  'bedrooms',
  'bathrooms',
  'floors',
  'certificate',
  'facilities',
  'description',
] as const;

/** The downloadable template: the header and one example row. */
export function csvTemplate(): string {
  const example = [
    'Rumah Minimalis Dekat Stasiun',
    'Rumah',
    '1250000000',
    '3674',
    '',
    '',
    'Jl. Merpati No. 12',
    '120',
    '90',
    '3',
    '2',
    '2',
    'SHM',
    '"Carport, Taman"',
    'Rumah siap huni.',
  ];
  return `${CSV_COLUMNS.join(',')}\n${example.join(',')}\n`;
}

/** How much of a parse a person sees: the count, the first rows, and the first problems. */
export interface CsvSummary {
  fields: string[];
  count: number;
  /** Rows with no problem, the ones the server would add. */
  validCount: number;
  firstRows: Record<string, string>[];
  problems: string[];
  problemCount: number;
}

export const FIRST_ROWS = 5;
export const MAX_PROBLEMS = 50;

export function emptySummary(): CsvSummary {
  return { fields: [], count: 0, validCount: 0, firstRows: [], problems: [], problemCount: 0 };
}

/** `1.250.000.000`, `1250000000`, `Rp 1.250.000.000`: a price a spreadsheet may hold. */
export function priceOf(raw: string): number {
  return readIndonesianNumber(raw) ?? Number.NaN;
}

/** Problems of the header: each missing required column. */
export function headerProblems(fields: readonly string[]): string[] {
  const present = new Set(fields.map((one) => one.trim().toLowerCase()));
  return CSV_REQUIRED.filter((column) => !present.has(column)).map((column) =>
    fill(csvTexts.missingColumn, { column }),
  );
}

/**
 * Problems of one data row (`row` is its line in the file, the header being line 1): a required
 * value empty, a price that is not a number, a property type the master data does not know.
 */
export function rowProblems(
  values: Record<string, string | undefined>,
  row: number,
  knownTypes: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const column of CSV_REQUIRED) {
    if (!(values[column] ?? '').trim()) out.push(fill(csvTexts.emptyValue, { row, column }));
  }
  const price = (values.price ?? '').trim();
  if (price && !(priceOf(price) > 0)) out.push(fill(csvTexts.badPrice, { row, value: price }));
  const type = (values.type ?? '').trim();
  if (type && knownTypes.size > 0 && !knownTypes.has(type.toLowerCase()))
    out.push(fill(csvTexts.unknownType, { row, value: type }));
  return out;
}
