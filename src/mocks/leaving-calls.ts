/**
 * The demo's server lives in a worker of the page, and goes with it. A call sent as the page goes away
 * (fetch `keepalive`: the undo queue's flush on reload or close, docs/how-to.md "How to add an action")
 * would need that worker to answer it and save it in time, which a reload often does not leave. So
 * such a call is written down at once, in the page's storage, sent, and struck off once its change is
 * saved; the next start of the demo backend answers what is still written down.
 */

const KEY = 'demo-backend:leaving';

interface LeavingCall {
  id: string;
  method: string;
  url: string;
  headers: [string, string][];
  /** The body as text; null: none; absent: not read yet (the page went first). */
  body?: string | null;
}

export interface LeavingCallsOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Whether the URL is one of the demo backend's. */
  isDemoUrl: (url: string) => boolean;
  /** Answers a request (the demo's backend worker, through the service worker; settles once the change is saved). */
  answer: (request: Request) => Promise<Response | undefined>;
}

function isLeavingCall(value: unknown): value is LeavingCall {
  if (!value || typeof value !== 'object') return false;
  const call = value as Record<string, unknown>;
  return typeof call.id === 'string' && typeof call.method === 'string' && typeof call.url === 'string';
}

export function createLeavingCalls({ storage, isDemoUrl, answer }: LeavingCallsOptions) {
  let count = 0;
  const read = (): LeavingCall[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(value) ? value.filter(isLeavingCall) : [];
    } catch {
      return [];
    }
  };
  const write = (calls: LeavingCall[]) => {
    if (calls.length > 0) storage.setItem(KEY, JSON.stringify(calls));
    else storage.removeItem(KEY);
  };
  const update = (id: string, change: (call: LeavingCall) => LeavingCall | null) =>
    write(read().flatMap((call) => (call.id === id ? (change(call) ?? []) : [call])));

  return {
    /** `fetch`, but a `keepalive` call to the demo backend is written down at once, then sent without `keepalive`. */
    wrap(fetchImpl: typeof fetch): typeof fetch {
      return (input, init) => {
        const keepalive = init?.keepalive === true || (input instanceof Request && input.keepalive);
        const url = input instanceof Request ? input.url : String(input);
        if (!keepalive || !isDemoUrl(url)) return fetchImpl(input, init);
        const request = new Request(input, init);
        count += 1;
        const id = `${Date.now()}-${count}`;
        const hasBody = request.body !== null;
        // synchronous: written down before the page can go
        write([
          ...read(),
          {
            id,
            method: request.method,
            url: request.url,
            headers: [...request.headers],
            ...(hasBody ? {} : { body: null }),
          },
        ]);
        return (async () => {
          if (hasBody) {
            const body = await request.clone().text();
            update(id, (call) => ({ ...call, body }));
          }
          const response = await answer(request);
          update(id, () => null);
          return response ?? new Response(null, { status: 404 });
        })();
      };
    },
    /** Answers the calls written down by a page that went before it could: at the demo backend's start. */
    async replay(): Promise<void> {
      const calls = read();
      storage.removeItem(KEY);
      for (const call of calls) {
        // a call whose body was never read cannot be sent as it was
        if (call.body === undefined) continue;
        const request = new Request(call.url, {
          method: call.method,
          headers: call.headers,
          body: call.body,
        });
        await answer(request).catch(() => undefined);
      }
    },
  };
}
