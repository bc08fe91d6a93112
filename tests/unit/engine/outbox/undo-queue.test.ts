import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { flushOnPageHide, UNDO_WINDOW_MS } from '../../../../src/providers/outbox/send-schedule';
import { createUndoQueue, withOptimistic } from '../../../../src/providers/outbox/undo-queue';

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
    queue.schedule({ resource: 'listing', optimistic: new Map([['b', { kind: 'removed' }]]), send });
    expect(
      withOptimistic(rows, queue.optimistic().get('listing'), (row) => row.id).map((row) => row.id),
    ).toEqual(['a', 'c']);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith({ keepalive: false });
    // the look stays until the send settles (the list refreshed), then goes
    expect(queue.optimistic().get('listing')?.size).toBe(1);
    await vi.runAllTimersAsync();
    expect(queue.optimistic().get('listing')).toBeUndefined();
  });

  it('sends nothing after undo, and the records look as before', () => {
    const queue = createUndoQueue();
    const send = vi.fn(() => Promise.resolve());
    const listener = vi.fn();
    queue.subscribe(listener);
    const handle = queue.schedule({
      resource: 'listing',
      optimistic: new Map([['a', { kind: 'changed', record: { id: 'a', status: 'pending' } }]]),
      send,
    });
    expect(withOptimistic(rows, queue.optimistic().get('listing'), (row) => row.id)[0].status).toBe(
      'pending',
    );
    expect(queue.undo(handle)).toBe(true);
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(send).not.toHaveBeenCalled();
    expect(withOptimistic(rows, queue.optimistic().get('listing'), (row) => row.id)).toEqual(rows);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('cannot undo once the change left', () => {
    const queue = createUndoQueue();
    const handle = queue.schedule({
      resource: 'x',
      optimistic: new Map(),
      send: () => new Promise(() => {}),
    });
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
    queue.schedule({ resource: 'listing', optimistic: new Map([['a', { kind: 'removed' }]]), send: first });
    queue.schedule({ resource: 'schedule', optimistic: new Map([['s', { kind: 'removed' }]]), send: second });
    queue.undo(
      queue.schedule({
        resource: 'listing',
        optimistic: new Map([['b', { kind: 'removed' }]]),
        send: undone,
      }),
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
      optimistic: new Map([['a', { kind: 'removed' }]]),
      send: () => Promise.reject(new Error('Properti tidak ditemukan')),
    });
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    await vi.runAllTimersAsync();
    expect(withOptimistic(rows, queue.optimistic().get('listing'), (row) => row.id)).toEqual(rows);
  });

  it('waits the 5 s of the app, or the window given to it; an endless one ends only by a flush', () => {
    expect(UNDO_WINDOW_MS).toBe(5000);
    const send = vi.fn(() => Promise.resolve());
    createUndoQueue().schedule({ resource: 'x', optimistic: new Map(), send });
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);

    const short = vi.fn(() => Promise.resolve());
    createUndoQueue({ windowMs: 100 }).schedule({ resource: 'x', optimistic: new Map(), send: short });
    vi.advanceTimersByTime(99);
    expect(short).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(short).toHaveBeenCalledTimes(1);

    const endless = createUndoQueue({ windowMs: Number.POSITIVE_INFINITY });
    const stored = vi.fn(() => Promise.resolve());
    endless.schedule({ resource: 'x', optimistic: new Map(), send: stored });
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 10);
    expect(stored).not.toHaveBeenCalled();
    endless.flushAll({ keepalive: false });
    expect(stored).toHaveBeenCalledWith({ keepalive: false });
  });

  it('a bulk run waits in the same queue as a single change, and leaves with it when the page is hidden', () => {
    // use-bulk-run.ts offers its run through the same useUndo, so the same queue, as one record's change
    const queue = createUndoQueue();
    const page = new EventTarget();
    flushOnPageHide(queue, page as unknown as Window);
    const run = vi.fn(() => Promise.resolve());
    queue.schedule({
      resource: 'listing',
      optimistic: new Map([
        ['a', { kind: 'removed' }],
        ['b', { kind: 'removed' }],
      ]),
      send: run,
    });
    page.dispatchEvent(new Event('beforeunload'));
    expect(run).toHaveBeenCalledWith({ keepalive: true });
  });

  it('hurries a change being sent when the page is hidden (a bulk run past its window)', () => {
    const queue = createUndoQueue();
    const page = new EventTarget();
    flushOnPageHide(queue, page as unknown as Window);
    const leaving = vi.fn();
    queue.schedule({
      resource: 'listing',
      optimistic: new Map(),
      send: () => new Promise(() => {}),
      leaving,
    });
    // its window ended: it is being sent
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(leaving).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pagehide'));
    expect(leaving).toHaveBeenCalledTimes(1);
  });

  it('drains: sends what waits now, and settles once every change has settled', async () => {
    const queue = createUndoQueue();
    const waiting = vi.fn(() => Promise.resolve());
    let finish = () => undefined as void;
    queue.schedule({
      resource: 'x',
      optimistic: new Map(),
      send: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    // the first one's window ended (it is on its way); a second one waits in its own
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    queue.schedule({ resource: 'x', optimistic: new Map(), send: waiting });
    expect(waiting).not.toHaveBeenCalled();
    let drained = false;
    const draining = queue.drain().then(() => (drained = true));
    expect(waiting).toHaveBeenCalledWith({ keepalive: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(drained).toBe(false);
    finish();
    await draining;
    expect(queue.optimistic().size).toBe(0);
  });
});
