// The build for real services (VITE_DEMO=false), made once for the browser suite and the bench
// (scripts/bench-real-services.mjs builds it into the same folder): made again only when an input
// changed (lib/build-key.mjs). E2E_SKIP_BUILD=1 never builds it when one is there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildRealServices, REAL_DIST } from '../../../scripts/bench-real-services.mjs';
import { buildKey } from './build-key.mjs';

const STAMP = path.join(REAL_DIST, '.e2e-build');

/** The folder of a fresh build for real services (built now when missing or stale). */
export async function realServicesDist() {
  // the build leaves out every VITE_* of this process but VITE_DEMO=false (buildRealServices)
  const key = buildKey({ VITE_DEMO: 'false' });
  const there = existsSync(path.join(REAL_DIST, 'index.html'));
  const fresh = there && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === key;
  if (fresh || (there && process.env.E2E_SKIP_BUILD === '1')) return REAL_DIST;
  await buildRealServices();
  writeFileSync(STAMP, key);
  return REAL_DIST;
}
