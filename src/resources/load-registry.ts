import type * as access from './access';
import type * as declarations from './index';

/** The registry (./index.ts) with its access rules (./access.ts), as the app's frame reads them. */
export type Registry = typeof declarations & typeof access;

// the registry loads with a session, not with the login page (one chunk with the session's cipher,
// vite.config.ts): at boot when a session is stored, at sign-in, when another tab signs in
let loaded: Registry | undefined;
let loading: Promise<Registry> | undefined;
const listeners = new Set<() => void>();

/** Loads the registry once (again after a failed load); a signed-in screen, its access or its data waits for it. */
export function loadRegistry(): Promise<Registry> {
  loading ??= Promise.all([import('./index'), import('./access')]).then(
    ([declared, rules]) => {
      loaded = { ...declared, ...rules };
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The registry once it has loaded, else undefined (asking never loads it). */
export function loadedRegistry(): Registry | undefined {
  return loaded;
}

/** Calls `listener` when the registry has loaded; returns the unsubscribe. */
export function onRegistryLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
