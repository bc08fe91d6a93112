// The browser suite's web server (playwright.config.mjs `webServer`): builds the demo bundle unless
// dist/ was built from the same inputs, then serves dist/ with `vite preview` on E2E_PORT until Playwright stops it.
// E2E_SKIP_BUILD=1 never builds; E2E_BUILD=1 always builds.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { preview } from 'vite';

import { buildKey } from './lib/build-key.mjs';
import { buildApp, ROOT } from './lib/server.mjs';

const STAMP = path.join(ROOT, 'dist', '.e2e-build');
/** dist/ was built by this script (a demo build) from exactly the inputs there are now. */
function distIsFresh(key) {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === key;
}

const key = buildKey();
const skip = process.env.E2E_SKIP_BUILD === '1' || (process.env.E2E_BUILD !== '1' && distIsFresh(key));
if (skip) {
  console.log('dist/ is fresh: not building');
} else {
  console.log('Building the app (vite build) ...');
  await buildApp();
  writeFileSync(STAMP, key);
}

const port = Number(process.env.E2E_PORT);
const server = await preview({
  root: ROOT,
  logLevel: 'warn',
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
console.log(`Serving dist/ on http://127.0.0.1:${port}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
