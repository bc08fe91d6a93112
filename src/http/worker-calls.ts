/**
 * The calls a worker of the page makes for it (src/http/call-worker.ts is its entry): a waiting
 * change's calls (an outbox's 1,000-record run) leave from here, so the browser's work on each request
 * and its answer is not done on the page's thread. No axios here: the page's axios builds each request
 * and reads each answer (worker-adapter.ts); this only carries them.
 */

/** A call the page asks for: the request axios built, by the page's number for it. */
export interface CallRequest {
  type: 'call';
  id: number;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** The page no longer waits for a call ("Batalkan proses"): it is aborted on its way. */
export interface CallAbort {
  type: 'abort';
  id: number;
}

export type ToWorker = CallRequest | CallAbort;

/** A call's answer, or why there is none (`network`: no answer; `aborted`: the page let it go). */
export type CallAnswer =
  | { id: number; status: number; statusText: string; headers: Record<string, string>; body: string }
  | { id: number; failed: 'network' | 'aborted' };

/** How long an answer may wait for the others on their way before it goes alone (ms). */
export const HOLD_MS = 20;

/**
 * The worker's side: makes each call asked for with `fetchFn` and answers with `post`. The answers of
 * calls on their way together go in one message once the last is answered (or HOLD_MS after the
 * first): a run 4 calls at a time woke the page for each answer, 1,000 times.
 */
export function createCallWorker(
  post: (answers: CallAnswer[]) => void,
  fetchFn: typeof fetch = fetch,
  holdMs = HOLD_MS,
) {
  const onTheirWay = new Map<number, AbortController>();
  let waiting: CallAnswer[] = [];
  let held: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(held);
    held = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) post(batch);
  };
  const answer = (one: CallAnswer) => {
    waiting.push(one);
    // every call answered: they go at the end of this turn; else they wait a moment for the others
    if (onTheirWay.size === 0) {
      clearTimeout(held);
      held = setTimeout(flush, 0);
    } else held ??= setTimeout(flush, holdMs);
  };

  const call = async ({ id, url, method, headers, body }: CallRequest) => {
    const controller = new AbortController();
    onTheirWay.set(id, controller);
    try {
      // (as XMLHttpRequest does without withCredentials: cookies for the page's own origin only)
      const response = await fetchFn(url, { method, headers, body, signal: controller.signal });
      const text = await response.text();
      onTheirWay.delete(id);
      // of the headers only the body's type: the app reads an answer's status and body alone, and
      // each header is copied to the page and set into axios's headers there, a thousand times a run
      const type = response.headers.get('content-type');
      answer({
        id,
        status: response.status,
        statusText: response.statusText,
        headers: type === null ? {} : { 'content-type': type },
        body: text,
      });
    } catch {
      onTheirWay.delete(id);
      answer({ id, failed: controller.signal.aborted ? 'aborted' : 'network' });
    }
  };

  return (messages: readonly ToWorker[]) => {
    for (const message of messages) {
      if (message.type === 'abort') onTheirWay.get(message.id)?.abort();
      else void call(message);
    }
  };
}
