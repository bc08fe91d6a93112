import type * as access from './access';
import type * as declarations from './index';

/** The registry (./index.ts) with its access rules (./access.ts), as the app's shell reads them. */
export type Registry = typeof declarations & typeof access;

/**
 * A loader of the registry (or of what comes with it: the pages' screens, src/pages/load-screens.ts):
 * `load` runs once when first asked (again after a failure); who listens is told when it has loaded;
 * `loaded()` gives it once it has, never loading it.
 */
export function createRegistryLoader<T = Registry>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load(): Promise<T> {
      loading ??= load().then(
        (registry) => {
          loaded = registry;
          listeners.forEach((listener) => listener());
          return registry;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: (): T | undefined => loaded,
    onLoaded(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

// the registry loads with a session, not with the login page (one chunk with the session's cipher,
// vite.config.ts): at boot when a session is stored, at sign-in, when another tab signs in
const registryLoader = createRegistryLoader(() =>
  Promise.all([import('./index'), import('./access')]).then(([declared, rules]) => ({
    ...declared,
    ...rules,
  })),
);

/** Loads the registry once (again after a failed load); a signed-in screen, its access or its data waits for it. */
export const loadRegistry = registryLoader.load;

/** The registry once it has loaded, else undefined (asking never loads it). */
export const loadedRegistry = registryLoader.loaded;

/** Calls `listener` when the registry has loaded; returns the unsubscribe. */
export const onRegistryLoaded = registryLoader.onLoaded;
