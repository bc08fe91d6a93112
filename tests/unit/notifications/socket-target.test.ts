// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';

import { isTokenRefusal } from '../../../src/providers/live/socket-manager';
import { socketTargetOf } from '../../../src/providers/live/socket-target';
import { createLiveRig, sessionFor, until } from './support/live';

describe('the socket target', () => {
  it('dials the origin of the host and puts a path into socket.io`s path option', () => {
    expect(socketTargetOf('https://api.example.id')).toEqual({
      origin: 'https://api.example.id',
      path: '/socket.io',
    });
    expect(socketTargetOf('https://api.example.id/v1/')).toEqual({
      origin: 'https://api.example.id',
      path: '/v1/socket.io',
    });
  });
});

/** A socket.io server under /realtime, whose auth middleware reads the handshake's `auth.token`. */
async function startServer(accepted: string) {
  const http: HttpServer = createServer();
  const io = new Server(http, { path: '/realtime/socket.io', transports: ['websocket'] });
  const seen: { query: unknown; auth: unknown; nsp: string }[] = [];
  io.use((socket, next) => {
    seen.push({
      query: socket.handshake.query.token,
      auth: socket.handshake.auth.token,
      nsp: socket.nsp.name,
    });
    return socket.handshake.auth.token === accepted ? next() : next(new Error('Token tidak valid'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/realtime`, seen, close: () => new Promise((r) => io.close(r)) };
}

describe('a socket host with a path', () => {
  let cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanup.map((close) => close()));
    cleanup = [];
  });

  it('connects (no namespace refusal, no sign-out) with the token in the query and in `auth`', async () => {
    const server = await startServer('tok-1');
    const rig = createLiveRig(server.url);
    cleanup.push(server.close, async () => rig.dispose());
    rig.session.write(sessionFor('usr-1', 'tok-1'));
    await until(() => rig.store.getState().status === 'connected', 5000, 'connected');
    expect(server.seen).toEqual([{ query: 'tok-1', auth: 'tok-1', nsp: '/' }]);
    expect(rig.store.getState().disconnect).toBeNull();
  });

  it('raises the disconnect flag only when the token is refused', async () => {
    const server = await startServer('tok-1');
    const rig = createLiveRig(server.url);
    cleanup.push(server.close, async () => rig.dispose());
    rig.session.write(sessionFor('usr-1', 'tok-old'));
    await until(() => rig.store.getState().disconnect !== null, 5000, 'the flag');
    expect(rig.store.getState().disconnect).toEqual({
      reason: 'token-rejected',
      message: 'Token tidak valid',
    });
  });

  it('keeps trying, without the flag, when the server refuses for another reason than the token', async () => {
    const rig = createLiveRig('http://127.0.0.1:1/realtime');
    cleanup.push(async () => rig.dispose());
    rig.session.write(sessionFor('usr-1', 'tok-1'));
    await until(() => rig.created.length === 1, 5000, 'the socket');
    const [{ socket }] = rig.created;
    socket.disconnect(); // inactive, as after a refusal by the server
    const onError = socket.listeners('connect_error')[0] as (error: Error) => void;
    for (const message of ['Invalid namespace', 'Database unavailable', 'Too many connections']) {
      onError(new Error(message));
      expect(rig.store.getState().disconnect, message).toBeNull();
      expect(rig.store.getState().status).toBe('reconnecting');
    }
    onError(new Error('Token tidak valid'));
    expect(rig.store.getState().disconnect).toEqual({
      reason: 'token-rejected',
      message: 'Token tidak valid',
    });
  });
});

describe('a refusal about the token', () => {
  it.each([
    ['Token tidak valid', undefined],
    ['jwt expired', undefined],
    ['Unauthorized', undefined],
    ['Sesi Anda sudah kedaluwarsa', undefined],
    ['refused', { status: 401 }],
    ['ditolak', { message: 'invalid token' }],
  ])('is told apart from others: "%s" %o', (message, data) => {
    expect(isTokenRefusal({ message, data })).toBe(true);
  });

  it.each(['Invalid namespace', 'Database unavailable', 'Too many connections', 'Server error'])(
    'is not "%s"',
    (message) => expect(isTokenRefusal({ message })).toBe(false),
  );
});
