/// <reference lib="webworker" />
import { xlsxReply } from './xlsx-rows';

/** A workbook is unzipped and read here, off the main thread: the page only receives its first rows. */
self.onmessage = (event: MessageEvent<{ file: Blob; limit: number }>) => {
  void xlsxReply(event.data.file, event.data.limit).then((reply) => self.postMessage(reply));
};
