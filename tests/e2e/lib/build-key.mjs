// What a build is made from, as one hash: the suite's demo build and its build for real services
// (builds.mjs) are made again only when it changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from './server.mjs';

/** Everything a build is made from: its sources, its configuration, its dependencies and its scripts. */
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
  // how each build is made (its environment)
  'tests/e2e/lib/server.mjs',
  'scripts/bench-real-services.mjs',
];

function filesOf(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((child) => filesOf(path.join(entry, child)));
}

/** A hash of every input's path and content, and of the VITE_* variables `env` gives the build. */
export function buildKey(env = process.env) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf))
    hash.update(`${file}\0`).update(readFileSync(path.join(ROOT, file)));
  const vars = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return hash.update(vars.join('\n')).digest('hex');
}
