import type { HttpError, ValidationErrors } from '@refinedev/core';

import { messages } from '../locales/messages';
import { bootUi } from '../locales/ui-boot';

/** A body's errors per field (`errors: { name: ['...'] }`), which Refine's forms show on the fields. */
function fieldErrorsOf(body: unknown): ValidationErrors | undefined {
  const errors = body && typeof body === 'object' ? (body as Record<string, unknown>).errors : undefined;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const out: ValidationErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string' || typeof value === 'boolean') out[field] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) out[field] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The one error shape of every failed call: `message` is the text to show. */
export class ApiError extends Error implements HttpError {
  readonly statusCode: number;
  readonly body: unknown;
  readonly errors?: ValidationErrors;
  [key: string]: unknown;

  constructor(message: string, statusCode: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
    const errors = fieldErrorsOf(body);
    if (errors) this.errors = errors;
  }
}

const SENT_WITH = Symbol('sent with');

/**
 * Marks a failure with the bearer token its call carried ('' for none): a 401 then says whose token
 * was refused (a waiting change carries its author's, which may no longer be the session's). Kept off
 * the error's own fields, so it is never logged or serialised with it.
 */
export function markSentWith<E extends object>(error: E, token: string | undefined): E {
  Object.defineProperty(error, SENT_WITH, { value: token ?? '', enumerable: false });
  return error;
}

/** The token a failed call carried ('' for none); undefined when the failure does not say. */
export function sentWithOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const token = (error as { [SENT_WITH]?: unknown })[SENT_WITH];
  return typeof token === 'string' ? token : undefined;
}

/** Which body fields carry the server's text, in order of preference. */
export type MessageSource = 'message' | 'errors' | 'error';

function asText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) {
    const parts = value.map(asText).filter((v): v is string => Boolean(v));
    return parts.length ? parts.join(' ') : undefined;
  }
  if (value && typeof value === 'object') {
    const inner = (value as Record<string, unknown>).message;
    if (typeof inner === 'string' && inner.trim() !== '') return inner;
  }
  return undefined;
}

/** The server's text from a body, looking one level deeper where a backend wraps it in `data`. */
export function serverMessage(body: unknown, sources: readonly MessageSource[]): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const source of sources) {
    const text = asText(record[source]);
    if (text) return text;
  }
  const nested = record.data;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    const inner = nested as Record<string, unknown>;
    for (const source of sources) {
      const text = asText(inner[source]);
      if (text) return text;
    }
  }
  return undefined;
}

export function toApiError(
  statusCode: number,
  body: unknown,
  sources: readonly MessageSource[] = ['message'],
  fallback: string = messages.generic,
): ApiError {
  return new ApiError(serverMessage(body, sources) ?? fallback, statusCode, body);
}

/** A call the user (or the page) aborted: not a failure to report. */
export function isCancelled(error: unknown): boolean {
  const name = (error as { name?: string; code?: string } | null)?.name;
  return (
    name === 'CanceledError' || name === 'AbortError' || (error as { code?: string })?.code === 'ERR_CANCELED'
  );
}

/**
 * Whether a failed call may pass if sent again unchanged: no answer (the network, a timeout), the
 * service busy or broken (5xx, 408, 429). A refusal (any other 4xx, or a body that says no) stays
 * one, so it is not offered again.
 */
export function mayPassOnRetry(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number') return true;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * A call not sent because the app is offline (src/http/online.ts): it fails at once with a plain
 * text rather than wait unseen. A change that can wait (the outbox) recognises it by `offline: true`.
 */
export function offlineError(): ApiError {
  const error = new ApiError(bootUi.offlineCall, 0);
  error.offline = true;
  return error;
}

/** Whether a call failed because the app was offline (`offlineError`): it never left. */
export function isOffline(error: unknown): boolean {
  return (error as { offline?: unknown } | null)?.offline === true;
}

/** The server refused the token the call carried (401): the change was not made. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 401;
}

/** The call got no answer (the network, offline): the change may or may not have been made. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 0;
}

/**
 * The service failed for a moment and made nothing: it timed out (408), asked to wait (429), failed
 * (5xx, a deploy, a proxy) or answered a page that is not JSON where JSON is due. The change is kept
 * and tried again; any other refusal is the server's word on it.
 */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.statusCode;
  if (status === 408 || status === 429 || status >= 500) return true;
  return status >= 200 && status < 300 && (error.body === null || typeof error.body !== 'object');
}
