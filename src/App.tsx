import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';

import { FollowOtherTabs } from './boot/FollowOtherTabs';
import { SafeRedirectParam } from './boot/SafeRedirectParam';
import { Loading } from './components/Loading';
import { NoticeContext } from './components/notice-context';
import { PageCrashBoundary } from './components/PageCrash';
import { ScreensContext } from './components/screens-context';
import { i18nProvider } from './locales/refine-i18n';
import { screens } from './pages/screens';
import type { AppProviders } from './providers';
import { DASHBOARD_PATH, hasShow, routedResources, toRefineResources } from './resources';

import './theme/global.css';

// the login page downloads none of the admin: the shell and every screen are chunks of their own
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const Shell = lazy(() => import('./layout/Shell'));
const NotFound = lazy(() => import('./layout/NotFound'));
const ResourceRoute = lazy(() => import('./layout/ResourceRoute'));

const resources = toRefineResources();

/** The routes of the registry under /dashboard (`''` is the index), and each detail page. */
const resourceRoutes = routedResources.flatMap((decl) =>
  decl.route === ''
    ? [<Route key={decl.name} index element={<ResourceRoute decl={decl} />} />]
    : [
        <Route key={decl.name} path={decl.route} element={<ResourceRoute decl={decl} />} />,
        ...(hasShow(decl)
          ? [
              <Route
                key={`${decl.name}:show`}
                path={`${decl.route}/:id`}
                element={<ResourceRoute decl={decl} view="show" />}
              />,
            ]
          : []),
      ],
);

export default function App({ providers }: { providers: AppProviders }) {
  return (
    <PageCrashBoundary>
      <BrowserRouter>
        <NoticeContext.Provider value={providers.notices}>
          <ScreensContext.Provider value={screens}>
            <SafeRedirectParam>
              <Refine
                routerProvider={routerProvider}
                dataProvider={providers.dataProvider}
                authProvider={providers.authProvider}
                accessControlProvider={providers.accessControlProvider}
                notificationProvider={providers.notificationProvider}
                liveProvider={providers.liveProvider}
                i18nProvider={i18nProvider}
                resources={resources}
                options={{
                  disableTelemetry: true,
                  syncWithLocation: true,
                  warnWhenUnsavedChanges: true,
                  reactQuery: { clientConfig: providers.queryClient },
                  liveMode: 'auto',
                }}
              >
                <FollowOtherTabs store={providers.store} />
                <Suspense fallback={<Loading />}>
                  <Routes>
                    <Route
                      element={
                        <Authenticated key="public" fallback={<Outlet />} loading={<Loading />}>
                          <Navigate to={DASHBOARD_PATH} replace />
                        </Authenticated>
                      }
                    >
                      <Route index element={<LoginPage />} />
                    </Route>
                    <Route
                      element={
                        <Authenticated
                          key="protected"
                          fallback={<CatchAllNavigate to="/" />}
                          loading={<Loading />}
                        >
                          <Shell />
                        </Authenticated>
                      }
                    >
                      <Route path={DASHBOARD_PATH}>
                        {resourceRoutes}
                        <Route path="*" element={<NotFound />} />
                      </Route>
                      {/* SPEC.md section 2: any other path is a not-found page inside the shell */}
                      <Route path="*" element={<NotFound />} />
                    </Route>
                  </Routes>
                </Suspense>
              </Refine>
            </SafeRedirectParam>
          </ScreensContext.Provider>
        </NoticeContext.Provider>
      </BrowserRouter>
    </PageCrashBoundary>
  );
}
