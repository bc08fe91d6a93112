// The build-time choice between the embedded demo backend and real services (issue 11, point 4).
import { rmSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

/**
 * MSW's worker, which the demo's service worker runs (public/demo-worker.js): not in a build for real
 * services, whose /demo-worker.js is a worker that removes itself (build/app-worker.ts).
 */
export const DEMO_ONLY_WORKERS = ['mockServiceWorker.js'];

export const NO_BACKEND_MESSAGE =
  'No backend configured for this production build. Set VITE_API_URL (the build-time default API; ' +
  'the runtime /config.js may still override it), or VITE_DEMO=false for an image configured only at ' +
  'run time, or VITE_DEMO=true for a build on the embedded demo backend.';

type Env = Record<string, string | undefined>;

/**
 * Is this a demo build? `VITE_DEMO` decides when set; otherwise the dev server runs the demo when no
 * API is configured, and a production build refuses to guess (it would silently ship the demo).
 */
export function isDemoBuild(env: Env, command: 'build' | 'serve'): boolean {
  const demo = env.VITE_DEMO?.trim();
  if (demo === 'true') return true;
  if (demo === 'false') return false;
  const apiUrl = env.VITE_API_URL?.trim();
  if (apiUrl) return false;
  if (command === 'build') throw new Error(NO_BACKEND_MESSAGE);
  return true;
}

/** Drops MSW's worker (copied from public/) from a build that has no demo. */
export function demoWorkerOnlyInDemo(demo: boolean): Plugin {
  return {
    name: 'demo-worker-only-in-demo',
    apply: 'build',
    writeBundle(options) {
      if (demo || !options.dir) return;
      for (const file of DEMO_ONLY_WORKERS) rmSync(path.join(options.dir, file), { force: true });
    },
  };
}
