export {
  demoSocketHandlers,
  type DemoSocketOptions,
  demoSocketSettings,
  endSocketSessions,
  type SocketCaller,
} from './demo-socket';
export { keepNoSocketTokens } from './forget-client';
export { type DemoPeer, type NotificationBackend, REPLAY_LIMIT, serveNotifications } from './protocol';
