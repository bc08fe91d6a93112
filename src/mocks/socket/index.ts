export { demoSocketHandlers, type DemoSocketOptions, demoSocketSettings } from './demo-socket';
export { type DemoPeer, type NotificationBackend, REPLAY_LIMIT, serveNotifications } from './protocol';
export { authenticateSocket, createDemoLead, storeBackend } from './store-backend';
