import type { AxiosAdapter, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';

import type { CallAnswer, ToWorker } from './worker-calls';

/** What the adapter needs of the worker that makes its calls: a dedicated `Worker` has it. */
export interface CallWorker {
  postMessage(calls: ToWorker[]): void;
  onmessage: ((event: MessageEvent<CallAnswer[]>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * A shared worker as the page's own call worker: made with a name no other page knows, it serves this
 * page alone and ends with it, as a dedicated worker does. Chromium reports every load of a dedicated
 * worker to its page's frame, on the page's thread (three messages a call: ~0.3 s of it for a
 * 1,000-record run); a shared worker's loads are not.
 */
export function ownSharedWorker(shared: SharedWorker): CallWorker {
  const { port } = shared;
  return {
    postMessage: (calls) => port.postMessage(calls),
    // (the port's listener starts it)
    set onmessage(listener: CallWorker['onmessage']) {
      port.onmessage = listener;
    },
    get onmessage() {
      return port.onmessage;
    },
    set onerror(listener: CallWorker['onerror']) {
      shared.onerror = listener;
    },
    get onerror() {
      return shared.onerror;
    },
    terminate: () => port.close(),
  };
}

/** A name for a page's own shared worker: no other page of the origin has it. */
export const ownWorkerName = () => `calls-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * What starts the page's call worker (call-worker.ts): its own shared worker where the browser has
 * them (not every phone's does), else a dedicated one; none where there are no workers.
 */
export function callWorkerMaker(): (() => CallWorker) | undefined {
  if (typeof SharedWorker !== 'undefined')
    return () =>
      ownSharedWorker(
        new SharedWorker(new URL('./call-worker.ts', import.meta.url), {
          type: 'module',
          name: ownWorkerName(),
        }),
      );
  if (typeof Worker !== 'undefined')
    return () => new Worker(new URL('./call-worker.ts', import.meta.url), { type: 'module' });
  return undefined;
}

/**
 * An axios adapter that makes the call in a worker of the page's own (worker-calls.ts): axios builds the
 * request and reads the answer on the page as for any call (the same headers, transforms and
 * errors); the browser's work on the request and its answer is the worker's. A 1,000-record run
 * cost the page's thread ~2.3 s of that work alone on a 2-core machine; from the worker, a fraction.
 * The requests of one turn leave in one message; the answers of calls on their way together come back
 * in one (worker-calls.ts).
 *
 * A worker that cannot start (no Worker, a script refused) leaves every call to `onPage` (the page's
 * own adapter); one that fails after it started ends its calls on their way as unanswered (they may
 * have been made: the outbox reads them again) and the next calls go from the page.
 */
export function createWorkerAdapter(axios: AxiosStatic, makeWorker: () => CallWorker): AxiosAdapter {
  const onPage = axios.getAdapter(['xhr', 'fetch']);
  let worker: CallWorker | undefined;
  let broken = false;
  let answered = false;
  let next = 0;
  const waiting = new Map<
    number,
    { config: InternalAxiosRequestConfig; resolve: (r: AxiosResponse) => void; reject: (e: unknown) => void }
  >();
  let outgoing: ToWorker[] = [];

  const fail = (id: number, error: unknown) => {
    const call = waiting.get(id);
    waiting.delete(id);
    call?.reject(error);
  };
  const noAnswer = (config: InternalAxiosRequestConfig) =>
    new axios.AxiosError('Network Error', axios.AxiosError.ERR_NETWORK, config);

  const receive = (answers: CallAnswer[]) => {
    answered = true;
    for (const answer of answers) {
      const call = waiting.get(answer.id);
      if (!call) continue;
      const { config } = call;
      if ('failed' in answer) {
        fail(
          answer.id,
          answer.failed === 'aborted'
            ? new axios.CanceledError(undefined, undefined, config)
            : noAnswer(config),
        );
        continue;
      }
      waiting.delete(answer.id);
      const response: AxiosResponse = {
        // (a string, as XMLHttpRequest's responseText: axios's transformResponse reads the JSON)
        data: answer.body,
        status: answer.status,
        statusText: answer.statusText,
        headers: new axios.AxiosHeaders(answer.headers),
        config,
        request: undefined,
      };
      const valid = config.validateStatus;
      if (!valid || valid(answer.status)) call.resolve(response);
      else
        call.reject(
          new axios.AxiosError(
            `Request failed with status code ${answer.status}`,
            answer.status >= 500 ? axios.AxiosError.ERR_BAD_RESPONSE : axios.AxiosError.ERR_BAD_REQUEST,
            config,
            undefined,
            response,
          ),
        );
    }
  };

  const start = (): CallWorker | undefined => {
    if (worker || broken) return worker;
    try {
      worker = makeWorker();
    } catch {
      broken = true;
      return undefined;
    }
    worker.onmessage = (event) => receive(event.data);
    worker.onerror = () => {
      broken = true;
      worker?.terminate();
      worker = undefined;
      const left = [...waiting.entries()];
      waiting.clear();
      // never started: nothing left, each goes from the page; else each may have been made
      for (const [, call] of left)
        if (answered) call.reject(noAnswer(call.config));
        else onPage(call.config).then(call.resolve, call.reject);
    };
    return worker;
  };

  const flush = () => {
    const batch = outgoing;
    outgoing = [];
    if (batch.length > 0) worker?.postMessage(batch);
  };
  const send = (message: ToWorker) => {
    outgoing.push(message);
    if (outgoing.length === 1) queueMicrotask(flush);
  };

  return (config) => {
    const body = config.data;
    // a body that is not text (a file's form) and the page's own options go from the page
    if ((body !== undefined && body !== null && typeof body !== 'string') || !start()) return onPage(config);
    const signal = config.signal as AbortSignal | undefined;
    if (signal?.aborted) return Promise.reject(new axios.CanceledError(undefined, undefined, config));
    const id = (next += 1);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON()))
      if (value !== undefined && value !== null) headers[name] = String(value);
    return new Promise<AxiosResponse>((resolve, reject) => {
      waiting.set(id, { config, resolve, reject });
      signal?.addEventListener(
        'abort',
        () => {
          if (!waiting.has(id)) return;
          send({ type: 'abort', id });
          fail(id, new axios.CanceledError(undefined, undefined, config));
        },
        { once: true },
      );
      send({
        type: 'call',
        id,
        url: axios.getUri(config),
        method: (config.method ?? 'get').toUpperCase(),
        headers,
        body: body ?? undefined,
      });
    });
  };
}
