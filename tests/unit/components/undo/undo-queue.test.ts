import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createUndoQueue,
  flushOnPageHide,
  UNDO_WINDOW_MS,
  withLooks,
} from '../../../../src/components/undo/undo-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const rows = [
  { id: 'a', status: 'active' },
  { id: 'b', status: 'active' },
  { id: 'c', status: 'active' },
];

describe('the undo queue', () => {
  it('shows the change at once and sends it when the window ends', async () => {
    const queue = createUndoQueue();
    const send = vi.fn(() => Promise.resolve());
    queue.schedule({ resource: 'listing', looks: new Map([['b', { kind: 'removed' }]]), send });
    expect(withLooks(rows, queue.looks().get('listing'), (row) => row.id).map((row) => row.id)).toEqual([
      'a',
      'c',
    ]);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith({ keepalive: false });
    // the look stays until the send settles (the list refreshed), then goes
    expect(queue.looks().get('listing')?.size).toBe(1);
    await vi.runAllTimersAsync();
    expect(queue.looks().get('listing')).toBeUndefined();
  });

  it('sends nothing after undo, and the records look as before', () => {
    const queue = createUndoQueue();
    const send = vi.fn(() => Promise.resolve());
    const listener = vi.fn();
    queue.subscribe(listener);
    const handle = queue.schedule({
      resource: 'listing',
      looks: new Map([['a', { kind: 'changed', record: { id: 'a', status: 'pending' } }]]),
      send,
    });
    expect(withLooks(rows, queue.looks().get('listing'), (row) => row.id)[0].status).toBe('pending');
    expect(queue.undo(handle)).toBe(true);
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(send).not.toHaveBeenCalled();
    expect(withLooks(rows, queue.looks().get('listing'), (row) => row.id)).toEqual(rows);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('cannot undo once the change left', () => {
    const queue = createUndoQueue();
    const handle = queue.schedule({ resource: 'x', looks: new Map(), send: () => new Promise(() => {}) });
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(queue.isWaiting(handle)).toBe(false);
    expect(queue.undo(handle)).toBe(false);
  });

  it('sends every waiting change at once, with keepalive, when the page is hidden', () => {
    const queue = createUndoQueue();
    const page = new EventTarget();
    flushOnPageHide(queue, page as unknown as Window);
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    const undone = vi.fn(() => Promise.resolve());
    queue.schedule({ resource: 'listing', looks: new Map([['a', { kind: 'removed' }]]), send: first });
    queue.schedule({ resource: 'schedule', looks: new Map([['s', { kind: 'removed' }]]), send: second });
    queue.undo(
      queue.schedule({ resource: 'listing', looks: new Map([['b', { kind: 'removed' }]]), send: undone }),
    );
    page.dispatchEvent(new Event('pagehide'));
    expect(first).toHaveBeenCalledWith({ keepalive: true });
    expect(second).toHaveBeenCalledWith({ keepalive: true });
    expect(undone).not.toHaveBeenCalled();
    // and not a second time when the window would have ended
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('puts the record back when its send fails', async () => {
    const queue = createUndoQueue();
    queue.schedule({
      resource: 'listing',
      looks: new Map([['a', { kind: 'removed' }]]),
      send: () => Promise.reject(new Error('Properti tidak ditemukan')),
    });
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    await vi.runAllTimersAsync();
    expect(withLooks(rows, queue.looks().get('listing'), (row) => row.id)).toEqual(rows);
  });
});
