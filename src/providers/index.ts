import type { BaseRecord, GetListParams } from '@refinedev/core';
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';

import type { AppConfig } from '../config';
import { createHttpClient, preloadHttp } from '../http/client';
import { callWorkerMaker } from '../http/worker-adapter';
import { loadRegistry } from '../resources/load-registry';
import type { ResourceDecl, Values } from '../resources/types';
import { forgetRecent } from '../session/recent-records';
import { authorOf, createSessionStore, type SessionStore, userKeyOf } from '../session/session';
import { createAccessControlProvider } from './access-control';
import { createAuthProvider } from './auth-provider';
import type { RowOrder } from './computed-order';
import { lazyDataProvider } from './lazy-data-provider';
import { lazyLiveProvider } from './lazy-live-provider';
import { createNotificationProvider } from './notification-provider';
import type { AppOutbox } from './outbox/app-outbox';
import type { RecordJudge } from './outbox/connect-sender';
import { pageLeave } from './outbox/page-leave';
import { createRestoredAnswers } from './persisted-flag';
import { createQueryClient } from './query-client';
import type { Reads } from './reads';
import { createToasts } from './toasts';

export interface ProviderOptions {
  /** Waited for by a sign-out once the session is cleared (the undo queue drains, bounded). */
  afterSignOut?: () => Promise<unknown>;
  /**
   * The page's outbox: a save that says how in `meta.outbox` is kept there when it cannot leave now
   * (outbox/outbox-writes.ts); none: every save is only sent.
   */
  outbox?: () => Promise<AppOutbox>;
  /**
   * How a record change is judged before the outbox sends it (the engine's rules, loaded with a
   * session): with it, the outbox's sender is connected to these providers once a session is there.
   */
  judge?: () => Promise<RecordJudge>;
  /**
   * How rows are placed by a sort their service does not know (the engine's quality score): loaded
   * when a list first asks for such a sort. None: such a sort is not sent.
   */
  rowOrder?: () => Promise<(decl: ResourceDecl, field: string) => RowOrder | undefined>;
}

const loadDataProviderCode = () => {
  preloadHttp();
  return Promise.all([import('./data-provider'), import('./outbox/outbox-writes')]).then(
    ([{ createDataProvider }, { withOutbox, createSentLog }]) => ({
      createDataProvider,
      withOutbox,
      createSentLog,
    }),
  );
};

/**
 * A page load with a stored session: the data provider's code (and axios) is fetched now, beside the
 * session's cipher and the registry, rather than once they are here and the providers made: the list's
 * first call (fetched ahead at boot) no longer waits for a second round of files.
 */
export function preloadDataProviderCode(): void {
  void loadDataProviderCode().catch(() => undefined);
}

/** Whose answers the cache holds: the user's key, '' when signed out. */
function userOf(store: SessionStore): string {
  try {
    const session = store.read();
    return session ? userKeyOf(session) : '';
  } catch {
    return ''; // a stored session still waiting for its cipher: nobody's answers are cached yet
  }
}

/**
 * Cached data and access answers belong to one user: they are dropped on every sign-in and sign-out.
 * A call in flight is left to finish while the user stays the same (removing it would leave its
 * screen without an answer, e.g. the auth check that has just found the token expired); when the user
 * changes, the data calls in flight are cancelled (their requests aborted) and dropped too, so a list
 * asked for one user never lands in the next one's cache. Refine's own auth calls still finish.
 */
export function forgetOtherUsersAnswers(store: SessionStore, queryClient: QueryClient): void {
  let user = userOf(store);
  store.subscribe(() => {
    const next = userOf(store);
    const changed = next !== user;
    user = next;
    const stays = (query: Query) =>
      query.state.fetchStatus === 'fetching' && (!changed || query.queryKey[0] === 'auth');
    // a query removed while it fetches is cancelled, its request aborted through its signal
    queryClient.removeQueries({ predicate: (query) => !stays(query) });
  });
}

/**
 * A record as the screens last read it: its `one` answer, else its row in a list (Refine's keys:
 * `['data', provider, resource, ...]`); undefined when no screen read it.
 */
export function recordAsRead(queryClient: QueryClient, resource: string, id: unknown): Values | undefined {
  const same = (row: unknown): row is Values =>
    typeof row === 'object' && row !== null && String((row as Values).id) === String(id);
  let row: Values | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['data'] })) {
    if (query.queryKey[2] !== resource) continue;
    const data = (query.state.data as { data?: unknown } | undefined)?.data;
    if (same(data)) return data;
    row ??= Array.isArray(data) ? data.find(same) : undefined;
  }
  return row;
}

/** A page load with a stored session: the code that restores the persisted answers comes now, beside the rest. */
export function preloadPersistedQueries(): void {
  void import('./persisted-queries').catch(() => undefined);
}

/** Builds the app's providers once, from the configuration. */
export function createProviders(
  config: AppConfig,
  storage: Storage = window.localStorage,
  { afterSignOut, outbox, judge, rowOrder }: ProviderOptions = {},
) {
  const store = createSessionStore(config.sessionSecret, storage);
  const toasts = createToasts();
  // every text shown to the person goes through Refine's notification provider
  const notificationProvider = createNotificationProvider(toasts);
  const announce = (message: string) => notificationProvider.open({ type: 'success', message });
  const http = createHttpClient({
    config,
    getToken: () => store.read()?.access_token,
    makeWorker: callWorkerMaker(),
  });
  const queryClient = createQueryClient();
  forgetOtherUsersAnswers(store, queryClient);
  // its code loads with the first data call, not with the login page; a signed-in user gets it at once
  const dataProvider = lazyDataProvider(config.apiUrl, () =>
    Promise.all([loadDataProviderCode(), loadRegistry()]).then(
      ([{ createDataProvider, withOutbox, createSentLog }, { findResource }]) => {
        const provider = createDataProvider({
          http,
          findResource,
          sessionParams: () => ({ auth_id: store.read()?.auth_id }),
          announce,
          apiUrl: config.apiUrl,
          rowOrder: rowOrder && (async (decl, field) => (await rowOrder())(decl, field)),
        });
        // what it sends of a record is noted for the record's story (written as the page goes, too)
        const sentLog = createSentLog(window.localStorage);
        window.addEventListener('pagehide', sentLog.flush);
        // its write side: a save that cannot leave now waits in the outbox, for its author
        return outbox
          ? withOutbox(provider, {
              page: () =>
                Promise.all([outbox(), import('./outbox/app-outbox')]).then(([page, { storeOf }]) => ({
                  store: () => storeOf(page),
                  sendNow: page.sendNow,
                  sendOwn: page.sender.sendOwn,
                })),
              findResource,
              author: () => authorOf(store.read()),
              recordAsRead: (resource, id) => recordAsRead(queryClient, resource, id),
              announceKept: announce,
              sentLog,
              mutations: queryClient.getMutationCache(),
              leave: pageLeave,
            })
          : provider;
      },
    ),
  );
  // the realtime socket follows the session: opened on sign-in, closed on sign-out. Its code loads
  // with the shell (the bell subscribes), not with the login page; a signed-in user gets it at once
  const liveProvider = lazyLiveProvider(() =>
    Promise.all([import('./live/socket-manager'), import('./live-provider'), loadRegistry()]).then(
      ([{ createNotificationSocket }, { createLiveProvider, resourcesConcerned }, { registry }]) =>
        createLiveProvider(createNotificationSocket({ url: config.socketUrl, session: store }), {
          refetchOnNotification: registry.filter((decl) => decl.liveRefetch).map((decl) => decl.name),
          // a notification about a record (a listing approved, a new lead) reads its screens again
          concerned: resourcesConcerned(registry),
        }),
    ),
  );
  // the outbox's one sender, made with these providers (no screen gives it anything): its code, like
  // the outbox's, comes with a session
  let connecting: Promise<void> | undefined;
  const authorNow = () => {
    try {
      return authorOf(store.read());
    } catch {
      return undefined; // a stored session still waiting for its cipher
    }
  };
  const connectSender = () => {
    if (!outbox || !judge) return;
    connecting ??= Promise.all([outbox(), judge(), loadRegistry(), import('./outbox/connect-sender')])
      .then(([page, rules, { findResource }, { senderConnection }]) =>
        page.connect(
          senderConnection({
            dataProvider,
            queryClient,
            findResource,
            author: authorNow,
            judge: rules,
          }),
          { session: store.subscribe, online: (listener) => onlineManager.subscribe(listener) },
        ),
      )
      .catch(() => {
        connecting = undefined;
      });
  };
  const preload = () => {
    if (!store.read()) return;
    // the routes, the menu and the access answers read the registry: it comes with the session
    void loadRegistry().catch(() => undefined);
    dataProvider.preload();
    liveProvider.preload();
    connectSender();
  };
  preload();
  store.subscribe(preload);
  // the signed-in user's last answers, kept on the device (./persisted-queries.ts): its code comes with
  // a stored session (the boot waits for the restore) or with a sign-in, never with the login page
  // and which answers on screen came from there (read by src/components/PersistedDataAge.tsx)
  const restoredAnswers = createRestoredAnswers();
  let persisting: Promise<void> | undefined;
  const persistQueries = (): Promise<void> => {
    persisting ??= import('./persisted-queries')
      .then((persisted) => persisted.persistQueries(queryClient, store, restoredAnswers))
      .catch(() => {
        persisting = undefined;
      });
    return persisting;
  };
  store.subscribe(() => {
    if (store.read()) void persistQueries();
  });
  return {
    store,
    http,
    queryClient,
    persistQueries,
    restoredAnswers,
    dataProvider,
    /**
     * The reads made outside React (the list's first page fetched ahead at boot): `getList` alone, as
     * reads.ts' `readsOf` gives it, not that module, whose page loops import the registry (the login
     * page's code holds none of it).
     */
    reads: {
      getList: <TData extends BaseRecord = BaseRecord>(params: GetListParams) =>
        dataProvider.getList<TData>(params),
    } satisfies Pick<Reads, 'getList'>,
    authProvider: createAuthProvider({
      http,
      store,
      productName: config.productName,
      afterSignOut,
      // a shared computer keeps no one's unsaved input after a deliberate sign-out
      discardPersonalData: async (session) => {
        // and no one's recently opened records either
        forgetRecent(storage, userKeyOf(session));
        // nor the lists and records kept for a next visit, theirs or anyone's
        await import('./persisted-queries')
          .then((persisted) => persisted.dropAllPersisted(session))
          .catch(() => undefined);
        // (the drafts' code is the forms', not the login page's)
        const { discardDrafts, draftUserOf } = await import('../session/drafts');
        const count = await discardDrafts(draftUserOf(session));
        if (count === 0) return;
        // the signed-in screens' texts, not the login page's
        const { fill, ui } = await import('../locales/ui');
        announce(fill(ui.draft.signedOutDiscarded, { count }));
      },
    }),
    accessControlProvider: createAccessControlProvider(store),
    toasts,
    notificationProvider,
    liveProvider,
  };
}

export type AppProviders = ReturnType<typeof createProviders>;
