/// <reference lib="webworker" />
import { type CsvMessage, parseListingCsv } from './csv-parse';

/** The CSV is read here, off the main thread: the page only receives the summaries. */
self.onmessage = (event: MessageEvent<{ file: Blob; knownTypes: string[] }>) => {
  parseListingCsv(event.data.file, event.data.knownTypes, (message: CsvMessage) => self.postMessage(message));
};
