// The notification flood (1,000 pushes within 10 s): the store tells its screens once per frame,
// keeps the list sorted by inserting, and a screen refetches at most once a second, less often while
// the flood lasts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createNotificationStore, MAX_NOTIFICATIONS } from '../../../src/notifications/notification-store';
import { throttle } from '../../../src/providers/live/throttle';
import type { NotificationItem } from '../../../src/providers/live/types';

const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString();
const item = (id: string, second: number, read = false): NotificationItem =>
  ({ _id: id, text: `Lead ${id}`, read, created_at: at(second), user_id: 'usr-1' }) as NotificationItem;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the store under a flood', () => {
  it('tells its listeners once per frame however many notifications land in it', () => {
    const store = createNotificationStore();
    store.setUser('usr-1');
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 1000; i += 1) store.receive(item(`n${i}`, i));
    // the state is current at once, the listeners hear of it on the next frame, once
    expect(store.getState().items).toHaveLength(MAX_NOTIFICATIONS);
    expect(store.getState().unread).toBe(1000);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(listener).toHaveBeenCalledTimes(1);
    store.receive(item('overdue', 2000));
    vi.advanceTimersByTime(50);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the list newest first by inserting each one where its date belongs', () => {
    const store = createNotificationStore();
    store.setUser('usr-1');
    const seconds = [5, 1, 9, 3, 9, 7, 2, 8, 0, 6];
    seconds.forEach((second, i) => store.receive(item(`n${i}`, second)));
    const dates = store.getState().items.map((entry) => entry.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toHaveLength(10);
    // a known id updates its entry: no duplicate, no second count
    store.receive(item('n0', 5));
    expect(store.getState().items).toHaveLength(10);
    expect(store.getState().unread).toBe(10);
  });

  it('keeps at most MAX_NOTIFICATIONS, dropping the oldest', () => {
    const store = createNotificationStore();
    store.setUser('usr-1');
    for (let i = 0; i < MAX_NOTIFICATIONS + 5; i += 1) store.receive(item(`n${i}`, i));
    const { items } = store.getState();
    expect(items).toHaveLength(MAX_NOTIFICATIONS);
    expect(items[0]._id).toBe(`n${MAX_NOTIFICATIONS + 4}`);
    expect(items.some((entry) => entry._id === 'n0')).toBe(false);
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per window with the last call, whatever the flood', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 1000);
    for (let i = 0; i < 1000; i += 1) {
      throttled(i);
      vi.advanceTimersByTime(10); // 1,000 calls over 10 s
    }
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
    expect(fn.mock.calls[0]).toEqual([0]);
    expect(fn.mock.calls.at(-1)).toEqual([999]);
  });

  it('with `upTo`, doubles its window while the flood goes on, and runs at once again after a quiet window', () => {
    const start = Date.now();
    const ranAt: number[] = [];
    const fn = vi.fn((..._args: unknown[]) => void ranAt.push(Date.now() - start));
    const throttled = throttle(fn, 1000, { upTo: 5000 });
    for (let i = 0; i < 1000; i += 1) {
      throttled(i);
      vi.advanceTimersByTime(10); // 1,000 calls over 10 s
    }
    vi.advanceTimersByTime(5000);
    // at once, then after 1, 2 and 4 s more, then the last call 5 s after that
    expect(ranAt).toEqual([0, 1000, 3000, 7000, 12000]);
    expect(fn.mock.calls.at(-1)).toEqual([999]);
    // within its window still, a call waits; after a quiet window one runs at once, and the one
    // after it waits a second again
    throttled('within');
    expect(fn.mock.calls.at(-1)).toEqual([999]);
    throttled.cancel();
    vi.advanceTimersByTime(5000);
    throttled('after');
    expect(fn.mock.calls.at(-1)).toEqual(['after']);
    throttled('again');
    vi.advanceTimersByTime(999);
    expect(fn.mock.calls.at(-1)).toEqual(['after']);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls.at(-1)).toEqual(['again']);
  });

  it('cancel drops a pending call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
