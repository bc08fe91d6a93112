import {
  type AuthProvider,
  type CustomParams,
  type DataProvider,
  Refine,
  type ResourceProps,
} from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { act, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

import { EngineProviders } from '../../../../src/engine/EngineProviders';
import { NotificationBell } from '../../../../src/notifications/NotificationBell';
import { NotificationsProvider } from '../../../../src/notifications/NotificationsProvider';
import type { NotificationSocket, SocketSignal } from '../../../../src/providers/live/socket-manager';
import type { ConnectionStatus, NotificationItem } from '../../../../src/providers/live/types';
import { createLiveProvider } from '../../../../src/providers/live-provider';
import { toRefineResources } from '../../../../src/resources';
import { WithOutbox } from '../../support/outbox';

export const USER = 'usr-gro-001';

/** A socket the test drives: signals in, emits recorded. */
export function createFakeSocket() {
  const listeners = new Set<(signal: SocketSignal) => void>();
  let status: ConnectionStatus = 'offline';
  let userId = '';
  const reads: { _id: string; user_id?: string }[] = [];
  const readAlls: number[] = [];
  const socket: NotificationSocket = {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => status,
    userId: () => userId,
    markRead: (body) => reads.push(body),
    markAllRead: () => readAlls.push(Date.now()),
  };
  const signal = (value: SocketSignal) => {
    if (value.type === 'status') status = value.status;
    if (value.type === 'session') userId = value.userId;
    act(() => listeners.forEach((listener) => listener(value)));
  };
  return { socket, signal, reads, readAlls, listenerCount: () => listeners.size };
}

export function item(id: string, extra: Partial<NotificationItem> = {}): NotificationItem {
  return {
    _id: id,
    text: `Notifikasi ${id}`,
    read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    user_id: USER,
    ...extra,
  };
}

export interface PageBody {
  data: NotificationItem[];
  count_unread: number;
}

/** A data provider whose `custom` answers the registry actions the bell uses, recording each call. */
export function createFakeData(firstPage: PageBody = { data: [], count_unread: 0 }) {
  const calls: CustomParams[] = [];
  const custom = vi.fn(async (params: CustomParams) => {
    calls.push(params);
    const action = params.meta?.action;
    const body =
      action === 'page'
        ? {
            status: 200,
            ...firstPage,
            count: firstPage.data.length,
            document_count: firstPage.data.length,
            totalPage: 1,
          }
        : { status: 200, message: 'OK' };
    return { data: body as never };
  });
  const unsupported = () => Promise.reject(new Error('not in this test'));
  const dataProvider: DataProvider = {
    getApiUrl: () => 'http://api.test',
    getList: unsupported,
    getOne: unsupported,
    create: unsupported,
    update: unsupported,
    deleteOne: unsupported,
    custom,
  };
  return { dataProvider, calls, custom };
}

export function createFakeAuth() {
  const logout = vi.fn(async () => ({ success: true, redirectTo: '/' }));
  // as the app's: a refused token (401) ends the session, which Refine then signs out
  const onError = vi.fn(async (error: unknown) =>
    (error as { statusCode?: number } | null)?.statusCode === 401 ? { logout: true, redirectTo: '/' } : {},
  );
  const authProvider: AuthProvider = {
    login: async () => ({ success: true }),
    logout,
    check: async () => ({ authenticated: true }),
    onError,
    getIdentity: async () => ({ id: USER, name: 'Rina Wijaya' }),
  };
  return { authProvider, logout, onError };
}

/** `ui` inside Refine with the app's NotificationsProvider and live provider over a fake socket. */
export function renderWithNotifications(
  ui: ReactNode,
  deps: {
    socket: NotificationSocket;
    dataProvider: DataProvider;
    authProvider?: AuthProvider;
    /** Where `ui` is mounted (default /dashboard). */
    path?: string;
    resources?: ResourceProps[];
  },
) {
  const path = deps.path ?? '/dashboard';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={deps.dataProvider}
          authProvider={deps.authProvider ?? createFakeAuth().authProvider}
          liveProvider={createLiveProvider(deps.socket)}
          resources={deps.resources ?? toRefineResources()}
          options={{ disableTelemetry: true, liveMode: 'auto' }}
        >
          <NotificationsProvider>
            <WithOutbox>
              <EngineProviders>
                <Routes>
                  <Route path={path} element={ui} />
                  {path !== '/dashboard/notification-own' && (
                    <Route path="/dashboard/notification-own" element={<p>Halaman Notifikasi Saya</p>} />
                  )}
                </Routes>
              </EngineProviders>
            </WithOutbox>
          </NotificationsProvider>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

export const bell = () => <NotificationBell />;
