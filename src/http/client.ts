import type { AxiosAdapter, AxiosInstance, AxiosProgressEvent, AxiosStatic } from 'axios';

import type { AppConfig } from '../config';
import { messages } from '../locales/messages';
import type { HttpMethod, ServiceName, SuccessRule } from '../resources/wire';
import { ApiError, isCancelled, markSentWith, type MessageSource, offlineError, toApiError } from './errors';
import { isOnline, noteAnswered, noteNoAnswer } from './online';
import { isSuccess, type WireResponse } from './success-rules';
import { type CallWorker, createWorkerAdapter } from './worker-adapter';

export interface CallOptions {
  service: ServiceName;
  method: HttpMethod;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  success: SuccessRule;
  /** Body fields that carry the server's text on failure. */
  messageFrom?: readonly MessageSource[];
  /** Text when the server gives none. */
  fallbackError?: string;
  signal?: AbortSignal;
  onUploadProgress?: (percent: number) => void;
  /** The page is going away: the call leaves at once and outlives the page (fetch `keepalive`). */
  keepalive?: boolean;
  /**
   * The token the call carries, taken when its change was made (a waiting change: undo window, bulk
   * run): sent as it is, never replaced by the session's current one (another admin's, or none).
   */
  token?: string;
}

export interface HttpDeps {
  config: AppConfig;
  /** The current access token, if signed in. */
  getToken: () => string | undefined;
  /**
   * Starts the worker that makes a waiting change's calls (those given their `token`: an
   * undo window's, an outbox's), off the page's thread; none: every call is made on the page.
   */
  makeWorker?: () => CallWorker;
}

export interface HttpClient {
  call(options: CallOptions): Promise<WireResponse>;
}

/** Services whose calls carry `Authorization: Bearer <access_token>` (docs/contract.md section 6). */
const BEARER_SERVICES: readonly ServiceName[] = ['main', 'payment'];

function baseUrlOf(config: AppConfig, service: ServiceName): string {
  switch (service) {
    case 'main':
      return config.apiUrl;
    case 'payment':
      return config.paymentApiUrl;
    case 'auth':
      return config.authApiUrl;
    case 'upload':
      return config.uploadUrl;
  }
}

function cleanQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** The status a failure reports: HTTP's when it is an error, else the body's own (e.g. 401 inside a 200). */
function failureStatus(response: WireResponse): number {
  if (response.status >= 400) return response.status;
  const body = response.data;
  const inner = body && typeof body === 'object' ? Number((body as Record<string, unknown>).status) : NaN;
  return Number.isInteger(inner) && inner >= 400 ? inner : response.status;
}

/** Starts loading axios now (a signed-in user calls soon), beside the data provider's own code. */
export function preloadHttp(): void {
  void import('axios').catch(() => undefined);
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  const instances = new Map<ServiceName, AxiosInstance>();
  let inWorker: AxiosAdapter | undefined;
  /** The worker's adapter, made with the first call that goes there (one worker for every service). */
  const workerAdapter = (axios: AxiosStatic) =>
    deps.makeWorker ? (inWorker ??= createWorkerAdapter(axios, deps.makeWorker)) : undefined;
  // axios is loaded with the first call, so the login page's first paint does not wait for it
  // (loaded once: a dynamic import of a module already there still waits for a task of its own, and
  // the calls a batch of answers leads to then reached the worker one by one)
  let axiosLoading: Promise<AxiosStatic> | undefined;
  const axiosNow = () =>
    (axiosLoading ??= import('axios').then(
      (module) => module.default,
      (error: unknown) => {
        axiosLoading = undefined;
        throw error;
      },
    ));
  const instanceOf = async (service: ServiceName): Promise<AxiosInstance> => {
    let instance = instances.get(service);
    if (!instance) {
      const axios = await axiosNow();
      // docs/contract.md section 9: the web request timeout is none (0); we judge every status ourselves.
      instance = axios.create({
        baseURL: baseUrlOf(deps.config, service),
        timeout: 0,
        validateStatus: () => true,
        // a path is always read under the service's base URL: the bearer never leaves for another host
        allowAbsoluteUrls: false,
        // the services know the caller by its bearer token, never by an XSRF cookie: none is read (a
        // read of the cookie store per call, a round trip to the browser before the request may leave)
        // and no X-XSRF-TOKEN header is sent
        withXSRFToken: false,
      });
      instances.set(service, instance);
    }
    return instance;
  };

  return {
    async call(options) {
      if (!options.path.startsWith('/') || options.path.startsWith('//')) {
        throw new ApiError(options.fallbackError ?? messages.generic, 0);
      }
      const headers: Record<string, string> = {};
      const token = options.token ?? deps.getToken();
      const bearer = BEARER_SERVICES.includes(options.service);
      // signed out (another tab's "Keluar", a session ended while reads were queued): a call that
      // needs the bearer never leaves without one; it fails here as the service would refuse it
      if (bearer && !token) throw markSentWith(new ApiError(messages.sessionEnded, 401), undefined);
      if (token && bearer) headers.Authorization = `Bearer ${token}`;
      const sources = options.messageFrom ?? ['message'];
      const fallback = options.fallbackError ?? messages.generic;
      // offline, nothing is sent: the call fails at once with a plain text, rather than wait unseen
      if (!isOnline()) throw offlineError();
      const client = await instanceOf(options.service);
      // a waiting change's call leaves from the worker; one that must outlive the page (keepalive) or
      // reports its upload's progress leaves from the page
      const offPage =
        options.token !== undefined && !options.keepalive && !options.onUploadProgress
          ? workerAdapter(await axiosNow())
          : undefined;
      let response: WireResponse;
      try {
        response = await client.request({
          method: options.method,
          url: options.path,
          params: cleanQuery(options.query),
          data: options.body,
          headers,
          signal: options.signal,
          ...(options.keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {}),
          ...(offPage ? { adapter: offPage } : {}),
          onUploadProgress: options.onUploadProgress
            ? (event: AxiosProgressEvent) => {
                if (event.total) options.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
              }
            : undefined,
        });
      } catch (error) {
        if (isCancelled(error)) throw error;
        // no answer at all: the connection may be gone (src/http/online.ts asks), and no server text to show
        noteNoAnswer();
        throw isOnline() ? new ApiError(fallback, 0) : offlineError();
      }
      noteAnswered();
      if (!isSuccess(options.success, response)) {
        // the token it carried: a refused one ends only the session that holds it (auth-provider onError)
        throw markSentWith(toApiError(failureStatus(response), response.data, sources, fallback), token);
      }
      return response;
    },
  };
}
