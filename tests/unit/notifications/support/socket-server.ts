import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Server } from 'socket.io';

import type { NotificationBackend } from '../../../../src/mocks/socket/protocol';
import { serveNotifications } from '../../../../src/mocks/socket/protocol';
import type { Notification } from '../../../../src/mocks/types';

export interface ReceivedEvent {
  event: string;
  args: unknown[];
  token: string;
}

export interface TestSocketServer {
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  readonly url: string;
  /** The `token` query parameter of every handshake, in order. */
  readonly tokens: string[];
  /** Every event a client sent, in order. */
  readonly received: ReceivedEvent[];
  /** Tokens the auth middleware refuses (like an expired or revoked access token). */
  readonly refused: Set<string>;
  /** The server's notification store, which survives restarts. */
  readonly notifications: Notification[];
  /** Adds a notification for a user and pushes it to that user's sockets (as the real server would). */
  add(notification: Notification): void;
  /** Pushes raw events to every socket of a user (e.g. a duplicate). */
  emitTo(userId: string, event: string, ...args: unknown[]): void;
  /** Ends every socket of a user from the server's side ("io server disconnect"). */
  kick(userId: string): void;
  /** Sockets connected now. */
  connectedCount(): number;
  stop(): Promise<void>;
  /** Starts again on the same port (a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export function notification(id: string, userId: string, extra: Partial<Notification> = {}): Notification {
  return {
    _id: id,
    text: `Notifikasi ${id}`,
    read: false,
    created_at: new Date(Date.UTC(2025, 0, 1, 8, 0, Number(id.replace(/\D/g, '') || 0))).toISOString(),
    user_id: userId,
    type: 'system',
    ...extra,
  };
}

/**
 * A real socket.io server on a random localhost port, speaking docs/contract.md section 7 through the demo
 * backend's protocol code. `users` maps each accepted token to its user id.
 */
export async function startSocketServer(users: Record<string, string>): Promise<TestSocketServer> {
  const tokens: string[] = [];
  const received: ReceivedEvent[] = [];
  const refused = new Set<string>();
  const notifications: Notification[] = [];
  const created = new Set<(n: Notification) => void>();
  const backend: NotificationBackend = {
    listOf: (userId) =>
      notifications
        .filter((n) => n.user_id === userId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    markRead: (id, userId) => {
      const target = notifications.find((n) => n._id === id && n.user_id === userId);
      if (target) target.read = true;
    },
    markAllRead: (userId) =>
      notifications.filter((n) => n.user_id === userId).forEach((n) => (n.read = true)),
    onCreated: (listener) => {
      created.add(listener);
      return () => created.delete(listener);
    },
  };

  let http: HttpServer | null = null;
  let io: Server | null = null;
  let port = 0;

  const listen = async () => {
    http = createServer();
    io = new Server(http, { transports: ['websocket'] });
    io.use((socket, next) => {
      const token = String(socket.handshake.query.token ?? '');
      tokens.push(token);
      if (refused.has(token) || !users[token]) return next(new Error('Token tidak valid'));
      next();
    });
    io.on('connection', (socket) => {
      const token = String(socket.handshake.query.token);
      const userId = users[token];
      void socket.join(userId);
      socket.onAny((event: string, ...args: unknown[]) => received.push({ event, args, token }));
      const peer = { on: socket.on.bind(socket), emit: socket.emit.bind(socket) };
      const stop = serveNotifications(peer, userId, backend);
      socket.on('disconnect', stop);
    });
    const server = http;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };

  const stop = async () => {
    const server = io;
    io = null;
    http = null;
    if (server) await new Promise<void>((resolve) => void server.close(() => resolve()));
  };

  await listen();

  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    received,
    refused,
    notifications,
    add(n) {
      notifications.push(n);
      created.forEach((listener) => listener(n));
    },
    emitTo(userId, event, ...args) {
      io?.to(userId).emit(event, ...args);
    },
    kick(userId) {
      io?.in(userId).disconnectSockets(true);
    },
    connectedCount: () => io?.of('/').sockets.size ?? 0,
    stop,
    restart: listen,
    close: stop,
  };
}
