/**
 * How a demo page and its backend worker speak (src/mocks/browser.ts, src/mocks/backend-worker.ts):
 * a call is `{ id, call, args }`, answered by `{ id, result }` or `{ id, error }`; the worker also tells
 * the page what happened on its side as `{ event, data }`. A call's answer is a plain copy: the
 * store's records are the change tracker's proxies, which a message cannot carry.
 */

interface CallMessage {
  id: number;
  call: string;
  args: unknown[];
}
interface AnswerMessage {
  id: number;
  result?: unknown;
  error?: string;
}
interface EventMessage {
  event: string;
  data?: unknown;
}

/** The sides' ends: a Worker in the page, the worker's own scope in it. */
interface MessageEnd {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

type Calls = Record<string, (...args: never[]) => unknown>;

/** A value as a message carries it: a plain copy (JSON's), undefined kept as is. */
export function plainCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** In the worker: answers the page's calls with `calls`, and returns how to tell the page of an event. */
export function serveCalls(scope: MessageEnd, calls: Calls): (event: string, data?: unknown) => void {
  scope.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as CallMessage;
    if (typeof message?.id !== 'number' || typeof message.call !== 'string') return;
    const call = calls[message.call];
    // a port the page hands over travels beside the message, not in it
    const args = event.ports.length > 0 ? [...message.args, ...event.ports] : message.args;
    void (async () => {
      try {
        if (!call) throw new Error(`Tidak ada panggilan "${message.call}"`);
        const result = await (call as (...args: unknown[]) => unknown)(...args);
        scope.postMessage({ id: message.id, result: plainCopy(result) } satisfies AnswerMessage);
      } catch (error) {
        scope.postMessage({ id: message.id, error: String(error) } satisfies AnswerMessage);
      }
    })();
  });
  return (event, data) => scope.postMessage({ event, data: plainCopy(data) } satisfies EventMessage);
}

/** In the page: calls into the worker, and listens to its events. */
export function callsTo(worker: MessageEnd) {
  let next = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  worker.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as AnswerMessage & EventMessage;
    if (typeof message?.event === 'string') {
      listeners.get(message.event)?.forEach((listener) => listener(message.data));
      return;
    }
    const settle = waiting.get(message?.id);
    if (!settle) return;
    waiting.delete(message.id);
    if (message.error !== undefined) settle.reject(new Error(message.error));
    else settle.resolve(message.result);
  });
  return {
    call<T = unknown>(call: string, args: unknown[] = [], transfer: Transferable[] = []): Promise<T> {
      next += 1;
      const id = next;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, call, args } satisfies CallMessage, transfer);
      });
    },
    on(event: string, listener: (data: unknown) => void): () => void {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return () => listeners.get(event)?.delete(listener);
    },
  };
}
