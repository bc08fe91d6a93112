import Papa from 'papaparse';

import { looksLikeText } from '../../files/text-check';
import { csvTexts } from '../../locales/listing';
import { fill } from '../../locales/ui';
import {
  type CsvColumn,
  type CsvSummary,
  emptySummary,
  FIRST_ROWS,
  headerProblems,
  MAX_PROBLEMS,
  missingColumns,
  problemGroups,
  rowProblems,
} from './csv-rules';

export type CsvMessage =
  | { kind: 'preview'; summary: CsvSummary }
  | { kind: 'done'; summary: CsvSummary }
  | { kind: 'error'; message: string };

/** What the rows are checked against: the form's columns and the property types the master data knows. */
export interface CsvCheck {
  columns: CsvColumn[];
  knownTypes: string[];
}

/**
 * Reads a listing CSV in chunks (papaparse), reporting once the first rows are known and again at the
 * end with the count and the problems, one line per problem with its rows. Runs inside the parse
 * worker (or, without workers, in place). A file that is not text (a picture renamed .csv) is refused
 * with one message, not read as rows.
 */
export function parseListingCsv(file: Blob, check: CsvCheck, post: (message: CsvMessage) => void): void {
  void looksLikeText(file).then(
    (text) => (text ? parseRows(file, check, post) : post({ kind: 'error', message: csvTexts.notText })),
    (error: unknown) =>
      post({ kind: 'error', message: fill(csvTexts.unreadable, { reason: String(error) }) }),
  );
}

function parseRows(file: Blob, { columns, knownTypes }: CsvCheck, post: (message: CsvMessage) => void): void {
  const known = new Set(knownTypes.map((one) => one.toLowerCase()));
  const summary = emptySummary();
  const header: string[] = [];
  const groups = problemGroups();
  let absent = new Set<string>();
  let previewed = false;
  // the header's problems first, then one line per row problem
  const summarize = (): CsvSummary => {
    const lines = [...header, ...groups.lines()];
    return { ...summary, problems: lines.slice(0, MAX_PROBLEMS), problemCount: lines.length };
  };
  Papa.parse<Record<string, string>>(file as File, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
    chunkSize: 512 * 1024,
    chunk: (results) => {
      if (!previewed) {
        summary.fields = results.meta.fields ?? [];
        header.push(...headerProblems(summary.fields, columns));
        absent = new Set(missingColumns(summary.fields, columns).map((one) => one.key));
      }
      for (const values of results.data) {
        summary.count += 1;
        if (summary.firstRows.length < FIRST_ROWS) summary.firstRows.push(values);
        // line numbers as a spreadsheet shows them: the header is line 1
        const found = rowProblems(values, columns, known, absent);
        for (const one of found) groups.add(summary.count + 1, one);
        if (found.length === 0 && absent.size === 0) summary.validCount += 1;
      }
      if (!previewed) {
        previewed = true;
        post({ kind: 'preview', summary: structuredClone(summarize()) });
      }
    },
    complete: () => {
      if (summary.count === 0 && header.length === 0) header.push(csvTexts.noRows);
      post({ kind: 'done', summary: summarize() });
    },
    error: (error) => post({ kind: 'error', message: fill(csvTexts.unreadable, { reason: error.message }) }),
  });
}
