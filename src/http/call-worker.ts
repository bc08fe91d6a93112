// The dedicated worker that makes a waiting change's calls for the page (worker-calls.ts).
import { type CallAnswer, createCallWorker, type ToWorker } from './worker-calls';

// (typed by hand: the webworker lib cannot sit beside the DOM lib in one program)
const scope = self as unknown as {
  postMessage(answers: CallAnswer[]): void;
  onmessage: ((event: MessageEvent<ToWorker[]>) => void) | null;
};
const receive = createCallWorker((answers) => scope.postMessage(answers));
scope.onmessage = (event) => receive(event.data);
