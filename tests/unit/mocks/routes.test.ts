// @vitest-environment node
import { getResponse, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { demoHttp } from '../../../src/mocks/lib/http';

const answer = (name: string) => demoHttp('get', name, ({ params }) => HttpResponse.json({ name, params }));

async function reach(handlers: ReturnType<typeof demoHttp>[], url: string, method = 'GET') {
  const response = await getResponse(handlers, new Request(url, { method }));
  return response ? await response.json() : null;
}

describe('the demo routes (src/mocks/lib/http.ts)', () => {
  it('match their method and whole path on a base with an origin and a port, with their parameters', async () => {
    const handlers = [
      answer('http://localhost:3000/demo-api/main/house-list/:id'),
      answer('http://localhost:3000/demo-api/main/house-list-premium/:id'),
      demoHttp('all', 'http://localhost:3000/demo-api/main/*', () => HttpResponse.json({ name: 'fallback' })),
    ];
    expect(await reach(handlers, 'http://localhost:3000/demo-api/main/house-list/abc?x=1')).toEqual({
      name: 'http://localhost:3000/demo-api/main/house-list/:id',
      params: { id: 'abc' },
    });
    expect(await reach(handlers, 'http://localhost:3000/demo-api/main/house-list-premium/p1')).toMatchObject({
      params: { id: 'p1' },
    });
    // another method, or a path the routes do not have, reaches the fallback of every method
    expect(await reach(handlers, 'http://localhost:3000/demo-api/main/house-list/abc', 'DELETE')).toEqual({
      name: 'fallback',
    });
    expect(await reach(handlers, 'http://localhost:3000/demo-api/main/other')).toEqual({ name: 'fallback' });
    // nothing outside the bases: the page's own files pass through
    expect(await reach(handlers, 'http://localhost:3000/assets/index.js')).toBeNull();
  });
});
