import { csvTexts } from '../../locales/listing';
import { readTypedNumber, writeIndonesianNumber } from '../../locales/numbers';
import { fill } from '../../locales/ui';
import { isLifted } from '../../resources/optional-when';
import { spellingKey } from '../../resources/records';
import {
  type CsvColumn,
  FIRST_ROWS,
  MAX_PROBLEMS,
  problemGroups,
  REGION_KEYS,
  type RegionLevel,
  type RowProblem,
} from './csv-rules';

/** `Harga (Rp)`, `harga_rp`, ` HARGA-RP ` are one header: letters and digits only, lower case, no accents. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Other names a spreadsheet gives our columns, Indonesian and English (beside each column's key,
 * label and export header, which `csvColumnsOf` gives). Compared by `headerKey`.
 */
const SYNONYMS: Record<string, readonly string[]> = {
  title: [
    'nama properti',
    'nama listing',
    'judul listing',
    'judul iklan',
    'nama',
    'title',
    'property name',
    'name',
    'headline',
  ],
  type: ['tipe properti', 'jenis', 'jenis properti', 'kategori', 'property type', 'type'],
  price: ['harga', 'harga jual', 'harga rp', 'harga (rp)', 'price', 'asking price', 'harga penawaran'],
  trait: ['judul properti', 'trait'],
  id_provinsi: ['provinsi', 'propinsi', 'prov', 'province', 'kode provinsi'],
  id_kota: [
    'kota',
    'kabupaten',
    'kota/kabupaten',
    'kabupaten/kota',
    'kab/kota',
    'kota kabupaten',
    'city',
    'regency',
    'kode kota',
  ],
  id_kecamatan: ['kecamatan', 'kec', 'district', 'subdistrict', 'kode kecamatan'],
  id_kelurahan: ['kelurahan', 'desa', 'kelurahan/desa', 'desa/kelurahan', 'kel', 'village', 'kode kelurahan'],
  address: ['alamat', 'alamat lengkap', 'address', 'street', 'jalan'],
  land_area: ['luas tanah', 'lt', 'luas lahan', 'land area', 'land size', 'lt (m2)', 'luas tanah (m2)'],
  building_area: ['luas bangunan', 'lb', 'building area', 'building size', 'lb (m2)', 'luas bangunan (m2)'],
  bedrooms: [
    'kamar tidur',
    'kt',
    'jumlah kamar tidur',
    'jml kamar tidur',
    'kamar',
    'bedroom',
    'bedrooms',
    'beds',
  ],
  bathrooms: [
    'kamar mandi',
    'km',
    'jumlah kamar mandi',
    'jml kamar mandi',
    'bathroom',
    'bathrooms',
    'baths',
    'toilet',
  ],
  floors: ['lantai', 'jumlah lantai', 'jml lantai', 'floor', 'floors', 'storeys', 'levels'],
  certificate: ['sertifikat', 'sertipikat', 'legalitas', 'certificate'],
  facilities: ['fasilitas', 'fasilitas tambahan', 'facilities', 'amenities'],
  description: ['deskripsi', 'keterangan', 'uraian', 'catatan', 'description', 'desc', 'details'],
};

/** Per file column, the key of our column it fills, or null: "Abaikan". */
export type Mapping = (string | null)[];

/** What sample values are compared with: the names the master data and the region lists know. */
export interface GuessHints {
  types?: readonly string[];
  provinces?: readonly string[];
  cities?: readonly string[];
}

/** The headers that name each column, as `headerKey`s. */
function headerNames(columns: readonly CsvColumn[]): Map<string, string> {
  const names = new Map<string, string>();
  // own keys and labels first: "Judul Properti" is the trait's label, "Judul" the title's
  for (const column of columns)
    for (const name of [column.key, ...column.headers]) names.set(headerKey(name), column.key);
  for (const column of columns)
    for (const name of SYNONYMS[column.key] ?? [])
      if (!names.has(headerKey(name))) names.set(headerKey(name), column.key);
  return names;
}

const share = (values: readonly string[], test: (value: string) => boolean) =>
  values.length === 0 ? 0 : values.filter(test).length / values.length;

/** Which column sample values look like, when the header says nothing: a price, a place, a type, ... */
function guessByValues(
  values: readonly string[],
  columns: readonly CsvColumn[],
  hints: GuessHints,
): string | undefined {
  const filled = values.map((one) => one.trim()).filter(Boolean);
  if (filled.length === 0) return undefined;
  const known = (names: readonly string[] | undefined) => {
    // "Bandung" is a city known as "Kota Bandung"
    const set = new Set((names ?? []).flatMap((name) => [placeKey(name), baseOf(placeKey(name))]));
    return (value: string) => set.has(placeKey(value));
  };
  const has = (key: string) => columns.some((one) => one.key === key);
  const money = (value: string) => {
    const read = readTypedNumber(value, { money: true });
    return Boolean(read?.ok && read.value >= 1_000_000);
  };
  const certificate = columns.find((one) => one.key === 'certificate')?.spellings ?? {};
  const guesses: [string, number][] = [
    [
      'type',
      share(filled, (value) => (hints.types ?? []).some((one) => one.toLowerCase() === value.toLowerCase())),
    ],
    ['id_kota', share(filled, known(hints.cities))],
    ['id_provinsi', share(filled, known(hints.provinces))],
    ['price', share(filled, money)],
    ['certificate', share(filled, (value) => Object.hasOwn(certificate, spellingKey(value)))],
    ['description', share(filled, (value) => value.length > 80)],
  ];
  const best = guesses.filter(([key, score]) => has(key) && score >= 0.8).sort((a, b) => b[1] - a[1])[0];
  return best?.[0];
}

/**
 * Guesses which of our columns each file column fills: by its header (our keys, labels and export
 * headers, then Indonesian and English synonyms, case, spaces and punctuation aside), else by its
 * sample values; each of our columns is filled once, by the first file column that names it.
 */
export function guessMapping(
  header: readonly string[],
  samples: readonly (readonly string[])[],
  columns: readonly CsvColumn[],
  hints: GuessHints = {},
): Mapping {
  const names = headerNames(columns);
  const taken = new Set<string>();
  const mapping: Mapping = header.map((name) => {
    const key = names.get(headerKey(name));
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
  return mapping.map((key, index) => {
    if (key || (headerKey(header[index]) && names.has(headerKey(header[index])))) return key;
    const guess = guessByValues(
      samples.map((row) => row[index] ?? ''),
      columns.filter((one) => !taken.has(one.key)),
      hints,
    );
    if (!guess) return null;
    taken.add(guess);
    return guess;
  });
}

/** The set of a file's headers, in any order: what a saved mapping is stored under. */
export function headerSetKey(header: readonly string[]): string {
  return [...new Set(header.map(headerKey))].sort().join('|');
}

/** A mapping as saved: by header, so the same headers in another order map alike. */
export function mappingByHeader(header: readonly string[], mapping: Mapping): Record<string, string | null> {
  return Object.fromEntries(header.map((name, index) => [headerKey(name), mapping[index] ?? null]));
}

/** A saved mapping put back on a file's header; undefined when it does not fit (a column it lacks). */
export function mappingFromSaved(
  header: readonly string[],
  saved: Record<string, string | null>,
  columns: readonly CsvColumn[],
): Mapping | undefined {
  const keys = new Set(columns.map((one) => one.key));
  const mapping = header.map((name) => saved[headerKey(name)]);
  if (mapping.some((key) => key === undefined || (key !== null && !keys.has(key)))) return undefined;
  return mapping as Mapping;
}

// ---- places -----------------------------------------------------------------------------------

/** A region of a lookup list: its code, its name and its parent's code. */
export interface Region {
  code: string;
  name: string;
  parent?: string;
}

export interface RegionLists {
  provinces: readonly Region[];
  cities: readonly Region[];
  districts: readonly Region[];
  villages: readonly Region[];
}

/** The words before a place's name that say its kind; a city's kind tells Kota Bogor from Kab. Bogor. */
const PREFIXES: readonly [RegExp, string][] = [
  [/^(provinsi|propinsi|prov) /, ''],
  [/^(kota administrasi|kota adm|kotamadya|kodya|kota) /, 'kota '],
  [/^(kabupaten administrasi|kabupaten|kab) /, 'kab '],
  [/^(kecamatan|kec) /, ''],
  [/^(kelurahan|kel|desa|ds) /, ''],
];

function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A place's name with its kind spelled one way: "Kab. Bogor" and "Kabupaten Bogor" are `kab bogor`. */
export function placeKey(text: string): string {
  const name = plain(text);
  for (const [pattern, kind] of PREFIXES) {
    if (pattern.test(name)) return `${kind}${name.replace(pattern, '')}`;
  }
  return name;
}

/** A place's name without its kind: "Kota Bandung" and "Bandung" are `bandung`. */
const baseOf = (key: string) => key.replace(/^(kota|kab) /, '');

export type Resolution =
  { kind: 'found'; code: string } | { kind: 'ambiguous'; options: readonly Region[] } | { kind: 'unknown' };

/**
 * A region named in a cell among `candidates`: by its code, else by its name with its kind ("Kota
 * Bandung", "Kab. Bandung") or without it ("Bandung": found when only one region of that name is
 * there, ambiguous when a Kota and a Kabupaten share it).
 */
export function resolveRegion(text: string, candidates: readonly Region[]): Resolution {
  const trimmed = text.trim();
  const byCode = candidates.find((one) => one.code === trimmed);
  if (byCode) return { kind: 'found', code: byCode.code };
  const wanted = placeKey(trimmed);
  const exact = candidates.filter((one) => placeKey(one.name) === wanted);
  const found =
    exact.length > 0 || wanted !== baseOf(wanted)
      ? exact
      : candidates.filter((one) => baseOf(placeKey(one.name)) === wanted);
  if (found.length === 1) return { kind: 'found', code: found[0].code };
  return found.length > 1 ? { kind: 'ambiguous', options: found } : { kind: 'unknown' };
}

/** A name asked once for every row that holds it: its level, the parent it is looked for in, and the name. */
export function choiceKey(level: RegionLevel, parent: string | undefined, text: string): string {
  return `${level}|${parent ?? ''}|${placeKey(text)}`;
}

/** A name that matches more than one region: asked once, with the rows that hold it counted. */
export interface AmbiguousName {
  key: string;
  level: RegionLevel;
  text: string;
  options: readonly Region[];
  rows: number;
}

const LEVELS: readonly RegionLevel[] = ['province', 'city', 'district', 'village'];
const CANDIDATES: Record<RegionLevel, keyof RegionLists> = {
  province: 'provinces',
  city: 'cities',
  district: 'districts',
  village: 'villages',
};

interface PlaceResult {
  codes: Partial<Record<RegionLevel, string>>;
  /** The first level that failed, with why. */
  failed?: { level: RegionLevel; text: string; key: string; resolution: Resolution };
}

/**
 * The codes of the place a row names, each level looked for within the one above it (a city within
 * the province given; a province the file leaves out follows from its city). `choices` holds what
 * the person picked for an ambiguous name.
 */
export function resolvePlace(
  names: Partial<Record<RegionLevel, string>>,
  lists: RegionLists,
  choices: Readonly<Record<string, string>>,
): PlaceResult {
  const codes: Partial<Record<RegionLevel, string>> = {};
  let parent: string | undefined;
  for (const level of LEVELS) {
    const text = (names[level] ?? '').trim();
    if (!text) {
      // a level left out: the levels below are looked for within the one above it
      if (level !== 'province') parent = undefined;
      continue;
    }
    const all = lists[CANDIDATES[level]];
    const candidates = parent === undefined ? all : all.filter((one) => one.parent === parent);
    const key = choiceKey(level, parent, text);
    const chosen = choices[key];
    const resolution: Resolution =
      chosen && candidates.some((one) => one.code === chosen)
        ? { kind: 'found', code: chosen }
        : resolveRegion(text, candidates);
    if (resolution.kind !== 'found') return { codes, failed: { level, text, key, resolution } };
    codes[level] = resolution.code;
    parent = resolution.code;
    if (level === 'city' && !codes.province) {
      codes.province = all.find((one) => one.code === resolution.code)?.parent;
    }
  }
  return { codes };
}

// ---- the rows as the server takes them ------------------------------------------------------------

/**
 * What a file becomes once mapped: its problems, the names to ask, the CSV of the rows that may go
 * and the rows sent back to be corrected.
 */
export interface MappedFile {
  count: number;
  /** The first rows as they will be sent (our keys); a refused cell shows what the file holds. */
  firstRows: Record<string, string>[];
  problems: string[];
  problemCount: number;
  ambiguous: AmbiguousName[];
  /** The rows with a problem of their own (a column not paired is the file's, not a row's). */
  badCount: number;
  /**
   * The rows without a problem as they will be sent (our keys, place codes, plain numbers), each with
   * its line as a spreadsheet shows it: for the listing checks (score, duplicates) before the upload.
   */
  goodRows: { line: number; values: Record<string, string> }[];
  /**
   * The CSV for the server (its columns, docs/how-to.md; codes for the place, plain numbers) of the
   * rows without a problem; empty while a required column is not paired or a name waits for a
   * choice, and when no row is good.
   */
  csv: string;
  /**
   * The rows with a problem as the file holds them, under its own headers, their reasons in an added
   * last column (`csvTexts.reasonHeader`), `;`-separated as the export writes; empty when there are
   * none, or while a required column is not paired or a name waits for a choice.
   */
  rejected: string;
}

export interface MapInput {
  rows: readonly (readonly string[])[];
  /** The file's header row, which the rows sent back keep (default: our keys as mapped). */
  header?: readonly string[];
  mapping: Mapping;
  columns: readonly CsvColumn[];
  lists: RegionLists;
  choices: Readonly<Record<string, string>>;
  /** The property types of the master data (empty: not checked). */
  knownTypes: readonly string[];
}

/** The separator of the rows sent back: what a spreadsheet set to Indonesian reads as columns. */
const REJECTED_SEPARATOR = ';';

const outOfRange = (column: CsvColumn, value: number) =>
  (column.min !== undefined && value < column.min) || (column.max !== undefined && value > column.max);

/**
 * One cell as the server takes it, or the problem the form would refuse it for. `other` is the row's
 * value of the column `optionalWhen` names (its type, for a land area), as the master data writes it.
 */
function cellOf(
  column: CsvColumn,
  raw: string,
  types: Map<string, string>,
  other: string,
): string | RowProblem {
  const { label } = column;
  const value = raw.trim();
  switch (column.kind) {
    case 'money':
    case 'number': {
      const read = readTypedNumber(value, {
        money: column.kind === 'money',
        whole: column.whole,
        unit: column.unit,
      });
      if (!read?.ok) return { key: `number:${column.key}`, reason: fill(csvTexts.notANumber, { label }) };
      if (outOfRange(column, read.value)) {
        const range = {
          label,
          min: writeIndonesianNumber(column.min ?? 0),
          max: writeIndonesianNumber(column.max ?? 0),
        };
        return { key: `range:${column.key}`, reason: fill(csvTexts.outOfRange, range) };
      }
      // within the range but not above 0: said so, with the type it is needed for (0 is an apartment's)
      const when = column.optionalWhen;
      if (column.positive && read.value <= 0 && !isLifted(when, other)) {
        return when && other
          ? {
              key: `positive:${column.key}:${other.toLowerCase()}`,
              reason: fill(csvTexts.notPositiveFor, { label, value: other }),
            }
          : { key: `positive:${column.key}`, reason: fill(csvTexts.notPositive, { label }) };
      }
      return String(read.value);
    }
    case 'type': {
      if (types.size === 0) return value;
      const known = types.get(value.toLowerCase());
      return (
        known ?? {
          key: `type:${value.toLowerCase()}`,
          reason: fill(csvTexts.unknownType, { label, value }),
        }
      );
    }
    case 'option': {
      // "shgb", "Letter-C", "Strata": each option in its usual spellings (`FieldOption.spellings`)
      const known = column.spellings?.[spellingKey(value)];
      return (
        known ?? {
          key: `option:${column.key}:${value.toLowerCase()}`,
          reason: fill(csvTexts.unknownOption, {
            label,
            value,
            options: (column.options ?? []).join(', '),
          }),
        }
      );
    }
    default:
      if (column.maxLength && value.length > column.maxLength) {
        const max = String(column.maxLength);
        return { key: `long:${column.key}`, reason: fill(csvTexts.tooLong, { label, max }) };
      }
      return value;
  }
}

/**
 * Applies the mapping to every row: the place's names resolved to their codes, each cell read by the
 * form's rules (required, a number as Indonesians write it within its range, a known type, a listed
 * option in its usual spellings, a length, a land area an apartment may leave empty or 0), one line
 * per problem with its rows. The rows without a problem make the CSV the server takes; those with one
 * come back as the file holds them, with their reasons. Nothing is built while a required column is
 * not paired or a name waits for a choice. Rows are numbered as a spreadsheet shows them.
 */
export async function mapRows({
  rows,
  header,
  mapping,
  columns,
  lists,
  choices,
  knownTypes,
}: MapInput): Promise<MappedFile> {
  const { default: Papa } = await import('papaparse');
  const types = new Map(knownTypes.map((one) => [one.toLowerCase(), one]));
  const groups = problemGroups();
  const fileProblems: string[] = [];
  const mapped = new Set(mapping.filter(Boolean));
  for (const column of columns) {
    // the province may be left out: it follows from the city
    if (column.required && column.key !== REGION_KEYS.province && !mapped.has(column.key))
      fileProblems.push(fill(csvTexts.unmapped, { label: column.label }));
  }
  const indexOf = new Map(mapping.map((key, index) => [key, index] as const).filter(([key]) => key));
  const ambiguous = new Map<string, AmbiguousName>();
  const places = new Map<string, PlaceResult>();
  const good: string[][] = [];
  const goodRows: MappedFile['goodRows'] = [];
  const bad: { cells: readonly string[]; reasons: string[] }[] = [];
  const firstRows: Record<string, string>[] = [];
  rows.forEach((cells, at) => {
    const line = at + 2;
    const reasons: string[] = [];
    const add = (problem: RowProblem) => {
      groups.add(line, problem);
      if (!reasons.includes(problem.reason)) reasons.push(problem.reason);
    };
    const cell = (key: string) => {
      const index = indexOf.get(key);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const names = Object.fromEntries(
      (Object.keys(REGION_KEYS) as RegionLevel[]).map((level) => [level, cell(REGION_KEYS[level])]),
    );
    // a file names few places many times: each is resolved once
    const placeId = JSON.stringify(names);
    const place = places.get(placeId) ?? resolvePlace(names, lists, choices);
    places.set(placeId, place);
    if (place.failed) {
      const { level, text, key, resolution } = place.failed;
      const label = columns.find((one) => one.region === level)?.label ?? level;
      if (resolution.kind === 'ambiguous') {
        const known = ambiguous.get(key);
        if (known) known.rows += 1;
        else ambiguous.set(key, { key, level, text, options: resolution.options, rows: 1 });
      } else {
        add({ key: `place:${key}`, reason: fill(csvTexts.unknownPlace, { label, value: text }) });
      }
    }
    // what the preview shows: the value sent, or what the file holds where it is refused
    const shown: string[] = [];
    const row = columns.map((column) => {
      if (column.region) {
        shown.push(place.codes[column.region] ?? names[column.region] ?? '');
        return place.codes[column.region] ?? '';
      }
      const value = cell(column.key);
      const when = column.optionalWhen;
      // the row's type as the master data writes it ("apartemen" is Apartemen)
      const otherText = when ? cell(when.key) : '';
      const other = types.get(otherText.toLowerCase()) ?? otherText;
      shown.push(value);
      if (!value) {
        if (column.required && mapped.has(column.key))
          add({ key: `empty:${column.key}`, reason: fill(csvTexts.emptyValue, { label: column.label }) });
        else if (when?.required && !isLifted(when, other))
          add(
            other
              ? {
                  key: `empty:${column.key}:${other.toLowerCase()}`,
                  reason: fill(csvTexts.emptyFor, { label: column.label, value: other }),
                }
              : { key: `empty:${column.key}`, reason: fill(csvTexts.emptyValue, { label: column.label }) },
          );
        return '';
      }
      const read = cellOf(column, value, types, other);
      if (typeof read === 'string') {
        shown[shown.length - 1] = read;
        return read;
      }
      add(read);
      return '';
    });
    if (!place.failed) {
      for (const column of columns)
        if (column.region && column.required && mapped.has(REGION_KEYS.city) && !place.codes[column.region])
          add({ key: `empty:${column.key}`, reason: fill(csvTexts.emptyValue, { label: column.label }) });
    }
    if (reasons.length > 0) bad.push({ cells, reasons });
    else {
      good.push(row);
      goodRows.push({
        line,
        values: Object.fromEntries(columns.map((column, index) => [column.key, row[index]])),
      });
    }
    if (firstRows.length < FIRST_ROWS)
      firstRows.push(Object.fromEntries(columns.map((column, index) => [column.key, shown[index]])));
  });
  if (rows.length === 0) fileProblems.push(csvTexts.noRows);
  const lines = [...fileProblems, ...groups.lines()];
  const waiting = fileProblems.length > 0 || ambiguous.size > 0;
  return {
    count: rows.length,
    firstRows,
    problems: lines.slice(0, MAX_PROBLEMS),
    problemCount: lines.length,
    ambiguous: [...ambiguous.values()],
    badCount: bad.length,
    goodRows: waiting ? [] : goodRows,
    csv:
      waiting || good.length === 0
        ? ''
        : Papa.unparse({ fields: columns.map((one) => one.key), data: good }, { newline: '\n' }) + '\n',
    rejected:
      waiting || bad.length === 0 ? '' : rejectedCsv(Papa, header ?? mapping.map((key) => key ?? ''), bad),
  };
}

/** The rows sent back: the file's own headers and cells, and the reasons of each in a last column. */
function rejectedCsv(
  Papa: typeof import('papaparse'),
  header: readonly string[],
  bad: readonly { cells: readonly string[]; reasons: readonly string[] }[],
): string {
  // a row longer than the header keeps its cells: the reasons stay in the last column of every row
  const width = Math.max(header.length, ...bad.map(({ cells }) => cells.length));
  const pad = (cells: readonly string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  return (
    Papa.unparse(
      {
        fields: [...pad(header), csvTexts.reasonHeader],
        data: bad.map(({ cells, reasons }) => [...pad(cells), reasons.join('; ')]),
      },
      { delimiter: REJECTED_SEPARATOR, newline: '\r\n' },
    ) + '\r\n'
  );
}

/** The rows' place names by level, as the mapping reads them. */
export function placeNamesOf(
  cells: readonly string[],
  mapping: Mapping,
): Partial<Record<RegionLevel, string>> {
  const names: Partial<Record<RegionLevel, string>> = {};
  mapping.forEach((key, index) => {
    const level = (Object.keys(REGION_KEYS) as RegionLevel[]).find((one) => REGION_KEYS[one] === key);
    if (level) names[level] = (cells[index] ?? '').trim();
  });
  return names;
}

/**
 * The codes whose children must be read before `level` can be resolved: the cities whose kecamatan a
 * row names (for `district`), the kecamatan whose kelurahan a row names (for `village`).
 */
export function parentsToLoad(
  rows: readonly (readonly string[])[],
  mapping: Mapping,
  lists: RegionLists,
  choices: Readonly<Record<string, string>>,
  level: 'district' | 'village',
): string[] {
  const above: RegionLevel = level === 'district' ? 'city' : 'district';
  const parents = new Set<string>();
  const seen = new Set<string>();
  for (const cells of rows) {
    const names = placeNamesOf(cells, mapping);
    if (!names[level]) continue;
    const upTo = { ...names, village: undefined, ...(level === 'district' ? { district: undefined } : {}) };
    const key = JSON.stringify(upTo);
    if (seen.has(key)) continue;
    seen.add(key);
    const code = resolvePlace(upTo, lists, choices).codes[above];
    if (code) parents.add(code);
  }
  return [...parents];
}
