/** What the demo backend offers the app in a demo build (main.tsx provides it; a build for real services never does). */
export interface DemoDataControls {
  /** Puts the demo's seed back (in every tab) and refreshes the data shown. */
  reset(): Promise<void>;
}

let current: DemoDataControls | null = null;

export function provideDemoData(controls: DemoDataControls | null): void {
  current = controls;
}

/** The demo's controls, or null outside a demo build. */
export function demoData(): DemoDataControls | null {
  return import.meta.env.VITE_DEMO === 'true' ? current : null;
}
