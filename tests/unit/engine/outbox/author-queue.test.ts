import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createHttpClient } from '../../../../src/http/client';
import {
  RESUME_MIN_MS,
  TOKEN_MARGIN_MS,
  UNDO_WINDOW_MS,
} from '../../../../src/providers/outbox/send-schedule';
import { createUndoQueue, type Unsent } from '../../../../src/providers/outbox/undo-queue';
import { jwt, nowSeconds } from '../../support/jwt';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tokenFor = (sub: string, seconds: number) => jwt({ sub, exp: nowSeconds() + seconds });
const removed = new Map([['a', { kind: 'removed' as const }]]);

describe('a waiting change and its author', () => {
  it('is sent with the token it carried when it was made, though another admin signed in meanwhile', async () => {
    let current: string | undefined = tokenFor('ani', 3600);
    const author = { id: 'ani', token: current };
    const sent: (string | undefined)[] = [];
    const http = createHttpClient({
      config: { apiUrl: 'http://api.test' } as never,
      getToken: () => current,
    });
    // what goes on the wire: the bearer header of each call
    const request = vi.spyOn(http, 'call').mockImplementation(async (options) => {
      sent.push(options.token ?? current);
      return { status: 200, data: {} } as never;
    });
    const queue = createUndoQueue();
    queue.schedule({
      resource: 'listing',
      author,
      optimistic: removed,
      send: () =>
        http
          .call({
            service: 'main',
            method: 'delete',
            path: '/x',
            success: 'http200' as never,
            token: author.token,
          })
          .then(() => undefined),
    });
    current = tokenFor('budi', 3600);
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(request).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([author.token]);
  });

  it("is stored, not sent, when its author's token expired before it could leave", async () => {
    const author = { id: 'ani', token: tokenFor('ani', 3600) };
    const send = vi.fn(() => Promise.resolve());
    const hold = vi.fn();
    const refused = vi.fn();
    const queue = createUndoQueue();
    queue.onRefused(refused);
    queue.schedule({ resource: 'listing', author, optimistic: removed, send, hold });
    // the machine slept: the clock jumped past the token's end inside the window
    vi.setSystemTime(Date.now() + 3601_000);
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(send).not.toHaveBeenCalled();
    expect(hold).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith(author);
    expect(queue.optimistic().size).toBe(0);
  });

  it('is stored when the server refused its token (401), and its author is reported', async () => {
    const author = { id: 'ani', token: tokenFor('ani', 3600) };
    const hold = vi.fn();
    const refused = vi.fn();
    const queue = createUndoQueue();
    queue.onRefused(refused);
    queue.schedule({
      resource: 'listing',
      author,
      optimistic: removed,
      send: async () => ({ state: 'stored', refused: true }) as const,
      hold,
    });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(hold).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith(author);
  });

  it("never waits past its author's token: one that ends within the window sends the change at once", () => {
    const send = vi.fn(() => Promise.resolve());
    const queue = createUndoQueue();
    const handle = queue.schedule({
      resource: 'listing',
      // (the window would end 3 s before the margin kept ahead of the token's end)
      author: { id: 'ani', token: tokenFor('ani', TOKEN_MARGIN_MS / 1000 + 3) },
      optimistic: removed,
      send,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.isWaiting(handle)).toBe(false);
  });

  it("a paused window still ends before its author's token does", async () => {
    const send = vi.fn(() => Promise.resolve());
    const queue = createUndoQueue();
    const handle = queue.schedule({
      resource: 'listing',
      author: { id: 'ani', token: tokenFor('ani', 60) },
      optimistic: removed,
      send,
    });
    queue.pause(handle);
    // (a token's end is in whole seconds)
    await vi.advanceTimersByTimeAsync(60_000 - TOKEN_MARGIN_MS - 3000);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the window a person can extend', () => {
  it('stands still while paused, and goes on with what was left (at least a moment) once resumed', async () => {
    const send = vi.fn(() => Promise.resolve());
    const queue = createUndoQueue();
    const handle = queue.schedule({ resource: 'listing', optimistic: removed, send });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 500);
    queue.pause(handle);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(queue.isWaiting(handle)).toBe(true);
    queue.resume(handle);
    await vi.advanceTimersByTimeAsync(RESUME_MIN_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('a sign-out that gives up waiting', () => {
  it('holds what has not settled for its author, stops it starting more, and forgets the hold once it was sent after all', async () => {
    const author = { id: 'ani', token: tokenFor('ani', 3600) };
    const queue = createUndoQueue();
    const release = vi.fn();
    const hold = vi.fn(() => release);
    const stop = vi.fn();
    const refused = vi.fn();
    queue.onRefused(refused);
    let answer: (value?: Unsent) => void = () => undefined;
    queue.schedule({
      resource: 'listing',
      author,
      optimistic: removed,
      send: () => new Promise((resolve) => (answer = resolve)),
      hold,
      stop,
    });
    const drained = queue.drain({ timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await drained).toEqual({ unsent: 1 });
    expect(hold).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(release).not.toHaveBeenCalled();
    // the call answers after all: nothing is left to send later
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(release).toHaveBeenCalledTimes(1);
    expect(hold).toHaveBeenCalledTimes(1);
    // the session it ended is not ended again
    expect(refused).not.toHaveBeenCalled();
  });

  it('holds again what a run stopped by it left unsent, once that run settled', async () => {
    const author = { id: 'ani', token: tokenFor('ani', 3600) };
    const queue = createUndoQueue();
    const releases: ReturnType<typeof vi.fn>[] = [];
    const hold = vi.fn(() => {
      const release = vi.fn();
      releases.push(release);
      return release;
    });
    let answer: (value?: Unsent) => void = () => undefined;
    queue.run({
      resource: 'listing',
      author,
      optimistic: new Map(),
      send: () => new Promise((resolve) => (answer = resolve)),
      hold,
    });
    const drained = queue.drain({ timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await drained;
    answer({ state: 'stored' });
    await vi.advanceTimersByTimeAsync(0);
    // the give-up's hold is replaced in place by the run's own account of what it left (let go
    // first, the change would be gone from the outbox when the run's hold looks for it)
    expect(hold).toHaveBeenCalledTimes(2);
    expect(releases[0]).not.toHaveBeenCalled();
    expect(releases[1]).not.toHaveBeenCalled();
  });
});

describe('a change that offers no undo', () => {
  it('is sent at once, waited for by a sign-out, and hurried when the page goes', async () => {
    const queue = createUndoQueue();
    const leaving = vi.fn();
    let answer: (value?: Unsent) => void = () => undefined;
    const send = vi.fn(() => new Promise<Unsent | undefined>((resolve) => (answer = resolve)));
    queue.run({
      resource: 'schedule',
      author: { id: 'ani', token: tokenFor('ani', 3600) },
      optimistic: new Map(),
      send,
      leaving,
    });
    expect(send).toHaveBeenCalledWith({ keepalive: false });
    expect(queue.pending()).toBe(1);
    queue.flushAll({ keepalive: true });
    expect(leaving).toHaveBeenCalledTimes(1);
    let done = false;
    void queue.drain({ timeoutMs: 10_000 }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
