/// <reference lib="webworker" />
import { readSheet } from './csv-parse';

/** The spreadsheet is read here, off the main thread: the page receives its rows. */
self.onmessage = (event: MessageEvent<{ file: Blob; name: string }>) => {
  void readSheet(event.data.file, event.data.name).then((message) => self.postMessage(message));
};
