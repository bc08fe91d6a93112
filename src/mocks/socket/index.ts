export {
  demoSocketHandlers,
  type DemoSocketOptions,
  demoSocketSettings,
  type DemoSocketStore,
  endSocketSessions,
  type SocketCaller,
} from './demo-socket';
export { type DemoPeer, type NotificationBackend, REPLAY_LIMIT, serveNotifications } from './protocol';
