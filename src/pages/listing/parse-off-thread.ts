import type { CsvCheck, CsvMessage } from './csv-parse';

/**
 * Parses a listing CSV in a Web Worker; `onMessage` gets the preview, then the end (or an error).
 * Where no Worker exists (unit tests in happy-dom), the same code runs in place. Returns a stop function.
 */
export function parseCsvOffThread(
  file: Blob,
  check: CsvCheck,
  onMessage: (message: CsvMessage) => void,
): () => void {
  let stopped = false;
  const deliver = (message: CsvMessage) => {
    if (!stopped) onMessage(message);
  };
  if (typeof Worker === 'undefined') {
    void import('./csv-parse').then(({ parseListingCsv }) => {
      if (!stopped) parseListingCsv(file, check, deliver);
    });
    return () => {
      stopped = true;
    };
  }
  const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<CsvMessage>) => {
    deliver(event.data);
    if (event.data.kind !== 'preview') worker.terminate();
  };
  worker.onerror = (event) => {
    deliver({ kind: 'error', message: event.message });
    worker.terminate();
  };
  worker.postMessage({ file, check });
  return () => {
    stopped = true;
    worker.terminate();
  };
}
