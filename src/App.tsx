import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import idID from 'antd/locale/id_ID';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { NoticeBridge } from './components/NoticeBridge';
import type { AppProviders } from './providers';
import { toRefineResources } from './resources';
import { theme } from './theme/theme';

const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const Shell = lazy(() => import('./layout/Shell'));

const resources = toRefineResources();

function Loading() {
  return <div style={{ padding: 24 }}>Loading ...</div>;
}

export default function App({ providers }: { providers: AppProviders }) {
  return (
    <BrowserRouter>
      <ConfigProvider locale={idID} theme={theme}>
        <AntdApp>
          <NoticeBridge />
          <Refine
            routerProvider={routerProvider}
            dataProvider={providers.dataProvider}
            authProvider={providers.authProvider}
            accessControlProvider={providers.accessControlProvider}
            notificationProvider={providers.notificationProvider}
            resources={resources}
            options={{
              disableTelemetry: true,
              syncWithLocation: true,
              reactQuery: { clientConfig: providers.queryClient },
            }}
          >
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route
                  element={
                    <Authenticated key="public" fallback={<Outlet />}>
                      <NavigateToResource resource="dashboard" />
                    </Authenticated>
                  }
                >
                  <Route index element={<LoginPage />} />
                </Route>
                <Route
                  path="/dashboard/*"
                  element={
                    <Authenticated key="protected" fallback={<CatchAllNavigate to="/" />}>
                      <Shell />
                    </Authenticated>
                  }
                />
                <Route path="*" element={<CatchAllNavigate to="/" />} />
              </Routes>
            </Suspense>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
