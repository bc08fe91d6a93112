/** What the demo backend offers the app in a demo build (main.tsx provides it; a build for real services never does). */
export interface DemoDataControls {
  /** Puts the demo's seed back (in every tab) and refreshes the data shown. */
  reset(): Promise<void>;
}

/** The demo backend's kept data, as main.tsx hands it over. */
export interface DemoDataSource extends DemoDataControls {
  /** Called when the data changed under the app (another tab, a reset). */
  onChange(listener: () => void): () => void;
}

// global: the page's one demo backend, set once by main.tsx before the app is drawn.
let current: DemoDataControls | null = null;

/** The demo's controls, or null outside a demo build. */
export function demoData(): DemoDataControls | null {
  return import.meta.env.VITE_DEMO === 'true' ? current : null;
}

/**
 * Offers the demo's controls to the shell and reads again what is shown when the data changes under
 * the app; returns the function that undoes both.
 */
export function connectDemoData(
  source: DemoDataSource,
  queries: { invalidateQueries(): Promise<void> },
): () => void {
  current = { reset: source.reset };
  const unsubscribe = source.onChange(() => void queries.invalidateQueries());
  return () => {
    unsubscribe();
    current = null;
  };
}
