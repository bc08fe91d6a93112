import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

import type { SessionStore } from '../../session/session';
import { isTokenExpired } from '../../session/token';
import { socketTargetOf } from './socket-target';
import {
  type ConnectionStatus,
  type DisconnectFlag,
  type NotificationPayload,
  readNotificationPayload,
  toCount,
} from './types';

/** docs/contract.md section 7: what the server sends. */
export interface ServerToClientEvents {
  'listen-notification': (payload: unknown) => void;
  'count-unread': (count: unknown) => void;
}

/** docs/contract.md section 7: what the client sends. */
export interface ClientToServerEvents {
  'all-notification': (userId: string) => void;
  'read-notification': (body: { _id: string; user_id: string }) => void;
  'read-all-notification': (userId: string) => void;
}

export type NotificationClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketFactory = (
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
) => NotificationClientSocket;

/** What the socket tells its listeners. */
export type SocketSignal =
  | { type: 'session'; userId: string }
  | { type: 'status'; status: ConnectionStatus }
  | { type: 'notification'; payload: NotificationPayload }
  | { type: 'count'; count: number }
  | { type: 'disconnect'; flag: DisconnectFlag };

export interface NotificationSocketOptions {
  /** The realtime host (`config.socketUrl`); empty: no socket at all. */
  url: string;
  session: Pick<SessionStore, 'read' | 'subscribe'>;
  /**
   * Gives socket.io-client's `io`. Loaded lazily by default: the demo backend must patch `WebSocket`
   * before engine.io-client captures it, and the login page does not need the library.
   */
  loadClient?: () => Promise<SocketFactory>;
  now?: () => number;
}

export interface NotificationSocket {
  /** The first listener opens the socket (when signed in); the last one leaving closes it. */
  listen(listener: (signal: SocketSignal) => void): () => void;
  status(): ConnectionStatus;
  userId(): string;
  /** `read-notification` ({_id, user_id}); sent as soon as the socket is connected. */
  markRead(body: { _id: string; user_id?: string }): void;
  /** `read-all-notification` (the user id). */
  markAllRead(): void;
}

/** docs/contract.md section 9 (socket.io's own defaults, made explicit). */
export const SOCKET_OPTIONS = {
  timeout: 20000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  // websocket only: no long-polling fallback, so no sticky sessions and the demo's WebSocket mock sees it all
  transports: ['websocket'],
  // one socket per session: never reuse a cached Manager that still carries the previous token
  forceNew: true,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

/**
 * Words by which a server's refusal says it is about the token (invalid, expired, unauthorised). Any
 * other refusal (an unknown namespace, a database outage, a rate limit) is not the user's session:
 * the socket keeps trying instead of signing everyone out.
 */
const TOKEN_REFUSAL =
  /\b(token|jwt|auth\w*|unauthori[sz]ed|forbidden|expired|kedaluwarsa|signature|session|sesi)\b/i;

/** Whether a refusal (connect_error of socket.io's middleware) is about the token. */
export function isTokenRefusal(error: { message?: string; data?: unknown }): boolean {
  const data = (error.data ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  if (data.status === 401 || data.code === 401 || data.status === 403 || data.code === 403) return true;
  return [error.message, data.message].some((text) => typeof text === 'string' && TOKEN_REFUSAL.test(text));
}

const defaultLoader = async (): Promise<SocketFactory> => (await import('socket.io-client')).io;

interface Connection {
  token: string;
  userId: string;
  socket: NotificationClientSocket | null;
  /** Emits made while socket.io-client was still loading. */
  pending: ((socket: NotificationClientSocket) => void)[];
  /** The server refused this token: do not try it again. */
  refused: boolean;
  /** A retry of loading socket.io-client (its chunk failed to download). */
  retry: ReturnType<typeof setTimeout> | null;
}

export function createNotificationSocket(options: NotificationSocketOptions): NotificationSocket {
  const listeners = new Set<(signal: SocketSignal) => void>();
  const now = options.now ?? Date.now;
  const loadClient = options.loadClient ?? defaultLoader;
  let connection: Connection | null = null;
  let status: ConnectionStatus = 'offline';
  /** The signed-in user ('' when nobody is), told to listeners even when there is no socket URL. */
  let currentUser = '';
  let stopFollowing: (() => void) | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const signal = (value: SocketSignal) => listeners.forEach((listener) => listener(value));
  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    signal({ type: 'status', status });
  };

  const closeSocket = (conn: Connection) => {
    const socket = conn.socket;
    conn.socket = null;
    conn.pending = [];
    if (conn.retry) clearTimeout(conn.retry);
    conn.retry = null;
    if (!socket) return;
    socket.removeAllListeners();
    socket.io.removeAllListeners();
    socket.disconnect();
  };

  const close = () => {
    if (connection) closeSocket(connection);
    connection = null;
  };

  const refuse = (conn: Connection, flag: DisconnectFlag) => {
    conn.refused = true;
    closeSocket(conn);
    setStatus('rejected');
    signal({ type: 'disconnect', flag });
  };

  const wire = (conn: Connection, socket: NotificationClientSocket) => {
    socket.on('connect', () => {
      setStatus('connected');
      socket.emit('all-notification', conn.userId);
    });
    socket.on('disconnect', (reason, description) => {
      if (reason === 'io server disconnect') {
        const message = description instanceof Error ? description.message : '';
        refuse(conn, { reason: 'server-disconnect', message });
      } else if (reason !== 'io client disconnect') {
        setStatus('reconnecting');
      }
    });
    socket.on('connect_error', (error) => {
      // a network failure is retried by socket.io itself; a refusal by the server's middleware is
      // final there: the token's refusal signs out, any other is tried again later
      if (socket.active) setStatus('reconnecting');
      else if (isTokenRefusal(error as Error & { data?: unknown })) {
        refuse(conn, { reason: 'token-rejected', message: error.message });
      } else retryLater(conn, socket);
    });
    socket.on('listen-notification', (raw) => {
      const payload = readNotificationPayload(raw);
      if (payload) signal({ type: 'notification', payload });
    });
    socket.on('count-unread', (raw) => {
      const count = toCount(raw);
      if (count !== null) signal({ type: 'count', count });
    });
  };

  /** A refusal that is not about the token: keep trying, as socket.io does for a network failure. */
  const retryLater = (conn: Connection, socket: NotificationClientSocket) => {
    setStatus('reconnecting');
    if (conn.retry) clearTimeout(conn.retry);
    conn.retry = setTimeout(() => {
      conn.retry = null;
      if (connection === conn && conn.socket === socket) socket.connect();
    }, SOCKET_OPTIONS.reconnectionDelayMax);
  };

  const load = (conn: Connection) => {
    loadClient()
      .then((io) => {
        if (connection !== conn) return; // signed out or in again while the library loaded
        const { origin, path } = socketTargetOf(options.url);
        // docs/contract.md section 7: the token as a query parameter; also in the handshake's `auth`, which
        // servers read without it showing in access logs
        const socket = io(origin, {
          ...SOCKET_OPTIONS,
          path,
          query: { token: conn.token },
          auth: { token: conn.token },
        });
        conn.socket = socket;
        wire(conn, socket);
        conn.pending.splice(0).forEach((send) => send(socket));
      })
      .catch(() => {
        if (connection !== conn) return;
        setStatus('reconnecting');
        conn.retry = setTimeout(() => load(conn), SOCKET_OPTIONS.reconnectionDelayMax);
      });
  };

  const open = (token: string, userId: string) => {
    const conn: Connection = { token, userId, socket: null, pending: [], refused: false, retry: null };
    connection = conn;
    setStatus('connecting');
    load(conn);
  };

  /** Makes the socket match the session: one socket per signed-in tab, with the current token. */
  const follow = () => {
    const session = options.session.read();
    const token = session?.access_token ?? '';
    // docs/contract.md section 6: a first-time user may open only Pendaftaran: no notifications, no socket
    const signedIn =
      Boolean(session) && !session?.first_time && token !== '' && !isTokenExpired(token, now());
    const nextUser = signedIn && session ? session.auth_id : '';
    if (nextUser !== currentUser) {
      currentUser = nextUser;
      signal({ type: 'session', userId: currentUser });
    }
    if (!signedIn || !options.url) {
      close();
      setStatus('offline');
      return;
    }
    if (connection && connection.token === token) return;
    close();
    open(token, nextUser);
  };

  const start = () => {
    stopFollowing = options.session.subscribe(() => follow());
    follow();
  };

  const stop = () => {
    stopFollowing?.();
    stopFollowing = null;
    close();
    currentUser = '';
    setStatus('offline');
  };

  const send = (emit: (socket: NotificationClientSocket) => void) => {
    const conn = connection;
    if (!conn || conn.refused) return;
    if (conn.socket) emit(conn.socket);
    else conn.pending.push(emit);
  };

  return {
    listen(listener) {
      listeners.add(listener);
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      if (!stopFollowing) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || idleTimer) return;
        // a grace period: React's StrictMode unmounts and remounts at once, which must not reconnect
        idleTimer = setTimeout(() => {
          idleTimer = null;
          if (listeners.size === 0) stop();
        }, 0);
      };
    },
    status: () => status,
    userId: () => currentUser,
    markRead(body) {
      send((socket) =>
        socket.emit('read-notification', {
          _id: body._id,
          user_id: body.user_id || connection?.userId || '',
        }),
      );
    },
    markAllRead() {
      send((socket) => socket.emit('read-all-notification', connection?.userId ?? ''));
    },
  };
}
