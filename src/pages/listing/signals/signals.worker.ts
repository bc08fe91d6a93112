/// <reference lib="webworker" />
import type { SignalRequest } from './protocol';
import { canvasHasher, createSignalsCore } from './signals-core';

/** The signals are computed here, off the main thread: the page only receives them. */
const answer = createSignalsCore(canvasHasher());
// one answer at a time, in the order asked: a later corpus never overtakes an earlier question
let queue = Promise.resolve();
self.onmessage = (event: MessageEvent<SignalRequest>) => {
  queue = queue.then(async () => self.postMessage(await answer(event.data)));
};
