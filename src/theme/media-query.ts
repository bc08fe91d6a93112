/** A media query of the system's settings (a colour scheme, reduced motion), read and followed live. */
export function systemSetting(media: string) {
  const query = (): MediaQueryList | null =>
    typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
  return {
    /** Whether the setting holds now (no when the browser cannot tell). */
    matches: (): boolean => query()?.matches ?? false,
    /** Calls `onChange` when the setting changes; returns the unsubscribe (for useSyncExternalStore). */
    subscribe(onChange: () => void): () => void {
      const list = query();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
  };
}
