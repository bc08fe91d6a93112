export { demoSocketHandlers, demoSocketSettings, type DemoSocketOptions } from './demo-socket';
export { REPLAY_LIMIT, serveNotifications, type DemoPeer, type NotificationBackend } from './protocol';
export { authenticateSocket, createDemoLead, storeBackend } from './store-backend';
