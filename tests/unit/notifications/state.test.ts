// @vitest-environment node
import type { LiveEvent } from '@refinedev/core';
import { describe, expect, it, vi } from 'vitest';

import { createNotificationStore } from '../../../src/notifications/notification-store';
import { NOTIFICATION_CHANNEL } from '../../../src/providers/live/channel';
import {
  type NotificationItem,
  readNotificationListPage,
  readNotificationPayload,
  toCount,
  toNotification,
} from '../../../src/providers/live/types';
import { createLiveProvider, REFETCH_EVERY_MS } from '../../../src/providers/live-provider';
import { fakeSocket } from '../support/fake-socket';

const at = (minute: number) => new Date(Date.UTC(2025, 4, 1, 9, minute)).toISOString();
const n = (id: string, minute: number, read = false): NotificationItem => ({
  _id: id,
  text: `Teks ${id}`,
  read,
  created_at: at(minute),
  user_id: 'usr-1',
});

describe('the notification store', () => {
  it('keeps one entry per _id, newest first, whatever the order things arrive in', () => {
    const store = createNotificationStore();
    store.setUser('usr-1');
    store.merge([n('a', 1), n('c', 3)], 2);
    store.receive(n('b', 2));
    store.receive(n('b', 2));
    store.merge([n('a', 1), n('d', 4), n('b', 2)]);
    expect(store.getState().items.map((item) => item._id)).toEqual(['d', 'c', 'b', 'a']);
    expect(store.getState().unread).toBe(3);
  });

  it('counts a pushed unread one until the server says the figure, never below zero', () => {
    const store = createNotificationStore();
    store.receive(n('a', 1, true));
    expect(store.getState().unread).toBe(0);
    store.receive(n('b', 2));
    expect(store.getState().unread).toBe(1);
    store.setUnread(9);
    expect(store.getState().unread).toBe(9);
    store.setUnread(-3);
    expect(store.getState().unread).toBe(0);
  });

  it('marks one read once (the caller tells the server only then) and all at once', () => {
    const store = createNotificationStore();
    store.merge([n('a', 1), n('b', 2), n('c', 3, true)], 2);
    expect(store.markRead('a')?._id).toBe('a');
    expect(store.markRead('a')).toBeNull();
    expect(store.markRead('c')).toBeNull();
    expect(store.markRead('zzz')).toBeNull();
    expect(store.getState().unread).toBe(1);
    store.markAllRead();
    expect(store.getState()).toMatchObject({ unread: 0 });
    expect(store.getState().items.every((item) => item.read)).toBe(true);
  });

  it('does not let an older copy from the server undo a read mark made here', () => {
    const store = createNotificationStore();
    store.merge([n('a', 1)], 1);
    store.markRead('a');
    store.merge([n('a', 1, false)]);
    expect(store.getState().items[0].read).toBe(true);
  });

  it('takes the unread count of the newest information: a reply asked for earlier does not overwrite it', () => {
    const store = createNotificationStore();
    store.setUser('usr-1');

    // a live count arrives while a reply is on its way: the reply's older count is not taken
    const asked = store.now();
    store.setUnread(37);
    store.merge([n('a', 1)], 36, asked);
    expect(store.getState().unread).toBe(37);
    expect(store.getState().items.map((item) => item._id)).toEqual(['a']);

    // a reply asked for after the live count is newer: its count is taken
    store.merge([n('b', 2)], 35, store.now());
    expect(store.getState().unread).toBe(35);

    // of two replies, the one asked for last wins, whatever the order they arrive in
    const first = store.now();
    const second = store.now();
    store.merge([], 20, second);
    store.merge([], 19, first);
    store.setUnread(18, first);
    expect(store.getState().unread).toBe(20);
  });

  it('keeps a count changed here (a push, a mark) over a reply asked for before it', () => {
    const store = createNotificationStore();
    store.setUser('usr-1');
    let asked = store.now();
    store.receive(n('live', 5));
    store.merge([n('a', 1)], 0, asked);
    expect(store.getState().unread).toBe(1);

    store.merge([n('b', 2)], 2, store.now());
    asked = store.now();
    store.markRead('b');
    store.merge([n('b', 2)], 2, asked);
    expect(store.getState().unread).toBe(1);

    asked = store.now();
    store.markAllRead();
    store.merge([n('a', 1)], 2, asked);
    expect(store.getState().unread).toBe(0);
  });

  it('forgets the previous user on a new one, keeping the connection status', () => {
    const store = createNotificationStore();
    store.setUser('usr-1');
    store.setStatus('connected');
    store.merge([n('a', 1)], 1);
    store.raiseDisconnect({ reason: 'token-rejected', message: 'x' });
    store.setUser('usr-2');
    expect(store.getState()).toMatchObject({
      userId: 'usr-2',
      items: [],
      unread: 0,
      disconnect: null,
    });
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setUnread(2);
    stop();
    store.setUnread(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('reading the wire', () => {
  it('accepts a notification with _id (or id), keeping its text as given', () => {
    expect(toNotification({ _id: 7, text: '<b>x</b>', read: 'true', user_id: 'u' })).toMatchObject({
      _id: '7',
      text: '<b>x</b>',
      read: true,
      user_id: 'u',
    });
    expect(toNotification({ id: 'k', text: null })).toMatchObject({ _id: 'k', text: '', read: false });
    expect(toNotification({ text: 'no id' })).toBeNull();
    expect(toNotification('x')).toBeNull();
  });

  it('reads listen-notification as one, a list, or a list body', () => {
    expect(readNotificationPayload({ _id: 'a', text: 't' })).toMatchObject({
      kind: 'one',
      item: { _id: 'a' },
    });
    expect(readNotificationPayload({ data: { _id: 'b', text: 't' } })).toMatchObject({
      kind: 'one',
      item: { _id: 'b' },
    });
    expect(readNotificationPayload([{ _id: 'a' }, { nope: 1 }])).toMatchObject({
      kind: 'list',
      items: [{ _id: 'a' }],
    });
    expect(readNotificationPayload({ data: [{ _id: 'a' }], count_unread: 4 })).toMatchObject({
      kind: 'list',
      unread: 4,
    });
    expect(readNotificationPayload(42)).toBeNull();
  });

  it('reads count-unread as a number, a numeric string or { count }', () => {
    expect(toCount(3)).toBe(3);
    expect(toCount('12')).toBe(12);
    expect(toCount({ count: 5 })).toBe(5);
    expect(toCount(-1)).toBeNull();
    expect(toCount('x')).toBeNull();
  });

  it('reads the list body of GET /notification/{auth_id} (docs/contract.md section 3)', () => {
    const body = {
      status: 200,
      data: [{ _id: 'a', text: 't' }],
      count: 1,
      count_unread: 9,
      document_count: 41,
      totalPage: 5,
    };
    expect(readNotificationListPage(body, 10)).toMatchObject({
      count: 1,
      countUnread: 9,
      documentCount: 41,
      totalPage: 5,
    });
    expect(readNotificationListPage({ data: [{ _id: 'a' }] }, 10)).toMatchObject({
      count: 1,
      countUnread: null,
      documentCount: 1,
      totalPage: 1,
    });
  });
});

describe('the live provider', () => {
  it('filters by channel and type (Refine does not), and tells a new subscriber the current state', () => {
    const { socket, emit } = fakeSocket();
    const live = createLiveProvider(socket, { refetchOnNotification: ['notification', 'notification-own'] });
    const counts: LiveEvent[] = [];
    const all: LiveEvent[] = [];
    const lists: LiveEvent[] = [];
    live.subscribe({
      channel: NOTIFICATION_CHANNEL,
      types: ['count-unread'],
      callback: (e) => counts.push(e),
    });
    live.subscribe({ channel: NOTIFICATION_CHANNEL, types: ['*'], callback: (e) => all.push(e) });
    live.subscribe({ channel: 'resources/notification', types: ['created'], callback: (e) => lists.push(e) });
    expect(all.map((e) => e.type)).toEqual(['session', 'status']);
    emit({ type: 'count', count: 4 });
    emit({ type: 'notification', payload: { kind: 'one', item: n('a', 1) } });
    expect(counts.map((e) => e.payload.count)).toEqual([4]);
    expect(all.map((e) => e.type)).toEqual(['session', 'status', 'count-unread', 'notification']);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({
      channel: 'resources/notification',
      type: 'created',
      payload: { ids: ['a'] },
    });
  });

  it('refetches a shown list at once on a notification, then once a second whatever the flood', () => {
    vi.useFakeTimers();
    try {
      const { socket, emit } = fakeSocket();
      const live = createLiveProvider(socket, { refetchOnNotification: ['notification-own'] });
      const lists: LiveEvent[] = [];
      const bell: LiveEvent[] = [];
      live.subscribe({ channel: 'resources/notification-own', types: ['*'], callback: (e) => lists.push(e) });
      live.subscribe({
        channel: NOTIFICATION_CHANNEL,
        types: ['notification'],
        callback: (e) => bell.push(e),
      });
      for (let i = 0; i < 1000; i += 1)
        emit({ type: 'notification', payload: { kind: 'one', item: n(`x${i}`, i) } });
      // the bell hears every one; the list refetched once, and once more with the rest a second later
      expect(bell).toHaveLength(1000);
      expect(lists).toHaveLength(1);
      expect(lists[0].payload.ids).toEqual(['x0']);
      vi.advanceTimersByTime(REFETCH_EVERY_MS);
      expect(lists).toHaveLength(2);
      expect(lists[1].payload.ids).toHaveLength(999);
      vi.advanceTimersByTime(REFETCH_EVERY_MS * 5);
      expect(lists).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds the socket while anyone listens on the notification channel, and lets go after the last', () => {
    const { socket, listeners } = fakeSocket();
    const live = createLiveProvider(socket, { refetchOnNotification: ['notification', 'notification-own'] });
    const one: unknown = live.subscribe({
      channel: NOTIFICATION_CHANNEL,
      types: ['*'],
      callback: () => undefined,
    });
    const two: unknown = live.subscribe({
      channel: NOTIFICATION_CHANNEL,
      types: ['*'],
      callback: () => undefined,
    });
    const list: unknown = live.subscribe({
      channel: 'resources/notification',
      types: ['*'],
      callback: () => undefined,
    });
    expect(socket.listen).toHaveBeenCalledTimes(1);
    live.unsubscribe(one);
    expect(listeners.size).toBe(1);
    live.unsubscribe(two);
    expect(listeners.size).toBe(0);
    live.unsubscribe(list);
  });

  it('sends read and read-all published on the notification channel to the server; other events stay in the tab', () => {
    const { socket } = fakeSocket();
    const live = createLiveProvider(socket, { refetchOnNotification: ['notification', 'notification-own'] });
    const local: LiveEvent[] = [];
    live.subscribe({ channel: 'resources/notification', types: ['*'], callback: (e) => local.push(e) });
    const date = new Date();
    live.publish?.({
      channel: NOTIFICATION_CHANNEL,
      type: 'read',
      payload: { _id: 'a', user_id: 'usr-1' },
      date,
    });
    live.publish?.({ channel: NOTIFICATION_CHANNEL, type: 'read-all', payload: {}, date });
    live.publish?.({ channel: 'resources/notification', type: 'created', payload: { ids: ['x'] }, date });
    expect(socket.markRead).toHaveBeenCalledWith({ _id: 'a', user_id: 'usr-1' });
    expect(socket.markAllRead).toHaveBeenCalledTimes(1);
    expect(local.map((e) => e.type)).toEqual(['created']);
  });
});
