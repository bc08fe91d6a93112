import { csvTexts } from '../../locales/listing';
import { fill, ui } from '../../locales/ui';
import { numberRangeOf } from '../../resources/number-ranges';
import { spellingKey } from '../../resources/records';
import type { FieldDecl } from '../../resources/types';

/** A level of the place a row names, province down to village, and the code field it sets. */
export type RegionLevel = 'province' | 'city' | 'district' | 'village';
export const REGION_KEYS: Record<RegionLevel, string> = {
  province: 'id_provinsi',
  city: 'id_kota',
  district: 'id_kecamatan',
  village: 'id_kelurahan',
};
const regionLevelOf = (key: string) =>
  (Object.keys(REGION_KEYS) as RegionLevel[]).find((level) => REGION_KEYS[level] === key);

/**
 * A column of the CSV the server takes: a field of the listing's form (docs/how-to.md "Upload
 * listings from a CSV file"), with the form's rules for its cells. Plain data.
 */
export interface CsvColumn {
  key: string;
  label: string;
  /** A row is refused without it (for the place: once resolved, see `csvColumnsOf`). */
  required: boolean;
  kind: 'text' | 'money' | 'number' | 'region' | 'type' | 'option';
  region?: RegionLevel;
  /** The form's range for a figure (`numberRanges`), with `positive` meaning above 0. */
  min?: number;
  max?: number;
  whole?: boolean;
  positive?: boolean;
  unit?: string;
  maxLength?: number;
  /** The values an option column takes (a certificate: SHM, HGB, SHMSRS, ...). */
  options?: string[];
  /** Each way a file writes an option (`spellingKey`: "strata", "letterc"), with the option it names. */
  spellings?: Record<string, string>;
  /**
   * Where the row's `key` column holds one of `values`, the cell may be empty or 0; elsewhere it is
   * more than 0 (with `positive`) and, when `required`, needed (`FieldDecl.optionalWhen`).
   */
  optionalWhen?: { key: string; values: string[]; required: boolean };
  /** The headers a file names it by beside its key: its label, and its export header (`Harga (Rp)`). */
  headers: string[];
}

/** Each option by its value and its other spellings, as `spellingKey`s; a value's own name comes first. */
function spellingsOf(options: NonNullable<FieldDecl['options']>): Record<string, string> {
  const spellings: Record<string, string> = {};
  for (const option of options) spellings[spellingKey(String(option.value))] = String(option.value);
  for (const option of options)
    for (const other of option.spellings ?? []) spellings[spellingKey(other)] ??= String(option.value);
  return spellings;
}

/**
 * The CSV's columns from the resource's own fields: those of its form a cell can hold (photos are
 * added afterwards, one listing at a time), required ones first, each in the form's order. The place
 * is needed down to the city (the province follows from it): the app's own export names only the
 * city, and a file's kecamatan and kelurahan are taken when it names them.
 */
export function csvColumnsOf(fields: readonly FieldDecl[]): CsvColumn[] {
  const columns = fields
    .filter((one) => one.inForm !== false && one.type !== 'images' && one.type !== 'image')
    .map((one): CsvColumn => {
      const region = regionLevelOf(one.key);
      const figure = one.type === 'money' || one.type === 'number';
      const range = figure ? numberRangeOf(one) : undefined;
      const money = one.type === 'money';
      return {
        key: one.key,
        label: one.label,
        required: Boolean(one.required) && !one.optionalWhen && region !== 'district' && region !== 'village',
        kind: region
          ? 'region'
          : money
            ? 'money'
            : figure
              ? 'number'
              : one.reference?.resource === 'house-type'
                ? 'type'
                : one.options
                  ? 'option'
                  : 'text',
        ...(region ? { region } : {}),
        ...(range ? { min: range.min, max: range.max, whole: range.whole, positive: range.positive } : {}),
        ...(one.unit ? { unit: one.unit } : {}),
        ...(one.maxLength ? { maxLength: one.maxLength } : {}),
        ...(one.options
          ? {
              options: one.options.map((option) => String(option.value)),
              spellings: spellingsOf(one.options),
            }
          : {}),
        ...(one.optionalWhen
          ? {
              optionalWhen: {
                key: one.optionalWhen.field,
                values: [...one.optionalWhen.values],
                required: Boolean(one.required),
              },
            }
          : {}),
        headers: [one.label, ...(money ? [fill(ui.exportCsv.moneyHeader, { label: one.label })] : [])],
      };
    });
  // the place's levels stay together, after the other required columns
  const first = (one: CsvColumn) => one.required || Boolean(one.region);
  return [...columns.filter(first), ...columns.filter((one) => !first(one))];
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

export const FIRST_ROWS = 5;
/** Problem lines shown; the rest are counted. */
export const MAX_PROBLEMS = 50;
/** Row runs named in one line; the rest are counted. */
export const MAX_RUNS = 30;

/**
 * One problem of one row: the same `key` for the same problem, whichever row has it; `reason` says it
 * without the rows ("Harga bukan angka"), as the rows sent back to be corrected carry it.
 */
export interface RowProblem {
  key: string;
  reason: string;
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
      return [...groups.values()].map(({ problem, runs }) =>
        fill(csvTexts.atRows, { problem: problem.reason, rows: describeRows(runs) }),
      );
    },
  };
}
