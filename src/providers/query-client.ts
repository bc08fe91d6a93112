import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  QueryClient,
} from '@tanstack/react-query';

/**
 * TanStack's client, with one change to what an invalidation does to a call already on its way.
 * Refine invalidates after a change without cancelling it (`cancelRefetch: false`, so a burst of live
 * events cannot starve a list), and that call's answer, which the server may have written before the
 * change, then counts as fresh: a deleted listing stayed in the list until something else read it.
 * Here such a call is read once more when it lands: one more call at most, however many invalidations
 * came meanwhile.
 */
class AppQueryClient extends QueryClient {
  readonly #readAgain = new WeakSet<Query>();

  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    for (const query of this.getQueryCache().findAll(filters)) {
      const onItsWay = query.promise;
      if (query.state.fetchStatus !== 'fetching' || !onItsWay || this.#readAgain.has(query)) continue;
      this.#readAgain.add(query);
      void onItsWay
        .catch(() => undefined)
        .then(() => {
          this.#readAgain.delete(query);
          return super.invalidateQueries({ queryKey: query.queryKey, exact: true });
        });
    }
    return super.invalidateQueries(filters, options);
  }
}

/** The app's query client and its defaults. */
export function createQueryClient(): QueryClient {
  const queryClient = new AppQueryClient({
    // the session's checks, the access answers and the menu are read on the device: offline they still
    // run (a paused check reads as signed out: a person opening the app offline went to the login page)
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      // a change made offline is not stored unseen until the network returns (TanStack's default pauses
      // it, and a save spun for ever): it reaches the http client, which fails it at once with a plain
      // text (src/http/online.ts); the outbox holds such changes where it takes them
      mutations: { networkMode: 'always' },
    },
  });
  // the services' answers (Refine's data provider, 'default') wait for the network while offline:
  // what is kept on the device stays on screen rather than a failure over it
  queryClient.setQueryDefaults(['data', 'default'], { networkMode: 'online' });
  return queryClient;
}
