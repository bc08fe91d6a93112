import {
  focusManager,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  QueryClient,
} from '@tanstack/react-query';

import { isUnanswered } from '../http/errors';
import { isOnline } from '../http/online';

/**
 * What a screen that shows the server's records as they are now (an open list, a record, the review
 * queue) adds to its query: it is read again when the person comes back to the tab or the window, and
 * when the network returns, however fresh its answer (a first page fetched ahead at the page's load
 * counts as fresh for a while: first-page.ts). Only those queries: the app's default reads nothing
 * again on focus (a lookup, the session's checks, a dashboard stay as they were read).
 */
export const FOLLOW_SERVER = { refetchOnWindowFocus: 'always', refetchOnReconnect: 'always' } as const;

/**
 * TanStack hears the page coming back to the front (`visibilitychange`); a window put back in front of
 * another one (the page never hidden) says so by `focus` only. Either counts once the person has been
 * away (the page hidden, or the window's focus lost): a `focus` with no leaving before it (a dialog of
 * the browser closed, a click back from the address bar) reads nothing, and a return that fires both
 * events reads once.
 */
function followWindowFocus(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  focusManager.setEventListener((onFocus) => {
    let away = document.visibilityState === 'hidden';
    const left = () => {
      away = true;
    };
    const back = () => {
      if (document.visibilityState === 'hidden') return left();
      if (!away) return;
      away = false;
      onFocus();
    };
    document.addEventListener('visibilitychange', back, false);
    window.addEventListener('focus', back, false);
    window.addEventListener('blur', left, false);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      window.removeEventListener('blur', left);
    };
  });
}

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

/**
 * Whether a read of the services goes again: one the connection went from under (no answer) waits for
 * the network and goes again once it is back, as a read begun offline waits, rather than open the
 * Error dialog over what the screen shows (a person going into a lift as a list loads); online, it is
 * tried once more. A refusal or a broken service fails at once.
 */
function readAgainWithoutAnswer(failures: number, error: unknown): boolean {
  return isUnanswered(error) && (failures < 1 || !isOnline());
}

/** The app's query client and its defaults. */
export function createQueryClient(): QueryClient {
  followWindowFocus();
  const queryClient = new AppQueryClient({
    // the session's checks, the access answers and the menu are read on the device: offline they still
    // run (a paused check reads as signed out: a person opening the app offline went to the login page);
    // nothing is read again on focus but what follows the server (FOLLOW_SERVER)
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
  queryClient.setQueryDefaults(['data', 'default'], {
    networkMode: 'online',
    retry: readAgainWithoutAnswer,
    retryDelay: 0,
  });
  return queryClient;
}
