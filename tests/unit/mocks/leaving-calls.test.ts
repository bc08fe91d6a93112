import { describe, expect, it, vi } from 'vitest';

import { createLeavingCalls } from '../../../src/mocks/leaving-calls';
import { MemoryStorage } from '../support/wire';

const BASE = 'http://demo.test/demo-api/main';

function setup() {
  const storage = new MemoryStorage();
  const answered: { method: string; url: string; body: string; auth: string | null }[] = [];
  let release = () => undefined as void;
  let hold = false;
  const answer = vi.fn(async (request: Request) => {
    const body = await request.text();
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    answered.push({
      method: request.method,
      url: request.url,
      body,
      auth: request.headers.get('authorization'),
    });
    return new Response('{}', { status: 200 });
  });
  const network = vi.fn(async () => new Response('network'));
  const leaving = createLeavingCalls({ storage, isDemoUrl: (url) => url.startsWith(BASE), answer });
  const fetch = leaving.wrap(network as unknown as typeof globalThis.fetch);
  return {
    storage,
    answered,
    answer,
    network,
    leaving,
    fetch,
    holdAnswers: () => (hold = true),
    release: () => release(),
  };
}

describe('calls sent as the demo page goes away', () => {
  it('are written down at once, answered in the page, and struck off once answered', async () => {
    const { storage, answered, network, fetch } = setup();
    const sent = fetch(`${BASE}/house-list/7`, {
      method: 'DELETE',
      keepalive: true,
      headers: { Authorization: 'Bearer t' },
    });
    // before anything else runs: the page may be gone by the next task
    expect(storage.getItem('demo-backend:leaving')).toContain('/house-list/7');
    expect((await sent).status).toBe(200);
    expect(answered).toEqual([{ method: 'DELETE', url: `${BASE}/house-list/7`, body: '', auth: 'Bearer t' }]);
    expect(storage.getItem('demo-backend:leaving')).toBeNull();
    expect(network).not.toHaveBeenCalled();
  });

  it('leaves every other call to the network (the worker)', async () => {
    const { network, fetch, storage } = setup();
    await fetch(`${BASE}/house-list/7`, { method: 'DELETE' });
    await fetch('http://elsewhere.test/x', { method: 'DELETE', keepalive: true });
    expect(network).toHaveBeenCalledTimes(2);
    expect(storage.getItem('demo-backend:leaving')).toBeNull();
  });

  it('answers at the next start what a page that went could not', async () => {
    const first = setup();
    first.holdAnswers();
    void first.fetch(`${BASE}/house-list/status/7`, {
      method: 'PUT',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: JSON.stringify({ status: 'sold' }),
    });
    await vi.waitFor(() => expect(first.answer).toHaveBeenCalled());
    // the page is gone before its answer: the next start (same storage) answers it once
    const next = createLeavingCalls({
      storage: first.storage,
      isDemoUrl: () => true,
      answer: async (request) => {
        replayed.push(
          `${request.method} ${request.url} ${await request.text()} ${request.headers.get('authorization')}`,
        );
        return new Response('{}');
      },
    });
    const replayed: string[] = [];
    await next.replay();
    expect(replayed).toEqual([`PUT ${BASE}/house-list/status/7 {"status":"sold"} Bearer t`]);
    expect(first.storage.getItem('demo-backend:leaving')).toBeNull();
    await next.replay();
    expect(replayed).toHaveLength(1);
  });
});
