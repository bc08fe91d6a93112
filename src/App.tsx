import { Authenticated, Refine, type ResourceProps } from '@refinedev/core';
import { CatchAllNavigate, UnsavedChangesNotifier } from '@refinedev/react-router';
import { type ReactNode, Suspense, use, useMemo } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useSearchParams } from 'react-router';

import type { AppUpdate } from './boot/app-worker';
import { AppUpdateContext, AppUpdatePrompt } from './boot/AppUpdatePrompt';
import { FollowOtherTabs } from './boot/FollowOtherTabs';
import { SafeRedirectParam } from './boot/SafeRedirectParam';
import { lazyPart } from './components/lazy-part';
import { Loading } from './components/Loading';
import { PageCrashBoundary } from './components/PageCrash';
import { RestoredAnswersContext } from './components/restored-answers-context';
import { type Screens, ScreensContext } from './components/screens-context';
import { SessionContext } from './components/session-context';
import { ToastContext } from './components/toast-context';
import { useLoadedRegistry } from './components/use-loaded-registry';
import {
  AddressSkeleton,
  EngineProviders,
  genericListAt,
  loadResourceList,
  loadResourceRoute,
  loadWideParts,
  OutboxContext,
  prefetchFirstPage,
  type SeededViews,
  SeededViewsContext,
} from './engine';
import { i18nProvider } from './locales/refine-i18n';
import { loadScreens, useLoadedScreens } from './pages/load-screens';
import type { AppProviders } from './providers';
import type { AppOutbox } from './providers/outbox';
import { holdsChangeOf } from './providers/outbox/outbox-keys';
import { appRouterProvider } from './providers/router-provider';
import { loadRegistry } from './resources/load-registry';
import { DASHBOARD_PATH, hasShow, isInShell } from './resources/paths';
import type { ResourceDecl } from './resources/types';
import { isTokenExpired } from './session/token';

import './theme/global.css';

// the login page downloads none of the admin: the shell and every screen are chunks of their own
const LoginPage = lazyPart(() => import('./pages/login/LoginPage'));
const loadShell = () => import('./layout/Shell');
const NotFound = lazyPart(() => import('./layout/NotFound'));
const Shell = lazyPart(loadShell);
const noSeededViews: SeededViews = {};

/** The shell's own two screens, for the route that picks a screen: beside the pages' once they have loaded. */
const shellScreens = { notFound: NotFound, denied: lazyPart(() => import('./layout/Denied')) };
const noPages: Screens = { pages: {}, dialogs: {}, ...shellScreens };
const ResourceRoute = lazyPart(loadResourceRoute);

/** The registry and the pages' screens, which come with a session (one chunk with its cipher). */
const loadSignedInCode = () => Promise.all([loadRegistry(), loadScreens()]);

/**
 * A page load with a stored session: the shell, the screens' route and, when the path is a generic
 * list, the list screen are imported side by side with the session restore (one chunk, which the
 * page's first module has fetched ahead: src/entry.ts), rather than each only once the one before it
 * has rendered (a failed fetch is tried again when they render). The list's is known once the
 * registry and the screens, which come with the session's cipher, are here.
 */
export function preloadSignedIn(pathname: string): void {
  if (!isInShell(pathname)) return;
  void loadShell().catch(() => undefined);
  void loadResourceRoute().catch(() => undefined);
  void loadSignedInCode()
    .then(([{ routedResources }, screens]) => {
      const decl = genericListAt(routedResources, pathname, screens);
      if (!decl) return;
      void loadResourceList().catch(() => undefined);
      // a list page that is the generic list with additions (Listing's signals): its own code too
      void screens.pages[decl.name]?.loadList?.().catch(() => undefined);
      // a window wider than a phone: the table and the filters too (a phone shows cards)
      return loadWideParts().then((parts) => parts.preloadWideParts());
    })
    .catch(() => undefined);
}

/**
 * A page load with a stored session on a generic list's own address (no page, sort or filter in it):
 * the list's first page is fetched ahead (`prefetchFirstPage`: the query the screen makes), beside the
 * screen's code, rather than once the screen has rendered. Only where the session may see the list
 * (a screen it may not see makes no call) with a token that has not expired. Resolves once the call
 * is made or known not to be (the registry loaded, for a session).
 */
export async function prefetchSignedInList(
  location: Pick<Location, 'pathname' | 'search'>,
  { reads, queryClient, store }: Pick<AppProviders, 'reads' | 'queryClient' | 'store'>,
): Promise<void> {
  if (location.search) return;
  const session = store.read();
  // an expired token signs out before any data is fetched (docs/contract.md section 4)
  if (!session || isTokenExpired(session.access_token)) return;
  const [registry, screens] = await loadSignedInCode();
  const { canSee, routedResources } = registry;
  const decl = genericListAt(routedResources, location.pathname, screens);
  if (!decl || !canSee(session, decl.name)) return;
  // a change of the list left in the outbox leaves first: the list is read once it has
  if (holdsChangeOf(window.localStorage, decl.name)) return;
  // a failed call is the screen's to report, with its retry
  void prefetchFirstPage(queryClient, reads, registry, decl).catch(() => undefined);
}

/**
 * Once signed in, fetches the shell and the screens' route side by side, rather than the route only
 * after the shell has rendered (a failed fetch is tried again when they render). Not before the
 * sign-in call: it would queue behind them.
 */
function withPreloadOnLogin(authProvider: AppProviders['authProvider']): AppProviders['authProvider'] {
  return {
    ...authProvider,
    login: async (params) => {
      const result = await authProvider.login(params);
      if (result.success) {
        void loadShell().catch(() => undefined);
        void loadResourceRoute().catch(() => undefined);
        void loadScreens().catch(() => undefined);
      }
      return result;
    },
  };
}

/** The routes of the registry's screens (`routed`) under /dashboard (`''` is the index), and each detail page. */
export function resourceRoutes(routed: readonly ResourceDecl[]) {
  return routed.flatMap((decl) =>
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
}

/**
 * Signed in on the login page: on to where its `to` says (SafeRedirectParam has dropped an unsafe one),
 * as the sign-in itself goes, else the dashboard. Both redirects follow a sign-in; sending this one to
 * the dashboard let it win the race now and then and leave a deep link for the dashboard.
 */
function ToSignedIn() {
  const [params] = useSearchParams();
  return <Navigate to={params.get('to') || DASHBOARD_PATH} replace />;
}

/**
 * A signed-in screen asked for before the registry and the screens have loaded (just signed in, here or
 * in another tab).
 */
function AwaitSignedInCode() {
  use(loadSignedInCode());
  return null;
}

/**
 * Refine with the app's providers, resources and options (the location synced, unsaved changes
 * guarded, the providers' query client, live updates); `authProvider` may wrap the providers' own.
 */
export function AppRefine({
  providers,
  resources,
  authProvider = providers.authProvider,
  children,
}: {
  providers: AppProviders;
  /** The registry's (`toRefineResources`), none before it has loaded (the login page). */
  resources: ResourceProps[];
  authProvider?: AppProviders['authProvider'];
  children: ReactNode;
}) {
  return (
    <Refine
      routerProvider={appRouterProvider}
      dataProvider={providers.dataProvider}
      authProvider={authProvider}
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
      {/* the app's own stores, created with its providers (none at import); the screens' too */}
      <RestoredAnswersContext.Provider value={providers.restoredAnswers}>
        <EngineProviders>{children}</EngineProviders>
      </RestoredAnswersContext.Provider>
    </Refine>
  );
}

/** The page's outbox around the signed-in shell, once its code is there. */
function WithAppOutbox({
  outbox,
  children,
}: {
  outbox: AppOutbox | (() => Promise<AppOutbox>);
  children: ReactNode;
}) {
  const value = typeof outbox === 'function' ? use(outbox()) : outbox;
  return <OutboxContext value={value}>{children}</OutboxContext>;
}

export default function App({
  providers,
  outbox,
  seededViews = noSeededViews,
  appUpdate = null,
}: {
  providers: AppProviders;
  /**
   * The page's outbox and undo queue (createAppOutbox), made with the providers; or its loader, when
   * its code comes with a session only (main.tsx): the signed-in shell waits for it.
   */
  outbox: AppOutbox | (() => Promise<AppOutbox>);
  /** Views the lists offer until a person keeps their own: the demo's (src/mocks/seed/saved-views.ts). */
  seededViews?: SeededViews;
  /** The offer of a new deployment (src/boot/app-worker.ts); none without the app's worker. */
  appUpdate?: AppUpdate | null;
}) {
  const authProvider = useMemo(() => withPreloadOnLogin(providers.authProvider), [providers.authProvider]);
  // the login page has no registry; a session brings it (the providers load it), and the app renders again
  const registry = useLoadedRegistry();
  const resources = useMemo(() => registry?.toRefineResources() ?? [], [registry]);
  // the pages' screens, which come with the session as the registry does
  const screens = useLoadedScreens();
  const routeScreens = useMemo<Screens>(
    () => (screens ? { ...screens, ...shellScreens } : noPages),
    [screens],
  );
  const signedInCode = registry && screens;
  return (
    <PageCrashBoundary>
      <AppUpdateContext.Provider value={appUpdate}>
        <AppUpdatePrompt />
      </AppUpdateContext.Provider>
      <BrowserRouter>
        <ToastContext.Provider value={providers.toasts}>
          <SessionContext.Provider value={providers.store}>
            <ScreensContext.Provider value={routeScreens}>
              <SeededViewsContext.Provider value={seededViews}>
                <SafeRedirectParam>
                  <AppRefine providers={providers} resources={resources} authProvider={authProvider}>
                    <FollowOtherTabs store={providers.store} />
                    {/* a form with unsaved input (useDraft) asks before the tab closes or the app moves on */}
                    <UnsavedChangesNotifier />
                    <Suspense fallback={<AddressSkeleton />}>
                      <Routes>
                        <Route
                          element={
                            <Authenticated key="public" fallback={<Outlet />} loading={<Loading />}>
                              <ToSignedIn />
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
                              loading={<AddressSkeleton />}
                            >
                              <WithAppOutbox outbox={outbox}>
                                <Shell />
                              </WithAppOutbox>
                            </Authenticated>
                          }
                        >
                          <Route path={DASHBOARD_PATH}>
                            {signedInCode ? (
                              resourceRoutes(registry.routedResources)
                            ) : (
                              <Route index element={<AwaitSignedInCode />} />
                            )}
                            <Route path="*" element={signedInCode ? <NotFound /> : <AwaitSignedInCode />} />
                          </Route>
                          {/* docs/contract.md section 2: any other path is a not-found page inside the shell */}
                          <Route path="*" element={<NotFound />} />
                        </Route>
                      </Routes>
                    </Suspense>
                  </AppRefine>
                </SafeRedirectParam>
              </SeededViewsContext.Provider>
            </ScreensContext.Provider>
          </SessionContext.Provider>
        </ToastContext.Provider>
      </BrowserRouter>
    </PageCrashBoundary>
  );
}
