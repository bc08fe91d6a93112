// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import {
  createNotificationSocket,
  type SocketFactory,
  type SocketSignal,
} from '../../../src/providers/live/socket-manager';
import { createSessionStore } from '../../../src/session/session';
import { jwt, nowSeconds } from '../support/jwt';
import { MemoryStorage, sessionFor } from './support/live';

/** socket.io-client sockets that never dial out: what the manager asks for is all these tests read. */
async function offlineClient(): Promise<SocketFactory> {
  const { io } = await import('socket.io-client');
  return ((url, options) => io(url, { ...options, autoConnect: false })) as SocketFactory;
}

function rig(url = 'http://127.0.0.1:1', loadClient: () => Promise<SocketFactory> = offlineClient) {
  const session = createSessionStore('test-secret', new MemoryStorage());
  const made: ReturnType<SocketFactory>[] = [];
  const signals: SocketSignal[] = [];
  const socket = createNotificationSocket({
    url,
    session,
    loadClient: async () => {
      const factory = await loadClient();
      return (socketUrl, options) => {
        const created = factory(socketUrl, options);
        made.push(created);
        return created;
      };
    },
  });
  const stop = socket.listen((signal) => signals.push(signal));
  return { session, socket, made, signals, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the socket manager', () => {
  it('treats an expired access token as signed out: no socket, no user', async () => {
    const r = rig();
    r.session.write(sessionFor('usr-1', jwt({ sub: 'usr-1', exp: nowSeconds() - 5 })));
    await flush();
    expect(r.made).toHaveLength(0);
    expect(r.socket.userId()).toBe('');
    expect(r.socket.status()).toBe('offline');
    r.stop();
  });

  it('still names the signed-in user when no socket host is configured (REST keeps working)', async () => {
    const r = rig('');
    r.session.write(sessionFor('usr-1', 'tok-1'));
    await flush();
    expect(r.made).toHaveLength(0);
    expect(r.signals).toContainEqual({ type: 'session', userId: 'usr-1' });
    expect(r.socket.status()).toBe('offline');
    r.stop();
  });

  it('creates no socket when the user signs out while socket.io-client is still loading', async () => {
    let release: () => Promise<void> = async () => undefined;
    const slow = () =>
      new Promise<SocketFactory>((resolve) => (release = () => offlineClient().then(resolve)));
    const r = rig(undefined, slow);
    r.session.write(sessionFor('usr-1', 'tok-1'));
    expect(r.socket.status()).toBe('connecting');
    r.session.clear();
    // the library arrives after the sign-out; what follows its arrival runs within the next turn
    await release();
    await flush();
    expect(r.made).toHaveLength(0);
    expect(r.socket.status()).toBe('offline');
    r.stop();
  });

  it('tries loading socket.io-client again when its chunk failed to download', async () => {
    const client = await offlineClient();
    let attempts = 0;
    vi.useFakeTimers();
    try {
      const r = rig(undefined, async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
        return client;
      });
      r.session.write(sessionFor('usr-1', 'tok-1'));
      await vi.advanceTimersByTimeAsync(0);
      expect(r.socket.status()).toBe('reconnecting');
      expect(r.made).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(5000);
      expect(attempts).toBe(2);
      expect(r.made).toHaveLength(1);
      r.session.clear();
      r.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends what was marked read while the library loaded, once the socket exists', async () => {
    const r = rig();
    r.session.write(sessionFor('usr-1', 'tok-1'));
    r.socket.markRead({ _id: 'n1' });
    r.socket.markAllRead();
    await vi.waitFor(() => expect(r.made).toHaveLength(1));
    const buffered = r.made[0].sendBuffer.map((packet) => packet.data);
    expect(buffered).toEqual([
      ['read-notification', { _id: 'n1', user_id: 'usr-1' }],
      ['read-all-notification', 'usr-1'],
    ]);
    r.stop();
  });

  it('closes after the last listener leaves, but not across an immediate re-listen (StrictMode)', async () => {
    const r = rig();
    r.session.write(sessionFor('usr-1', 'tok-1'));
    await vi.waitFor(() => expect(r.made).toHaveLength(1));
    r.stop();
    const again = r.socket.listen(() => undefined);
    await flush();
    expect(r.made).toHaveLength(1);
    expect(r.socket.userId()).toBe('usr-1');
    again();
    await flush();
    expect(r.socket.status()).toBe('offline');
    expect(r.socket.userId()).toBe('');
  });
});
