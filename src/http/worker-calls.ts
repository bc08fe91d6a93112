/**
 * The calls a dedicated worker makes for the page (src/http/call-worker.ts is its entry): a waiting
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

/**
 * The worker's side: makes each call asked for with `fetchFn` and answers with `post`, the answers
 * that come in one turn of the worker's loop in one message (a page woken once for several).
 */
export function createCallWorker(post: (answers: CallAnswer[]) => void, fetchFn: typeof fetch = fetch) {
  const onTheirWay = new Map<number, AbortController>();
  let waiting: CallAnswer[] = [];
  const answer = (one: CallAnswer) => {
    waiting.push(one);
    if (waiting.length > 1) return;
    setTimeout(() => {
      const batch = waiting;
      waiting = [];
      post(batch);
    }, 0);
  };

  const call = async ({ id, url, method, headers, body }: CallRequest) => {
    const controller = new AbortController();
    onTheirWay.set(id, controller);
    try {
      // (as XMLHttpRequest does without withCredentials: cookies for the page's own origin only)
      const response = await fetchFn(url, { method, headers, body, signal: controller.signal });
      const text = await response.text();
      answer({
        id,
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(response.headers),
        body: text,
      });
    } catch {
      answer({ id, failed: controller.signal.aborted ? 'aborted' : 'network' });
    } finally {
      onTheirWay.delete(id);
    }
  };

  return (messages: readonly ToWorker[]) => {
    for (const message of messages) {
      if (message.type === 'abort') onTheirWay.get(message.id)?.abort();
      else void call(message);
    }
  };
}
