import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

import { NoticeContext } from '../../../src/components/notice-context';
import { ScreensContext } from '../../../src/components/screens-context';
import { SessionContext } from '../../../src/components/session-context';
import { HeldChangesKeeper } from '../../../src/components/undo/HeldChangesKeeper';
import { AntdFrame } from '../../../src/layout/AntdFrame';
import ResourceRoute from '../../../src/layout/ResourceRoute';
import { i18nProvider } from '../../../src/locales/refine-i18n';
import { screens } from '../../../src/pages/screens';
import { DASHBOARD_PATH, hasShow, routedResources, toRefineResources } from '../../../src/resources';
import { buildProviders, signIn } from './app';

const resources = toRefineResources();

/** Every registry route under /dashboard, each list and each detail page, as the app routes them. */
const screenRoutes = routedResources.flatMap((decl) => [
  decl.route === '' ? (
    <Route key={decl.name} index element={<ResourceRoute decl={decl} />} />
  ) : (
    <Route key={decl.name} path={decl.route} element={<ResourceRoute decl={decl} />} />
  ),
  ...(hasShow(decl) && decl.route !== ''
    ? [
        <Route
          key={`${decl.name}:show`}
          path={`${decl.route}/:id`}
          element={<ResourceRoute decl={decl} view="show" />}
        />,
      ]
    : []),
]);

/**
 * The screens of the registry at `path`, signed in as `as`, with the app's own providers (data,
 * auth, access control, notices, live, i18n, the query client) and the signed-in frame's antd setup
 * and held changes, but without the shell (sider, top bar, bell, palette) and the sign-in routing:
 * what a test of one screen needs, at a fraction of the whole app's rendering. Tests about the
 * shell or the routing between signed-in and signed-out render the whole app (`renderApp`).
 */
export function renderScreen(path: string, { as }: { as: string }) {
  window.history.replaceState({}, '', path);
  const providers = buildProviders();
  signIn(providers.store, as);
  const view = render(
    <BrowserRouter>
      <NoticeContext.Provider value={providers.notices}>
        <SessionContext.Provider value={providers.store}>
          <ScreensContext.Provider value={screens}>
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
              <AntdFrame>
                <HeldChangesKeeper />
                <Suspense fallback={null}>
                  <Routes>
                    <Route path={DASHBOARD_PATH}>{screenRoutes}</Route>
                  </Routes>
                </Suspense>
              </AntdFrame>
            </Refine>
          </ScreensContext.Provider>
        </SessionContext.Provider>
      </NoticeContext.Provider>
    </BrowserRouter>,
  );
  return { ...view, providers };
}
