// The browser suite's web server (playwright.config.mjs `webServer`): builds the demo bundle unless
// dist/ was built from the same inputs, then serves dist/ with `vite preview` on E2E_PORT until Playwright stops it.
// E2E_SKIP_BUILD=1 never builds; E2E_BUILD=1 always builds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { preview } from 'vite';

import { buildApp, ROOT } from './lib/server.mjs';

const STAMP = path.join(ROOT, 'dist', '.e2e-build');
/** Everything the demo build is made from: its sources, its configuration and its dependencies. */
const INPUTS = [
  'src',
  'public',
  'build',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

function filesOf(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((child) => filesOf(path.join(entry, child)));
}

/** A hash of every input's path and content, and of the VITE_* variables the build reads. */
function buildKey() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf))
    hash.update(`${file}\0`).update(readFileSync(path.join(ROOT, file)));
  const env = Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`);
  return hash.update(env.join('\n')).digest('hex');
}

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
