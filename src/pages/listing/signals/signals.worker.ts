/// <reference lib="webworker" />
import type { SignalRequest } from './protocol';
import { canvasHasher, createSignalsCore } from './signals-core';

/** The signals are computed here, off the main thread: the page only receives them. */
const answer = createSignalsCore(canvasHasher());
// one answer at a time, in the order asked: a later corpus never overtakes an earlier question
// global: the worker's own scope: one queue per worker.
let queue = Promise.resolve();
let waiting = 0;
self.onmessage = (event: MessageEvent<SignalRequest>) => {
  waiting += 1;
  queue = queue.then(async () => {
    waiting -= 1;
    self.postMessage(await answer(event.data));
    // the photos of the listings kept are hashed while the next page is on its way, until a question comes
    await answer.warm(() => waiting > 0);
  });
};
