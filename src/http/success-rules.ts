import type { SuccessRule } from '../resources/wire';

export interface WireResponse {
  status: number;
  data: unknown;
}

function field(body: unknown, key: string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return (body as Record<string, unknown>)[key];
}

/**
 * A body that came as text the JSON reader could not read (a proxy's HTML maintenance page, a cut
 * answer): axios leaves such a body a string. No call of the contract answers a bare string.
 */
export function isUnreadableBody(data: unknown): boolean {
  return typeof data === 'string' && data.trim() !== '';
}

/** A body the rule can read a field of: a JSON object. */
function isJsonObject(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/**
 * The success rules of docs/contract.md section 5. Any HTTP error status is a failure whatever the rule,
 * and so is a body that is not JSON: a rule that reads the body needs a JSON object, and the status
 * rules (whose body the data provider hands on) accept JSON or no body at all, never an HTML page.
 */
export function isSuccess(rule: SuccessRule, response: WireResponse): boolean {
  if (response.status < 200 || response.status >= 300) return false;
  if (isUnreadableBody(response.data)) return false;
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
      // docs/contract.md section 5 "errors is null": a JSON body without the field has no errors either
      return isJsonObject(response.data) && field(response.data, 'errors') == null;
  }
}
