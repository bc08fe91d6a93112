// The words of the wire: how the registry declares a call (data, read by the HTTP layer, which imports
// this file alone of the registry).

/** The backends a call can go to (docs/contract.md section 7). */
export type ServiceName = 'main' | 'payment' | 'auth' | 'upload';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * How an operation decides success (docs/contract.md section 5). A response that breaks its rule is a failure
 * carrying the server's message, even when HTTP said 200.
 */
export type SuccessRule =
  /** the HTTP status must be exactly this */
  | { kind: 'http'; status: number }
  /** the body's `status` field must be exactly this */
  | { kind: 'body'; status: number }
  /** the upload service: the body's `error` must be null */
  | { kind: 'errorNull' }
  /** withdrawals: the body's `errors` must be null */
  | { kind: 'errorsNull' };

/** The rules by name, as the registry's operations name them. */
export const rules = {
  http200: { kind: 'http', status: 200 },
  http201: { kind: 'http', status: 201 },
  body200: { kind: 'body', status: 200 },
  body201: { kind: 'body', status: 201 },
  errorNull: { kind: 'errorNull' },
  errorsNull: { kind: 'errorsNull' },
} as const satisfies Record<string, SuccessRule>;
