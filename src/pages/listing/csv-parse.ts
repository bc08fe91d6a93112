import Papa from 'papaparse';

import { looksLikeText } from '../../files/text-check';
import { csvTexts } from '../../locales/listing';
import { fill } from '../../locales/ui';
import {
  type CsvSummary,
  emptySummary,
  FIRST_ROWS,
  headerProblems,
  MAX_PROBLEMS,
  rowProblems,
} from './csv-rules';

export type CsvMessage =
  | { kind: 'preview'; summary: CsvSummary }
  | { kind: 'done'; summary: CsvSummary }
  | { kind: 'error'; message: string };

/**
 * Reads a listing CSV in chunks (papaparse), reporting once the first rows are known and again at the
 * end with the count and the problems. Runs inside the parse worker (or, without workers, in place).
 * A file that is not text (a picture renamed .csv) is refused with one message, not read as rows.
 */
export function parseListingCsv(
  file: Blob,
  knownTypes: readonly string[],
  post: (message: CsvMessage) => void,
): void {
  void looksLikeText(file).then(
    (text) => (text ? parseRows(file, knownTypes, post) : post({ kind: 'error', message: csvTexts.notText })),
    (error: unknown) =>
      post({ kind: 'error', message: fill(csvTexts.unreadable, { reason: String(error) }) }),
  );
}

function parseRows(file: Blob, knownTypes: readonly string[], post: (message: CsvMessage) => void): void {
  const known = new Set(knownTypes.map((one) => one.toLowerCase()));
  const summary = emptySummary();
  let previewed = false;
  const problem = (text: string) => {
    summary.problemCount += 1;
    if (summary.problems.length < MAX_PROBLEMS) summary.problems.push(text);
  };
  Papa.parse<Record<string, string>>(file as File, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
    chunkSize: 512 * 1024,
    chunk: (results) => {
      if (!previewed) {
        summary.fields = results.meta.fields ?? [];
        headerProblems(summary.fields).forEach(problem);
      }
      for (const values of results.data) {
        summary.count += 1;
        if (summary.firstRows.length < FIRST_ROWS) summary.firstRows.push(values);
        // line numbers as a spreadsheet shows them: the header is line 1
        const found = rowProblems(values, summary.count + 1, known);
        found.forEach(problem);
        if (found.length === 0) summary.validCount += 1;
      }
      if (!previewed) {
        previewed = true;
        post({ kind: 'preview', summary: structuredClone(summary) });
      }
    },
    complete: () => {
      if (summary.count === 0 && summary.problemCount === 0) problem(csvTexts.noRows);
      post({ kind: 'done', summary });
    },
    error: (error) => post({ kind: 'error', message: fill(csvTexts.unreadable, { reason: error.message }) }),
  });
}
