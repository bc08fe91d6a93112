import { toSocketIo } from '@mswjs/socket.io-binding';
import { type WebSocketHandler, type WebSocketHandlerConnection, ws } from 'msw';

import { forgetSocketClient } from './forget-client';
import { type DemoPeer, type NotificationBackend, serveNotifications } from './protocol';

/** Tunables of the demo socket; tests shorten them. */
export const demoSocketSettings = {
  /** The first demo lead after a user connects, so a new user sees the bell come alive. */
  firstLeadMs: 8_000,
  /** Then a new lead every so often. */
  leadEveryMs: 30_000,
  /** engine.io pings; the client gives up after pingInterval + pingTimeout without one. */
  pingIntervalMs: 20_000,
};

/** engine.io's open packet: what a socket.io server says first. */
function openPacket(): string {
  const sid = Math.random().toString(36).slice(2);
  return `0${JSON.stringify({ sid, upgrades: [], pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 1_000_000 })}`;
}

const REFUSED = 'Token tidak valid atau sudah kedaluwarsa.';

type Client = WebSocketHandlerConnection['client'];

/** socket.io's refusal of a handshake (its auth middleware calling next(new Error(...))). */
function refuse(client: Client): void {
  client.addEventListener('close', () => forgetSocketClient(client.id));
  client.send(openPacket());
  client.send(`44${JSON.stringify({ message: REFUSED })}`);
}

/** How each live connection is ended by the server (the browser tests' `endSocketSessions`). */
const serverEnds = new Set<() => void>();

/** Ends every live session from the server's side, as an expired or revoked token does; how many. */
export function endSocketSessions(): number {
  const ended = [...serverEnds];
  for (const end of ended) end();
  return ended.length;
}

/** Connected users, so the demo leads go to people who are there to see them. */
function createLeadFeed(onLead: (userId: string) => void) {
  const online = new Map<string, number>();
  let first: ReturnType<typeof setTimeout> | null = null;
  let every: ReturnType<typeof setInterval> | null = null;
  const tick = () => [...online.keys()].forEach(onLead);
  return {
    join(userId: string) {
      online.set(userId, (online.get(userId) ?? 0) + 1);
      if (first || every) return;
      first = setTimeout(tick, demoSocketSettings.firstLeadMs);
      every = setInterval(tick, demoSocketSettings.leadEveryMs);
    },
    leave(userId: string) {
      const left = (online.get(userId) ?? 1) - 1;
      if (left > 0) online.set(userId, left);
      else online.delete(userId);
      if (online.size > 0) return;
      if (first) clearTimeout(first);
      if (every) clearInterval(every);
      first = every = null;
    },
  };
}

/** The caller of a socket's handshake: who, and until when. */
export interface SocketCaller {
  userId: string;
  /** When the access token expires (ms since epoch): the server ends the session then. */
  expiresAt: number;
}

/** The demo store as the socket server needs it (`storeSocket` in tests; the backend worker in the browser). */
export interface DemoSocketStore {
  backend: NotificationBackend;
  /** The caller of a handshake's `token`, or null when it is missing, forged or expired. */
  authenticate(token: string | null): SocketCaller | null | Promise<SocketCaller | null>;
  /** Creates the demo's periodic notification (a new lead in the demo store). */
  createLead(userId: string): void;
}

export interface DemoSocketOptions extends DemoSocketStore {
  /** The realtime host the app connects to (`config.socketUrl`; in demo mode the page origin). */
  socketUrl: string;
}

/**
 * The demo realtime server, in the page: MSW intercepts the app's WebSocket and the socket.io binding
 * speaks socket.io over it, so the app's own socket.io-client code runs unchanged. The handshake's
 * `token` is checked like the REST bearer token; a bad one is refused (the app then raises its
 * disconnect flag), and a live session is ended when its token expires. Every other WebSocket (e.g.
 * Vite's hot reload) passes through to its real server.
 */
export function demoSocketHandlers(options: DemoSocketOptions): WebSocketHandler[] {
  const host = new URL(options.socketUrl).host;
  const { backend } = options;
  const leads = createLeadFeed(options.createLead);

  const serve = (connection: WebSocketHandlerConnection, caller: SocketCaller) => {
    const io = toSocketIo(connection);
    const peer: DemoPeer = {
      on: (event, handler) => io.client.on(event, (_message, ...args: unknown[]) => handler(...args)),
      emit: (event, ...args) => io.client.emit(event, ...args),
    };
    const stopServing = serveNotifications(peer, caller.userId, backend);
    leads.join(caller.userId);
    const ping = setInterval(() => connection.client.send('2'), demoSocketSettings.pingIntervalMs);
    // socket.io's DISCONNECT packet: the client sees "io server disconnect" and does not come back
    const expiry = setTimeout(
      () => connection.client.send('41'),
      Math.min(Math.max(0, caller.expiresAt - Date.now()), 2 ** 31 - 1),
    );
    const end = () => connection.client.send('41');
    serverEnds.add(end);
    connection.client.addEventListener('close', () => {
      forgetSocketClient(connection.client.id);
      serverEnds.delete(end);
      clearInterval(ping);
      clearTimeout(expiry);
      stopServing();
      leads.leave(caller.userId);
    });
  };

  return [
    ws.link('*').addEventListener('connection', (connection) => {
      const url = connection.client.url;
      if (url.host !== host || !url.pathname.startsWith('/socket.io/')) {
        connection.server.connect();
        return;
      }
      // (the store may answer later: socket.io's client says nothing before the server's first packet;
      // a store that cannot answer refuses, as a server whose session store is down)
      void Promise.resolve()
        .then(() => options.authenticate(url.searchParams.get('token')))
        .catch(() => null)
        .then((caller) => {
          if (caller) serve(connection, caller);
          else refuse(connection.client);
        });
    }),
  ];
}
