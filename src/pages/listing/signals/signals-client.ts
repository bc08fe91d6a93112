import type { SignalReply, SignalRequest } from './protocol';

type Question = Omit<SignalRequest, 'id'>;
type Ask = (question: Question) => Promise<SignalReply>;

let shared: Ask | undefined;
/** The listings the worker keeps: a question with the same ones sends them no more. */
let kept: unknown;

/** Runs the requests in place, one after another (no Worker here: unit tests in happy-dom), photos unread. */
function inPlace(): Ask {
  const core = import('./signals-core').then(({ createSignalsCore }) => createSignalsCore(undefined));
  let turn: Promise<unknown> = Promise.resolve();
  let next = 1;
  return (question) => {
    const asked = turn.then(async () => (await core)({ ...question, id: next++ }));
    turn = asked.catch(() => undefined);
    return asked;
  };
}

/** One worker for the page's signals (the list's and the review queue's share the listings it keeps). */
function inWorker(): Ask {
  const worker = new Worker(new URL('./signals.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<
    number,
    { resolve: (reply: SignalReply) => void; reject: (error: Error) => void }
  >();
  let next = 1;
  worker.onmessage = (event: MessageEvent<SignalReply>) => {
    waiting.get(event.data.id)?.resolve(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = (event) => {
    for (const one of waiting.values()) one.reject(new Error(event.message));
    waiting.clear();
  };
  return (question) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...question, id });
    });
}

/** Asks the page's signals worker (started on the first question). */
export function askSignals({ corpus, ...question }: Question): Promise<SignalReply> {
  shared ??= typeof Worker === 'undefined' ? inPlace() : inWorker();
  const fresh = corpus && corpus !== kept ? corpus : undefined;
  if (fresh) kept = fresh;
  const asked = performance.now();
  return shared(fresh ? { ...question, corpus: fresh } : question).then((reply) => {
    // `npm run bench` reads these: the listings compared, those answered for, the worker's own time
    performance.measure('listing-signals', {
      start: asked,
      detail: {
        count: reply.count,
        asked: question.only?.length ?? reply.count,
        photos: reply.photos,
        hashMs: reply.hashMs,
        workerMs: reply.ms,
      },
    });
    return reply;
  });
}
