import type { SheetMessage } from './csv-parse';

/**
 * Reads a listing spreadsheet in a Web Worker; `onMessage` gets its rows (or an error). Where no
 * Worker exists (unit tests in happy-dom), the same code runs in place. Returns a stop function.
 */
export function readSheetOffThread(file: File, onMessage: (message: SheetMessage) => void): () => void {
  let stopped = false;
  const deliver = (message: SheetMessage) => {
    if (!stopped) onMessage(message);
  };
  if (typeof Worker === 'undefined') {
    void import('./csv-parse').then(({ readSheet }) => readSheet(file, file.name)).then(deliver);
    return () => {
      stopped = true;
    };
  }
  const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<SheetMessage>) => {
    deliver(event.data);
    worker.terminate();
  };
  worker.onerror = (event) => {
    deliver({ kind: 'error', message: event.message });
    worker.terminate();
  };
  worker.postMessage({ file, name: file.name });
  return () => {
    stopped = true;
    worker.terminate();
  };
}
