// The worker that makes a waiting change's calls for the page (worker-calls.ts): the page's own
// shared worker where the browser has them (a name no other page knows: worker-adapter.ts), else a
// dedicated one. Either way it answers the one page that started it.
import { type CallAnswer, createCallWorker, type ToWorker } from './worker-calls';

// (typed by hand: the webworker lib cannot sit beside the DOM lib in one program)
interface Port {
  postMessage(answers: CallAnswer[]): void;
  onmessage: ((event: MessageEvent<ToWorker[]>) => void) | null;
}
const scope = self as unknown as Port & { onconnect?: ((event: MessageEvent) => void) | null };

const serve = (port: Port) => {
  const receive = createCallWorker((answers) => port.postMessage(answers));
  port.onmessage = (event) => receive(event.data);
};
if ('onconnect' in scope) scope.onconnect = (event) => serve(event.ports[0] as unknown as Port);
else serve(scope);
