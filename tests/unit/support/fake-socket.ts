import { vi } from 'vitest';

import type { NotificationSocket, SocketSignal } from '../../../src/providers/live/socket-manager';

/** A connected notification socket of user `usr-1` whose signals the test emits itself. */
export function fakeSocket() {
  const listeners = new Set<(signal: SocketSignal) => void>();
  const socket: NotificationSocket = {
    listen: vi.fn((listener: (signal: SocketSignal) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    status: () => 'connected',
    userId: () => 'usr-1',
    markRead: vi.fn(),
    markAllRead: vi.fn(),
  };
  return {
    socket,
    emit: (signal: SocketSignal) => listeners.forEach((listener) => listener(signal)),
    listeners,
  };
}
