/// <reference lib="webworker" />
import { type CsvCheck, type CsvMessage, parseListingCsv } from './csv-parse';

/** The CSV is read here, off the main thread: the page only receives the summaries. */
self.onmessage = (event: MessageEvent<{ file: Blob; check: CsvCheck }>) => {
  parseListingCsv(event.data.file, event.data.check, (message: CsvMessage) => self.postMessage(message));
};
