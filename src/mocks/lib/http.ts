import { HttpHandler, HttpResponse, matchRequestUrl, type ResponseResolutionContext } from 'msw';

import { decodeJwt, type DemoFlag, findAccountById } from '../accounts';
import { dbChanged } from '../db';

export const SESSION_EXPIRED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

export type Body = Record<string, unknown>;

export function reply(status: number, body: Body): Response {
  return HttpResponse.json(body, { status });
}

/** `{ status, message, data }` with HTTP status = body status. */
export function ok(data: unknown, message = 'OK', status = 200): Response {
  return reply(status, { status, message, data });
}

/** `{ status, message }` error body. */
export function fail(status: number, message: string): Response {
  return reply(status, { status, message });
}

/** Who is calling, from the access token's claims. */
export interface Caller {
  authId: string;
  email: string;
  name: string;
  flag: DemoFlag;
}

export interface RouteContext {
  request: Request;
  url: URL;
  query: URLSearchParams;
  params: Record<string, string>;
  caller: Caller;
}

export type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

export type Method = 'get' | 'post' | 'put' | 'delete';

/** The caller of a request with a valid, unexpired bearer token, or null. */
export function callerOf(request: Request): Caller | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return null;
  const claims = decodeJwt(match[1]);
  if (!claims || claims.exp <= Math.floor(Date.now() / 1000)) return null;
  const account = findAccountById(claims.sub);
  return {
    authId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : (account?.email ?? ''),
    name: account?.name ?? (typeof claims.name === 'string' ? claims.name : claims.sub),
    flag: claims.flag ?? account?.flag ?? '',
  };
}

export interface RouteOptions {
  /** `upload`: the 401 body also carries the upload service's `error` field. Default `main`. */
  auth?: 'main' | 'upload' | 'none';
  /** A GET that changes the store (every other method is taken to change it). */
  mutates?: boolean;
}

export const ANONYMOUS: Caller = { authId: '', email: '', name: '', flag: '' };

/**
 * Takes note of a changing call before it is answered; the function it returns is called once the
 * call has succeeded (the demo's activity log, set by handlers/index.ts).
 */
export type ChangeNoter = (change: {
  method: Method;
  url: URL;
  body: Body;
  caller: Caller;
  request: Request;
}) => (() => void) | null;

let changeNoter: ChangeNoter | null = null;

export function setChangeNoter(noter: ChangeNoter | null): void {
  changeNoter = noter;
}

/** The JSON body of a request without using it up (a multipart or empty body reads as `{}`). */
async function peekBody(request: Request): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  return type.includes('json') ? readBody(request.clone()) : {};
}

function flatParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) out[key] = typeof value === 'string' ? value : (value[0] ?? '');
  }
  return out;
}

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} };

/**
 * An MSW handler that tries its method and the fixed start of its path before the whole path, and
 * reads no cookies. MSW's own `parse` runs for every handler a request is tried against (every script
 * and image of the page too, once the worker serves the tab): it reads the page's cookies each time (a
 * synchronous call to the browser) and compiles the path anew. With the demo's 81 routes a page load
 * spent more script time choosing routes than the app spent rendering. The demo's routes read no cookies.
 */
class DemoRoute extends HttpHandler {
  /** The path's part before its first parameter or wildcard, without an origin. */
  private readonly fixedStart = fixedPathStart(this.info.path);

  override async parse(args: { request: Request; resolutionContext?: ResponseResolutionContext }) {
    const { method, path } = this.info;
    if (typeof path === 'function' || (typeof method === 'string' && args.request.method !== method)) {
      return NO_MATCH;
    }
    const url = new URL(args.request.url);
    if (!url.pathname.startsWith(this.fixedStart)) return NO_MATCH;
    return { match: matchRequestUrl(url, path, args.resolutionContext?.baseUrl), cookies: {} };
  }
}

function fixedPathStart(path: unknown): string {
  if (typeof path !== 'string') return '';
  const fixed = path.replace(/^[a-z]+:\/\/[^/]*/i, '').split(/[:*]/)[0];
  return fixed.startsWith('/') ? fixed : ''; // (a path relative to the page: MSW's match decides)
}

/** An MSW handler of the demo (`http.get(path, resolver)` and kin, cheaper to pass by). */
export function demoHttp(
  method: Method | 'all',
  path: string,
  resolver: ConstructorParameters<typeof HttpHandler>[2],
): HttpHandler {
  return new DemoRoute(method === 'all' ? /.+/ : method.toUpperCase(), path, resolver);
}

/** One MSW handler behind the bearer-token check (unless `auth: 'none'`). */
export function route(
  method: Method,
  url: string,
  handler: RouteHandler,
  options: RouteOptions = {},
): HttpHandler {
  const auth = options.auth ?? 'main';
  return demoHttp(method, url, async ({ request, params }) => {
    let caller = ANONYMOUS;
    if (auth !== 'none') {
      const found = callerOf(request);
      if (!found) {
        return reply(401, {
          status: 401,
          message: SESSION_EXPIRED,
          ...(auth === 'upload' ? { error: SESSION_EXPIRED } : {}),
        });
      }
      caller = found;
    }
    const parsed = new URL(request.url);
    const changes = method !== 'get' || options.mutates;
    const written =
      changes && changeNoter
        ? changeNoter({ method, url: parsed, body: await peekBody(request), caller, request })
        : null;
    const response = await handler({
      request,
      url: parsed,
      query: parsed.searchParams,
      params: flatParams(params),
      caller,
    });
    // a change is kept before it is answered: a tab closed right after the reply loses nothing
    if (changes && response.status < 400) {
      written?.();
      await dbChanged();
    }
    return response;
  });
}

/** The JSON object body of a request; `{}` when it is missing or not an object. */
export async function readBody(request: Request): Promise<Body> {
  try {
    const value: unknown = await request.json();
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
  } catch {
    return {};
  }
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A number from a number or numeric string (`"1.500.000"` is read as 1500000); NaN otherwise. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const cleaned = /^\d{1,3}(\.\d{3})+$/.test(value.trim()) ? value.replace(/\./g, '') : value.trim();
    return Number(cleaned);
  }
  return Number.NaN;
}

export function booleanOf(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

/** Copies the keys of `patch` that already exist on `record` and have a compatible type. */
export function mergeKnown<T extends object>(record: T, patch: Body, locked: readonly string[]): T {
  const next: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    if (locked.includes(key) || !(key in record) || value === undefined) continue;
    const current = next[key];
    if (typeof current === 'number') {
      const parsed = numberOf(value);
      if (!Number.isNaN(parsed)) next[key] = parsed;
    } else if (typeof current === 'boolean') {
      next[key] = booleanOf(value, current);
    } else if (typeof current === 'string') {
      if (typeof value === 'string' || typeof value === 'number') next[key] = String(value);
    } else {
      next[key] = value;
    }
  }
  return next as T;
}
