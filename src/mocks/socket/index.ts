export {
  demoSocketHandlers,
  type DemoSocketOptions,
  demoSocketSettings,
  endSocketSessions,
  type SocketCaller,
} from './demo-socket';
export { type DemoPeer, type NotificationBackend, REPLAY_LIMIT, serveNotifications } from './protocol';
