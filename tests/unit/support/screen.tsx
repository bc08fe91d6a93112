import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

import { AppRefine, resourceRoutes } from '../../../src/App';
import { ScreensContext } from '../../../src/components/screens-context';
import { SessionContext } from '../../../src/components/session-context';
import { ToastContext } from '../../../src/components/toast-context';
import { OutboxKeeper } from '../../../src/engine/OutboxKeeper';
import { AntdFrame } from '../../../src/layout/AntdFrame';
import Denied from '../../../src/layout/Denied';
import NotFound from '../../../src/layout/NotFound';
import { screens } from '../../../src/pages/screens';
import { DASHBOARD_PATH, routedResources, toRefineResources } from '../../../src/resources';
import { buildProviders, signIn } from './app';
import { WithOutbox } from './outbox';

/**
 * The screens of the registry at `path`, signed in as `as`, with the app's own providers (data,
 * auth, access control, toasts, live, i18n, the query client) and the signed-in shell's antd setup
 * and waiting changes, but without the shell (sider, top bar, bell, palette) and the sign-in routing:
 * what a test of one screen needs, for less than the whole app. Tests about the shell or the
 * routing between signed-in and signed-out render the whole app (`renderApp` in ./app).
 */
export function renderScreen(path: string, { as }: { as: string }) {
  window.history.replaceState({}, '', path);
  const providers = buildProviders();
  signIn(providers.store, as);
  const view = render(
    <WithOutbox>
      <BrowserRouter>
        <ToastContext.Provider value={providers.toasts}>
          <SessionContext.Provider value={providers.store}>
            <ScreensContext.Provider value={{ ...screens, notFound: NotFound, denied: Denied }}>
              <AppRefine providers={providers} resources={toRefineResources()}>
                <AntdFrame>
                  <OutboxKeeper />
                  <Suspense fallback={null}>
                    <Routes>
                      <Route path={DASHBOARD_PATH}>{resourceRoutes(routedResources)}</Route>
                    </Routes>
                  </Suspense>
                </AntdFrame>
              </AppRefine>
            </ScreensContext.Provider>
          </SessionContext.Provider>
        </ToastContext.Provider>
      </BrowserRouter>
    </WithOutbox>,
  );
  return { ...view, providers };
}
