import type { LiveEvent, LiveProvider } from '@refinedev/core';

type SubscribeParams = Parameters<LiveProvider['subscribe']>[0];

/** What `subscribe` hands back before the real provider is there: its subscription follows once loaded. */
interface PendingSubscription {
  real?: unknown;
  cancelled: boolean;
}

/**
 * A live provider whose code (the socket, the notification types) loads on the first subscription or
 * publish (the login page makes none), then serves every one in the order they came. A failed load
 * (e.g. a chunk gone after a deploy) is tried again on the next call.
 */
export function lazyLiveProvider(load: () => Promise<LiveProvider>): LiveProvider & { preload(): void } {
  let loading: Promise<LiveProvider> | undefined;
  const provider = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    /** Starts loading now (a signed-in user subscribes soon), so the bell does not wait for it. */
    preload: () => void provider().catch(() => undefined),
    subscribe(params: SubscribeParams) {
      const pending: PendingSubscription = { cancelled: false };
      provider().then(
        (real) => {
          if (!pending.cancelled) pending.real = real.subscribe(params);
        },
        () => undefined,
      );
      return pending;
    },
    unsubscribe(subscription: PendingSubscription) {
      subscription.cancelled = true;
      const real = subscription.real;
      if (real === undefined) return;
      subscription.real = undefined;
      void provider().then((loaded) => loaded.unsubscribe(real));
    },
    publish(event: LiveEvent) {
      provider().then(
        (real) => real.publish?.(event),
        () => undefined,
      );
    },
  };
}
