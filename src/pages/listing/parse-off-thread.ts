import type { MapInput } from './csv-mapping';
import { sheetHandler, type SheetRead, type SheetReply, type SheetRequest } from './sheet-session';

/**
 * A listing spreadsheet read, paired and checked in a Web Worker that keeps its rows, so a large file
 * never holds the page; where no Worker exists (unit tests in happy-dom) the same code runs in place.
 * `onRead` gets the header and first rows (or an error); `parents` and `map` answer with promises.
 */
export function openSheet(file: File, onRead: (read: SheetRead) => void) {
  let stopped = false;
  let next = 0;
  const waiting = new Map<number, (reply: SheetReply) => void>();
  const receive = (reply: SheetReply) => {
    if (stopped) return;
    if (reply.kind === 'rows' || reply.kind === 'error') return onRead(reply);
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  };
  let send: (request: SheetRequest) => void;
  let stop = () => {};
  if (typeof Worker === 'undefined') {
    const handle = sheetHandler(receive);
    send = (request) => void handle(request);
  } else {
    const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SheetReply>) => receive(event.data);
    worker.onerror = (event) => receive({ kind: 'error', message: event.message });
    send = (request) => worker.postMessage(request);
    stop = () => worker.terminate();
  }
  const ask = <T extends SheetReply>(request: SheetRequest & { id: number }) =>
    new Promise<T>((resolve) => {
      waiting.set(request.id, resolve as (reply: SheetReply) => void);
      send(request);
    });
  send({ kind: 'read', file, name: file.name });
  return {
    parents: (query: Omit<Extract<SheetRequest, { kind: 'parents' }>, 'kind' | 'id'>) =>
      ask<Extract<SheetReply, { kind: 'parents' }>>({ kind: 'parents', id: (next += 1), ...query }).then(
        (reply) => reply.codes,
      ),
    map: (input: Omit<MapInput, 'rows' | 'header'>) =>
      ask<Extract<SheetReply, { kind: 'mapped' }>>({ kind: 'map', id: (next += 1), ...input }).then(
        (reply) => reply.result,
      ),
    stop: () => {
      stopped = true;
      stop();
    },
  };
}

export type OpenSheet = ReturnType<typeof openSheet>;
