import { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../config';
import { createHttpClient } from '../http/client';
import { createNotificationSocket } from '../notifications/socket-manager';
import { findResource } from '../resources';
import { createSessionStore } from '../session/session';
import { createAccessControlProvider } from './access-control';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { createLiveProvider } from './live-provider';
import { announce } from './notices';
import { notificationProvider } from './notification-provider';

/** Builds the app's providers once, from the configuration. */
export function createProviders(config: AppConfig, storage: Storage = window.localStorage) {
  const store = createSessionStore(config.sessionSecret, storage);
  const http = createHttpClient({ config, getToken: () => store.read()?.access_token });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  // cached data and access answers belong to one user: forget them on every sign-in and sign-out
  store.subscribe(() => queryClient.clear());
  // the realtime socket follows the session: opened on sign-in, closed on sign-out
  const notificationSocket = createNotificationSocket({ url: config.socketUrl, session: store });
  return {
    store,
    http,
    queryClient,
    dataProvider: createDataProvider({
      http,
      findResource,
      sessionParams: () => ({ auth_id: store.read()?.auth_id }),
      announce,
      apiUrl: config.apiUrl,
    }),
    authProvider: createAuthProvider({ http, store, productName: config.productName }),
    accessControlProvider: createAccessControlProvider(store),
    notificationProvider,
    liveProvider: createLiveProvider(notificationSocket),
  };
}

export type AppProviders = ReturnType<typeof createProviders>;
