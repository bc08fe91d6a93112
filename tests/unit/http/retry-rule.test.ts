import { describe, expect, it } from 'vitest';

import { ApiError, mayPassOnRetry } from '../../../src/http/errors';
import { runBulk } from '../../../src/providers/outbox/run-bulk';

describe('which failures may pass if sent again', () => {
  it.each([
    ['no answer (the network, a timeout)', 0],
    ['408 request timeout', 408],
    ['429 too many requests', 429],
    ['500', 500],
    ['502', 502],
    ['503', 503],
    ['504', 504],
  ])('retries %s', (_, status) => {
    expect(mayPassOnRetry(new ApiError('x', status))).toBe(true);
  });

  it.each([
    ['400 bad request', 400],
    ['401 refused token', 401],
    ['403 forbidden', 403],
    ['404 gone', 404],
    ['409 conflict (a sold listing keeps its status)', 409],
    ['422 invalid', 422],
    // a body that says no under an HTTP 200 (body200 rule without a status of its own)
    ['a refusal in a 200 body', 200],
  ])('does not retry %s', (_, status) => {
    expect(mayPassOnRetry(new ApiError('x', status))).toBe(false);
  });

  it('retries what says no status at all (it never reached a judgement)', () => {
    expect(mayPassOnRetry(new Error('socket hang up'))).toBe(true);
    expect(mayPassOnRetry(undefined)).toBe(true);
    expect(mayPassOnRetry('failed')).toBe(true);
    expect(mayPassOnRetry({ statusCode: '500' })).toBe(true);
  });

  it('marks each failure of a bulk run as the rule says', async () => {
    const errors: Record<number, unknown> = {
      1: new ApiError('Properti yang sudah terjual tidak dapat diubah statusnya.', 409),
      2: new ApiError('Server sibuk', 503),
      3: new ApiError('Maaf! Ada kesalahan.', 0),
    };
    const result = await runBulk([0, 1, 2, 3], async (item) => {
      if (errors[item]) throw errors[item];
    });
    expect(result.succeeded).toEqual([0]);
    expect(result.failed.map(({ item, retryable }) => [item, retryable])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
  });
});
