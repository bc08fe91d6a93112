// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { forgetOtherUsersAnswers } from '../../../src/providers';
import type { Session, SessionListener, SessionStore } from '../../../src/session/session';

/** A session store in memory: `signIn(auth_id)` and `clear()` tell its listeners, as the real one does. */
function memoryStore() {
  let session: Session | null = null;
  const listeners = new Set<SessionListener>();
  const store: SessionStore = {
    read: () => session,
    write(next) {
      session = next;
      listeners.forEach((listener) => listener(next, false));
    },
    clear() {
      session = null;
      listeners.forEach((listener) => listener(null, false));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const signIn = (authId: string) =>
    store.write({ auth_id: authId, email: `${authId}@demo.id` } as unknown as Session);
  return { store, signIn };
}

/** A query whose answer comes when `answer` is called; `aborted` says whether its request was aborted. */
function storedQuery(client: QueryClient, key: unknown[]) {
  let answer: (rows: string[]) => void = () => undefined;
  const state = { aborted: false };
  void client
    .fetchQuery({
      queryKey: key,
      queryFn: ({ signal }) =>
        new Promise<string[]>((resolve) => {
          answer = resolve;
          signal.addEventListener('abort', () => (state.aborted = true));
        }),
    })
    .catch(() => undefined);
  return { answer: (rows: string[]) => answer(rows), state };
}

const LIST = ['data', 'default', 'listing', 'list', { pagination: { currentPage: 1 } }];

describe("a list answer started for one user never lands in the next one's cache", () => {
  it('a change of user aborts the data calls in flight and drops them; the overdue answer is not kept', async () => {
    const { store, signIn } = memoryStore();
    signIn('usr-a');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    forgetOtherUsersAnswers(store, client);
    const list = storedQuery(client, LIST);
    const check = storedQuery(client, ['auth', 'check']);
    signIn('usr-b');
    expect(list.state.aborted).toBe(true);
    expect(client.getQueryCache().find({ queryKey: LIST })).toBeUndefined();
    list.answer(['rumah milik A']);
    await Promise.resolve();
    expect(client.getQueryData(LIST)).toBeUndefined();
    // Refine's own auth check finishes (its screen waits for it)
    expect(check.state.aborted).toBe(false);
    check.answer(['ok']);
    await expect.poll(() => client.getQueryData(['auth', 'check'])).toEqual(['ok']);
  });

  it('a sign-out drops the calls in flight too', () => {
    const { store, signIn } = memoryStore();
    signIn('usr-a');
    const client = new QueryClient();
    forgetOtherUsersAnswers(store, client);
    const list = storedQuery(client, LIST);
    store.clear();
    expect(list.state.aborted).toBe(true);
  });

  it('the same user writing the session again (a new token) lets a call in flight finish', async () => {
    const { store, signIn } = memoryStore();
    signIn('usr-a');
    const client = new QueryClient();
    forgetOtherUsersAnswers(store, client);
    client.setQueryData(['data', 'default', 'house-type', 'list'], ['lama']);
    const list = storedQuery(client, LIST);
    signIn('usr-a');
    expect(list.state.aborted).toBe(false);
    // what was cached before is dropped on every session change, as it was
    expect(client.getQueryData(['data', 'default', 'house-type', 'list'])).toBeUndefined();
    list.answer(['rumah milik A']);
    await expect.poll(() => client.getQueryData(LIST)).toEqual(['rumah milik A']);
  });
});
