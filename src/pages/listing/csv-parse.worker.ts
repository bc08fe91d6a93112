/// <reference lib="webworker" />
import { sheetHandler, type SheetRequest } from './sheet-session';

/** The spreadsheet is read, paired and checked here, off the main thread; its rows stay here. */
const handle = sheetHandler((reply) => self.postMessage(reply));
self.onmessage = (event: MessageEvent<SheetRequest>) => void handle(event.data);
