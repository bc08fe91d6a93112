// The browser suite's web server (playwright.config.mjs `webServer`): builds the demo bundle unless
// dist/ is fresh, then serves dist/ with `vite preview` on E2E_PORT until Playwright stops it.
// E2E_SKIP_BUILD=1 never builds; E2E_BUILD=1 always builds.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { preview } from 'vite';

import { buildApp, ROOT } from './lib/server.mjs';

const STAMP = path.join(ROOT, 'dist', '.e2e-build');
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestInput(entry) {
  const full = path.join(ROOT, entry);
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((child) => newestInput(path.join(entry, child))));
}

/** dist/ was built by this script (a demo build) after the last change to anything it is built from. */
function distIsFresh() {
  if (!existsSync(STAMP)) return false;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.filter((entry) => existsSync(path.join(ROOT, entry))).every(
    (entry) => newestInput(entry) < built,
  );
}

const skip = process.env.E2E_SKIP_BUILD === '1' || (process.env.E2E_BUILD !== '1' && distIsFresh());
if (skip) {
  console.log('dist/ is fresh: not building');
} else {
  console.log('Building the app (vite build) ...');
  await buildApp();
  writeFileSync(STAMP, new Date().toISOString());
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
