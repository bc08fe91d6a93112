import { createContext, type ReactNode, use, useContext } from 'react';

import type { AppOutbox } from './app-outbox';

export const OutboxContext = createContext<AppOutbox | null>(null);

/** The page's outbox, as App (or a test's wrapper) gives it. */
export function useAppOutbox(): AppOutbox {
  const appOutbox = useContext(OutboxContext);
  if (!appOutbox) throw new Error('useAppOutbox: no OutboxContext above this component (App gives one).');
  return appOutbox;
}

/** The page's one outbox, made at its first need: the signed-in shell's, never the login page's. */
export interface OutboxLoader {
  load(): Promise<AppOutbox>;
  /** The outbox once made (a sign-out drains it; nothing to drain before). */
  current(): AppOutbox | undefined;
}

export function outboxLoader(make: () => Promise<AppOutbox>): OutboxLoader {
  let loading: Promise<AppOutbox> | undefined;
  let made: AppOutbox | undefined;
  return {
    load() {
      loading ??= make().then(
        (outbox) => (made = outbox),
        (error: unknown) => {
          // a code download that failed (offline) is tried again at the next need
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => made,
  };
}

/** Gives the page's outbox to what it wraps, waiting (Suspense) for its code the first time. */
export function OutboxProvider({ outbox, children }: { outbox: OutboxLoader; children: ReactNode }) {
  const value = outbox.current() ?? use(outbox.load());
  return <OutboxContext value={value}>{children}</OutboxContext>;
}
