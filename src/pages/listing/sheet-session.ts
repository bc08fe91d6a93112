import type { MapInput, MappedFile, Mapping, RegionLists } from './csv-mapping';
import type { SheetMessage } from './csv-parse';

/** The first rows of a file the page keeps: the samples shown and guessed from. */
export const SAMPLE_ROWS = 20;

/** A file read whole in a worker, which keeps its rows: the page gets its header and first rows. */
export type SheetRead =
  { kind: 'rows'; header: string[]; samples: string[][]; count: number } | { kind: 'error'; message: string };

export type SheetRequest =
  | { kind: 'read'; file: Blob; name: string }
  | {
      kind: 'parents';
      id: number;
      mapping: Mapping;
      lists: RegionLists;
      choices: Record<string, string>;
      level: 'district' | 'village';
    }
  | ({ kind: 'map'; id: number } & Omit<MapInput, 'rows' | 'header'>);

export type SheetReply =
  | SheetRead
  | { kind: 'parents'; id: number; codes: string[] }
  | { kind: 'mapped'; id: number; result: MappedFile };

/** What the worker does with each request, on the rows it keeps (also run in place without workers). */
export function sheetHandler(post: (reply: SheetReply) => void) {
  let rows: string[][] = [];
  let header: string[] = [];
  return async (request: SheetRequest) => {
    const mapping = await import('./csv-mapping');
    if (request.kind === 'read') {
      const { readSheet } = await import('./csv-parse');
      const read: SheetMessage = await readSheet(request.file, request.name);
      if (read.kind === 'error') return post(read);
      rows = read.rows;
      header = read.header;
      return post({
        kind: 'rows',
        header: read.header,
        samples: rows.slice(0, SAMPLE_ROWS),
        count: rows.length,
      });
    }
    if (request.kind === 'parents') {
      const { id, level, lists, choices } = request;
      return post({
        kind: 'parents',
        id,
        codes: mapping.parentsToLoad(rows, request.mapping, lists, choices, level),
      });
    }
    const { id, kind: _kind, ...input } = request;
    return post({ kind: 'mapped', id, result: await mapping.mapRows({ ...input, rows, header }) });
  };
}
