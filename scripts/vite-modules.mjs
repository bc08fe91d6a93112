// Loads the app's TypeScript sources in Node through Vite's module runner (no build, no new
// dependency): the contract check reads the registry, the bench serves the demo's handlers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A loader of `/src/...` modules; `close()` it when done. */
export async function viteModules() {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { load: (file) => vite.ssrLoadModule(file), close: () => vite.close() };
}
