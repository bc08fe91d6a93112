import type { Values } from '../../../resources/types';
import type { SignalReply, SignalRequest } from './protocol';

type Question = Omit<SignalRequest, 'id' | 'keep' | 'reset'>;
type Ask = (question: Omit<SignalRequest, 'id'>) => Promise<SignalReply>;

// global: the page's one signals worker and what it was sent.
let shared: Ask | undefined;
/**
 * The corpus read's pages the worker keeps (by the first one's identity): each page is sent once.
 * global: what the page's one worker holds.
 */
let cachedFirst: unknown;
let cachedPages = 0;

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

/**
 * Asks the page's signals worker (started on the first question). `pages` are the corpus read's
 * pages so far (sent with `withCached`): only those the worker does not keep yet are sent.
 */
export function askSignals({
  pages,
  ...question
}: Question & { pages?: readonly (readonly Values[])[] }): Promise<SignalReply> {
  shared ??= typeof Worker === 'undefined' ? inPlace() : inWorker();
  let sent: Omit<SignalRequest, 'id'> = question;
  if (pages && pages.length > 0) {
    // another read (a new first page, or fewer pages) replaces what the worker keeps
    const reset = pages[0] !== cachedFirst || pages.length < cachedPages;
    const keep = pages.slice(reset ? 0 : cachedPages).flat();
    cachedFirst = pages[0];
    cachedPages = pages.length;
    if (reset || keep.length > 0) sent = { ...question, keep, reset };
  }
  const asked = performance.now();
  return shared(sent).then((reply) => {
    // `npm run bench` reads these: the listings compared, those answered for, the worker's own time
    performance.measure('listing-signals', {
      start: asked,
      detail: {
        count: reply.count,
        asked: question.all ? reply.count : question.records.length,
        all: Boolean(question.all),
        photos: reply.photos,
        hashed: reply.hashed,
        hashMs: reply.hashMs,
        warmed: reply.warmed,
        warmMs: reply.warmMs,
        workerMs: reply.ms,
      },
    });
    return reply;
  });
}
