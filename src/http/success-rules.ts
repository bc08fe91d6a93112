import type { SuccessRule } from './wire';

export interface WireResponse {
  status: number;
  data: unknown;
}

function field(body: unknown, key: string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return (body as Record<string, unknown>)[key];
}

/** The success rules of docs/contract.md section 5. Any HTTP error status is a failure whatever the rule. */
export function isSuccess(rule: SuccessRule, response: WireResponse): boolean {
  if (response.status < 200 || response.status >= 300) return false;
  switch (rule.kind) {
    case 'http':
      return response.status === rule.status;
    case 'body':
      return Number(field(response.data, 'status')) === rule.status;
    case 'errorNull': {
      const error = field(response.data, 'error');
      // a backend that wraps one level deeper: { data: { error: null } }
      return error === null || (error === undefined && field(field(response.data, 'data'), 'error') === null);
    }
    case 'errorsNull':
      // docs/contract.md section 5 "errors is null": a body without the field has no errors either
      return field(response.data, 'errors') == null;
  }
}

export const rules = {
  http200: { kind: 'http', status: 200 },
  http201: { kind: 'http', status: 201 },
  body200: { kind: 'body', status: 200 },
  body201: { kind: 'body', status: 201 },
  errorNull: { kind: 'errorNull' },
  errorsNull: { kind: 'errorsNull' },
} as const satisfies Record<string, SuccessRule>;
